/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SPDX license expression parser (SPDX spec, annex D), with the kernel's
 * habits: "GPL-2.0+" is one identifier, operators are case-sensitive and
 * identifiers are not.  Errors carry the byte offset and length of the
 * offending token so that the diagnostic can point at it.
 */
#ifndef SPDX_EXPR_H
#define SPDX_EXPR_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_limits.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The grammar's lexical facts, which the reader's parser
 * (tools/spdx_report/expr.py) takes from here through _facts.py: the
 * characters between tokens, those of an identifier besides ASCII letters
 * and digits (then one optional '+'), and the operators, loosest first.
 */
#define SPDX_EXPR_SPACE		" \t\r\n"
#define SPDX_EXPR_ID_PUNCT	".-:"
#define SPDX_EXPR_OPERATORS	"OR", "AND", "WITH"

enum spdx_node_kind {
	SPDX_NODE_LICENSE,	/* an identifier, maybe with '+' */
	SPDX_NODE_WITH,		/* left: license, right: exception (a LICENSE node) */
	SPDX_NODE_AND,
	SPDX_NODE_OR,
};

struct spdx_node {
	enum spdx_node_kind kind;
	int left, right;	/* child node indices, -1 for leaves */
	int parent;		/* -1 for the root */
	unsigned int off;	/* byte span in the source string; for a leaf */
	unsigned int len;	/* the identifier including any '+' */
	bool plus;		/* leaf ends in '+' */
	bool paren;		/* written inside its own parentheses */
};

struct spdx_expr {
	const char *src;	/* not owned */
	size_t src_len;
	struct spdx_node *nodes;
	int nr_nodes;
	int root;		/* -1 on error or empty input */
	/* On error: */
	bool error;
	unsigned int err_off, err_len;
	char err_msg[160];
	/* A certain repair of the error token ("OR" for "or"), or "". */
	char err_fix[32];
};

/* Parses SRC[0..LEN). Returns 0 on success, -1 with e->error set. */
int spdx_expr_parse(struct spdx_expr *e, const char *src, size_t len);
void spdx_expr_release(struct spdx_expr *e);

/* Identifier of leaf NODE as a NUL-terminated copy into BUF (truncated). */
void spdx_expr_leaf(const struct spdx_expr *e, int node, char *buf, size_t size);
/* Leaf identifier without '+', and whether the leaf is a WITH's exception. */
bool spdx_expr_is_exception(const struct spdx_expr *e, int node);

/*
 * Prints the expression back in canonical spacing, parenthesising compound
 * operands of WITH/AND/OR as written.  Returns the length that was needed.
 */
size_t spdx_expr_format(const struct spdx_expr *e, int node, char *buf, size_t size);

/*
 * Does TAG contradict INFERRED, the expression read from the license text
 * (both parsed; spdx_expr_ops.c)?  A deliberate superset, such as
 * "GPL-2.0 OR MIT" for MIT text, does not.  On a contradiction writes a
 * short reason ("the text says or later") into WHY.
 */
bool spdx_expr_contradicts(const struct spdx_expr *tag, const struct spdx_expr *inferred,
			   char *why, size_t size);

struct spdx_db;

/*
 * SRC with " WITH Linux-syscall-note" after each GPL-family license (per
 * DB) that has no exception yet, parenthesised inside a compound, as the
 * kernel's uapi headers spell it, into BUF.  BUF is left as it is when SRC
 * does not parse or the result does not fit.
 */
void spdx_expr_add_syscall_note(const char *src, const struct spdx_db *db, char *buf,
				size_t size);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_EXPR_H */
