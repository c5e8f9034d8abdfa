// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Tag extraction.  The kernel's spdxcheck.py matches the keyword exactly;
 * we also catch near misses (a misspelt keyword, a missing colon) so
 * that a typo is reported as such instead of as a missing tag.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spdx_project.h"
#include "spdx_tag.h"
#include "spdx_util.h"

void spdx_comment_pos(const struct spdx_comment *c, size_t off, unsigned int *line,
		      unsigned int *col)
{
	unsigned int l = c->line, k = c->col;
	size_t i;

	for (i = 0; i < off && i < c->len; i++) {
		if (c->text[i] == '\n') {
			l++;
			k = 1;
		} else {
			k++;
		}
	}
	*line = l;
	*col = k;
}

/* Edit distance, bounded: the keyword is short, so a small table suffices. */
static unsigned int distance(const char *a, size_t al, const char *b, size_t bl)
{
	unsigned int row[40], prev, i, j;

	if (al >= 40 || bl >= 40)
		return 99;
	for (j = 0; j <= bl; j++)
		row[j] = j;
	for (i = 1; i <= al; i++) {
		prev = row[0];
		row[0] = i;
		for (j = 1; j <= bl; j++) {
			unsigned int cur = row[j];
			unsigned int cost = spdx_to_lower((unsigned char)a[i - 1]) !=
					    spdx_to_lower((unsigned char)b[j - 1]);
			unsigned int best = prev + cost;

			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			prev = cur;
		}
	}
	return row[bl];
}

/*
 * Does the text at P look like the tag keyword?  Returns its length (0: no)
 * and whether it is spelled exactly.
 */
static size_t match_keyword(const char *p, size_t avail, bool *exact)
{
	static const char kw[] = SPDX_TAG_KEYWORD;
	size_t n = 0;

	if (avail >= sizeof(kw) - 1 && !memcmp(p, kw, sizeof(kw) - 1)) {
		*exact = true;
		return sizeof(kw) - 1;
	}
	*exact = false;
	if (avail < 4 || strncasecmp(p, "SPDX", 4))
		return 0;
	/* "SPDX License Identifier:" may have spaces; without a colon, one word. */
	while (n < avail && n < 39 && (spdx_is_alpha((unsigned char)p[n]) || p[n] == '-' ||
				       p[n] == '_' || p[n] == ' '))
		n++;
	if (n < avail && p[n] == ':') {
		n++;
	} else {
		for (n = 0; n < avail && n < 39 && (spdx_is_alpha((unsigned char)p[n]) ||
						    p[n] == '-' || p[n] == '_'); n++)
			;
	}
	/* Other SPDX tags (SPDX-FileCopyrightText:) are far from this one. */
	return distance(p, n, kw, sizeof(kw) - 1) <= 3 ? n : 0;
}

/*
 * A tag opens its comment line: only comment decoration may stand before
 * it, so that prose which mentions the keyword is not taken for a tag.
 */
static bool line_start(const char *t, size_t i)
{
	while (i > 0 && t[i - 1] != '\n') {
		char c = t[--i];

		if (c != ' ' && c != '\t' && c != '/' && c != '*' && c != '#' && c != '!')
			return false;
	}
	return true;
}

/* IGNORING: NULL, or the REUSE-IgnoreStart/End state at the comment's start. */
static bool find_in_comment(const struct spdx_comment *c, struct spdx_tag *tag, bool *ignoring)
{
	const char *t = c->text;
	size_t i, kw_len = 0;
	bool exact = false;

	for (i = 0; i < c->len; i++) {
		if ((t[i] != 'S' && t[i] != 's') || !line_start(t, i))
			continue;
		kw_len = match_keyword(t + i, c->len - i, &exact);
		if (kw_len && ignoring && spdx_reuse_ignored(t, c->len, i, ignoring))
			kw_len = 0;
		if (kw_len)
			break;
	}
	if (ignoring)
		spdx_reuse_ignored(t, c->len, c->len, ignoring);
	if (i >= c->len)
		return false;

	memset(tag, 0, sizeof(*tag));
	tag->comment = c;
	tag->misspelled = !exact;
	tag->kw_len = (unsigned int)kw_len;
	tag->line_comment = c->len >= 2 && t[1] == '/';
	tag->code_after = c->code_after;
	spdx_comment_pos(c, i, &tag->line, &tag->col);

	/* The expression: the rest of the line, less the comment's closer. */
	{
		size_t s = i + kw_len, e, end_of_line;
		bool closer = false;

		while (s < c->len && (t[s] == ' ' || t[s] == '\t'))
			s++;
		for (e = s; e < c->len && t[e] != '\n' && t[e] != '\r'; e++)
			if (!tag->line_comment && e + 1 < c->len && t[e] == '*' &&
			    t[e + 1] == '/') {
				closer = true;
				break;
			}
		end_of_line = e;
		while (e > s && (t[e - 1] == ' ' || t[e - 1] == '\t'))
			e--;
		tag->expr = t + s;
		tag->expr_len = e - s;
		tag->expr_col = tag->col + (unsigned int)(s - i);
		tag->single_line = tag->line_comment || closer;
		if (tag->single_line) {
			tag->comment_end_col = tag->col + (unsigned int)(end_of_line - i) +
					       (closer ? 2 : 0);
		}
		tag->line_end_col = tag->col + (unsigned int)(end_of_line - i);
		/* Whole comment: only blanks between the opener and the keyword. */
		tag->whole_comment = tag->single_line && tag->line == c->line;
		for (s = 2; tag->whole_comment && s < i; s++)
			if (t[s] != ' ' && t[s] != '\t')
				tag->whole_comment = false;
	}
	return true;
}

bool spdx_tag_find(const struct spdx_file *file, struct spdx_tag *tag)
{
	size_t i;

	memset(tag, 0, sizeof(*tag));
	for (i = 0; i < file->nr_comments; i++)
		if (find_in_comment(&file->comments[i], tag, NULL))
			return true;
	return false;
}

bool spdx_tag_find_reuse(const struct spdx_file *file, struct spdx_tag *tag)
{
	bool ignoring = false;
	size_t i;

	memset(tag, 0, sizeof(*tag));
	for (i = 0; i < file->nr_comments; i++)
		if (find_in_comment(&file->comments[i], tag, &ignoring))
			return true;
	return false;
}

bool spdx_tag_in_text(const char *text, size_t len, struct spdx_tag *tag, bool *ignoring)
{
	struct spdx_comment c;
	bool found;

	memset(&c, 0, sizeof(c));
	c.text = text;
	c.len = len;
	c.line = 1;
	c.col = 1;
	found = find_in_comment(&c, tag, ignoring) && !tag->misspelled && tag->expr_len;
	tag->comment = NULL;
	return found;
}

char *spdx_tag_expr_dup(const char *text, size_t len)
{
	struct spdx_tag tag;
	char *expr;

	if (!spdx_tag_in_text(text, len, &tag, NULL))
		return NULL;
	expr = (char *)malloc(tag.expr_len + 1);
	if (expr) {
		memcpy(expr, tag.expr, tag.expr_len);
		expr[tag.expr_len] = '\0';
	}
	return expr;
}
