// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: the input is a REUSE.toml, read by the real reader
 * (spdx_toml.cc, toml++) and then used as the plugin uses it: annotation
 * globs and precedence for a few files of a small tree, with a deeper
 * REUSE.toml of its own.  Byte 0 chooses options:
 *   bit 0  the input is the deeper sub/REUSE.toml, the top one fixed
 *   bit 1  a tiny error buffer
 * Properties: the error is NUL-terminated and not empty on failure; on
 * success every table has a path and no NULL string; a lookup fills only
 * NUL-terminated strings; no leaks (spdx_toml_release frees all).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "spdx_project.h"
#include "fuzz_common.h"

bool spdx_toml_read(const char *path, struct spdx_toml *out, char *err, size_t size,
		    struct spdx_place *at);

static char tree[64];

static const char top[] =
	"version = 1\n[[annotations]]\npath = \"**\"\nprecedence = \"aggregate\"\n"
	"SPDX-FileCopyrightText = \"2026 X\"\nSPDX-License-Identifier = \"MIT\"\n";

/* Files looked up: a glob has something to match at several depths. */
static const char *const files[] = {
	"a.c", "sub/b.c", "sub/deep/c.h", "sub/deep/er/d.S", "generated/x*y.c",
};

static void put(const char *name, const void *data, size_t len)
{
	char path[160];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tree, name);
	f = fopen(path, "wb");
	FUZZ_ASSERT(f);
	FUZZ_ASSERT(fwrite(data, 1, len, f) == len);
	FUZZ_ASSERT(!fclose(f));
}

static void remove_tree(void)
{
	char cmd[128];

	if (!tree[0])
		return;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tree);
	if (system(cmd))
		fprintf(stderr, "fuzz_toml: cannot remove %s\n", tree);
}

static void make_tree(void)
{
	static const char *const dirs[] = {
		"sub", "sub/deep", "sub/deep/er", "generated", "LICENSES",
	};
	const char *tmp = getenv("TMPDIR");
	char path[160];
	size_t i;

	snprintf(tree, sizeof(tree), "%s/spdx-fuzz-toml.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	FUZZ_ASSERT(strlen(tree) < sizeof(tree) - 1 && mkdtemp(tree));
	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		snprintf(path, sizeof(path), "%s/%s", tree, dirs[i]);
		FUZZ_ASSERT(!mkdir(path, 0700));
	}
	for (i = 0; i < ARRAY_SIZE(files); i++)
		put(files[i], "int x;\n", 7);
	put("LICENSES/MIT.txt", "MIT\n", 4);
	atexit(remove_tree);
}

static void check_strings(char *const *v, size_t n)
{
	size_t i;

	FUZZ_ASSERT(!n || v);
	for (i = 0; i < n; i++)
		FUZZ_ASSERT(v[i]);
}

static void check_external(const struct spdx_external *e)
{
	FUZZ_ASSERT(!e->expr || strlen(e->expr) < (1u << 24));
	FUZZ_ASSERT(!e->source || strstr(e->source, tree) == e->source);
}

/* Is AT (1-based, the column in bytes) on a line of TEXT, at most one past its end? */
static bool place_in(const uint8_t *text, size_t len, struct spdx_place at)
{
	size_t off = 0, line = 1;
	const uint8_t *eol;

	while (line < at.line && off <= len) {
		eol = (const uint8_t *)memchr(text + off, '\n', len - off);
		if (!eol)
			return false;
		off = (size_t)(eol - text) + 1;
		line++;
	}
	eol = (const uint8_t *)memchr(text + off, '\n', len - off);
	return at.column >= 1 && at.column <= (size_t)((eol ? eol - text : (long)len) - off) + 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct spdx_projects *p;
	struct spdx_licensing l;
	struct spdx_toml t;
	struct spdx_place at;
	char err[256], path[192];
	size_t limit, i;
	unsigned int flags;

	if (!size)
		return 0;
	if (!tree[0])
		make_tree();
	/* Byte 0 the options, the rest the file. */
	flags = *data;
	put(flags & 1 ? "REUSE.toml" : "sub/REUSE.toml", top, sizeof(top) - 1);
	put(flags & 1 ? "sub/REUSE.toml" : "REUSE.toml", data + 1, size - 1);

	/* The reader alone. */
	limit = flags & 2 ? 8 : sizeof(err);
	memset(err, 'x', sizeof(err));
	snprintf(path, sizeof(path), "%s/%s", tree, flags & 1 ? "sub/REUSE.toml" : "REUSE.toml");
	if (spdx_toml_read(path, &t, err, limit, &at)) {
		for (i = 0; i < t.nr_items; i++) {
			const struct spdx_toml_annotation *a = &t.items[i];

			FUZZ_ASSERT(a->nr_paths);
			check_strings(a->paths, a->nr_paths);
			check_strings(a->copyrights, a->nr_copyrights);
			check_strings(a->exprs, a->nr_exprs);
			FUZZ_ASSERT(a->precedence <= SPDX_PRECEDENCE_OVERRIDE);
		}
	} else {
		FUZZ_ASSERT(memchr(err, '\0', limit));
		FUZZ_ASSERT(err[0]);
		/* A place, when given, is a byte of the file or just past a line's end. */
		FUZZ_ASSERT(!at.line || place_in(data + 1, size - 1, at));
	}
	spdx_toml_release(&t);

	/* As the plugin uses it: every file of the tree looked up. */
	p = spdx_projects_new(spdx_toml_read);
	for (i = 0; i < ARRAY_SIZE(files); i++) {
		snprintf(path, sizeof(path), "%s/%s", tree, files[i]);
		spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
		FUZZ_ASSERT(memchr(l.error, '\0', sizeof(l.error)));
		FUZZ_ASSERT(memchr(l.why, '\0', sizeof(l.why)));
		check_external(&l.license_file);
		check_external(&l.fixed);
		check_external(&l.closest);
	}
	spdx_projects_free(p);
	return 0;
}
