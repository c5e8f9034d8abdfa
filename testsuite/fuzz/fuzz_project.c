// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: the project side of the REUSE policy (spdx_project.c,
 * spdx_annotations.c, spdx_copyright.c): FILE.license companions,
 * copyright notices, REUSE-IgnoreStart/End blocks and
 * spdx_projects_lookup() over a small REUSE project made once in $TMPDIR:
 * LICENSES/ (with .hidden and Apache-2.0.txt.license, which are no texts),
 * a.c and sub/b.c.  No REUSE.toml reader: the one passed refuses every
 * file ("no toml"), so that the target links without C++.
 *
 * Byte 0 chooses options:
 *   bits 0-1  where the rest goes: 0 a.c.license, 1 sub/b.c.license,
 *             2 both (a.c.license up to the first NUL byte, sub/b.c.license
 *             after it), 3 nowhere (the text checks alone, no lookup)
 *   bit 2     the text checks start inside an ignore block; with 0 and 1,
 *             the other file has no companion (else one with MIT and a
 *             notice)
 *   bit 3     the project has .reuse/dep5
 *   bit 4     LICENSES/ holds no texts (MIT.txt, GPL-2.0-only.txt and
 *             LicenseRef-x otherwise)
 *   bit 5     the root has .git, the version-control root
 *   bit 6     policy=reuse is asked for (else auto)
 *   bit 7     the root has a REUSE.toml, which the reader refuses
 * The rest is also split at NUL bytes into pieces of text, fed one after
 * the other to spdx_has_copyright() and spdx_reuse_ignored() with the
 * IGNORING carry, and joined with newlines into one text.
 *
 * Properties: spdx_reuse_ignored() agrees with a byte-by-byte reference
 * (markers leftmost first, the other one after each; only markers that end
 * before OFF count; *IGNORING set only at OFF == LEN); spdx_has_copyright()
 * agrees with a line-based reference of the patterns spdx_copyright.c
 * documents, per piece with the carry and on the joined text, which gives
 * the same as the pieces (a notice is a line's, the end of a piece is the
 * end of a line); nothing after REUSE-IgnoreStart without a
 * REUSE-IgnoreEnd counts.  A lookup fills NUL-terminated why and error; a
 * source, invalid_source, error_file and root point into the tree (the
 * root at or above it); with .git or the tree its own root, the policy
 * follows the marks (REUSE.toml, dep5, texts); a companion stands for the
 * file's comments (own_ignored) exactly when the policy is reuse and it is
 * there: its copyright is the reference's, its expr the valid tag
 * expressions of its lines that are not ignored, each "(X)", joined, and it
 * parses (a line of the keyword and MIT gives one with MIT); its invalid
 * is the first one that does not parse, at its line and column; no
 * REUSE.toml gives fixed or closest anything; a refused REUSE.toml is one
 * error, on the first lookup, naming it, read once; a second lookup of a
 * file (by another path too) gives the same; a file not on disk gets
 * nothing; spdx_projects_has_text() knows the texts there are and no
 * others; no leaks (spdx_projects_free frees all).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memmem */
#endif
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "spdx_expr.h"
#include "spdx_project.h"
#include "spdx_tag.h"
#include "fuzz_common.h"

#define IGN_START "REUSE-IgnoreStart"
#define IGN_END "REUSE-IgnoreEnd"

enum {
	OPT_WHERE = 3,		/* bits 0-1 */
	OPT_OTHER_NONE = 4,
	OPT_DEP5 = 8,
	OPT_NO_TEXTS = 16,
	OPT_GIT = 32,
	OPT_REUSE = 64,
	OPT_TOML = 128,
};

enum { TO_A, TO_B, TO_BOTH, TO_NONE };

static char tree[PATH_MAX];
static size_t tree_len;
static unsigned int toml_reads;

static const char other_companion[] =
	"SPDX-FileCopyrightText: 2026 X\n" SPDX_TAG_KEYWORD " MIT\n";

static const char *const texts[] = { "MIT.txt", "GPL-2.0-only.txt", "LicenseRef-x" };
static const char *const text_ids[] = { "MIT", "GPL-2.0-only", "LicenseRef-x" };
static const char *const no_text_ids[] = {
	"Apache-2.0", "Apache-2.0.txt", ".hidden", "hidden", "MI", "MIT.txt", "",
	"GPL-2.0", "LicenseRef-x.txt",
};

/* Stands in for spdx_toml.cc: every REUSE.toml is refused. */
static bool no_toml(const char *path, struct spdx_toml *out, char *err, size_t size,
		    struct spdx_place *at)
{
	(void)path;
	toml_reads++;
	memset(out, 0, sizeof(*out));
	snprintf(err, size, "no toml");
	at->line = 0;
	at->column = 0;
	return false;
}

static void tree_path(char *buf, size_t size, const char *name)
{
	FUZZ_ASSERT((size_t)snprintf(buf, size, "%s/%s", tree, name) < size);
}

static void put(const char *name, const void *data, size_t len)
{
	char path[PATH_MAX];
	FILE *f;

	tree_path(path, sizeof(path), name);
	f = fopen(path, "wb");
	FUZZ_ASSERT(f);
	FUZZ_ASSERT(!len || fwrite(data, 1, len, f) == len);
	FUZZ_ASSERT(!fclose(f));
}

/* NAME there with DATA, or not there at all. */
static void set_file(const char *name, bool there, const void *data, size_t len)
{
	char path[PATH_MAX];

	if (there) {
		put(name, data, len);
		return;
	}
	tree_path(path, sizeof(path), name);
	FUZZ_ASSERT(!unlink(path) || errno == ENOENT);
}

static void set_dir(const char *name, bool there)
{
	char path[PATH_MAX];

	tree_path(path, sizeof(path), name);
	if (there)
		FUZZ_ASSERT(!mkdir(path, 0700) || errno == EEXIST);
	else
		FUZZ_ASSERT(!rmdir(path) || errno == ENOENT);
}

static void remove_tree(void)
{
	char cmd[PATH_MAX + 32];

	if (!tree[0])
		return;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tree);
	if (system(cmd))
		fprintf(stderr, "fuzz_project: cannot remove %s\n", tree);
}

static void make_tree(void)
{
	static const char *const dirs[] = { "sub", "LICENSES", ".reuse" };
	const char *tmp = getenv("TMPDIR");
	char made[PATH_MAX];
	size_t i;

	snprintf(made, sizeof(made), "%s/spdx-fuzz-project.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	FUZZ_ASSERT(strlen(made) < sizeof(made) - 1 && mkdtemp(made));
	/* The lookup hands out real paths: compare with the tree's. */
	FUZZ_ASSERT(realpath(made, tree));
	tree_len = strlen(tree);
	for (i = 0; i < ARRAY_SIZE(dirs); i++)
		set_dir(dirs[i], true);
	put("a.c", "int a;\n", 7);
	put("sub/b.c", "int b;\n", 7);
	put("LICENSES/.hidden", "x\n", 2);
	put("LICENSES/Apache-2.0.txt.license", "SPDX-FileCopyrightText: 2026 X\n", 31);
	atexit(remove_tree);
}

/* Does S name the tree or something in it? */
static bool in_tree(const char *s)
{
	return !strncmp(s, tree, tree_len) && (s[tree_len] == '/' || !s[tree_len]);
}

/* Is DIR the tree or a directory above it? */
static bool above_tree(const char *dir)
{
	size_t n = strlen(dir);

	if (!strcmp(dir, "/"))
		return true;
	return n <= tree_len && !strncmp(dir, tree, n) && (tree[n] == '/' || !tree[n]);
}

static bool starts(const char *s, size_t n, const char *word)
{
	size_t k = strlen(word);

	return n >= k && !memcmp(s, word, k);
}

static bool blank(unsigned char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* The reference of the ignore blocks: where each marker ends, from state INIT. */
struct marks {
	bool init;
	size_t *end;
	size_t n;
};

static void ref_marks(const char *t, size_t len, bool init, struct marks *m)
{
	bool state = init;
	size_t i = 0;

	m->init = init;
	m->n = 0;
	m->end = (size_t *)malloc((len / (sizeof(IGN_END) - 1) + 1) * sizeof(*m->end));
	FUZZ_ASSERT(m->end);
	while (i < len) {
		const char *s = state ? IGN_END : IGN_START;

		if (starts(t + i, len - i, s)) {
			i += strlen(s);
			m->end[m->n++] = i;
			state = !state;
		} else {
			i++;
		}
	}
}

/* The state at OFF: the markers that end at or before it count. */
static bool ref_state(const struct marks *m, size_t off)
{
	size_t lo = 0, hi = m->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (m->end[mid] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return m->init ^ (lo & 1);
}

/* Text other than blanks and comment closers. */
static bool holder(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!blank((unsigned char)s[i]) && s[i] != '*' && s[i] != '/')
			return true;
	return false;
}

/*
 * Does a notice start at S, N bytes left on its line?  The prefix
 * (SPDX-FileCopyrightText:, SPDX-SnippetCopyrightText:, Copyright with
 * " (c)", " (C)", " ©" or nothing, ©), then a blank and a holder on the
 * line.  The longest prefix is taken: "Copyright (c)" alone is none,
 * also where it ends the text.
 */
static bool ref_notice(const char *s, size_t n)
{
	size_t k;

	if (starts(s, n, "SPDX-FileCopyrightText:")) {
		k = 23;
	} else if (starts(s, n, SPDX_TAG_PREFIX "SnippetCopyrightText:")) {
		k = 26;
	} else if (starts(s, n, "Copyright")) {
		k = 9;
		if (starts(s + 9, n - 9, " (c)") || starts(s + 9, n - 9, " (C)"))
			k = 13;
		else if (starts(s + 9, n - 9, " \xc2\xa9"))
			k = 12;
	} else if (starts(s, n, "\xc2\xa9")) {
		k = 2;
	} else {
		return false;
	}
	return k < n && blank((unsigned char)s[k]) && holder(s + k, n - k);
}

static bool ref_has_copyright(const char *t, size_t len, bool *ignoring)
{
	struct marks m;
	size_t ls, le, p;
	const char *nl;
	bool found = false;

	ref_marks(t, len, *ignoring, &m);
	for (ls = 0; ls < len && !found; ls = le + 1) {
		nl = (const char *)memchr(t + ls, '\n', len - ls);
		le = nl ? (size_t)(nl - t) : len;
		for (p = ls; p < le && !found; p++)
			found = ref_notice(t + p, le - p) && !ref_state(&m, p);
	}
	*ignoring = ref_state(&m, len);
	free(m.end);
	return found;
}

/* spdx_reuse_ignored() at OFF against the reference M. */
static void check_ignored_at(const char *t, size_t len, const struct marks *m, size_t off)
{
	bool ign = m->init, r;

	r = spdx_reuse_ignored(t, len, off, &ign);
	FUZZ_ASSERT(r == ref_state(m, off));
	FUZZ_ASSERT(ign == (off >= len ? r : m->init));
}

static void check_ignored(const char *t, size_t len, bool init)
{
	struct marks m;
	size_t i, step;

	ref_marks(t, len, init, &m);
	check_ignored_at(t, len, &m, 0);
	check_ignored_at(t, len, &m, len);
	/* At each marker's end and one byte short of it, and some places between. */
	for (i = 0; i < m.n && i < 32; i++) {
		check_ignored_at(t, len, &m, m.end[i]);
		check_ignored_at(t, len, &m, m.end[i] - 1);
	}
	step = len / 8 + 1;
	for (i = step; i < len; i += step)
		check_ignored_at(t, len, &m, i);
	free(m.end);
}

/* The rest of the input as pieces, then joined with newlines. */
static void check_text(const char *data, size_t size, bool init)
{
	const char *piece = data, *end = data + size, *nul;
	bool ign = init, ref_ign = init, any = false, found, ref, carried;
	char *joined, *wrapped;
	size_t n;

	for (;;) {
		nul = (const char *)memchr(piece, '\0', (size_t)(end - piece));
		n = nul ? (size_t)(nul - piece) : (size_t)(end - piece);
		check_ignored(piece, n, ign);
		found = spdx_has_copyright(piece, n, &ign);
		ref = ref_has_copyright(piece, n, &ref_ign);
		FUZZ_ASSERT(found == ref);
		FUZZ_ASSERT(ign == ref_ign);
		any |= found;
		if (!nul)
			break;
		piece = nul + 1;
	}
	carried = ign;

	joined = (char *)malloc(size + 1);
	FUZZ_ASSERT(joined);
	for (n = 0; n < size; n++)
		joined[n] = data[n] ? data[n] : '\n';
	check_ignored(joined, size, init);
	ref_ign = init;
	ref = ref_has_copyright(joined, size, &ref_ign);
	ign = init;
	found = spdx_has_copyright(joined, size, &ign);
	FUZZ_ASSERT(found == ref);
	FUZZ_ASSERT(ign == ref_ign);
	/* Piece by piece is the same as all at once, the carry included. */
	FUZZ_ASSERT(found == any);
	FUZZ_ASSERT(ign == carried);

	/* Inside a block that does not end, nothing counts. */
	if (!memmem(joined, size, IGN_END, sizeof(IGN_END) - 1)) {
		ign = true;
		FUZZ_ASSERT(!spdx_has_copyright(joined, size, &ign) && ign);
		wrapped = (char *)malloc(size + sizeof(IGN_START));
		FUZZ_ASSERT(wrapped);
		memcpy(wrapped, IGN_START, sizeof(IGN_START) - 1);
		memcpy(wrapped + sizeof(IGN_START) - 1, joined, size);
		ign = false;
		n = size + sizeof(IGN_START) - 1;
		FUZZ_ASSERT(!spdx_has_copyright(wrapped, n, &ign) && ign);
		free(wrapped);
	}
	free(joined);
}

static bool parses(const char *s)
{
	struct spdx_expr x;
	bool ok = !spdx_expr_parse(&x, s, strlen(s));

	spdx_expr_release(&x);
	return ok;
}

static void check_external(const struct spdx_external *e)
{
	FUZZ_ASSERT(!e->source || in_tree(e->source));
	FUZZ_ASSERT(!e->overflow_source || in_tree(e->overflow_source));
	FUZZ_ASSERT(!e->invalid_source || in_tree(e->invalid_source));
	FUZZ_ASSERT(!e->invalid || e->invalid_source);
	/* "Its valid expressions joined with AND": one expression, valid itself. */
	FUZZ_ASSERT(!e->expr || parses(e->expr));
	FUZZ_ASSERT(!e->invalid || !parses(e->invalid));
}

static bool empty_external(const struct spdx_external *e)
{
	return !e->expr && !e->copyright && !e->source && !e->invalid && !e->invalid_source &&
	       !e->invalid_at.line;
}

/* What FILE.license, TEXT[0..LEN), gives: E against a reference of its lines. */
static void check_companion(const struct spdx_external *e, const char *t, size_t len)
{
	struct marks m;
	size_t ls, le, i, s, x;
	unsigned int lineno = 1;
	bool line_comment, ign = false, first_invalid = true, any_valid = false;
	char *expr, *paren;
	const char *nl;

	FUZZ_ASSERT(e->copyright == ref_has_copyright(t, len, &ign));
	ref_marks(t, len, false, &m);
	for (ls = 0; ls < len; ls = le + 1, lineno++) {
		nl = (const char *)memchr(t + ls, '\n', len - ls);
		le = nl ? (size_t)(nl - t) : len;
		/* The keyword, spelt exactly, after comment decoration only. */
		for (i = ls; i < le && t[i] && strchr(" \t/*#!", t[i]); i++)
			;
		if (!starts(t + i, le - i, SPDX_TAG_KEYWORD) || ref_state(&m, i))
			continue;
		/* The rest of the line less a closer and blanks. */
		line_comment = le - ls >= 2 && t[ls + 1] == '/';
		for (s = i + strlen(SPDX_TAG_KEYWORD); s < le && (t[s] == ' ' || t[s] == '\t'); s++)
			;
		for (x = s; x < le && t[x] != '\r'; x++)
			if (!line_comment && x + 1 < le && t[x] == '*' && t[x + 1] == '/')
				break;
		while (x > s && (t[x - 1] == ' ' || t[x - 1] == '\t'))
			x--;
		if (x == s)
			continue;
		expr = strndup(t + s, x - s);
		FUZZ_ASSERT(expr);
		if (parses(expr)) {
			any_valid = true;
			/*
			 * In expr, in parentheses, unless joining passed the
			 * parser's limits: then the file is named for it.
			 */
			paren = (char *)malloc(strlen(expr) + 3);
			FUZZ_ASSERT(paren);
			sprintf(paren, "(%s)", expr);
			FUZZ_ASSERT((e->expr && strstr(e->expr, paren)) ||
				    (e->overflow_source && e->overflow_source == e->source));
			if (!strcmp(expr, "MIT") && !e->overflow_source)
				FUZZ_ASSERT(strstr(e->expr, "MIT"));
			free(paren);
		} else if (first_invalid) {
			first_invalid = false;
			FUZZ_ASSERT(e->invalid && !strcmp(e->invalid, expr));
			FUZZ_ASSERT(e->invalid_source == e->source);
			FUZZ_ASSERT(e->invalid_at.line == lineno);
			FUZZ_ASSERT(e->invalid_at.column == s - ls + 1);
		}
		free(expr);
	}
	free(m.end);
	if (first_invalid)
		FUZZ_ASSERT(!e->invalid && !e->invalid_at.line);
	/* No valid tag, no expr; nothing left out without a valid tag. */
	FUZZ_ASSERT(any_valid || (!e->expr && !e->overflow_source));
}

/* What the input made of the tree. */
struct setup {
	unsigned int flags;
	int policy;
	const char *text[2];	/* a.c.license, sub/b.c.license; NULL: none */
	size_t len[2];
};

static const char *const files[] = { "a.c", "sub/b.c" };

/* The lookup of file WHICH (0 a.c, 1 sub/b.c); FIRST: the first of this projects. */
static void check_lookup(const struct setup *st, const struct spdx_licensing *l, int which,
			 bool first)
{
	bool toml = st->flags & OPT_TOML, at_root, marks;
	char name[PATH_MAX];

	FUZZ_ASSERT(memchr(l->why, '\0', sizeof(l->why)));
	FUZZ_ASSERT(memchr(l->error, '\0', sizeof(l->error)));
	FUZZ_ASSERT(!l->error_file || in_tree(l->error_file));
	FUZZ_ASSERT(!l->root || above_tree(l->root));
	if (st->flags & OPT_GIT)
		FUZZ_ASSERT(l->root && !strcmp(l->root, tree));
	at_root = l->root && !strcmp(l->root, tree);
	marks = toml || (st->flags & OPT_DEP5) || !(st->flags & OPT_NO_TEXTS);
	if (st->policy < SPDX_NR_POLICIES)
		FUZZ_ASSERT((int)l->policy == st->policy);
	else
		FUZZ_ASSERT(l->why[0]);
	if (st->policy >= SPDX_NR_POLICIES && at_root)
		FUZZ_ASSERT(l->policy == (marks ? SPDX_POLICY_REUSE : SPDX_POLICY_PLAIN));
	check_external(&l->license_file);
	check_external(&l->fixed);
	check_external(&l->closest);
	/* No REUSE.toml is read: nothing fixed, nothing closest. */
	FUZZ_ASSERT(empty_external(&l->fixed));
	FUZZ_ASSERT(empty_external(&l->closest));

	if (l->policy == SPDX_POLICY_REUSE && st->text[which]) {
		FUZZ_ASSERT(l->own_ignored);
		tree_path(name, sizeof(name), files[which]);
		strcat(name, ".license");
		FUZZ_ASSERT(l->license_file.source && !strcmp(l->license_file.source, name));
		check_companion(&l->license_file, st->text[which], st->len[which]);
	} else {
		FUZZ_ASSERT(!l->own_ignored);
		FUZZ_ASSERT(empty_external(&l->license_file));
	}

	/* A refused REUSE.toml: one error, on the first lookup, where it is. */
	if (at_root && l->policy == SPDX_POLICY_REUSE && toml && first) {
		tree_path(name, sizeof(name), "REUSE.toml");
		FUZZ_ASSERT(strstr(l->error, "no toml"));
		FUZZ_ASSERT(l->error_file && !strcmp(l->error_file, name));
		FUZZ_ASSERT(!l->error_at.line);
	} else if (at_root) {
		FUZZ_ASSERT(!l->error[0] && !l->error_file);
	}
}

static bool same_string(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* Two lookups of one file: the same answer, less the error given once. */
static void check_same(const struct spdx_licensing *a, const struct spdx_licensing *b)
{
	FUZZ_ASSERT(a->policy == b->policy);
	FUZZ_ASSERT(a->root == b->root);
	FUZZ_ASSERT(!strcmp(a->why, b->why));
	FUZZ_ASSERT(a->own_ignored == b->own_ignored);
	FUZZ_ASSERT(a->license_file.copyright == b->license_file.copyright);
	FUZZ_ASSERT(same_string(a->license_file.expr, b->license_file.expr));
	FUZZ_ASSERT(same_string(a->license_file.source, b->license_file.source));
	FUZZ_ASSERT(same_string(a->license_file.invalid, b->license_file.invalid));
	FUZZ_ASSERT(a->license_file.invalid_at.line == b->license_file.invalid_at.line);
	FUZZ_ASSERT(a->license_file.invalid_at.column == b->license_file.invalid_at.column);
}

static void check_texts(struct spdx_projects *p, const struct setup *st, const char *root,
			const char *id, size_t id_len)
{
	bool there = !(st->flags & OPT_NO_TEXTS), known = false;
	size_t i;

	FUZZ_ASSERT(!spdx_projects_has_text(p, NULL, "MIT", 3));
	if (!root || strcmp(root, tree))
		return;
	for (i = 0; i < ARRAY_SIZE(text_ids); i++) {
		FUZZ_ASSERT(spdx_projects_has_text(p, root, text_ids[i], strlen(text_ids[i])) ==
			    there);
		if (id_len == strlen(text_ids[i]) && !memcmp(id, text_ids[i], id_len))
			known = there;
	}
	for (i = 0; i < ARRAY_SIZE(no_text_ids); i++)
		FUZZ_ASSERT(!spdx_projects_has_text(p, root, no_text_ids[i],
						    strlen(no_text_ids[i])));
	FUZZ_ASSERT(spdx_projects_has_text(p, root, id, id_len) == known);
}

static void lookups(struct setup *st, const char *rest, size_t rest_len)
{
	struct spdx_licensing first, l;
	struct spdx_projects *p;
	char path[PATH_MAX];
	size_t id_len;

	p = spdx_projects_new(no_toml);
	FUZZ_ASSERT(p);
	toml_reads = 0;
	tree_path(path, sizeof(path), "a.c");
	spdx_projects_lookup(p, path, st->policy, false, &first);
	check_lookup(st, &first, 0, true);

	tree_path(path, sizeof(path), "sub/b.c");
	spdx_projects_lookup(p, path, st->policy, false, &l);
	check_lookup(st, &l, 1, false);
	FUZZ_ASSERT(l.root == first.root);

	/* a.c again, and by another path: the same answer. */
	tree_path(path, sizeof(path), "a.c");
	spdx_projects_lookup(p, path, st->policy, false, &l);
	check_lookup(st, &l, 0, false);
	check_same(&first, &l);
	tree_path(path, sizeof(path), "sub/../a.c");
	spdx_projects_lookup(p, path, st->policy, false, &l);
	check_lookup(st, &l, 0, false);
	check_same(&first, &l);

	/* Read once, for all lookups; not at all where there is none. */
	FUZZ_ASSERT(toml_reads <= 1);
	FUZZ_ASSERT(toml_reads || !(st->flags & OPT_TOML) || first.policy != SPDX_POLICY_REUSE);
	FUZZ_ASSERT(!toml_reads || (st->flags & OPT_TOML));

	/* Not on disk: nothing but the why. */
	tree_path(path, sizeof(path), "sub/none.c");
	spdx_projects_lookup(p, path, st->policy, false, &l);
	FUZZ_ASSERT(!l.root && !l.own_ignored && !l.error[0]);
	FUZZ_ASSERT(empty_external(&l.license_file));
	FUZZ_ASSERT((int)l.policy == (st->policy < SPDX_NR_POLICIES ? st->policy :
				      SPDX_POLICY_PLAIN));
	FUZZ_ASSERT(memchr(l.why, '\0', sizeof(l.why)));

	/* licenses= and another policy= do not look at the disk. */
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, true, &l);
	FUZZ_ASSERT(l.policy == SPDX_POLICY_KERNEL && !l.root && l.why[0]);
	tree_path(path, sizeof(path), "a.c");
	spdx_projects_lookup(p, path, SPDX_POLICY_KERNEL, false, &l);
	FUZZ_ASSERT(l.policy == SPDX_POLICY_KERNEL && !l.root && !l.own_ignored);
	FUZZ_ASSERT(empty_external(&l.license_file));

	/* The texts: an ID of the input's first bytes too. */
	for (id_len = 0; id_len < rest_len && id_len < 32 && rest[id_len] && rest[id_len] != '\n';)
		id_len++;
	check_texts(p, st, first.root, rest, id_len);
	spdx_projects_free(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *rest = (const char *)data + 1, *nul;
	size_t rest_len = size ? size - 1 : 0;
	struct setup st;
	unsigned int where;
	size_t i;

	if (!size)
		return 0;
	memset(&st, 0, sizeof(st));
	st.flags = *data;
	where = st.flags & OPT_WHERE;
	check_text(rest, rest_len, st.flags & OPT_OTHER_NONE);
	if (where == TO_NONE)
		return 0;
	if (!tree[0])
		make_tree();

	switch (where) {
	case TO_A:
	case TO_B:
		st.text[where] = rest;
		st.len[where] = rest_len;
		if (!(st.flags & OPT_OTHER_NONE)) {
			st.text[!where] = other_companion;
			st.len[!where] = sizeof(other_companion) - 1;
		}
		break;
	default:
		nul = (const char *)memchr(rest, '\0', rest_len);
		st.text[0] = rest;
		st.len[0] = nul ? (size_t)(nul - rest) : rest_len;
		st.text[1] = nul ? nul + 1 : rest + rest_len;
		st.len[1] = nul ? rest_len - st.len[0] - 1 : 0;
		break;
	}
	set_file("a.c.license", st.text[0], st.text[0], st.len[0]);
	set_file("sub/b.c.license", st.text[1], st.text[1], st.len[1]);
	set_file(".reuse/dep5", st.flags & OPT_DEP5, "Format: x\n", 10);
	for (i = 0; i < ARRAY_SIZE(texts); i++) {
		char name[64];

		snprintf(name, sizeof(name), "LICENSES/%s", texts[i]);
		set_file(name, !(st.flags & OPT_NO_TEXTS), "text\n", 5);
	}
	set_dir(".git", st.flags & OPT_GIT);
	set_file("REUSE.toml", st.flags & OPT_TOML, "version = 1\n", 12);
	st.policy = st.flags & OPT_REUSE ? SPDX_POLICY_REUSE : SPDX_NR_POLICIES;

	lookups(&st, rest, rest_len);
	return 0;
}
