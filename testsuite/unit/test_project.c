// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests for spdx_project.c: REUSE's copyright forms and ignore blocks,
 * and the precedence of REUSE.toml annotations in a scratch tree, read by a
 * stand-in TOML reader (the real one, spdx_toml.so, is tested by DejaGnu).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "spdx_project.h"
#include "unit.h"

static void test_copyright(void)
{
	static const struct {
		const char *text;
		bool want;
	} cases[] = {
		{ " * Copyright (C) 2024 Someone\n", true },
		{ " * Copyright (c) Someone\n", true },
		{ "// Copyright 2024 Someone\n", true },
		{ "/* \xc2\xa9 2024 Someone */", true },
		{ " * SPDX-FileCopyrightText: 2024 Someone\n", true },
		{ " * SPDX-SnippetCopyrightText: Someone\n", true },
		{ " * the copyright holders\n", false },
		{ " * Copyright\n", false },
		{ " * Copyright */", false },
		/* The symbol ends the text (a // comment has no newline): no holder. */
		{ "// Copyright (c)", false },
		{ "// Copyright \xc2\xa9", false },
		{ "// Copyright (c) X", true },
		{ " * SPDX-FileCopyrightText:\n", false },
		{ "REUSE-IgnoreStart Copyright 2024 X REUSE-IgnoreEnd\n", false },
		{ "REUSE-IgnoreStart x REUSE-IgnoreEnd Copyright 2024 X\n", true },
	};
	bool ignoring;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		ignoring = false;
		CHECK_INT(spdx_has_copyright(cases[i].text, strlen(cases[i].text), &ignoring),
			  cases[i].want);
	}
	/* A block opened in one comment goes on in the next. */
	ignoring = false;
	CHECK(!spdx_has_copyright("REUSE-IgnoreStart", 17, &ignoring));
	CHECK(ignoring);
	CHECK(!spdx_has_copyright("Copyright 2024 X\n", 17, &ignoring));
	CHECK(!spdx_has_copyright("REUSE-IgnoreEnd", 15, &ignoring));
	CHECK(!ignoring);
}

/* The stand-in reader: annotations by the REUSE.toml's directory name. */

#define SLOW_GLOBS 32

static void item(struct spdx_toml *t, const char *path, enum spdx_precedence p,
		 const char *copyright, const char *expr)
{
	struct spdx_toml_annotation *a = &t->items[t->nr_items++];

	a->paths = (char **)calloc(1, sizeof(char *));
	a->paths[a->nr_paths++] = strdup(path);
	a->precedence = p;
	if (copyright) {
		a->copyrights = (char **)calloc(1, sizeof(char *));
		a->copyrights[a->nr_copyrights++] = strdup(copyright);
	}
	if (expr) {
		a->exprs = (char **)calloc(1, sizeof(char *));
		a->exprs[a->nr_exprs++] = strdup(expr);
	}
}

static bool read_toml(const char *path, struct spdx_toml *out, char *err, size_t size,
		      struct spdx_place *at)
{
	size_t i;

	memset(out, 0, sizeof(*out));
	out->items = (struct spdx_toml_annotation *)calloc(SLOW_GLOBS, sizeof(*out->items));
	if (strstr(path, "/slow/REUSE.toml")) {
		/* Each backtracks past its own budget against a deep path. */
		for (i = 0; i < SLOW_GLOBS; i++)
			item(out, "**/**/**/**/**/**/**/**/**/**/**/**/nomatch.c",
			     SPDX_PRECEDENCE_CLOSEST, NULL, "MIT");
		return true;
	}
	if (strstr(path, "/sub/REUSE.toml")) {
		/* Deeper: its closest license wins, it has no copyright. */
		item(out, "*.c", SPDX_PRECEDENCE_CLOSEST, NULL, "BSD-2-Clause");
		item(out, "agg.c", SPDX_PRECEDENCE_AGGREGATE, "2024 B", "ISC");
		return true;
	}
	if (strstr(path, "/bad/REUSE.toml")) {
		snprintf(err, size, "broken");
		at->line = 2;
		at->column = 3;
		return false;
	}
	item(out, "sub/*.c", SPDX_PRECEDENCE_CLOSEST, "2024 A", "MIT");
	item(out, "sub/deep/**", SPDX_PRECEDENCE_OVERRIDE, "2024 O", "0BSD");
	/* The last table that matches wins: the one for one.c alone. */
	item(out, "sub/one.c", SPDX_PRECEDENCE_CLOSEST, NULL, "Zlib");
	return true;
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static void test_lookup(void)
{
	static const struct {
		const char *name, *text;	/* text NULL: a directory */
	} tree[] = {
		{ "sub", NULL }, { "sub/deep", NULL }, { "LICENSES", NULL },
		{ "LICENSES/MIT.txt", "MIT\n" }, { "REUSE.toml", "stand-in\n" },
		{ "sub/REUSE.toml", "stand-in\n" }, { "sub/x.c", "int x;\n" },
		{ "sub/agg.c", "int x;\n" }, { "sub/deep/y.c", "int y;\n" },
		{ "sub/one.c", "int z;\n" }, { "bad", NULL }, { "bad/REUSE.toml", "stand-in\n" },
		{ "bad/z.c", "int z;\n" },
	};
	char root[] = "/tmp/spdx-unit-XXXXXX", path[256];
	size_t i;
	struct spdx_projects *p = spdx_projects_new(read_toml);
	struct spdx_licensing l;

	if (!mkdtemp(root)) {
		CHECK(0);
		return;
	}
	for (i = 0; i < ARRAY_SIZE(tree); i++) {
		snprintf(path, sizeof(path), "%s/%s", root, tree[i].name);
		if (tree[i].text)
			put(path, tree[i].text);
		else
			mkdir(path, 0755);
	}

	/* auto: a project with REUSE.toml at its root. */
	snprintf(path, sizeof(path), "%s/sub/x.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK_INT(l.policy, SPDX_POLICY_REUSE);
	CHECK(l.root && !strcmp(l.root, root));
	CHECK(strstr(l.why, "has REUSE.toml"));
	/* closest: the license from the deeper REUSE.toml, the copyright from the top. */
	CHECK_STR(l.closest.expr ? l.closest.expr : "", "(BSD-2-Clause)");
	CHECK(l.closest.copyright);
	CHECK(!l.fixed.expr && !l.own_ignored);
	/* override in the top REUSE.toml: the deeper one is not read for it. */
	snprintf(path, sizeof(path), "%s/sub/deep/y.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK(l.own_ignored);
	CHECK_STR(l.fixed.expr ? l.fixed.expr : "", "(0BSD)");
	CHECK(!l.closest.expr);
	/* aggregate adds to what the file has. */
	snprintf(path, sizeof(path), "%s/sub/agg.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK_STR(l.fixed.expr ? l.fixed.expr : "", "(ISC)");
	CHECK(l.fixed.copyright && !l.own_ignored);
	/* The last matching table of a REUSE.toml wins. */
	snprintf(path, sizeof(path), "%s/sub/one.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK_STR(l.closest.expr ? l.closest.expr : "", "(BSD-2-Clause)");
	CHECK(!l.closest.copyright);
	/* A broken REUSE.toml: the warning goes to the place its reader named. */
	snprintf(path, sizeof(path), "%s/bad/z.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK(l.error_file && strstr(l.error_file, "/bad/REUSE.toml"));
	CHECK_INT(l.error_at.line, 2);
	CHECK_INT(l.error_at.column, 3);
	CHECK_STR(l.error, "broken: the annotations of this REUSE.toml are not applied");
	/* The license texts. */
	CHECK(spdx_projects_has_text(p, root, "MIT", 3));
	CHECK(!spdx_projects_has_text(p, root, "ISC", 3));
	/* policy=kernel asks nothing of the disk; licenses= makes auto kernel. */
	spdx_projects_lookup(p, path, SPDX_POLICY_KERNEL, false, &l);
	CHECK_INT(l.policy, SPDX_POLICY_KERNEL);
	CHECK(!l.root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, true, &l);
	CHECK_INT(l.policy, SPDX_POLICY_KERNEL);
	spdx_projects_free(p);
	snprintf(path, sizeof(path), "rm -rf '%s'", root);
	CHECK_INT(system(path), 0);
}

/*
 * policy=auto looks no further than the version-control root: a REUSE
 * project kept in git inside a kernel tree is a REUSE project; the same
 * directory without its .git belongs to the kernel tree.
 */
static void test_vcs_root(void)
{
	static const char *const dirs[] = {
		"LICENSES", "LICENSES/preferred", "proj", "proj/.git", "proj/LICENSES",
	};
	char root[] = "/tmp/spdx-unit-XXXXXX", path[256];
	struct spdx_projects *p;
	struct spdx_licensing l;
	size_t i;

	if (!mkdtemp(root)) {
		CHECK(0);
		return;
	}
	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		snprintf(path, sizeof(path), "%s/%s", root, dirs[i]);
		mkdir(path, 0755);
	}
	snprintf(path, sizeof(path), "%s/LICENSES/preferred/GPL-2.0", root);
	put(path, "Valid-License-Identifier: GPL-2.0\n");
	snprintf(path, sizeof(path), "%s/proj/LICENSES/MIT.txt", root);
	put(path, "MIT\n");
	snprintf(path, sizeof(path), "%s/proj/a.c", root);
	put(path, "int a;\n");
	p = spdx_projects_new(read_toml);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK_INT(l.policy, SPDX_POLICY_REUSE);
	CHECK(strstr(l.why, "license texts in LICENSES/"));
	spdx_projects_free(p);
	snprintf(path, sizeof(path), "%s/proj/.git", root);
	rmdir(path);
	p = spdx_projects_new(read_toml);
	snprintf(path, sizeof(path), "%s/proj/a.c", root);
	spdx_projects_lookup(p, path, SPDX_NR_POLICIES, false, &l);
	CHECK_INT(l.policy, SPDX_POLICY_KERNEL);
	CHECK(strstr(l.why, "has the kernel's LICENSES/"));
	spdx_projects_free(p);
	snprintf(path, sizeof(path), "rm -rf '%s'", root);
	CHECK_INT(system(path), 0);
}

/*
 * Globs that backtrack: each stops at SPDX_LIMIT_GLOB_STEPS (a spent budget
 * once wrapped round and let the callers up the recursion go on), and all
 * of a REUSE.toml's together at SPDX_LIMIT_MATCH_STEPS, with a message.
 */
static void test_glob_bounds(void)
{
	char root[] = "/tmp/spdx-unit-XXXXXX", path[512];
	struct spdx_projects *p;
	struct spdx_licensing l;
	clock_t t0;
	size_t i;

	if (!mkdtemp(root)) {
		CHECK(0);
		return;
	}
	snprintf(path, sizeof(path), "%s/slow", root);
	mkdir(path, 0755);
	for (i = 0; i < 24; i++) {
		strcat(path, "/d");
		mkdir(path, 0755);
	}
	strcat(path, "/a.c");
	put(path, "int a;\n");
	snprintf(path, sizeof(path), "%s/slow/REUSE.toml", root);
	put(path, "stand-in\n");
	p = spdx_projects_new(read_toml);
	snprintf(path, sizeof(path), "%s/slow", root);
	for (i = 0; i < 24; i++)
		strcat(path, "/d");
	strcat(path, "/a.c");
	t0 = clock();
	spdx_projects_lookup(p, path, SPDX_POLICY_REUSE, false, &l);
	CHECK((clock() - t0) / (CLOCKS_PER_SEC / 10) < 5);
	CHECK(strstr(l.error, "SPDX_LIMIT_MATCH_STEPS"));
	CHECK(!l.closest.expr);
	spdx_projects_free(p);
	snprintf(path, sizeof(path), "rm -rf '%s'", root);
	CHECK_INT(system(path), 0);
}

int main(void)
{
	test_copyright();
	test_lookup();
	test_glob_bounds();
	test_vcs_root();
	return unit_report("project");
}
