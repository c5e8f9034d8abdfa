/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Tag extraction: find the license tag keyword (or a misspelling of it) in
 * a file's leading comments and cut out the expression that follows.
 */
#ifndef SPDX_TAG_H
#define SPDX_TAG_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Built from two pieces: checkpatch.pl would take the whole for a tag. */
#define SPDX_TAG_PREFIX "SPDX-"
#define SPDX_TAG_KEYWORD SPDX_TAG_PREFIX "License-Identifier:"

struct spdx_tag {
	const struct spdx_comment *comment;	/* NULL: no tag */
	unsigned int line, col;			/* of the keyword */
	unsigned int kw_len;
	bool misspelled;			/* keyword is close to, but not, the real one */
	unsigned int expr_col;			/* expression start, on LINE */
	const char *expr;			/* into the comment text; not NUL-terminated */
	size_t expr_len;
	bool line_comment;			/* a // comment */
	bool whole_comment;			/* the comment holds nothing but the tag */
	bool code_after;			/* code follows the comment on its line */
	bool single_line;			/* the comment ends on the tag's line */
	unsigned int comment_end_col;		/* one past the comment's end, if single_line */
	/* Block comment that goes on after the tag line: where the tag line ends. */
	unsigned int line_end_col;
};

/* Fills TAG from FILE's comments; returns true when a tag was found. */
bool spdx_tag_find(const struct spdx_file *file, struct spdx_tag *tag);
/* The same, skipping REUSE-IgnoreStart ... REUSE-IgnoreEnd blocks. */
bool spdx_tag_find_reuse(const struct spdx_file *file, struct spdx_tag *tag);

/*
 * The first exactly spelled tag of TEXT, which is not a checked file's
 * comment (an unchecked header's comment, a line of FILE.license): TAG
 * holds its expression (TAG->comment is NULL).  IGNORING as above, or NULL.
 */
bool spdx_tag_in_text(const char *text, size_t len, struct spdx_tag *tag, bool *ignoring);
/* That tag's expression, for the object's record: malloc'd, or NULL. */
char *spdx_tag_expr_dup(const char *text, size_t len);

/* Position of byte OFF of comment C, as 1-based line and byte column. */
void spdx_comment_pos(const struct spdx_comment *c, size_t off, unsigned int *line,
		      unsigned int *col);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_TAG_H */
