/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the rules share (spdx_rules.c, spdx_rules_reuse.c): the state of one
 * file's check, and the helpers the REUSE rules take from the others.
 * Internal to the rules; spdx_rules.h is their interface.
 */
#ifndef SPDX_RULES_CTX_H
#define SPDX_RULES_CTX_H

#include "spdx_expr.h"
#include "spdx_infer.h"
#include "spdx_rules.h"
#include "spdx_tag.h"

#ifdef __cplusplus
extern "C" {
#endif

struct spdx_rule_ctx {
	const struct spdx_file *file;
	const struct spdx_rules_opts *opts;
	struct spdx_findings *out;
	struct spdx_tag tag;
	bool have_tag;
	bool tag_line_ok;		/* the tag is where the rules want it */
	struct spdx_expr expr;
	bool parsed;			/* the expression parsed */
	struct spdx_inference inf;
	bool inferred;
	unsigned int nr_hints;		/* spelling hints asked for so far */
	const struct spdx_licensing *lic;	/* never NULL: none is all empty */
	struct spdx_licensing none;
};

/* A finding about leaf NODE of the tag's expression, with its range. */
struct spdx_finding *spdx_rule_leaf_finding(struct spdx_rule_ctx *c, enum spdx_check check,
					    int node, const char *fmt, const char *a,
					    const char *b);
/* Calls CHECK for every license (or exception) node of the parsed tag. */
void spdx_rule_each_leaf(struct spdx_rule_ctx *c, bool exceptions,
			 void (*check)(struct spdx_rule_ctx *c, int node));

/* spdx_rules_reuse.c: the REUSE policy's own checks. */
void spdx_rule_copyright(struct spdx_rule_ctx *c);
void spdx_rule_license_text(struct spdx_rule_ctx *c);
/* FILE.license and REUSE.toml expressions that do not parse (the syntax check). */
void spdx_rule_external_syntax(struct spdx_rule_ctx *c);

#ifdef __cplusplus
}
#endif

#endif
