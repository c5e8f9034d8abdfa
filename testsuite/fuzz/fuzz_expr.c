// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: the SPDX expression parser and printer.
 *
 * Properties checked beyond memory safety:
 *  - an error points inside the input and has a message;
 *  - every node's span lies inside the input, links are consistent;
 *  - spdx_expr_format() returns the length it needed, truncates to a prefix
 *    and never writes past SIZE (buffers are exact-size heap blocks);
 *  - round trip: format(parse(x)) parses, and formats to the same string.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_expr.h"
#include "fuzz_common.h"

#define SMALL 7

/* Formats NODE into exact-size heap buffers; returns the malloc'd full text. */
static char *format_checked(const struct spdx_expr *e, int node)
{
	char *small = (char *)malloc(SMALL), *big;
	size_t need, got;

	FUZZ_ASSERT(small);
	need = spdx_expr_format(e, node, small, SMALL);
	FUZZ_ASSERT(strlen(small) == (need < SMALL ? need : SMALL - 1));
	big = (char *)malloc(need + 1);
	FUZZ_ASSERT(big);
	got = spdx_expr_format(e, node, big, need + 1);
	FUZZ_ASSERT(got == need);
	FUZZ_ASSERT(strlen(big) == need);
	FUZZ_ASSERT(!strncmp(small, big, strlen(small)));
	/* Size 0 must not write at all. */
	FUZZ_ASSERT(spdx_expr_format(e, node, NULL, 0) == need);
	free(small);
	return big;
}

static void check_tree(const struct spdx_expr *e, size_t len)
{
	int i;

	FUZZ_ASSERT(e->root >= 0 && e->root < e->nr_nodes);
	FUZZ_ASSERT(e->nr_nodes <= SPDX_EXPR_MAX_NODES);
	FUZZ_ASSERT(e->nodes[e->root].parent == -1);
	for (i = 0; i < e->nr_nodes; i++) {
		const struct spdx_node *n = &e->nodes[i];
		char leaf[8];

		FUZZ_ASSERT((size_t)n->off + n->len <= len);
		if (n->kind == SPDX_NODE_LICENSE) {
			FUZZ_ASSERT(n->left == -1 && n->right == -1 && n->len > 0);
			spdx_expr_leaf(e, i, leaf, sizeof(leaf));
			FUZZ_ASSERT(strlen(leaf) == (n->len < sizeof(leaf) ? n->len : sizeof(leaf) - 1));
			(void)spdx_expr_is_exception(e, i);
		} else {
			FUZZ_ASSERT(n->left >= 0 && n->left < e->nr_nodes);
			FUZZ_ASSERT(n->right >= 0 && n->right < e->nr_nodes);
			FUZZ_ASSERT(e->nodes[n->left].parent == i);
			FUZZ_ASSERT(e->nodes[n->right].parent == i);
			if (n->kind == SPDX_NODE_WITH) {
				FUZZ_ASSERT(e->nodes[n->right].kind == SPDX_NODE_LICENSE);
				FUZZ_ASSERT(spdx_expr_is_exception(e, n->right));
			}
		}
		if (i != e->root)
			FUZZ_ASSERT(n->parent >= 0 && n->parent < e->nr_nodes);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct spdx_expr e, again;
	char *src, *canon, *canon2;
	int i;

	/* Exact-size copy, not NUL-terminated: the parser must honour LEN. */
	src = (char *)malloc(size ? size : 1);
	FUZZ_ASSERT(src);
	memcpy(src, data, size);
	if (spdx_expr_parse(&e, src, size)) {
		FUZZ_ASSERT(e.error && e.root == -1);
		FUZZ_ASSERT((size_t)e.err_off + e.err_len <= size);
		FUZZ_ASSERT(e.err_msg[0] && memchr(e.err_msg, '\0', sizeof(e.err_msg)));
		FUZZ_ASSERT(memchr(e.err_fix, '\0', sizeof(e.err_fix)));
		spdx_expr_release(&e);
		free(src);
		return 0;
	}
	FUZZ_ASSERT(!e.error);
	check_tree(&e, size);
	for (i = 0; i < e.nr_nodes; i++)
		free(format_checked(&e, i));
	canon = format_checked(&e, e.root);

	/* Round trip on an exact-size, unterminated copy of the canonical form. */
	{
		size_t clen = strlen(canon);
		char *copy = (char *)malloc(clen ? clen : 1);

		FUZZ_ASSERT(copy);
		memcpy(copy, canon, clen);
		if (spdx_expr_parse(&again, copy, clen)) {
			fprintf(stderr, "canonical form '%s' does not parse: %s\n", canon,
				again.err_msg);
			FUZZ_ASSERT(!"round trip parses");
		}
		check_tree(&again, clen);
		FUZZ_ASSERT(again.nr_nodes == e.nr_nodes);
		canon2 = format_checked(&again, again.root);
		if (strcmp(canon, canon2))
			fprintf(stderr, "'%s' formats as '%s'\n", canon, canon2);
		FUZZ_ASSERT(!strcmp(canon, canon2));
		free(canon2);
		spdx_expr_release(&again);
		free(copy);
	}
	free(canon);
	spdx_expr_release(&e);
	free(src);
	return 0;
}
