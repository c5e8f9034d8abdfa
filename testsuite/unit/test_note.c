// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The object's license record (spdx_note.c): strings interned once, the
 * assembler text a TU's record becomes, and tag probing for unchecked files.
 */
#include <stdlib.h>
#include <string.h>

#include "spdx_note.h"
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
	struct spdx_buf text = { NULL, 0, 0 };
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
	 * Header: size, producer, main, counts, the MODULE_LICENSE() fields;
	 * 3 words per file, 7 per finding.
	 */
	CHECK_INT(count(text.p, "\t.4byte\t"), 9 + 2 * 3 + 7);
	CHECK(!strstr(text.p, ".4byte\t.Lspdx_s0\n\t.4byte\t0\n\t.4byte\t0\n\t.4byte\t0\n"));
	spdx_buf_release(&text);
	/* A unit with a MODULE_LICENSE(): its string, file, line and column. */
	spdx_note_set_module_license(&note, "Dual MIT/GPL", b, 7, 1);
	spdx_note_asm(&note, &text);
	CHECK(text.p && strstr(text.p, "\t.string\t\"Dual MIT/GPL\"\n"));
	CHECK(text.p && strstr(text.p, "\t.4byte\t1\n\t.4byte\t7\n\t.4byte\t1\n"));
	spdx_buf_release(&text);
	spdx_findings_release(&fs);
	spdx_note_release(&note);
}

static void test_probe(void)
{
	static const char c1[] = "/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */";
	static const char c2[] = "// SPDX-License-Identifier:\tMIT  \r\n";
	char *e;

	e = spdx_note_expr_in_comment(c1, strlen(c1));
	CHECK_STR(e, "GPL-2.0 WITH Linux-syscall-note");
	free(e);
	e = spdx_note_expr_in_comment(c2, strlen(c2));
	CHECK_STR(e, "MIT");
	free(e);
	CHECK(!spdx_note_expr_in_comment("/* SPDX-License-Identifier: */", 30));
	CHECK(!spdx_note_expr_in_comment("/* SPDX-License-Identifie", 25));
}

int main(void)
{
	test_record();
	test_probe();
	return unit_report("note");
}
