// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The object's license record (spdx_note.c): strings interned once, the
 * assembler text a TU's record becomes, and tag probing for unchecked files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_modlic.h"
#include "spdx_note.h"
#include "spdx_tag.h"
#include "unit.h"

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;

	for (hay = strstr(hay, needle); hay; hay = strstr(hay + 1, needle))
		n++;
	return n;
}

static void test_record(void)
{
	struct spdx_findings fs = { NULL, 0, 0 };
	struct spdx_buf text = { NULL, 0, 0 }, again = { NULL, 0, 0 };
	char prefix[24], want[256];
	struct spdx_note note;
	unsigned int a, b;

	spdx_note_init(&note, "a.c");
	a = spdx_note_add_file(&note, "a.c", SPDX_NOTE_MAIN | SPDX_NOTE_CHECKED);
	b = spdx_note_add_file(&note, "inc/\"q\".h", SPDX_NOTE_CHECKED | SPDX_NOTE_HAS_EXPR);
	CHECK_INT(a, 0);
	CHECK_INT(b, 1);
	spdx_note_set_expr(&note, a, "MIT trailing", 3);
	spdx_finding_add(&fs, SPDX_MISSING, 1, 1, 2, "missing tag");
	spdx_finding_suggest(&fs.v[0], "MIT");
	spdx_note_add_finding(&note, b, &fs.v[0], true);
	/* producer, a.c, MIT, the header, missing, the message: MIT once. */
	CHECK_INT(note.nr_strs, 6);
	CHECK(note.files[0].flags & SPDX_NOTE_HAS_EXPR);
	CHECK(!(note.files[1].flags & SPDX_NOTE_HAS_EXPR));
	CHECK_INT(note.findings[0].flags, SPDX_NOTE_ERROR | SPDX_NOTE_HAS_SUGGESTED);
	CHECK_INT(note.findings[0].suggested, note.files[0].expr);

	spdx_note_asm(&note, &text);
	CHECK(text.p && strstr(text.p, "\t.pushsection\t.spdx_str,\"MS\",%progbits,1\n"));
	CHECK(text.p && strstr(text.p, "\t.pushsection\t.spdx,\"\",%progbits\n"));
	CHECK(text.p && strstr(text.p, "\t.string\t\"inc/\\042q\\042.h\"\n"));
	CHECK_INT(count(text.p, ".pushsection"), 2);
	CHECK_INT(count(text.p, ".popsection"), 2);
	/*
	 * Header: size, producer, main, counts, the MODULE_LICENSE() fields,
	 * the allowed families; 3 words per file, 7 per finding.
	 */
	CHECK_INT(count(text.p, "\t.4byte\t"), 10 + 2 * 3 + 7);
	/* No MODULE_LICENSE(), no families: after the counts, five zero words. */
	snprintf(prefix, sizeof(prefix), "%.23s", strstr(text.p, ".Lspdx_"));
	CHECK_INT(strspn(prefix + 7, "0123456789abcdef"), 16);
	snprintf(want, sizeof(want), "\t.4byte\t%s_s1\n\t.4byte\t2\n\t.4byte\t1\n"
		 "\t.4byte\t0\n\t.4byte\t0\n\t.4byte\t0\n\t.4byte\t0\n\t.4byte\t0\n"
		 "\t.4byte\t%s_s1\n", prefix, prefix);
	CHECK(strstr(text.p, want));
	/* Labels: the record's own, the same for the same record. */
	CHECK_INT(count(text.p, ".Lspdx_"), count(text.p, prefix));
	spdx_note_asm(&note, &again);
	CHECK(again.p && !strcmp(text.p, again.p));
	spdx_buf_release(&again);
	/* Retained where the assembler knows SHF_GNU_RETAIN. */
	note.retain = true;
	spdx_note_asm(&note, &again);
	CHECK(again.p && strstr(again.p, "\t.pushsection\t.spdx,\"R\",%progbits\n"));
	spdx_buf_release(&again);
	note.retain = false;
	spdx_buf_release(&text);
	/* A unit with a MODULE_LICENSE(): its string, file, line and column. */
	spdx_note_set_module_license(&note, "Dual MIT/GPL", b, 7, 1);
	spdx_note_asm(&note, &text);
	/* Another record, other labels: two can share an LTO partition. */
	CHECK(text.p && !strstr(text.p, prefix));
	CHECK(text.p && strstr(text.p, "\t.string\t\"Dual MIT/GPL\"\n"));
	CHECK(text.p && strstr(text.p, "\t.4byte\t1\n\t.4byte\t7\n\t.4byte\t1\n"));
	/* The same record twice in one file stands once (.ifndef of its label). */
	snprintf(prefix, sizeof(prefix), "%.23s", strstr(text.p, ".Lspdx_"));
	snprintf(want, sizeof(want), "\t.ifndef\t%s_rec\n", prefix);
	CHECK(text.p && !strncmp(text.p, want, strlen(want)));
	CHECK(text.p && !strcmp(text.p + text.len - 8, "\t.endif\n"));
	spdx_buf_release(&text);
	/* The allowed families: after the MODULE_LICENSE() column. */
	note.allowed = SPDX_MODLIC_EVALUATED | 6;
	spdx_note_asm(&note, &again);
	CHECK(again.p && strstr(again.p, "\t.4byte\t7\n\t.4byte\t1\n\t.4byte\t2147483654\n"));
	spdx_buf_release(&again);
	note.allowed = 0;
	/* Records that differ in any word have other labels: a line 256 on. */
	note.findings[0].line += 256;
	spdx_note_asm(&note, &text);
	CHECK(text.p && !strstr(text.p, prefix));
	spdx_buf_release(&text);
	spdx_findings_release(&fs);
	spdx_note_release(&note);
}

static void test_probe(void)
{
	static const char c1[] = "/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */";
	static const char c2[] = "// SPDX-License-Identifier:\tMIT  \r\n";
	char *e;

	e = spdx_tag_expr_dup(c1, strlen(c1));
	CHECK_STR(e, "GPL-2.0 WITH Linux-syscall-note");
	free(e);
	e = spdx_tag_expr_dup(c2, strlen(c2));
	CHECK_STR(e, "MIT");
	free(e);
	CHECK(!spdx_tag_expr_dup("/* SPDX-License-Identifier: */", 30));
	CHECK(!spdx_tag_expr_dup("/* SPDX-License-Identifie", 25));
	/* Prose that mentions the keyword is no tag, as in a checked file. */
	CHECK(!spdx_tag_expr_dup("/* see the SPDX-License-Identifier: line */", 43));
	/* A misspelt keyword is reported in checked files, never recorded. */
	CHECK(!spdx_tag_expr_dup("/* SPDX-License-Identifer: MIT */", 33));
}

/* -save-temps: the record as a C string, every byte of it. */
static void test_c_asm(void)
{
	static const char text[] = "\t.string\t\"a\\042b\"\n";
	struct spdx_buf out = { NULL, 0, 0 };

	spdx_note_c_asm(text, strlen(text), &out);
	CHECK_STR(out.p, "\n__asm__(\"\\t.string\\t\\\"a\\\\042b\\\"\\n\");\n");
	spdx_buf_release(&out);
}

int main(void)
{
	test_c_asm();
	test_record();
	test_probe();
	return unit_report("note");
}
