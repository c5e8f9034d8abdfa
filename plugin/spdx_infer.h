/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * License-text inference: derive the SPDX expression a file's own license
 * notice implies, the way the kernel's 2017 cleanup chose its tags.
 */
#ifndef SPDX_INFER_H
#define SPDX_INFER_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_licdb.h"

#ifdef __cplusplus
extern "C" {
#endif

struct spdx_infer_opts {
	const struct spdx_db *db;	/* kernel LICENSES/ texts when loaded from a tree */
	const char *default_expr;	/* default=: files without any license text */
	bool long_ids;			/* spell GPL-2.0-only / GPL-2.0-or-later */
};

enum spdx_text {
	SPDX_TEXT_NONE,			/* no license text at all */
	SPDX_TEXT_RECOGNISED,
	SPDX_TEXT_UNRECOGNISED,		/* license-like text that was not (safely) recognised */
};

struct spdx_inference {
	enum spdx_text status;
	/*
	 * RECOGNISED: the expression, GPL terms WITH Linux-syscall-note in
	 * uapi files; NONE: the default expression or "".
	 */
	char expr[256];
	/*
	 * RECOGNISED: what the text says in SPDX terms, for comparing a tag
	 * with: as EXPR, but a GPL notice without a version is GPL-1.0+ (any
	 * version) even where EXPR follows the kernel's reading, GPL-2.0.
	 */
	char text_expr[256];
	unsigned int line;		/* where the deciding text starts (0: none) */
	unsigned int col;
	char why[200];			/* e.g. "license text at line 5 reads GPL-2.0 or later" */
};

void spdx_infer(const struct spdx_file *file, const struct spdx_infer_opts *opts,
		struct spdx_inference *out);

/*
 * For tests: the pre-filter spdx_infer() runs first (false: no license
 * text, the default), the rows of the pattern table it is derived from
 * (TRIGGER: a row that alone lets a file through), and the reader itself.
 */
bool spdx_infer_prefilter(const struct spdx_file *file);
size_t spdx_infer_nr_patterns(void);
const char *spdx_infer_pattern(size_t i, bool *trigger);
/* Does the reader find row ROW of the table in TEXT? */
bool spdx_infer_reads_row(const char *text, size_t row);

/*
 * Does TAG contradict INFERRED (both parsed expressions)?  A deliberate
 * superset, such as "GPL-2.0 OR MIT" for MIT text, does not.  On a
 * contradiction writes a short reason ("the text says or later") into WHY.
 */
bool spdx_infer_contradicts(const struct spdx_expr *tag, const struct spdx_expr *inferred,
			    char *why, size_t size);

#ifdef __cplusplus
}
#endif

/*
 * Reference texts and the uapi default are made once per process (per
 * kernel db); this drops them, for tests and for a plugin that switches
 * databases.
 */
void spdx_infer_reset(void);
/* Where the non-kernel reference texts live; tests may point it elsewhere. */
extern const char *spdx_infer_common_licenses;

#endif /* SPDX_INFER_H */
