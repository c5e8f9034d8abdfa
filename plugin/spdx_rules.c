// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The rules of Documentation/process/license-rules.rst (policy kernel), of
 * the REUSE specification (reuse) and of SPDX alone (plain), applied to a
 * file's tag.  Each check is one rule function, listed with the check and
 * its policies in spdx_checks.def and run from checks[]; a file gets at most one
 * finding per problem, so a misplaced tag is not also reported for style,
 * and an expression that does not parse is not checked any further.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spdx_expr.h"
#include "spdx_infer.h"
#include "spdx_modlic.h"
#include "spdx_rules.h"
#include "spdx_rules_ctx.h"
#include "spdx_tag.h"

#define SYSCALL_NOTE "Linux-syscall-note"

/* A hint costs a pass over the whole list: bounded per file. */
#define MAX_HINTS 16

static bool enabled(const struct spdx_rule_ctx *c, enum spdx_check check)
{
	return (c->opts->enabled & (1u << check)) &&
	       (spdx_check_policies(check) & (1u << c->opts->policy));
}

static unsigned int tag_line_wanted(const struct spdx_rule_ctx *c)
{
	return c->file->shebang ? 2 : 1;
}

/*
 * The whole first line the kernel wants for EXPR in this file's style, with
 * a newline; false when it does not fit, for a truncated fix-it is wrong.
 */
static bool tag_line(const struct spdx_rule_ctx *c, const char *expr, size_t len, char *buf,
		     size_t size)
{
	int n;

	/* A fix-it is a C string: an expression with a NUL in it cannot be moved whole. */
	if (memchr(expr, '\0', len))
		return false;
	if (c->file->style == SPDX_STYLE_LINE)
		n = snprintf(buf, size, "// " SPDX_TAG_KEYWORD " %.*s\n", (int)len, expr);
	else
		n = snprintf(buf, size, "/* " SPDX_TAG_KEYWORD " %.*s */\n", (int)len, expr);
	return n > 0 && (size_t)n < size;
}

/* Inference is paid for only by the files whose findings need it. */
static const struct spdx_inference *infer(struct spdx_rule_ctx *c)
{
	struct spdx_infer_opts o;

	if (!c->inferred) {
		memset(&o, 0, sizeof(o));
		o.ctx = c->opts->infer;
		o.db = c->opts->db;
		o.default_expr = c->opts->default_expr;
		o.long_ids = c->opts->long_ids;
		/* Untagged: the result is a suggestion, the cache serves text-mismatch alike. */
		o.suggest = !c->have_tag;
		spdx_infer(c->file, &o, &c->inf);
		c->inferred = true;
	}
	return &c->inf;
}

static void spdx_rule_missing(struct spdx_rule_ctx *c)
{
	const struct spdx_inference *inf;
	struct spdx_finding *f;
	unsigned int line = tag_line_wanted(c);
	char buf[512];

	/* An expression from outside that does not parse is the syntax check's. */
	if (c->have_tag || c->lic->license_file.expr || c->lic->fixed.expr ||
	    c->lic->closest.expr || c->lic->license_file.invalid || c->lic->fixed.invalid ||
	    c->lic->closest.invalid)
		return;
	if (c->lic->license_file.source) {
		spdx_finding_add(c->out, SPDX_MISSING, 1, 1, 1,
				 "no SPDX-License-Identifier tag in %s, which stands for this file",
				 c->lic->license_file.source);
		return;
	}
	inf = infer(c);
	if (inf->status == SPDX_TEXT_UNRECOGNISED) {
		spdx_finding_add(c->out, SPDX_MISSING, 1, 1, 1,
				 "missing SPDX-License-Identifier tag; %s",
				 inf->why[0] ? inf->why : "the license text was not recognised");
		return;
	}
	if (!inf->expr[0]) {
		spdx_finding_add(c->out, SPDX_MISSING, 1, 1, 1,
				 "missing SPDX-License-Identifier tag");
		return;
	}
	f = spdx_finding_add(c->out, SPDX_MISSING, 1, 1, 1,
			     "missing SPDX-License-Identifier tag; suggest '%s' (%s)", inf->expr,
			     inf->why[0] ? inf->why : inf->status == SPDX_TEXT_NONE ?
			     "no license text; the default license" : "from the license text");
	if (tag_line(c, inf->expr, strlen(inf->expr), buf, sizeof(buf)))
		spdx_finding_edit(f, line, 1, 1, buf);
	spdx_finding_suggest(f, inf->expr);
	if (inf->line)
		spdx_finding_note(f, inf->line, inf->col, "license text is here");
}

static void spdx_rule_misplaced(struct spdx_rule_ctx *c)
{
	const struct spdx_tag *t = &c->tag;
	struct spdx_finding *f;
	char buf[512];

	if (!c->have_tag || c->tag_line_ok)
		return;
	f = spdx_finding_add(c->out, SPDX_MISPLACED, t->line, t->col, t->col + t->kw_len,
			     "SPDX-License-Identifier tag on line %u; it belongs on line %u",
			     t->line, tag_line_wanted(c));
	if (t->misspelled)
		return;
	/* Move it: a new first line in the right style, the old tag removed. */
	if (!tag_line(c, t->expr, t->expr_len, buf, sizeof(buf)))
		return;
	spdx_finding_edit(f, tag_line_wanted(c), 1, 1, buf);
	if (t->whole_comment)
		spdx_finding_edit(f, t->line, t->comment->col, t->comment_end_col, "");
	else
		spdx_finding_edit(f, t->line, t->col, t->expr_col + (unsigned int)t->expr_len, "");
}

static void spdx_rule_style(struct spdx_rule_ctx *c)
{
	const struct spdx_tag *t = &c->tag;
	bool want_line = c->file->style == SPDX_STYLE_LINE;
	unsigned int end, expr_end = t->expr_col + (unsigned int)t->expr_len;
	struct spdx_finding *f;

	if (!c->have_tag || !c->tag_line_ok || t->line_comment == want_line)
		return;
	end = t->single_line ? t->comment_end_col : t->line_end_col;
	f = spdx_finding_add(c->out, SPDX_STYLE, t->comment->line, t->comment->col, end,
			     "SPDX tag in this file belongs in a %s comment",
			     want_line ? "'//'" : "'/* */'");
	/*
	 * Rewrite only the delimiters, so that a fix-it for the expression
	 * itself can be applied in the same patch.
	 */
	if (!t->whole_comment || (want_line && t->code_after))
		return;
	spdx_finding_edit(f, t->line, t->comment->col, t->comment->col + 2,
			  want_line ? "//" : "/*");
	spdx_finding_edit(f, t->line, expr_end, want_line ? t->comment_end_col : t->line_end_col,
			  want_line ? "" : " */");
}

static void spdx_rule_syntax(struct spdx_rule_ctx *c)
{
	const struct spdx_tag *t = &c->tag;
	const struct spdx_expr *e = &c->expr;
	struct spdx_finding *f;
	unsigned int col;

	spdx_rule_external_syntax(c);
	if (!c->have_tag)
		return;
	if (t->misspelled) {
		f = spdx_finding_add(c->out, SPDX_SYNTAX, t->line, t->col, t->col + t->kw_len,
				     "misspelled SPDX tag '%.*s'; the keyword is '"
				     SPDX_TAG_KEYWORD "'", (int)t->kw_len,
				     t->comment->text + (t->expr - t->comment->text) -
				     (t->expr_col - t->col));
		spdx_finding_edit(f, t->line, t->col, t->col + t->kw_len, SPDX_TAG_KEYWORD);
	}
	if (c->parsed)
		return;
	col = t->expr_col + e->err_off;
	f = spdx_finding_add(c->out, SPDX_SYNTAX, t->line, col, col + e->err_len,
			     "invalid SPDX license expression: %s", e->err_msg);
	if (e->err_fix[0])
		spdx_finding_edit(f, t->line, col, col + e->err_len, e->err_fix);
}

/* The expression with leaf NODE replaced by TEXT, for the report. */
static void replaced(const struct spdx_rule_ctx *c, int node, const char *text, char *buf,
		     size_t size)
{
	const struct spdx_node *n = &c->expr.nodes[node];

	snprintf(buf, size, "%.*s%s%.*s", (int)n->off, c->tag.expr, text,
		 (int)(c->tag.expr_len - n->off - n->len), c->tag.expr + n->off + n->len);
}

struct spdx_finding *spdx_rule_leaf_finding(struct spdx_rule_ctx *c, enum spdx_check check,
					    int node, const char *fmt, const char *a,
					    const char *b)
{
	const struct spdx_node *n = &c->expr.nodes[node];
	unsigned int col = c->tag.expr_col + n->off;

	return spdx_finding_add(c->out, check, c->tag.line, col, col + n->len, fmt, a, b);
}

static bool is_ref(const char *id)
{
	return !strncasecmp(id, "LicenseRef-", 11) || !strncasecmp(id, "DocumentRef-", 12);
}

static const char *db_name(const struct spdx_rule_ctx *c)
{
	return spdx_db_is_kernel(c->opts->db) ? "LICENSES/" : "the SPDX license list";
}

/* unknown-license / unknown-exception, with a did-you-mean fix-it. */
static void check_known(struct spdx_rule_ctx *c, int node)
{
	bool exc = spdx_expr_is_exception(&c->expr, node);
	const struct spdx_db *db = c->opts->db;
	enum spdx_check check = exc ? SPDX_UNKNOWN_EXCEPTION : SPDX_UNKNOWN_LICENSE;
	const char *hint = NULL;
	struct spdx_finding *f;
	char id[128], buf[512];

	/* No list to check against (the kernel's build without LICENSES/). */
	if (!spdx_db_count(db))
		return;
	spdx_expr_leaf(&c->expr, node, id, sizeof(id));
	if (is_ref(id))
		return;
	if (exc ? spdx_db_exception(db, id, strlen(id)) : spdx_db_license(db, id, strlen(id)))
		return;
	if (!exc && spdx_db_exception(db, id, strlen(id))) {
		spdx_rule_leaf_finding(c, check, node,
				       "'%s' is an exception, not a license; it follows a license after 'WITH'%s",
			     id, "");
		return;
	}
	if (exc && spdx_db_license(db, id, strlen(id))) {
		spdx_rule_leaf_finding(c, check, node, "'%s' is a license, not an exception%s",
				       id, "");
		return;
	}
	if (c->opts->suggest && c->nr_hints++ < MAX_HINTS)
		hint = c->opts->suggest(c->opts->suggest_ctx, id, exc);
	if (!hint) {
		snprintf(buf, sizeof(buf), "%s", db_name(c));
		spdx_rule_leaf_finding(c, check, node,
				       exc ? "unknown license exception '%s' (not in %s)" :
				       "unknown license identifier '%s' (not in %s)", id, buf);
		return;
	}
	f = spdx_rule_leaf_finding(c, check, node,
				   exc ? "unknown license exception '%s'; did you mean '%s'?" :
			 "unknown license identifier '%s'; did you mean '%s'?", id, hint);
	if (f) {
		spdx_finding_edit(f, f->line, f->col, f->end_col, hint);
		replaced(c, node, hint, buf, sizeof(buf));
		spdx_finding_suggest(f, buf);
	}
}

static void check_exception_license(struct spdx_rule_ctx *c, int node)
{
	const struct spdx_node *w = &c->expr.nodes[node];
	const struct spdx_db *db = c->opts->db;
	const struct spdx_license *exc, *lic;
	char lid[128], eid[128], allowed[512];
	size_t i, len = 0;

	if (w->kind != SPDX_NODE_WITH)
		return;
	spdx_expr_leaf(&c->expr, w->left, lid, sizeof(lid));
	spdx_expr_leaf(&c->expr, w->right, eid, sizeof(eid));
	exc = spdx_db_exception(db, eid, strlen(eid));
	lic = spdx_db_license(db, lid, strlen(lid));
	if (!exc || !lic || spdx_db_exception_allows(db, exc, lid, strlen(lid)))
		return;
	allowed[0] = '\0';
	for (i = 0; i < exc->nr_allowed && len + 2 < sizeof(allowed); i++)
		len += (size_t)snprintf(allowed + len, sizeof(allowed) - len, "%s%s",
					i ? ", " : "", exc->allowed[i]);
	if (len >= sizeof(allowed))
		len = sizeof(allowed) - 1;
	if (allowed[0]) {
		char msg[700];

		snprintf(msg, sizeof(msg), "'%s' (its SPDX-Licenses\072 %s)", lid, allowed);
		spdx_rule_leaf_finding(c, SPDX_EXCEPTION_LICENSE, w->right,
				       "exception '%s' may not follow %s", eid, msg);
	} else {
		spdx_rule_leaf_finding(c, SPDX_EXCEPTION_LICENSE, w->right,
				       "exception '%s' does not apply to '%s'", eid, lid);
	}
}

/* uapi headers: every GPL-family term carries the syscall note. */
static void check_uapi_note(struct spdx_rule_ctx *c, int node)
{
	const struct spdx_expr *e = &c->expr;
	const struct spdx_node *n = &e->nodes[node];
	const struct spdx_license *lic;
	struct spdx_finding *f;
	char id[128], fix[200], buf[512];
	int parent = n->parent;

	if (!c->file->uapi || spdx_expr_is_exception(e, node))
		return;
	spdx_expr_leaf(e, node, id, sizeof(id));
	lic = spdx_db_license(c->opts->db, id, strlen(id));
	if (!lic || !(lic->flags & SPDX_LIC_GPL))
		return;
	if (parent >= 0 && e->nodes[parent].kind == SPDX_NODE_WITH) {
		char exc[128];

		spdx_expr_leaf(e, e->nodes[parent].right, exc, sizeof(exc));
		if (!strcasecmp(exc, SYSCALL_NOTE))
			return;
		spdx_rule_leaf_finding(c, SPDX_UAPI_NOTE, node,
				       "uapi header: '%s' carries '%s' instead of 'WITH "
				       SYSCALL_NOTE "'", id, exc);
		return;
	}
	/* The kernel's form: "(GPL-2.0 WITH Linux-syscall-note) OR BSD-2-Clause". */
	snprintf(fix, sizeof(fix), parent >= 0 && !n->paren ? "(%s WITH " SYSCALL_NOTE ")" :
		 "%s WITH " SYSCALL_NOTE, id);
	f = spdx_rule_leaf_finding(c, SPDX_UAPI_NOTE, node,
				   "uapi header: '%s' lacks 'WITH " SYSCALL_NOTE
				   "', so user space programs may not include it%s", id, "");
	if (f) {
		spdx_finding_edit(f, f->line, f->col, f->end_col, fix);
		replaced(c, node, fix, buf, sizeof(buf));
		spdx_finding_suggest(f, buf);
	}
}

/*
 * LICENSES/dual: "MUST be used together with a GPL2 compatible license using
 * OR".  A dual-only term is fine when some OR above it has a branch on the
 * other side holding a license that is not dual-only.  Two linear passes
 * (children have lower indices than their parents): which subtrees hold a
 * compatible license, then which nodes such an OR covers.
 */
static void check_incompatible(struct spdx_rule_ctx *c)
{
	const struct spdx_expr *e = &c->expr;
	bool *compat, *covered;
	char id[128];
	int i;

	if (!spdx_db_is_kernel(c->opts->db))
		return;
	compat = (bool *)calloc((size_t)e->nr_nodes * 2, sizeof(bool));
	if (!compat)
		return;
	covered = compat + e->nr_nodes;
	for (i = 0; i < e->nr_nodes; i++) {
		const struct spdx_node *n = &e->nodes[i];
		const struct spdx_license *lic;

		if (n->kind == SPDX_NODE_WITH) {
			compat[i] = compat[n->left];
		} else if (n->kind != SPDX_NODE_LICENSE) {
			compat[i] = compat[n->left] || compat[n->right];
		} else if (!spdx_expr_is_exception(e, i)) {
			lic = spdx_db_license(c->opts->db, e->src + n->off, n->len);
			compat[i] = lic && !(lic->flags & SPDX_LIC_DUAL);
		}
	}
	for (i = e->nr_nodes - 1; i >= 0; i--) {
		const struct spdx_node *n = &e->nodes[i];

		if (n->kind == SPDX_NODE_LICENSE)
			continue;
		covered[n->left] = covered[i] || (n->kind == SPDX_NODE_OR && compat[n->right]);
		covered[n->right] = covered[i] || (n->kind == SPDX_NODE_OR && compat[n->left]);
	}
	for (i = 0; i < e->nr_nodes; i++) {
		const struct spdx_license *lic;

		if (e->nodes[i].kind != SPDX_NODE_LICENSE || covered[i] ||
		    spdx_expr_is_exception(e, i))
			continue;
		spdx_expr_leaf(e, i, id, sizeof(id));
		lic = spdx_db_license(c->opts->db, id, strlen(id));
		if (!lic || !(lic->flags & SPDX_LIC_DUAL))
			continue;
		spdx_rule_leaf_finding(c, SPDX_INCOMPATIBLE, i,
				       "'%s' is not GPL-2.0 compatible: the kernel allows it only with 'OR' and a GPL-compatible alternative (%s)",
			     id, lic->file ? lic->file : "LICENSES/dual");
	}
	free(compat);
}

/* Calls CHECK for every license (or exception) node of the parsed tag. */
void spdx_rule_each_leaf(struct spdx_rule_ctx *c, bool exceptions,
			 void (*check)(struct spdx_rule_ctx *c, int node))
{
	int i;

	if (!c->parsed)
		return;
	for (i = 0; i < c->expr.nr_nodes; i++)
		if (c->expr.nodes[i].kind == SPDX_NODE_LICENSE &&
		    spdx_expr_is_exception(&c->expr, i) == exceptions)
			check(c, i);
}

static void spdx_rule_unknown_license(struct spdx_rule_ctx *c)
{
	spdx_rule_each_leaf(c, false, check_known);
}

static void spdx_rule_unknown_exception(struct spdx_rule_ctx *c)
{
	spdx_rule_each_leaf(c, true, check_known);
}

static void spdx_rule_exception_license(struct spdx_rule_ctx *c)
{
	int i;

	if (!c->parsed)
		return;
	for (i = 0; i < c->expr.nr_nodes; i++)
		check_exception_license(c, i);
}

static void spdx_rule_uapi_note(struct spdx_rule_ctx *c)
{
	spdx_rule_each_leaf(c, false, check_uapi_note);
}

static void spdx_rule_incompatible(struct spdx_rule_ctx *c)
{
	if (c->parsed)
		check_incompatible(c);
}

static void spdx_rule_text_mismatch(struct spdx_rule_ctx *c)
{
	const struct spdx_inference *inf;
	struct spdx_expr text;
	struct spdx_finding *f;
	char why[200];
	unsigned int col = c->tag.expr_col;

	if (!c->parsed)
		return;
	inf = infer(c);
	if (inf->status != SPDX_TEXT_RECOGNISED || !inf->expr[0])
		return;
	if (spdx_expr_parse(&text, inf->text_expr, strlen(inf->text_expr))) {
		spdx_expr_release(&text);
		return;
	}
	why[0] = '\0';
	if (spdx_expr_contradicts(&c->expr, &text, why, sizeof(why))) {
		f = spdx_finding_add(c->out, SPDX_TEXT_MISMATCH, c->tag.line, col,
				     col + (unsigned int)c->tag.expr_len,
				     "SPDX tag '%.*s' contradicts the license text%s%s; it reads '%s'",
				     (int)c->tag.expr_len, c->tag.expr, why[0] ? ": " : "",
				     why, inf->expr);
		spdx_finding_edit(f, c->tag.line, col, col + (unsigned int)c->tag.expr_len,
				  inf->expr);
		spdx_finding_suggest(f, inf->expr);
		if (inf->line)
			spdx_finding_note(f, inf->line, inf->col, "%s", inf->why[0] ? inf->why :
					  "the license text is here");
	}
	spdx_expr_release(&text);
}

/* The module's MODULE_LICENSE() against the license of the file that states it. */
static void spdx_rule_module_license(struct spdx_rule_ctx *c)
{
	const struct spdx_rules_opts *o = c->opts;
	const char *ident = o->module_license;
	struct spdx_expr none;
	char why[400];

	if (!ident)
		return;
	/* An unknown ident is wrong whatever the tag; otherwise the tag decides. */
	memset(&none, 0, sizeof(none));
	none.root = -1;
	why[0] = '\0';
	switch (spdx_modlic_check(ident, strlen(ident), c->parsed ? &c->expr : &none, o->db,
				  why, sizeof(why))) {
	case SPDX_MODLIC_UNKNOWN_IDENT:
		spdx_finding_add(c->out, SPDX_MODULE_LICENSE, o->modlic_line, o->modlic_col,
				 o->modlic_end_col,
				 "MODULE_LICENSE(\"%s\") is not one of the kernel's idents (%s)",
				 ident, why);
		break;
	case SPDX_MODLIC_DISAGREES:
		spdx_finding_add(c->out, SPDX_MODULE_LICENSE, o->modlic_line, o->modlic_col,
				 o->modlic_end_col,
				 "MODULE_LICENSE(\"%s\") disagrees with the tag '%.*s': %s",
				 ident, (int)c->tag.expr_len, c->tag.expr, why);
		break;
	case SPDX_MODLIC_AGREES:
		break;
	}
}

/* Every check, its rule and its words, in the order of spdx_checks.def. */
static const struct {
	enum spdx_check check;
	const char *name;
	void (*rule)(struct spdx_rule_ctx *c);
	enum spdx_severity severity;
	unsigned int policies;
	const char *description;
} checks[SPDX_NR_CHECKS] = {
#define POLICY_BIT(p) (1u << (p))
#define KERNEL POLICY_BIT(SPDX_POLICY_KERNEL)
#define REUSE POLICY_BIT(SPDX_POLICY_REUSE)
#define PLAIN POLICY_BIT(SPDX_POLICY_PLAIN)
#define SPDX_CHECK(e, name, rule, ...) { SPDX_##e, name, spdx_##rule, __VA_ARGS__ },
#include "spdx_checks.def"
#undef SPDX_CHECK
#undef KERNEL
#undef REUSE
#undef PLAIN
#undef POLICY_BIT
};

/* In the enum's order: both are made from the same rows. */
static const struct { enum spdx_policy policy; const char *name; } policies[] = {
#define SPDX_POLICY(e, name) { SPDX_POLICY_##e, name },
#include "spdx_policies.def"
#undef SPDX_POLICY
};

const char *spdx_policy_name(enum spdx_policy policy)
{
	return policy < SPDX_NR_POLICIES ? policies[policy].name : "?";
}

unsigned int spdx_check_policies(enum spdx_check check)
{
	return check < SPDX_NR_CHECKS ? checks[check].policies : 0;
}

const char *spdx_check_name(enum spdx_check check)
{
	return check < SPDX_NR_CHECKS ? checks[check].name : "?";
}

const char *spdx_check_description(enum spdx_check check)
{
	return check < SPDX_NR_CHECKS ? checks[check].description : "?";
}

enum spdx_severity spdx_check_severity(enum spdx_check check)
{
	return check < SPDX_NR_CHECKS ? checks[check].severity : SPDX_SEVERITY_WARNING;
}

int spdx_check_lookup(const char *name, size_t len)
{
	int i;

	for (i = 0; i < SPDX_NR_CHECKS; i++)
		if (strlen(checks[i].name) == len && !memcmp(checks[i].name, name, len))
			return i;
	return -1;
}

void spdx_check_file(const struct spdx_file *file, const struct spdx_rules_opts *opts,
		     struct spdx_findings *out)
{
	struct spdx_rule_ctx c;
	size_t i;

	memset(&c, 0, sizeof(c));
	c.file = file;
	c.opts = opts;
	c.out = out;
	c.lic = opts->licensing ? opts->licensing : &c.none;
	if (opts->policy == SPDX_POLICY_REUSE)
		c.have_tag = !c.lic->own_ignored && spdx_tag_find_reuse(file, &c.tag);
	else
		c.have_tag = spdx_tag_find(file, &c.tag);
	if (c.have_tag) {
		/* Only the kernel says where the tag goes. */
		c.tag_line_ok = opts->policy != SPDX_POLICY_KERNEL ||
				c.tag.line == tag_line_wanted(&c);
		c.parsed = !spdx_expr_parse(&c.expr, c.tag.expr, c.tag.expr_len);
	}
	for (i = 0; i < SPDX_NR_CHECKS; i++)
		if (enabled(&c, (enum spdx_check)i))
			checks[i].rule(&c);
	spdx_expr_release(&c.expr);
}
