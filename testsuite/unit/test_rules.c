// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of tag extraction, the raw-source scanner, the license
 * database and the rules, without GCC.
 */
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_licdb.h"
#include "spdx_rules.h"
#include "spdx_tag.h"
#include "unit.h"

static const struct spdx_db *kernel_db;

static struct spdx_findings run_db(const char *path, bool uapi, const char *src,
				   const struct spdx_db *db, const char *default_expr)
{
	struct spdx_rules_opts o;
	struct spdx_findings fs = { NULL, 0, 0 };
	struct spdx_file f;

	memset(&o, 0, sizeof(o));
	o.db = db;
	o.enabled = (1u << SPDX_NR_CHECKS) - 1;
	o.default_expr = default_expr;
	spdx_file_init(&f, path, uapi);
	spdx_file_scan_source(&f, src, strlen(src));
	spdx_check_file(&f, &o, &fs);
	spdx_file_release(&f);
	return fs;
}

static struct spdx_findings run(const char *path, bool uapi, const char *src)
{
	return run_db(path, uapi, src, spdx_db_builtin(), NULL);
}

/* Exactly one finding, of CHECK at LINE:COL, whose message contains MSG. */
static const struct spdx_finding *one(struct spdx_findings *fs, enum spdx_check check,
				      unsigned int line, unsigned int col, const char *msg)
{
	size_t i;

	CHECK_INT(fs->n, 1);
	for (i = 0; i < fs->n; i++)
		fprintf(stderr, fs->n != 1 ? "  finding: %u:%u %s\n" : "", fs->v[i].line,
			fs->v[i].col, fs->v[i].message);
	if (fs->n < 1)
		return NULL;
	CHECK_STR(spdx_check_name(fs->v[0].check), spdx_check_name(check));
	CHECK_INT(fs->v[0].line, line);
	CHECK_INT(fs->v[0].col, col);
	if (!strstr(fs->v[0].message, msg))
		fprintf(stderr, "  message '%s' lacks '%s'\n", fs->v[0].message, msg);
	CHECK(strstr(fs->v[0].message, msg) != NULL);
	return &fs->v[0];
}

static void none(const char *path, bool uapi, const char *src)
{
	struct spdx_findings fs = run(path, uapi, src);
	size_t i;

	CHECK_INT(fs.n, 0);
	for (i = 0; i < fs.n; i++)
		fprintf(stderr, "  unexpected %s: %s\n", path, fs.v[i].message);
	spdx_findings_release(&fs);
}

static void test_scanner(void)
{
	struct spdx_file f;
	const char *src = "\xef\xbb\xbf/* a */ x = \"/* not */\"; c = '/';\n"
			  "// two \\\n   continued\n/* three\r\n lines */\n/* open";

	spdx_file_init(&f, "x.c", false);
	spdx_file_scan_source(&f, src, strlen(src));
	CHECK_INT(f.nr_comments, 4);
	CHECK_INT(f.comments[0].line, 1);
	CHECK_INT(f.comments[0].col, 1);
	CHECK(f.comments[0].code_after);
	CHECK_INT(f.comments[1].line, 2);
	CHECK(strstr(f.comments[1].text, "continued") != NULL);
	CHECK_INT(f.comments[2].line, 4);
	CHECK(!f.comments[2].code_after);
	CHECK_INT(f.comments[3].line, 6);	/* unterminated: kept to the end */
	CHECK_STR(f.comments[3].text, "/* open");
	spdx_file_release(&f);

	spdx_file_init(&f, "script.c", false);
	spdx_file_scan_source(&f, "#!/bin/sh\n// x\n", 15);
	CHECK(f.shebang);
	spdx_file_release(&f);

	/* Bounded: nothing past SPDX_SCAN_LINES is kept. */
	{
		char *big = (char *)malloc(SPDX_SCAN_LINES * 2 + 16);
		int i;

		for (i = 0; i < SPDX_SCAN_LINES; i++) {
			big[2 * i] = 'x';
			big[2 * i + 1] = '\n';
		}
		strcpy(big + 2 * SPDX_SCAN_LINES, "/* late */");
		spdx_file_init(&f, "late.c", false);
		spdx_file_scan_source(&f, big, strlen(big));
		CHECK_INT(f.nr_comments, 0);
		spdx_file_release(&f);
		free(big);
	}
}

static void test_tags(void)
{
	struct spdx_file f;
	struct spdx_tag t;

	spdx_file_init(&f, "a.h", false);
	spdx_file_scan_source(&f, "/* SPDX-License-Identifier: GPL-2.0 OR MIT */\n", 46);
	CHECK(spdx_tag_find(&f, &t));
	CHECK_INT(t.line, 1);
	CHECK_INT(t.col, 4);
	CHECK_INT(t.expr_col, 29);
	CHECK_INT(t.expr_len, 14);
	CHECK(t.whole_comment);
	CHECK(t.single_line);
	CHECK(!t.line_comment);
	CHECK_INT(t.comment_end_col, 46);
	spdx_file_release(&f);

	/* Prose that mentions the keyword is not a tag. */
	spdx_file_init(&f, "b.c", false);
	spdx_file_scan_source(&f, "/* we add an SPDX-License-Identifier: line */\n", 47);
	CHECK(!spdx_tag_find(&f, &t));
	spdx_file_release(&f);

	/* Other SPDX tags are far from this one. */
	spdx_file_init(&f, "c.c", false);
	spdx_file_scan_source(&f, "// SPDX-FileCopyrightText: 2024 Someone\n", 40);
	CHECK(!spdx_tag_find(&f, &t));
	spdx_file_release(&f);

	spdx_file_init(&f, "d.c", false);
	spdx_file_scan_source(&f, "// spdx-license-identifier GPL-2.0\n", 35);
	CHECK(spdx_tag_find(&f, &t));
	CHECK(t.misspelled);
	CHECK_INT(t.kw_len, 23);
	spdx_file_release(&f);
}

static void test_db(void)
{
	const struct spdx_db *b = spdx_db_builtin();
	const struct spdx_license *l, *e;

	CHECK(spdx_db_count(b) > 500);
	CHECK(spdx_db_license(b, "MIT", 3) != NULL);
	CHECK(spdx_db_license(b, "mit", 3) != NULL);
	CHECK(spdx_db_license(b, "GPL-2.0", 7) != NULL);	/* deprecated in SPDX, fine */
	CHECK(spdx_db_license(b, "GPL-2.0+", 8) != NULL);
	CHECK(spdx_db_license(b, "GPL-2", 5) == NULL);
	CHECK(spdx_db_license(b, "Linux-syscall-note", 18) == NULL);
	e = spdx_db_exception(b, "linux-syscall-note", 18);
	CHECK(e != NULL);
	CHECK(e && spdx_db_exception_allows(b, e, "GPL-2.0", 7));
	CHECK(e && spdx_db_exception_allows(b, e, "LGPL-2.1+", 9));
	CHECK(e && !spdx_db_exception_allows(b, e, "MIT", 3));
	e = spdx_db_exception(b, "LLVM-exception", 14);
	CHECK(e && spdx_db_exception_allows(b, e, "Apache-2.0", 10));
	CHECK(e && !spdx_db_exception_allows(b, e, "GPL-2.0", 7));
	l = spdx_db_license(b, "LGPL-2.1-only", 13);
	CHECK(l && (l->flags & SPDX_LIC_GPL));

	if (!kernel_db)
		return;
	CHECK(spdx_db_is_kernel(kernel_db));
	l = spdx_db_license(kernel_db, "GPL-2.0+", 8);
	CHECK(l && (l->flags & SPDX_LIC_GPL) && !(l->flags & SPDX_LIC_DUAL));
	CHECK(l && !l->text);			/* too long to be kept */
	l = spdx_db_license(kernel_db, "BSD-3-Clause", 12);
	CHECK(l && l->text && l->text_len > 1000 && l->text_len <= SPDX_DB_TEXT_MAX &&
	      strstr(l->text, "Redistribution and use"));	/* the License-Text: body */
	l = spdx_db_license(kernel_db, "MPL-1.1", 7);
	CHECK(l && (l->flags & SPDX_LIC_DUAL));
	l = spdx_db_license(kernel_db, "ISC", 3);
	CHECK(l && (l->flags & SPDX_LIC_DEPRECATED));
	CHECK(spdx_db_license(kernel_db, "MIT+", 4) == NULL);	/* the kernel lists "+" forms */
	CHECK(spdx_db_license(kernel_db, "Apache-1.1", 10) == NULL);
	e = spdx_db_exception(kernel_db, "GCC-exception-2.0", 17);
	CHECK(e && e->nr_allowed >= 2);
	CHECK(e && spdx_db_exception_allows(kernel_db, e, "GPL-2.0", 7));
	CHECK(e && !spdx_db_exception_allows(kernel_db, e, "LGPL-2.1", 8));
}

static void test_rules(void)
{
	struct spdx_findings fs;
	const struct spdx_finding *f;

	none("a.c", false, "// SPDX-License-Identifier: GPL-2.0\nint x;\n");
	none("a.h", false, "/* SPDX-License-Identifier: GPL-2.0 */\n");
	none("a.S", false, "/* SPDX-License-Identifier: GPL-2.0 */\n");
	none("u.h", true, "/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */\n");
	none("u.h", true, "/* SPDX-License-Identifier: MIT OR BSD-2-Clause */\n");
	none("s.c", false, "#!/usr/bin/tcc -run\n// SPDX-License-Identifier: MIT\n");

	fs = run("a.c", false, "int x;\n");
	f = one(&fs, SPDX_MISSING, 1, 1, "missing SPDX-License-Identifier tag");
	CHECK(f && f->nr_edits == 0);
	spdx_findings_release(&fs);

	fs = run_db("a.h", false, "int x;\n", spdx_db_builtin(), "GPL-2.0");
	f = one(&fs, SPDX_MISSING, 1, 1, "suggest 'GPL-2.0'");
	CHECK(f && f->nr_edits == 1);
	if (f && f->nr_edits) {
		CHECK_STR(f->edits[0].text, "/* SPDX-License-Identifier: GPL-2.0 */\n");
		CHECK_INT(f->edits[0].col, f->edits[0].end_col);
	}
	spdx_findings_release(&fs);

	fs = run("a.c", false, "/* hello */\n// SPDX-License-Identifier: MIT\n");
	f = one(&fs, SPDX_MISPLACED, 2, 4, "on line 2; it belongs on line 1");
	CHECK(f && f->nr_edits == 2);
	spdx_findings_release(&fs);

	fs = run("s.c", false, "#!/bin/x\n/* x */\n// SPDX-License-Identifier: MIT\n");
	one(&fs, SPDX_MISPLACED, 3, 4, "it belongs on line 2");
	spdx_findings_release(&fs);

	fs = run("a.c", false, "/* SPDX-License-Identifier: MIT */\n");
	f = one(&fs, SPDX_STYLE, 1, 1, "'//'");
	CHECK(f && f->nr_edits == 2);
	spdx_findings_release(&fs);

	fs = run("a.h", false, "// SPDX-License-Identifier: MIT\n");
	one(&fs, SPDX_STYLE, 1, 1, "'/* */'");
	spdx_findings_release(&fs);

	fs = run("a.c", false, "// SPDX-License-Identifier: MIT or GPL-2.0\n");
	f = one(&fs, SPDX_SYNTAX, 1, 33, "must be upper-case 'OR'");
	CHECK(f && f->nr_edits == 1 && f->end_col == 35);
	spdx_findings_release(&fs);

	fs = run("a.c", false, "// SPDX-License-Identifier: Nope-1.0\n");
	one(&fs, SPDX_UNKNOWN_LICENSE, 1, 29, "unknown license identifier 'Nope-1.0'");
	spdx_findings_release(&fs);

	fs = run("a.c", false, "// SPDX-License-Identifier: GPL-2.0 WITH Nope-exception\n");
	one(&fs, SPDX_UNKNOWN_EXCEPTION, 1, 42, "unknown license exception 'Nope-exception'");
	spdx_findings_release(&fs);

	fs = run("a.c", false, "// SPDX-License-Identifier: BSD-3-Clause WITH Linux-syscall-note\n");
	one(&fs, SPDX_EXCEPTION_LICENSE, 1, 47, "does not apply to 'BSD-3-Clause'");
	spdx_findings_release(&fs);

	fs = run("u.h", true, "/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */\n");
	f = one(&fs, SPDX_UAPI_NOTE, 1, 29, "lacks 'WITH Linux-syscall-note'");
	if (f && f->nr_edits) {
		CHECK_STR(f->edits[0].text, "(GPL-2.0 WITH Linux-syscall-note)");
		CHECK_STR(f->suggested, "(GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause");
	}
	spdx_findings_release(&fs);

	fs = run("u.h", true, "/* SPDX-License-Identifier: LGPL-2.1+ */\n");
	f = one(&fs, SPDX_UAPI_NOTE, 1, 29, "'LGPL-2.1+' lacks");
	if (f && f->nr_edits)
		CHECK_STR(f->edits[0].text, "LGPL-2.1+ WITH Linux-syscall-note");
	spdx_findings_release(&fs);

	if (kernel_db) {
		fs = run_db("a.c", false, "// SPDX-License-Identifier: CDDL-1.0\n", kernel_db, NULL);
		one(&fs, SPDX_INCOMPATIBLE, 1, 29, "'CDDL-1.0' is not GPL-2.0 compatible");
		spdx_findings_release(&fs);
		fs = run_db("a.c", false, "// SPDX-License-Identifier: (MIT AND Apache-2.0) OR GPL-2.0\n",
			    kernel_db, NULL);
		CHECK_INT(fs.n, 0);
		spdx_findings_release(&fs);
	}
}

int main(void)
{
	const char *dir = getenv("SPDX_LICENSES");
	char err[256];
	struct spdx_db *db = NULL;

	if (dir) {
		db = spdx_db_load_kernel(dir, err, sizeof(err));
		if (!db)
			fprintf(stderr, "SPDX_LICENSES=%s: %s\n", dir, err);
		CHECK(db != NULL);
		kernel_db = db;
	}
	test_scanner();
	test_tags();
	test_db();
	test_rules();
	spdx_db_free(db);
	return unit_report("rules");
}
