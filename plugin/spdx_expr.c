// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SPDX license expression parser: a tiny lexer and a recursive-descent
 * grammar (OR < AND < WITH), bounded in nodes and depth so that hostile
 * input costs linear time and constant stack.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_util.h"

enum tok_kind { TOK_END, TOK_LPAREN, TOK_RPAREN, TOK_ID, TOK_AND, TOK_OR, TOK_WITH, TOK_BAD };

struct tok {
	enum tok_kind kind;
	unsigned int off, len;
	bool miscased;		/* "or" for "OR": an operator, but an error */
};

struct parser {
	struct spdx_expr *e;
	struct tok tok;
	size_t pos;
	int depth;
};

/* The operators as spdx_expr.h lists them, loosest first, and their tokens. */
static const char *const op_names[] = { SPDX_EXPR_OPERATORS };
static const enum tok_kind op_kinds[] = { TOK_OR, TOK_AND, TOK_WITH };

static bool is_id_char(unsigned char c)
{
	return spdx_is_alnum(c) || (c && strchr(SPDX_EXPR_ID_PUNCT, c));
}

static bool is_space(unsigned char c)
{
	return c && strchr(SPDX_EXPR_SPACE, c);
}

static void next(struct parser *p)
{
	const char *s = p->e->src;
	size_t n = p->e->src_len;
	struct tok *t = &p->tok;
	int i;

	while (p->pos < n && is_space((unsigned char)s[p->pos]))
		p->pos++;
	t->off = p->pos;
	t->len = 0;
	t->miscased = false;
	if (p->pos >= n) {
		t->kind = TOK_END;
		return;
	}
	if (s[p->pos] == '(' || s[p->pos] == ')') {
		t->kind = s[p->pos] == '(' ? TOK_LPAREN : TOK_RPAREN;
		t->len = 1;
		p->pos++;
		return;
	}
	if (!is_id_char((unsigned char)s[p->pos])) {
		unsigned char c = (unsigned char)s[p->pos];
		unsigned int len = 1;

		/* Point at a whole UTF-8 sequence, not at half a character. */
		if (c >= 0xc0)
			while (p->pos + len < n && len < 4 &&
			       ((unsigned char)s[p->pos + len] & 0xc0) == 0x80)
				len++;
		t->kind = TOK_BAD;
		t->len = len;
		p->pos += len;
		return;
	}
	while (p->pos < n && is_id_char((unsigned char)s[p->pos]))
		p->pos++;
	if (p->pos < n && s[p->pos] == '+')
		p->pos++;
	t->len = (unsigned int)(p->pos - t->off);
	t->kind = TOK_ID;
	for (i = 0; i < (int)ARRAY_SIZE(op_names); i++) {
		size_t l = strlen(op_names[i]);

		if (t->len == l && !strncasecmp(s + t->off, op_names[i], l)) {
			t->kind = op_kinds[i];
			t->miscased = memcmp(s + t->off, op_names[i], l) != 0;
		}
	}
}

static const char *op_name(enum tok_kind k)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(op_kinds) - 1 && op_kinds[i] != k; i++)
		;
	return op_names[i];
}

static int fail(struct parser *p, unsigned int off, unsigned int len, const char *fmt, ...)
{
	struct spdx_expr *e = p->e;
	va_list ap;

	if (e->error)
		return -1;
	e->error = true;
	e->err_off = off;
	e->err_len = len;
	va_start(ap, fmt);
	vsnprintf(e->err_msg, sizeof(e->err_msg), fmt, ap);
	va_end(ap);
	return -1;
}

/* The token as text for messages, shortened so that junk stays readable. */
static const char *tok_text(struct parser *p, char *buf, size_t size)
{
	unsigned int len = p->tok.len;
	unsigned int i;

	if (len > 24)
		len = 24;
	if (len >= size)
		len = (unsigned int)size - 1;
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)p->e->src[p->tok.off + i];

		buf[i] = c >= 0x20 && c < 0x7f ? (char)c : '?';
	}
	buf[len] = '\0';
	return buf;
}

/* Operators must be upper case: spell out the repair. */
static int check_case(struct parser *p)
{
	char buf[32];

	if (!p->tok.miscased)
		return 0;
	fail(p, p->tok.off, p->tok.len, "operator '%s' must be upper-case '%s'",
	     tok_text(p, buf, sizeof(buf)), op_name(p->tok.kind));
	snprintf(p->e->err_fix, sizeof(p->e->err_fix), "%s", op_name(p->tok.kind));
	return -1;
}

static int add_node(struct parser *p, enum spdx_node_kind kind, int left, int right,
		    unsigned int off, unsigned int len)
{
	struct spdx_expr *e = p->e;
	struct spdx_node *n;

	if (e->nr_nodes >= SPDX_EXPR_MAX_NODES)
		return fail(p, off, len, "license expression is too long (over %d terms)",
			    SPDX_EXPR_MAX_NODES / 2);
	if (!(e->nr_nodes & (e->nr_nodes - 1)) || !e->nodes) {
		int cap = e->nr_nodes ? e->nr_nodes * 2 : 8;
		struct spdx_node *v;

		v = (struct spdx_node *)realloc(e->nodes, (size_t)cap * sizeof(*v));
		if (!v)
			return fail(p, off, len, "out of memory");
		e->nodes = v;
	}
	n = &e->nodes[e->nr_nodes];
	n->kind = kind;
	n->left = left;
	n->right = right;
	n->parent = -1;
	n->off = off;
	n->len = len;
	n->plus = false;
	n->paren = false;
	if (left >= 0)
		e->nodes[left].parent = e->nr_nodes;
	if (right >= 0)
		e->nodes[right].parent = e->nr_nodes;
	return e->nr_nodes++;
}

static int parse_or(struct parser *p);

/* What the user wrote where a license was expected: name the problem. */
static int expect_license(struct parser *p, const struct tok *after)
{
	char buf[32];

	if ((p->tok.kind == TOK_END || p->tok.kind == TOK_RPAREN) && after)
		return fail(p, after->off, after->len, "'%s' is not followed by a license",
			    op_name(after->kind));
	if (p->tok.kind == TOK_END)
		return fail(p, p->tok.off, 0, "empty license expression");
	if (p->tok.kind == TOK_RPAREN)
		return fail(p, p->tok.off, 1, "expected a license identifier before ')'");
	if (p->tok.kind == TOK_AND || p->tok.kind == TOK_OR || p->tok.kind == TOK_WITH)
		return fail(p, p->tok.off, p->tok.len, "expected a license identifier, not '%s'",
			    tok_text(p, buf, sizeof(buf)));
	return fail(p, p->tok.off, p->tok.len, "invalid character '%s' in license expression",
		    tok_text(p, buf, sizeof(buf)));
}

static int parse_primary(struct parser *p, const struct tok *after)
{
	int node;

	if (p->tok.kind == TOK_LPAREN) {
		struct tok open = p->tok;

		if (++p->depth > SPDX_EXPR_MAX_DEPTH)
			return fail(p, open.off, 1, "license expression nested too deeply");
		next(p);
		node = parse_or(p);
		if (node < 0)
			return -1;
		if (p->tok.kind != TOK_RPAREN)
			return fail(p, open.off, 1, "unbalanced '(': no matching ')'");
		p->depth--;
		p->e->nodes[node].paren = true;
		next(p);
		return node;
	}
	if (p->tok.kind != TOK_ID)
		return expect_license(p, after);
	node = add_node(p, SPDX_NODE_LICENSE, -1, -1, p->tok.off, p->tok.len);
	if (node < 0)
		return -1;
	p->e->nodes[node].plus = p->e->src[p->tok.off + p->tok.len - 1] == '+';
	next(p);
	return node;
}

static int parse_with(struct parser *p, const struct tok *after)
{
	int left = parse_primary(p, after), exc;
	struct tok with;
	char buf[32];

	if (left < 0 || p->tok.kind != TOK_WITH)
		return left;
	with = p->tok;
	if (check_case(p))
		return -1;
	/* Annex D: simple-expression WITH; "(MIT) WITH X" is not one either. */
	if (p->e->nodes[left].kind != SPDX_NODE_LICENSE || p->e->nodes[left].paren)
		return fail(p, with.off, with.len,
			    "'WITH' must follow a single license, not a parenthesised expression");
	next(p);
	if (p->tok.kind != TOK_ID) {
		if (p->tok.kind == TOK_END || p->tok.kind == TOK_RPAREN)
			return fail(p, with.off, with.len,
				    "'WITH' is not followed by an exception");
		return fail(p, p->tok.off, p->tok.len,
			    "expected an exception after 'WITH', not '%s'",
			    tok_text(p, buf, sizeof(buf)));
	}
	if (p->e->src[p->tok.off + p->tok.len - 1] == '+')
		return fail(p, p->tok.off, p->tok.len, "an exception cannot take '+'");
	exc = add_node(p, SPDX_NODE_LICENSE, -1, -1, p->tok.off, p->tok.len);
	if (exc < 0)
		return -1;
	next(p);
	return add_node(p, SPDX_NODE_WITH, left, exc, p->e->nodes[left].off,
			p->e->nodes[exc].off + p->e->nodes[exc].len - p->e->nodes[left].off);
}

/* One precedence level of left-associative binary operators. */
static int parse_binary(struct parser *p, enum tok_kind op, const struct tok *after)
{
	int left = op == TOK_OR ? parse_binary(p, TOK_AND, after) : parse_with(p, after);

	while (left >= 0 && p->tok.kind == op) {
		struct tok optok = p->tok;
		int right;

		if (check_case(p))
			return -1;
		next(p);
		right = op == TOK_OR ? parse_binary(p, TOK_AND, &optok) : parse_with(p, &optok);
		if (right < 0)
			return -1;
		left = add_node(p, op == TOK_OR ? SPDX_NODE_OR : SPDX_NODE_AND, left, right,
				optok.off, optok.len);
	}
	return left;
}

static int parse_or(struct parser *p)
{
	return parse_binary(p, TOK_OR, NULL);
}

int spdx_expr_parse(struct spdx_expr *e, const char *src, size_t len)
{
	struct parser p;
	char buf[32];
	int root;

	memset(e, 0, sizeof(*e));
	e->src = src;
	e->src_len = len;
	e->root = -1;
	memset(&p, 0, sizeof(p));
	p.e = e;
	next(&p);
	root = parse_or(&p);
	if (root >= 0 && p.tok.kind != TOK_END) {
		if (p.tok.kind == TOK_RPAREN)
			fail(&p, p.tok.off, 1, "unbalanced ')': no matching '('");
		else if (p.tok.kind == TOK_ID)
			fail(&p, p.tok.off, p.tok.len,
			     "expected 'AND', 'OR' or 'WITH' before '%s'",
			     tok_text(&p, buf, sizeof(buf)));
		else if (p.tok.kind == TOK_BAD)
			fail(&p, p.tok.off, p.tok.len,
			     "invalid character '%s' in license expression",
			     tok_text(&p, buf, sizeof(buf)));
		else
			fail(&p, p.tok.off, p.tok.len, "unexpected '%s' after the expression",
			     tok_text(&p, buf, sizeof(buf)));
	}
	if (e->error)
		return -1;
	e->root = root;
	return 0;
}

void spdx_expr_release(struct spdx_expr *e)
{
	free(e->nodes);
	e->nodes = NULL;
	e->nr_nodes = 0;
	e->root = -1;
}

void spdx_expr_leaf(const struct spdx_expr *e, int node, char *buf, size_t size)
{
	const struct spdx_node *n = &e->nodes[node];
	size_t len = n->len < size ? n->len : size - 1;

	memcpy(buf, e->src + n->off, len);
	buf[len] = '\0';
}

bool spdx_expr_is_exception(const struct spdx_expr *e, int node)
{
	int parent = e->nodes[node].parent;

	return parent >= 0 && e->nodes[parent].kind == SPDX_NODE_WITH &&
	       e->nodes[parent].right == node;
}

struct out {
	char *buf;
	size_t size, len;
};

static void put(struct out *o, const char *s, size_t len)
{
	if (o->len < o->size) {
		size_t n = o->size - o->len - 1 < len ? o->size - o->len - 1 : len;

		memcpy(o->buf + o->len, s, n);
		o->buf[o->len + n] = '\0';
	}
	o->len += len;
}

static void format_node(const struct spdx_expr *e, int node, struct out *o, int depth)
{
	const struct spdx_node *n = &e->nodes[node];
	bool paren = n->paren && depth > 0;

	if (paren)
		put(o, "(", 1);
	if (n->kind == SPDX_NODE_LICENSE) {
		put(o, e->src + n->off, n->len);
	} else {
		const char *op = n->kind == SPDX_NODE_WITH ? " WITH " :
				 n->kind == SPDX_NODE_AND ? " AND " : " OR ";

		format_node(e, n->left, o, depth + 1);
		put(o, op, strlen(op));
		format_node(e, n->right, o, depth + 1);
	}
	if (paren)
		put(o, ")", 1);
}

size_t spdx_expr_format(const struct spdx_expr *e, int node, char *buf, size_t size)
{
	struct out o;

	o.buf = buf;
	o.size = size;
	o.len = 0;
	if (size)
		buf[0] = '\0';
	if (node >= 0 && node < e->nr_nodes)
		format_node(e, node, &o, node == e->root ? 0 : 1);
	return o.len;
}
