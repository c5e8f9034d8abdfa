// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of the SPDX expression parser: trees, canonical printing and
 * the exact byte offset and length of every kind of error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_expr.h"
#include "unit.h"

static char printed[512];

/* Parses S; returns 0 and prints it canonically, or -1. */
static int parse(struct spdx_expr *e, const char *s)
{
	int rc = spdx_expr_parse(e, s, strlen(s));

	printed[0] = '\0';
	if (!rc)
		spdx_expr_format(e, e->root, printed, sizeof(printed));
	return rc;
}

static void ok(const char *s, const char *canonical)
{
	struct spdx_expr e;

	CHECK_INT(parse(&e, s), 0);
	CHECK_STR(printed, canonical);
	spdx_expr_release(&e);
}

/* An error at byte OFF, LEN bytes long, whose message contains MSG. */
static void bad(const char *s, unsigned int off, unsigned int len, const char *msg,
		const char *fix)
{
	struct spdx_expr e;

	CHECK_INT(parse(&e, s), -1);
	CHECK(e.error);
	CHECK_INT(e.err_off, off);
	CHECK_INT(e.err_len, len);
	if (!strstr(e.err_msg, msg))
		fprintf(stderr, "'%s': message '%s' lacks '%s'\n", s, e.err_msg, msg);
	CHECK(strstr(e.err_msg, msg) != NULL);
	CHECK_STR(e.err_fix, fix);
	CHECK_INT(e.root, -1);
	spdx_expr_release(&e);
}

static void test_trees(void)
{
	struct spdx_expr e;
	char id[64];
	int w;

	ok("GPL-2.0", "GPL-2.0");
	ok("  GPL-2.0+  ", "GPL-2.0+");
	ok("GPL-2.0 OR MIT", "GPL-2.0 OR MIT");
	ok("(GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause",
	   "(GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause");
	ok("((GPL-2.0+ WITH Linux-syscall-note) OR BSD-3-Clause)",
	   "(GPL-2.0+ WITH Linux-syscall-note) OR BSD-3-Clause");
	ok("MIT\tAND\nBSD-2-Clause", "MIT AND BSD-2-Clause");
	ok("LicenseRef-foo OR DocumentRef-a:LicenseRef-b", "LicenseRef-foo OR DocumentRef-a:LicenseRef-b");

	/* AND binds tighter than OR; WITH tighter than both. */
	CHECK_INT(parse(&e, "A OR B AND C WITH D"), 0);
	CHECK_INT(e.nodes[e.root].kind, SPDX_NODE_OR);
	CHECK_INT(e.nodes[e.nodes[e.root].right].kind, SPDX_NODE_AND);
	w = e.nodes[e.nodes[e.root].right].right;
	CHECK_INT(e.nodes[w].kind, SPDX_NODE_WITH);
	CHECK(spdx_expr_is_exception(&e, e.nodes[w].right));
	CHECK(!spdx_expr_is_exception(&e, e.nodes[w].left));
	spdx_expr_leaf(&e, e.nodes[w].right, id, sizeof(id));
	CHECK_STR(id, "D");
	CHECK_INT(e.nodes[e.nodes[w].right].off, 18);
	CHECK_INT(e.nodes[e.nodes[w].right].len, 1);
	spdx_expr_release(&e);

	/* '+' belongs to its identifier. */
	CHECK_INT(parse(&e, "GPL-2.0+ OR MIT"), 0);
	CHECK(e.nodes[e.nodes[e.root].left].plus);
	CHECK_INT(e.nodes[e.nodes[e.root].left].len, 8);
	CHECK(!e.nodes[e.nodes[e.root].right].plus);
	spdx_expr_release(&e);
}

static void test_errors(void)
{
	bad("", 0, 0, "empty license expression", "");
	bad("   ", 3, 0, "empty license expression", "");
	bad("GPL-2.0 or MIT", 8, 2, "operator 'or' must be upper-case 'OR'", "OR");
	bad("GPL-2.0 And MIT", 8, 3, "must be upper-case 'AND'", "AND");
	bad("GPL-2.0 with Linux-syscall-note", 8, 4, "must be upper-case 'WITH'", "WITH");
	bad("GPL-2.0 OR", 8, 2, "'OR' is not followed by a license", "");
	bad("GPL-2.0 AND ", 8, 3, "'AND' is not followed by a license", "");
	bad("OR MIT", 0, 2, "expected a license identifier, not 'OR'", "");
	bad("MIT OR OR GPL-2.0", 7, 2, "expected a license identifier, not 'OR'", "");
	bad("(GPL-2.0 OR MIT", 0, 1, "unbalanced '('", "");
	bad("GPL-2.0 OR MIT)", 14, 1, "unbalanced ')'", "");
	bad("(GPL-2.0 OR)", 9, 2, "'OR' is not followed by a license", "");
	bad("()", 1, 1, "expected a license identifier before ')'", "");
	bad("GPL-2.0 WITH", 8, 4, "'WITH' is not followed by an exception", "");
	bad("(GPL-2.0 WITH) OR MIT", 9, 4, "'WITH' is not followed by an exception", "");
	bad("GPL-2.0 WITH (MIT)", 13, 1, "expected an exception after 'WITH'", "");
	bad("(MIT OR X) WITH Y", 11, 4, "'WITH' must follow a single license", "");
	bad("(MIT) WITH Y", 6, 4, "'WITH' must follow a single license", "");
	bad("GPL-2.0 WITH Foo+", 13, 4, "an exception cannot take '+'", "");
	bad("GPL-2.0 MIT", 8, 3, "expected 'AND', 'OR' or 'WITH' before 'MIT'", "");
	bad("GPL-2.0, MIT", 7, 1, "invalid character ','", "");
	bad("GPL-2.0 / MIT", 8, 1, "invalid character '/'", "");
	bad("GPL-2.0 OR \xc3\xa9", 11, 2, "invalid character '?" "?'", "");
	bad("GPL-2.0\x01", 7, 1, "invalid character '?'", "");
}

static void test_limits(void)
{
	struct spdx_expr e;
	size_t n = 2000, i;
	char *s = (char *)malloc(n * 10 + 16), *p = s;

	/* 2,000 terms: fine, and linear. */
	for (i = 0; i < n; i++)
		p += sprintf(p, i ? " OR M%zu" : "M%zu", i);
	CHECK_INT(spdx_expr_parse(&e, s, strlen(s)), 0);
	CHECK_INT(e.nr_nodes, 2 * n - 1);
	spdx_expr_release(&e);

	/* 1,000 nested parentheses: an error, not a stack overflow. */
	p = s;
	for (i = 0; i < 1000; i++)
		*p++ = '(';
	strcpy(p, "MIT");
	CHECK_INT(spdx_expr_parse(&e, s, strlen(s)), -1);
	CHECK_INT(e.err_off, SPDX_EXPR_MAX_DEPTH);
	CHECK(strstr(e.err_msg, "nested too deeply") != NULL);
	spdx_expr_release(&e);

	/* Too many terms: a bounded error. */
	free(s);
	n = SPDX_EXPR_MAX_NODES;
	s = (char *)malloc(n * 6 + 16);
	p = s;
	for (i = 0; i < n; i++)
		p += sprintf(p, i ? " OR A" : "A");
	CHECK_INT(spdx_expr_parse(&e, s, strlen(s)), -1);
	CHECK(strstr(e.err_msg, "too long") != NULL);
	spdx_expr_release(&e);
	free(s);

	/* NUL bytes inside the expression are characters, not terminators. */
	CHECK_INT(spdx_expr_parse(&e, "MIT\0OR", 6), -1);
	CHECK_INT(e.err_off, 3);
	spdx_expr_release(&e);
}

static void test_format_truncates(void)
{
	struct spdx_expr e;
	char small[8];

	CHECK_INT(parse(&e, "GPL-2.0 OR BSD-3-Clause"), 0);
	CHECK_INT(spdx_expr_format(&e, e.root, small, sizeof(small)), 23);
	CHECK_STR(small, "GPL-2.0");
	spdx_expr_release(&e);
}

/* Node N as "(or A B)", "(and A B)", "(with L E)" or the identifier. */
static void print_tree(const struct spdx_expr *e, int n)
{
	const struct spdx_node *node = &e->nodes[n];
	static const char *const names[] = { "", "with", "and", "or" };

	if (node->kind == SPDX_NODE_LICENSE) {
		fwrite(e->src + node->off, 1, node->len, stdout);
		return;
	}
	printf("(%s ", names[node->kind]);
	print_tree(e, node->left);
	putchar(' ');
	print_tree(e, node->right);
	putchar(')');
}

/*
 * --tree: one expression per line of stdin, one line out, the tree or
 * "error"; testsuite/unit/expr_differential.py compares it with the
 * reader's parser.
 */
static int trees(void)
{
	static char line[1 << 20];

	while (fgets(line, sizeof(line), stdin)) {
		struct spdx_expr e;
		size_t len = strcspn(line, "\n");

		if (spdx_expr_parse(&e, line, len))
			fputs("error", stdout);
		else
			print_tree(&e, e.root);
		putchar('\n');
		spdx_expr_release(&e);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--tree"))
		return trees();
	test_trees();
	test_errors();
	test_limits();
	test_format_truncates();
	return unit_report("expr");
}
