/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Rules: the kernel's licensing rules applied to one file's tag, producing
 * findings.  One table, in spdx_rules.c, lists every check.
 */
#ifndef SPDX_RULES_H
#define SPDX_RULES_H

#include <stdbool.h>

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Closest known identifier to WORD, or NULL; the adapter uses GCC's spellcheck. */
typedef const char *(*spdx_suggest_fn)(void *ctx, const char *word, bool exception);

struct spdx_rules_opts {
	const struct spdx_db *db;
	struct spdx_infer_ctx *infer;	/* spdx_infer_ctx_new(); NULL: no caching */
	const char *default_expr;	/* default=, or NULL */
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
