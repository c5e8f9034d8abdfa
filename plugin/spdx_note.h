/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * License data in the object file: one record per translation unit in the
 * non-allocated section .spdx, its strings in the mergeable string section
 * .spdx_str, both emitted as assembler text (the DWARF .debug_str model), so
 * that ld, ld -r, archives and modules concatenate the records, merge the
 * strings and keep every offset right through relocations.
 *
 * A record, all fields 32-bit in the target's byte order unless noted;
 * "str" is an offset into .spdx_str:
 *
 *   header	magic "SPDX" (4 bytes), version (16 bit), header size (16 bit),
 *		record size (header included), producer str, main file str,
 *		number of files, number of findings; since header size 44:
 *		the MODULE_LICENSE() ident str, its file index, line and
 *		column (line 0: the unit has none); since header size 48:
 *		the families the main file's license allows alone
 *		(spdx_modlic_allowed(); 0: not evaluated, for a file without
 *		a tag or a compile without the kernel's LICENSES/).  A
 *		reader takes the files from the header size on, so older
 *		readers skip the new fields.
 *   file	path str, expression str (0 unless SPDX_NOTE_HAS_EXPR), flags
 *   finding	check str, file index, line, column, flags (SPDX_NOTE_ERROR,
 *		SPDX_NOTE_HAS_SUGGESTED), message str, suggested str
 *
 * Records are 4-byte aligned; a reader skips zero padding between them.
 * .spdx is SHF_GNU_RETAIN where the assembler knows the flag, so that
 * ld --gc-sections keeps it.
 */
#ifndef SPDX_NOTE_H
#define SPDX_NOTE_H

#include <stddef.h>

#include "spdx_core.h"
#include "spdx_findings.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SPDX_NOTE_SECTION	".spdx"
#define SPDX_NOTE_STR_SECTION	".spdx_str"
#define SPDX_NOTE_MAGIC		"SPDX"
#define SPDX_NOTE_VERSION	1
/*
 * The layout as numbers, for the reader (tools/spdx_report, generated from
 * this header): every field after the first 12 bytes is one 32-bit word.
 */
#define SPDX_NOTE_ALIGN		4
#define SPDX_NOTE_PREFIX_SIZE	12	/* magic, version, header size, record size */
/*
 * The prefix after the magic as Python's struct module spells it: version
 * and header size 16-bit, record size 32-bit (spdx_note_asm's .2byte,
 * .2byte, .4byte).
 */
#define SPDX_NOTE_PREFIX_STRUCT	"HHI"
#define SPDX_NOTE_HEADER_SIZE_V1	28	/* + producer, main file, files, findings */
#define SPDX_NOTE_HEADER_SIZE_V2	44	/* + MODULE_LICENSE() ident, file, line, column */
#define SPDX_NOTE_HEADER_SIZE	48	/* + the main file's allowed families */
#define SPDX_NOTE_FILE_SIZE	12	/* path, expression, flags */
#define SPDX_NOTE_FINDING_SIZE	28	/* check, file, line, column, flags, message, suggested */

/* File flags (no "u" suffix: the reader's generated Python takes them as they are). */
#define SPDX_NOTE_MAIN		0x01
#define SPDX_NOTE_SYSTEM	0x02	/* a system header */
#define SPDX_NOTE_GENERATED	0x04	/* under a "generated" directory (spdx_generated_dir) */
#define SPDX_NOTE_UAPI		0x08
#define SPDX_NOTE_CHECKED	0x10	/* the rules ran on it */
#define SPDX_NOTE_HAS_EXPR	0x20	/* it has a tag */

/* Finding flags. */
#define SPDX_NOTE_ERROR		0x01
#define SPDX_NOTE_HAS_SUGGESTED	0x02

struct spdx_note_file {
	unsigned int path, expr;	/* string indices */
	unsigned int flags;
};

struct spdx_note_finding {
	unsigned int check, file, line, col, flags, message, suggested;
};

struct spdx_note {
	char **strs;			/* deduplicated, in order of first use */
	size_t nr_strs, strs_cap;
	unsigned int *hash;		/* open addressing: string index + 1 */
	size_t hash_size;
	struct spdx_note_file *files;
	size_t nr_files, files_cap;
	struct spdx_note_finding *findings;
	size_t nr_findings, findings_cap;
	unsigned int main_file;
	/* MODULE_LICENSE(): string index, file index, position; line 0: none. */
	unsigned int modlic, modlic_file, modlic_line, modlic_col;
	/* The main file's allowed families (spdx_modlic.h); 0: not evaluated. */
	unsigned int allowed;
	/*
	 * Mark .spdx SHF_GNU_RETAIN (the assembler's "R" flag, binutils
	 * 2.36): ld --gc-sections removes a non-allocated section that has
	 * relocations and that nothing references, and .spdx has both.
	 */
	bool retain;
};

void spdx_note_init(struct spdx_note *note, const char *main_file);
/* Returns the new file's index. */
unsigned int spdx_note_add_file(struct spdx_note *note, const char *path, unsigned int flags);
/* EXPR (LEN bytes) as written; NULL leaves the file without one. */
void spdx_note_set_expr(struct spdx_note *note, unsigned int file, const char *expr, size_t len);
void spdx_note_add_finding(struct spdx_note *note, unsigned int file,
			   const struct spdx_finding *f, bool error);
/* The unit's MODULE_LICENSE() IDENT, written in FILE at LINE:COL. */
void spdx_note_set_module_license(struct spdx_note *note, const char *ident, unsigned int file,
				  unsigned int line, unsigned int col);
/* The assembler text of the two sections, restoring the current section. */
void spdx_note_asm(const struct spdx_note *note, struct spdx_buf *out);
/*
 * ASM[0..LEN) as a C/C++ toplevel statement, __asm__("...");, for the
 * preprocessed text of -save-temps, which the next step compiles.
 */
void spdx_note_c_asm(const char *asm_text, size_t len, struct spdx_buf *out);
void spdx_note_release(struct spdx_note *note);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_NOTE_H */
