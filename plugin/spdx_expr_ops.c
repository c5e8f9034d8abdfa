// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Operations on parsed expressions beyond the parser (spdx_expr.c), both
 * declared in spdx_expr.h: does a file's tag contradict what its license
 * text says (spdx_expr_contradicts(), for the rules' text-mismatch check),
 * and the syscall note on each GPL-family term (spdx_expr_add_syscall_note(),
 * for the default of a uapi header).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_expr.h"
#include "spdx_licdb.h"
#include "spdx_util.h"

#define MAX_SIDE	32

struct side {
	char id[MAX_SIDE][48];	/* canonical: lower case, "+" for or-later, no "-only" */
	char shown[MAX_SIDE][48];
	size_t n;
	bool full;		/* more distinct licenses than MAX_SIDE: no verdict */
};

static void canon(const char *id, char *buf, size_t size)
{
	size_t n, i;

	snprintf(buf, size, "%s", id);
	for (i = 0; buf[i]; i++)
		buf[i] = (char)spdx_to_lower((unsigned char)buf[i]);
	n = strlen(buf);
	if (n > 9 && !strcmp(buf + n - 9, "-or-later"))
		snprintf(buf + n - 9, size - (n - 9), "+");
	else if (n > 5 && !strcmp(buf + n - 5, "-only"))
		buf[n - 5] = '\0';
}

static void collect(const struct spdx_expr *e, struct side *s)
{
	int i;

	s->n = 0;
	s->full = false;
	for (i = 0; e && !e->error && i < e->nr_nodes; i++) {
		char leaf[48], id[48];
		size_t k;

		if (e->nodes[i].kind != SPDX_NODE_LICENSE || spdx_expr_is_exception(e, i))
			continue;
		spdx_expr_leaf(e, i, leaf, sizeof(leaf));
		canon(leaf, id, sizeof(id));
		for (k = 0; k < s->n && strcmp(s->id[k], id); k++)
			;
		if (k < s->n)
			continue;
		if (s->n == MAX_SIDE || e->nodes[i].len >= sizeof(leaf)) {
			s->full = true;
			break;
		}
		memcpy(s->id[s->n], id, sizeof(id));
		snprintf(s->shown[s->n], sizeof(s->shown[0]), "%s", leaf);
		s->n++;
	}
}

/* "gpl-2.0+" -> family "gpl", version "2.0", plus */
static void split_id(const char *id, char *fam, size_t fsize, char *ver, size_t vsize,
		     bool *plus)
{
	size_t n = strlen(id), i;

	*plus = n && id[n - 1] == '+';
	if (*plus)
		n--;
	for (i = 0; i + 1 < n && !(id[i] == '-' && spdx_is_digit((unsigned char)id[i + 1])); i++)
		;
	if (i + 1 >= n)
		i = n;
	snprintf(fam, fsize, "%.*s", (int)i, id);
	snprintf(ver, vsize, "%.*s", (int)(i < n ? n - i - 1 : 0), i < n ? id + i + 1 : "");
}

/*
 * The rule: the text's expression lists the licenses the author offers
 * (one, or the alternatives of a dual license).  The tag contradicts the
 * text when it leaves out one of them: every license term of the inferred
 * expression must appear among the tag's license terms, compared after
 * folding case, "-only" (GPL-2.0 = GPL-2.0-only) and "-or-later" (= "+").
 * Exceptions (WITH Linux-syscall-note) are ignored: the uapi-note check owns
 * them.  A tag that offers more than the text ("GPL-2.0 OR MIT" for an MIT
 * text) is a deliberate superset, not a contradiction.  The reason names
 * the first term left out, compared with the tag's term of the same family:
 * "or later" missing or extra, another version, another license.
 */
bool spdx_expr_contradicts(const struct spdx_expr *tag, const struct spdx_expr *inferred,
			   char *why, size_t size)
{
	struct side *t, *in;
	size_t i, k;
	bool bad = false;

	if (why && size)
		why[0] = '\0';
	if (!tag || !inferred || tag->error || inferred->error || tag->root < 0 ||
	    inferred->root < 0)
		return false;
	t = (struct side *)calloc(1, sizeof(*t));
	in = (struct side *)calloc(1, sizeof(*in));
	if (!t || !in) {
		free(t);
		free(in);
		return false;
	}
	collect(tag, t);
	collect(inferred, in);
	/* Beyond what the sides can hold (or an identifier cut short): no verdict. */
	if (t->full || in->full) {
		free(t);
		free(in);
		return false;
	}
	for (i = 0; i < in->n && !bad; i++) {
		char f1[48], v1[16], f2[48], v2[16];
		bool p1, p2;

		for (k = 0; k < t->n && strcmp(t->id[k], in->id[i]); k++)
			;
		if (k < t->n)
			continue;
		/*
		 * "Released under the GPL" names no version, so a tag that picks
		 * one (the kernel's later cleanups chose GPL-2.0-only) does not
		 * contradict it; without a tag it still reads GPL-1.0+.
		 */
		if (!strcmp(in->id[i], "gpl-1.0+")) {
			split_id(in->id[i], f1, sizeof(f1), v1, sizeof(v1), &p1);
			for (k = 0; k < t->n; k++) {
				split_id(t->id[k], f2, sizeof(f2), v2, sizeof(v2), &p2);
				if (!strcmp(f1, f2))
					break;
			}
			if (k < t->n)
				continue;
		}
		bad = true;
		if (!why || !size)
			break;
		split_id(in->id[i], f1, sizeof(f1), v1, sizeof(v1), &p1);
		for (k = 0; k < t->n; k++) {
			split_id(t->id[k], f2, sizeof(f2), v2, sizeof(v2), &p2);
			if (!strcmp(f1, f2))
				break;
		}
		if (k < t->n && !strcmp(v1, v2) && p1 && !p2)
			snprintf(why, size, "the text says or later");
		else if (k < t->n && !strcmp(v1, v2) && !p1 && p2)
			snprintf(why, size, "the text does not say or later");
		else if (k < t->n && !strcmp(in->id[i], "gpl-1.0+"))
			snprintf(why, size, "the text reads %s (any GPL version), not %s",
				 in->shown[i], t->shown[k]);
		else if (k < t->n)
			snprintf(why, size, "the text reads %s, not %s", in->shown[i],
				 t->shown[k]);
		else if (in->n > 1)
			snprintf(why, size, "the text also offers %s", in->shown[i]);
		else
			snprintf(why, size, "the text reads %s", in->shown[i]);
	}
	free(t);
	free(in);
	return bad;
}

/* ------------------------------------------------------------------------ */
/* The syscall note */

/* Appends S[0..N) to BUF; false when it does not fit. */
static bool cat_n(char *buf, size_t size, const char *s, size_t n)
{
	size_t len = strlen(buf);

	if (len + n >= size)
		return false;
	memcpy(buf + len, s, n);
	buf[len + n] = '\0';
	return true;
}

void spdx_expr_add_syscall_note(const char *src, const struct spdx_db *db, char *buf,
				size_t size)
{
	static const char note[] = " WITH Linux-syscall-note";
	struct spdx_expr e;
	bool ok = true;
	size_t done = 0;
	char *out;
	int i;

	out = (char *)calloc(1, size);
	if (!out || spdx_expr_parse(&e, src, strlen(src))) {
		free(out);
		spdx_expr_release(&e);
		return;
	}
	for (i = 0; i < e.nr_nodes && ok; i++) {
		const struct spdx_node *n = &e.nodes[i];
		const struct spdx_license *l;
		bool paren = n->parent >= 0 && !n->paren;

		if (n->kind != SPDX_NODE_LICENSE || spdx_expr_is_exception(&e, i) ||
		    (n->parent >= 0 && e.nodes[n->parent].kind == SPDX_NODE_WITH))
			continue;
		l = spdx_db_license(db, src + n->off, n->len);
		if (!l || !(l->flags & SPDX_LIC_GPL))
			continue;
		ok = cat_n(out, size, src + done, n->off - done) &&
		     (!paren || cat_n(out, size, "(", 1)) &&
		     cat_n(out, size, src + n->off, n->len) &&
		     cat_n(out, size, note, strlen(note)) &&
		     (!paren || cat_n(out, size, ")", 1));
		done = n->off + n->len;
	}
	if (ok && cat_n(out, size, src + done, strlen(src + done)))
		memcpy(buf, out, size);
	free(out);
	spdx_expr_release(&e);
}
