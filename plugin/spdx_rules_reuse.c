// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The REUSE specification's own checks: a copyright notice for every file,
 * every license used with its text in the project's LICENSES/, and the
 * expressions of FILE.license and REUSE.toml valid.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "spdx_expr.h"
#include "spdx_project.h"
#include "spdx_rules_ctx.h"

/* REUSE: a copyright notice in the file, its .license file or REUSE.toml. */
void spdx_rule_copyright(struct spdx_rule_ctx *c)
{
	const struct spdx_licensing *l = c->lic;
	bool ignoring = false;
	size_t i;

	if (l->license_file.copyright || l->fixed.copyright || l->closest.copyright)
		return;
	for (i = 0; !l->own_ignored && i < c->file->nr_comments; i++)
		if (spdx_has_copyright(c->file->comments[i].text, c->file->comments[i].len,
				       &ignoring))
			return;
	if (c->have_tag)
		spdx_finding_add(c->out, SPDX_COPYRIGHT, c->tag.line, c->tag.col,
				 c->tag.col + c->tag.kw_len,
				 "no copyright notice beside the license tag (SPDX-FileCopyrightText:, Copyright or \xc2\xa9)%s%s",
				 l->license_file.source ? " in " : "",
				 l->license_file.source ? l->license_file.source : "");
	else
		spdx_finding_add(c->out, SPDX_COPYRIGHT, 1, 1, 1,
				 "no copyright notice (SPDX-FileCopyrightText:, Copyright or \xc2\xa9) in the file%s%s or a REUSE.toml",
				 l->license_file.source ? ", " : "",
				 l->license_file.source ? l->license_file.source : "");
}

/* ID (the leaf's text) less an "or later" '+': LICENSES/ has the text under that name. */
static size_t text_name_len(const char *id, size_t len)
{
	return len > 1 && id[len - 1] == '+' ? len - 1 : len;
}

static bool has_text(struct spdx_rule_ctx *c, const char *id, size_t len)
{
	if (!strncasecmp(id, "DocumentRef-", 12))
		return true;
	return spdx_projects_has_text(c->opts->projects, c->lic->root, id, len) ||
	       spdx_projects_has_text(c->opts->projects, c->lic->root, id,
				      text_name_len(id, len));
}

static void check_text_of_leaf(struct spdx_rule_ctx *c, int node)
{
	char id[128];

	spdx_expr_leaf(&c->expr, node, id, sizeof(id));
	if (has_text(c, id, strlen(id)))
		return;
	spdx_rule_leaf_finding(c, SPDX_LICENSE_TEXT, node,
			       "no license text for '%s' in the project: LICENSES/%s.txt is missing",
			       id, id);
}

/* The licenses an expression from outside the file names, each with its text? */
static void check_external_texts(struct spdx_rule_ctx *c, const struct spdx_external *e)
{
	struct spdx_expr x;
	char id[128];
	int i;

	if (!e->expr || spdx_expr_parse(&x, e->expr, strlen(e->expr))) {
		if (e->expr)
			spdx_expr_release(&x);
		return;
	}
	for (i = 0; i < x.nr_nodes; i++) {
		if (x.nodes[i].kind != SPDX_NODE_LICENSE)
			continue;
		spdx_expr_leaf(&x, i, id, sizeof(id));
		if (!has_text(c, id, strlen(id)))
			spdx_finding_add(c->out, SPDX_LICENSE_TEXT, 1, 1, 1,
					 "no license text for '%s' (from %s) in the project: LICENSES/%s.txt is missing",
					 id, e->source, id);
	}
	spdx_expr_release(&x);
}

/*
 * An expression of a FILE.license or a REUSE.toml annotation that does not
 * parse: said where it stands (the record keeps line 1 of the file checked),
 * never dropped in silence.
 */
static void external_syntax(struct spdx_rule_ctx *c, const struct spdx_external *e)
{
	const struct spdx_place *at = &e->invalid_at;
	struct spdx_finding *f;
	struct spdx_expr x;

	if (e->overflow_source)
		spdx_finding_add(c->out, SPDX_SYNTAX, 1, 1, 1,
				 "the license expressions of %s, joined with AND, pass an SPDX expression's limits (%d nodes, %d deep): not all of them are checked",
				 e->overflow_source, SPDX_EXPR_MAX_NODES, SPDX_EXPR_MAX_DEPTH);
	if (!e->invalid)
		return;
	if (!spdx_expr_parse(&x, e->invalid, strlen(e->invalid))) {
		spdx_expr_release(&x);
		return;
	}
	f = spdx_finding_add(c->out, SPDX_SYNTAX, 1, 1, 1,
			     "invalid SPDX license expression in %s: %s", e->invalid_source,
			     x.err_msg);
	if (f && at->line) {
		f->src_file = e->invalid_source;
		f->src_line = at->line;
		f->src_col = at->column ? at->column + x.err_off : 1;
		f->src_end_col = at->column ? f->src_col + x.err_len : 2;
		if (at->column && x.err_fix[0])
			snprintf(f->src_fix, sizeof(f->src_fix), "%s", x.err_fix);
	}
	spdx_expr_release(&x);
}

/* The outside expressions that speak for this file, each parsed. */
void spdx_rule_external_syntax(struct spdx_rule_ctx *c)
{
	external_syntax(c, &c->lic->license_file);
	external_syntax(c, &c->lic->fixed);
	/* "closest" speaks only for a file that says nothing itself. */
	if (!c->have_tag && !c->lic->license_file.expr && !c->lic->license_file.invalid)
		external_syntax(c, &c->lic->closest);
}

/* REUSE: every license used has its text in the project's LICENSES/. */
void spdx_rule_license_text(struct spdx_rule_ctx *c)
{
	const struct spdx_licensing *l = c->lic;

	if (!l->root)
		return;
	if (c->have_tag && c->parsed) {
		spdx_rule_each_leaf(c, false, check_text_of_leaf);
		spdx_rule_each_leaf(c, true, check_text_of_leaf);
	}
	check_external_texts(c, &l->license_file);
	check_external_texts(c, &l->fixed);
	/* "closest" gives a license only to a file that has none of its own. */
	if (!c->have_tag && !l->license_file.expr)
		check_external_texts(c, &l->closest);
}
