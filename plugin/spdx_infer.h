/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * License-text inference: derive the SPDX expression a file's own license
 * notice implies, the way the kernel's 2017 cleanup chose its tags.
 *
 * Interface: spdx_infer_ctx_new() / spdx_infer_ctx_free() make and drop
 * the context that holds what is computed once (the compiled pattern
 * table, the reference texts, the uapi default); spdx_infer() reads one
 * file.  The mechanisms behind it: spdx_words.h, spdx_patterns.h,
 * spdx_fulltext.h.
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

struct spdx_infer_ctx;

/*
 * COMMON_LICENSES: where the non-kernel reference texts live, NULL for
 * /usr/share/common-licenses (tests point it elsewhere).  One context
 * serves any number of files and databases; it is not thread-safe.
 */
struct spdx_infer_ctx *spdx_infer_ctx_new(const char *common_licenses);
void spdx_infer_ctx_free(struct spdx_infer_ctx *ctx);

struct spdx_infer_opts {
	/* The caches; NULL: a context made and dropped for the one call. */
	struct spdx_infer_ctx *ctx;
	const struct spdx_db *db;	/* kernel LICENSES/ texts when loaded from a tree */
	const char *default_expr;	/* default=: files without any license text */
	bool long_ids;			/* spell GPL-2.0-only / GPL-2.0-or-later */
	/*
	 * The result may become a suggested tag (a missing tag): a file
	 * without license text gets the default only if its comments speak
	 * of no rights or terms (spdx_notice.h).
	 */
	bool suggest;
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

#ifdef __cplusplus
}
#endif

#endif /* SPDX_INFER_H */
