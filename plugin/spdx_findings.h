/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Findings: what the rules conclude about one file, as positions and text.
 * The GCC adapter turns them into diagnostics with fix-its; the report
 * writer turns them into JSON lines.
 */
#ifndef SPDX_FINDINGS_H
#define SPDX_FINDINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Replace bytes [col, end_col) of LINE with TEXT; col == end_col inserts. */
struct spdx_edit {
	unsigned int line, col, end_col;
	char *text;
};

#define SPDX_MAX_EDITS 2

struct spdx_finding {
	enum spdx_check check;
	unsigned int line, col, end_col;	/* caret at col; range [col, end_col) */
	char *message;
	char *suggested;			/* the whole expression we suggest, or NULL */
	struct spdx_edit edits[SPDX_MAX_EDITS];
	unsigned int nr_edits;
	unsigned int note_line, note_col;	/* an "inform" at another place */
	char *note;
	/*
	 * Where the diagnostic stands when the fault is in another file (a
	 * FILE.license, a REUSE.toml): columns [src_col, src_end_col) of
	 * src_line, and the edits there; line and col stay in the file
	 * checked, for the report and the record.  NULL: the file checked.
	 */
	const char *src_file;
	unsigned int src_line, src_col, src_end_col;
	char src_fix[32];	/* a certain replacement of that range, or "" */
};

struct spdx_findings {
	struct spdx_finding *v;
	size_t n, cap;
};

struct spdx_finding *spdx_finding_add(struct spdx_findings *fs, enum spdx_check check,
				      unsigned int line, unsigned int col, unsigned int end_col,
				      const char *fmt, ...) __printf(6, 7);
void spdx_finding_edit(struct spdx_finding *f, unsigned int line, unsigned int col,
		       unsigned int end_col, const char *text);
void spdx_finding_note(struct spdx_finding *f, unsigned int line, unsigned int col,
		       const char *fmt, ...) __printf(4, 5);
void spdx_finding_suggest(struct spdx_finding *f, const char *expr);
void spdx_findings_release(struct spdx_findings *fs);

/*
 * Appends one JSON object per line for finding F of FILE (compiled as part
 * of MAIN) to BUF; the caller writes the whole buffer with one O_APPEND
 * write so that parallel compilers never interleave half records.
 */
struct spdx_buf {
	char *p;
	size_t len, cap;
};

void spdx_report_format(struct spdx_buf *buf, const struct spdx_finding *f, const char *file,
			const char *main_file, bool error, bool system);
/* Returns 0, or -1 with errno set. */
int spdx_report_write(const char *path, const struct spdx_buf *buf);
/* Appends LEN bytes of S; the buffer stays NUL-terminated. */
void spdx_buf_put(struct spdx_buf *buf, const char *s, size_t len);
void spdx_buf_release(struct spdx_buf *buf);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_FINDINGS_H */
