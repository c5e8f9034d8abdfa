/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Rules: a policy's licensing rules (the kernel's, REUSE's, plain SPDX)
 * applied to one file's tag, producing findings.  One table,
 * spdx_checks.def, lists every check and the policies that run it.
 */
#ifndef SPDX_RULES_H
#define SPDX_RULES_H

#include <stdbool.h>

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"
#include "spdx_project.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Closest known identifier to WORD, or NULL; the adapter uses GCC's spellcheck. */
typedef const char *(*spdx_suggest_fn)(void *ctx, const char *word, bool exception);

struct spdx_rules_opts {
	enum spdx_policy policy;	/* the file's: the checks of other policies do not run */
	/* REUSE: licensing from outside the file, and the project's texts; NULL: none. */
	const struct spdx_licensing *licensing;
	struct spdx_projects *projects;
	const struct spdx_db *db;
	struct spdx_infer_ctx *infer;	/* spdx_infer_ctx_new(); NULL: no caching */
	const char *default_expr;	/* default=, or NULL */
	/* The MODULE_LICENSE() ident written in this file, and where; NULL: none. */
	const char *module_license;
	unsigned int modlic_line, modlic_col, modlic_end_col;
	bool long_ids;			/* suggest GPL-2.0-only style identifiers */
	unsigned int enabled;		/* 1 << check for each check that runs */
	spdx_suggest_fn suggest;
	void *suggest_ctx;
};

void spdx_check_file(const struct spdx_file *file, const struct spdx_rules_opts *opts,
		     struct spdx_findings *out);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_RULES_H */
