// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The notice classifier (see spdx_notice.h): do the leading comments of a
 * file without license text speak of rights or terms?
 *
 * Every word gets its classes from a small lexicon (the forms of a word
 * are listed, so "distribute", "redistribution" and "distributed" are one
 * class); a sentence speaks of rights when its classes meet in one of the
 * shapes below, and the first such sentence decides.  A right alone
 * ("copy the buffer"), a prohibition alone ("must not sleep") or a work
 * alone ("this file") is technical prose: it takes an act on the work
 * together with a permission, a prohibition or a negated modal.  Each
 * shape was weighed on the kernel trees and Debian sources
 * (testsuite/corpus/RESULTS.md).  Linear in the words, one hash probe
 * each; it runs only where default= would be applied.
 */
#include <stdio.h>
#include <string.h>

#include "spdx_notice.h"
#include "spdx_util.h"

#define SENT_MAX	64	/* words of one sentence looked at (the tokeniser cuts at 60) */

/* Word classes: a word may have several; 64 bits, past what an enum holds. */
#define N_COPY		BIT_ULL(0)	/* copy, reproduce */
#define N_DIST		BIT_ULL(1)	/* distribute, publish, sell, sublicense */
#define N_DISCLOSE	BIT_ULL(2)
#define N_USE		BIT_ULL(3)
#define N_MODIFY	BIT_ULL(4)
#define N_PERMIT	BIT_ULL(5)	/* permission, permitted, granted, consent */
#define N_ALLOW		BIT_ULL(6)	/* allowed: a right only when denied */
#define N_FORBID	BIT_ULL(7)	/* prohibited, forbidden, restricted, unauthorised */
#define N_NEG		BIT_ULL(8)
#define N_MODAL		BIT_ULL(9)
#define N_MAY		BIT_ULL(10)
#define N_WORK		BIT_ULL(11)	/* file, software, source, program: the work, after N_DET */
#define N_DET		BIT_ULL(12)	/* this, these: "this file" is the work, "a file" is not */
#define N_YOU		BIT_ULL(13)
#define N_CONF		BIT_ULL(14)	/* confidential, proprietary */
#define N_PROPERTY	BIT_ULL(15)	/* what "confidential" qualifies in a notice */
#define N_COPULA	BIT_ULL(16)
#define N_AGREE		BIT_ULL(17)	/* agreement, contract */
#define N_AGREE_KIND	BIT_ULL(18)	/* license agreement, non-disclosure agreement */
#define N_EULA		BIT_ULL(19)	/* EULA, NDA */
#define N_WARRANTY	BIT_ULL(20)
#define N_DISCLAIM	BIT_ULL(21)
#define N_LIABLE	BIT_ULL(22)
#define N_POINT		BIT_ULL(23)	/* see, refer: a pointer to a license file */
#define N_TERMS		BIT_ULL(24)
#define N_TRADE		BIT_ULL(25)
#define N_SECRET	BIT_ULL(26)
#define N_LICFILE	BIT_ULL(27)	/* COPYING, LICENSE: a file, when in capitals */
#define N_FREELY	BIT_ULL(28)
#define N_GIVEN		BIT_ULL(29)	/* provided, supplied: "provided as is" */
#define N_GOVERN	BIT_ULL(30)	/* under, subject, pursuant, governed */
#define N_PART		BIT_ULL(31)	/* copied, used: "this file may not be copied" */
#define N_WAIVE		BIT_ULL(32)
#define N_COPYRIGHT	BIT_ULL(33)
#define N_SAME		BIT_ULL(34)	/* "License: same as zlib" */

#define N_ACT		(N_COPY | N_DIST | N_DISCLOSE | N_USE | N_MODIFY)
/* Acts that technical prose rarely forbids of "this file" ("must not be used" it does). */
#define N_ACT_DENY	(N_COPY | N_DIST | N_DISCLOSE)
#define N_ACT_RIGHT	(N_ACT_DENY | N_MODIFY)

/* The lexicon (spdx_notice.def): the forms of a word and its classes. */
static const struct {
	const char *forms;
	unsigned long long cls;
} lexicon[] = {
#define NOTICE_WORDS(forms, cls)	{ forms, cls },
#include "spdx_notice.def"
#undef NOTICE_WORDS
};

/*
 * Short licenses whose whole text is one notice, named by the SPDX list:
 * found word for word, they are that license beyond doubt.
 */
static const struct {
	const char *id;
	const char *text;
} whole[SPDX_NOTICE_WHOLE] = {
	{
		"FSFAP",
		"Copying and distribution of this file, with or without modification, are permitted in any medium without royalty provided the copyright notice and this notice are preserved.  This file is offered as-is, without any warranty."
	},
	{
		"FSFULLR",
		"This file is free software; the Free Software Foundation gives unlimited permission to copy and/or distribute it, with or without modifications, as long as this notice is preserved."
	},
};

/* What each rule says the sentence does, for the message. */
static const char *const said[] = {
	"restricts copying, distribution, disclosure or use",
	"grants rights to copy, distribute or use it",
	"says it is confidential or proprietary",
	"points at terms kept elsewhere",
	"refers to an agreement",
	"disclaims warranty (a fragment of a license)",
	"waives copyright",
};

enum { R_RESTRICT, R_GRANT, R_CONF, R_POINTER, R_AGREE, R_WARRANTY, R_WAIVE, R_NONE };

static void lex_add(struct spdx_notice_lex *lex, const char *w, size_t len, unsigned long long cls)
{
	unsigned int h = spdx_hash_bytes(w, len), i;

	h |= !h;	/* 0 is the empty slot */
	for (i = h % SPDX_NOTICE_SLOTS; lex->hash[i] && lex->hash[i] != h;
	     i = (i + 1) % SPDX_NOTICE_SLOTS)
		;
	lex->hash[i] = h;
	lex->cls[i] |= cls;
}

static unsigned long long lex_cls(const struct spdx_notice_lex *lex, const struct spdx_word *w)
{
	unsigned int h = w->hash | !w->hash, i;

	for (i = h % SPDX_NOTICE_SLOTS; lex->hash[i]; i = (i + 1) % SPDX_NOTICE_SLOTS)
		if (lex->hash[i] == h)
			return lex->cls[i];
	return 0;
}

static void compile(struct spdx_notice_lex *lex)
{
	size_t i, k;

	memset(lex, 0, sizeof(*lex));
	for (i = 0; i < ARRAY_SIZE(lexicon); i++) {
		const char *p = lexicon[i].forms;

		while (*p) {
			size_t len = strcspn(p, " ");

			lex_add(lex, p, len, lexicon[i].cls);
			p += len;
			p += strspn(p, " ");
		}
	}
	for (i = 0; i < ARRAY_SIZE(whole); i++) {
		struct spdx_words ws;

		memset(&ws, 0, sizeof(ws));
		spdx_words_tokenise(&ws, whole[i].text, strlen(whole[i].text), 1, 1);
		for (k = 0; k < ws.n && k < SPDX_NOTICE_WHOLE_WORDS; k++)
			lex->whole[i].hash[k] = ws.v[k].hash;
		/* Out of memory: a length of 0 matches nothing. */
		lex->whole[i].n = ws.oom ? 0 : k;
		spdx_words_release(&ws);
	}
	lex->ready = true;
}

/* One sentence, its words' classes at hand. */
struct sent {
	const struct spdx_words *ws;
	size_t s0, n;
	size_t at;		/* the word that decided, for the quote */
	unsigned long long cls[SENT_MAX];
	unsigned long long any;
};

static bool is(const struct sent *s, size_t k, const char *word)
{
	return k < s->n && spdx_word_is(&s->ws->v[s->s0 + k], word);
}

static bool cls_at(const struct sent *s, size_t k, unsigned long long mask)
{
	return k < s->n && (s->cls[k] & mask);
}

/* Is there a word of MASK among the SPAN words before K? */
static bool before(const struct sent *s, size_t k, size_t span, unsigned long long mask)
{
	size_t i = k > span ? k - span : 0;

	for (; i < k; i++)
		if (s->cls[i] & mask)
			return true;
	return false;
}

/* "this file", "these source files": the work itself, not a file it handles. */
static bool work_at(const struct sent *s, size_t k)
{
	return (s->cls[k] & N_WORK) && before(s, k, 2, N_DET);
}

static bool work_ref(const struct sent *s)
{
	size_t k;

	for (k = 1; k < s->n; k++)
		if (work_at(s, k))
			return true;
	return false;
}

/*
 * An act of MASK done to the work: "copying of this file", "use this
 * code", or "this file may not be copied"; "is not permitted to use
 * global variables" is not one.
 */
static bool acted(const struct sent *s, unsigned long long mask)
{
	size_t k, i;

	for (k = 0; k < s->n; k++) {
		if (!(s->cls[k] & mask))
			continue;
		for (i = k + 1; i < s->n && i <= k + 4; i++)
			if (work_at(s, i))
				return true;
		if (!(s->cls[k] & N_PART))
			continue;
		for (i = k > 6 ? k - 6 : 0; i < k; i++)
			if (work_at(s, i))
				return true;
	}
	return false;
}

/* A negated modal among the three words before K: "may not (be)", "cannot (be)". */
static bool denied_modal(const struct sent *s, size_t k)
{
	size_t m = k > 3 ? k - 3 : 0;

	for (; m < k; m++)
		if ((s->cls[m] & N_MODAL) &&
		    ((s->cls[m] & N_NEG) || (m + 1 < k && (s->cls[m + 1] & N_NEG))))
			return true;
	return false;
}

/*
 * The rules, each asked of one word K of a sentence: does the sentence
 * speak of rights, decided at K?
 */

/* "copying of this file is prohibited", "unauthorized use of this software" */
static bool forbidden(const struct sent *s, size_t k)
{
	return (s->cls[k] & N_FORBID) && acted(s, N_ACT);
}

/* "not permitted", "without (the) (prior) (written) consent" */
static bool not_permitted(const struct sent *s, size_t k)
{
	return (s->cls[k] & (N_PERMIT | N_ALLOW)) && before(s, k, 4, N_NEG) && acted(s, N_ACT);
}

/*
 * A negated modal takes the work as subject ("this file may not be
 * copied") or the reader ("you may not copy"): "real platforms must not
 * copy this code" is advice.  Editing is not among the acts: "do not
 * modify this file" is what generated files say.
 */
static bool denied(const struct sent *s, size_t k)
{
	if (!(s->cls[k] & N_ACT_DENY))
		return false;
	if (denied_modal(s, k) &&
	    (((s->cls[k] & N_PART) && is(s, k - 1, "be") && acted(s, N_ACT_DENY)) ||
	     before(s, k, 4, N_YOU)))
		return true;
	/* "do not distribute this file", "not to be disclosed" */
	if (k >= 2 && (s->cls[k - 1] & N_NEG) && (is(s, k - 2, "do") || is(s, k - 2, "don")) &&
	    acted(s, N_ACT_DENY))
		return true;
	return k >= 3 && is(s, k - 3, "not") && is(s, k - 2, "to") && is(s, k - 1, "be");
}

/* "permission to copy this file", "this code may be freely distributed" */
static bool permitted(const struct sent *s, size_t k)
{
	return (s->cls[k] & (N_PERMIT | N_FREELY)) && acted(s, N_ACT);
}

static bool granted(const struct sent *s, size_t k)
{
	/* "redistribution in source and binary forms is permitted" */
	if ((s->cls[k] & N_COPULA) && (is(s, k + 1, "permitted") || is(s, k + 1, "granted")) &&
	    before(s, k, 8, N_ACT))
		return true;
	/* "it may be used for any purpose" */
	if (is(s, k, "for") && is(s, k + 1, "any") && is(s, k + 2, "purpose") &&
	    before(s, k, 4, N_ACT))
		return true;
	/* "this file may be copied", "you may redistribute" */
	if ((s->cls[k] & N_MAY) &&
	    ((is(s, k + 1, "be") && cls_at(s, k + 2, N_ACT_RIGHT) && acted(s, N_ACT_RIGHT)) ||
	     (cls_at(s, k + 1, N_ACT_RIGHT) && before(s, k, 2, N_YOU))))
		return true;
	/* "you are free to use" */
	return is(s, k, "free") && is(s, k + 1, "to") && cls_at(s, k + 2, N_ACT) &&
	       (before(s, k, 3, N_YOU) || acted(s, N_ACT));
}

static bool confidential(const struct sent *s, size_t k)
{
	size_t c, i;

	/* "confidential property of", "proprietary information of" */
	if ((s->cls[k] & N_CONF) && cls_at(s, k + 1, N_PROPERTY) && is(s, k + 2, "of"))
		return true;
	/* "trade secrets" */
	if ((s->cls[k] & N_TRADE) && cls_at(s, k + 1, N_SECRET))
		return true;
	/* "strictly confidential, not to be disclosed" */
	if ((s->cls[k] & N_CONF) && (s->any & (N_FORBID | N_DISCLOSE)) && !(s->any & N_AGREE))
		return true;
	/*
	 * "this file contains proprietary information", "this code is (the)
	 * (sole) property of"; not "this file contains the OF property as
	 * well as".
	 */
	if (!work_at(s, k))
		return false;
	for (c = k + 1; c < s->n && c <= k + 3; c++) {
		if (!(s->cls[c] & N_COPULA))
			continue;
		for (i = c + 1; i < s->n && i <= c + 4; i++)
			if ((s->cls[i] & N_CONF) || (is(s, i, "property") && is(s, i + 1, "of")))
				return true;
	}
	return false;
}

static bool pointer(const struct sent *s, size_t k)
{
	const struct spdx_word *w = &s->ws->v[s->s0 + k];

	/* "see COPYING", "refer to LICENSE.txt for the terms" */
	if ((s->cls[k] & N_LICFILE) && (w->flags & SPDX_W_CAPS) &&
	    (s->any & (N_POINT | N_TERMS | N_GOVERN)))
		return true;
	if ((s->cls[k] & (N_LICFILE | N_COPY)) && (is(s, k + 1, "txt") || is(s, k + 1, "md")) &&
	    (s->any & (N_POINT | N_TERMS)))
		return true;
	/* "License: same as ZLIB" (minizip's mztools.c) */
	if (is(s, k, "license") && (cls_at(s, k + 1, N_SAME) || cls_at(s, k + 2, N_SAME)))
		return true;
	if (!(s->cls[k] & N_TERMS) || (k && is(s, k - 1, "in")))
		return false;	/* not "in terms of" */
	/* "copying conditions", "license terms", "terms of use", "terms of the agreement" */
	if (k && (s->cls[k - 1] & (N_ACT | N_LICFILE | N_AGREE)))
		return true;
	if (is(s, k + 1, "of") &&
	    (cls_at(s, k + 2, N_ACT | N_AGREE | N_EULA) ||
	     (is(s, k + 2, "the") && cls_at(s, k + 3, N_ACT | N_AGREE | N_EULA))))
		return true;
	/* "under the terms", "subject to the terms" */
	return k && is(s, k - 1, "the") && before(s, k, 4, N_GOVERN);
}

/*
 * An agreement about the work or its reader: "the data sheet, under
 * nondisclosure agreement" and "documentation available under NDA" are
 * about something else.  An EULA is a contract whatever the sentence is
 * about.
 */
static bool agreement(const struct sent *s, size_t k)
{
	if (is(s, k, "eula") || is(s, k, "eulas"))
		return true;
	if (!(s->cls[k] & (N_AGREE | N_EULA)) || !(work_ref(s) || (s->any & N_YOU)))
		return false;
	/* "this file is provided under NDA", "license agreement", "non-disclosure agreement" */
	if ((s->cls[k] & N_EULA) || (k && (s->cls[k - 1] & N_AGREE_KIND)))
		return true;
	/* "use of this code is governed by the agreement" */
	return s->any & (N_GOVERN | N_TERMS);
}

static bool disclaimer(const struct sent *s, size_t k)
{
	/* "without any warranty", "implied warranties" */
	if ((s->cls[k] & N_WARRANTY) && (s->any & (N_NEG | N_DISCLAIM)))
		return true;
	/* "shall not be liable", "no liability" */
	if ((s->cls[k] & N_LIABLE) && before(s, k, 3, N_NEG))
		return true;
	/*
	 * "this software is provided as is", "on an as-is basis"; not "whose
	 * name is provided as-is (kept unaltered)".
	 */
	return is(s, k, "as") && is(s, k + 1, "is") &&
	       ((k && (s->cls[k - 1] & N_GIVEN)) || is(s, k + 2, "basis") ||
		is(s, k + 2, "without")) &&
	       ((s->any & (N_WARRANTY | N_LIABLE)) || work_ref(s));
}

/* "has waived all copyright and related rights"; not "PCI Express ... Copyright" */
static bool waiver(const struct sent *s, size_t k)
{
	return ((s->cls[k] & N_WAIVE) && ((s->any & N_COPYRIGHT) || is(s, k + 1, "all"))) ||
	       ((is(s, k, "disclaims") || is(s, k, "disclaim") || is(s, k, "disclaimed")) &&
		cls_at(s, k + 1, N_COPYRIGHT));
}

/* In order: a restriction is named before the grant it qualifies. */
static const struct {
	bool (*holds)(const struct sent *s, size_t k);
	int rule;
} rules[] = {
	{ forbidden, R_RESTRICT },
	{ not_permitted, R_RESTRICT },
	{ denied, R_RESTRICT },
	{ permitted, R_GRANT },
	{ granted, R_GRANT },
	{ confidential, R_CONF },
	{ pointer, R_POINTER },
	{ agreement, R_AGREE },
	{ disclaimer, R_WARRANTY },
	{ waiver, R_WAIVE },
};

/* The first rule that holds at some word decides; S->at is that word. */
static int classify(struct sent *s)
{
	size_t r, k;

	for (r = 0; r < ARRAY_SIZE(rules); r++) {
		for (k = 0; k < s->n; k++) {
			if (rules[r].holds(s, k)) {
				s->at = k;
				return rules[r].rule;
			}
		}
	}
	return R_NONE;
}

/* Is whole license I's text in WS, word for word? */
static bool whole_text(const struct spdx_notice_lex *lex, const struct spdx_words *ws, size_t i,
		       size_t *at)
{
	size_t n = lex->whole[i].n, s, k;

	for (s = 0; n && s + n <= ws->n; s++) {
		for (k = 0; k < n && ws->v[s + k].hash == lex->whole[i].hash[k]; k++)
			;
		if (k == n) {
			*at = s;
			return true;
		}
	}
	return false;
}

/* The sentence's words, as the tokeniser read them, into BUF. */
static void quote(const struct spdx_words *ws, size_t s0, size_t s1, char *buf, size_t size)
{
	size_t i, len = 0;

	buf[0] = '\0';
	for (i = s0; i < s1; i++) {
		const struct spdx_word *w = &ws->v[i];

		if (len + w->len + 5 >= size) {
			snprintf(buf + len, size - len, " ...");
			return;
		}
		len += (size_t)snprintf(buf + len, size - len, "%s%.*s", i > s0 ? " " : "",
					(int)w->len, w->s);
	}
}

static bool classify_words(struct spdx_notice_lex *lex, const struct spdx_words *ws,
			   const struct spdx_db *db, struct spdx_inference *out)
{
	struct sent s;
	char q[88];
	size_t i, at;

	memset(&s, 0, sizeof(s));
	s.ws = ws;
	for (i = 0; i < SPDX_NOTICE_WHOLE; i++) {
		if (!whole_text(lex, ws, i, &at))
			continue;
		out->line = ws->v[at].line;
		out->col = ws->v[at].col;
		if (spdx_db_license(db, whole[i].id, strlen(whole[i].id))) {
			out->status = SPDX_TEXT_RECOGNISED;
			snprintf(out->expr, sizeof(out->expr), "%s", whole[i].id);
			snprintf(out->text_expr, sizeof(out->text_expr), "%s", whole[i].id);
			snprintf(out->why, sizeof(out->why),
				 "license text at line %u is the whole text of %s", out->line,
				 whole[i].id);
		} else {
			out->status = SPDX_TEXT_UNRECOGNISED;
			snprintf(out->why, sizeof(out->why),
				 "license text at line %u is %s, which these licenses do not list",
				 out->line, whole[i].id);
		}
		return true;
	}
	for (s.s0 = 0; s.s0 < ws->n; s.s0 += s.n) {
		size_t s1 = spdx_words_sentence_end(ws, s.s0);
		int r;

		s.n = s1 - s.s0 < SENT_MAX ? s1 - s.s0 : SENT_MAX;
		s.any = 0;
		for (i = 0; i < s.n; i++) {
			s.cls[i] = lex_cls(lex, &ws->v[s.s0 + i]);
			s.any |= s.cls[i];
		}
		/* Every rule needs two classes at least: most sentences stop here. */
		if (!(s.any & ~(N_DET | N_NEG | N_MODAL | N_COPULA | N_WORK)))
			continue;
		r = classify(&s);
		if (r == R_NONE)
			continue;
		out->status = SPDX_TEXT_UNRECOGNISED;
		out->line = ws->v[s.s0 + s.at].line;
		out->col = ws->v[s.s0 + s.at].col;
		/* The sentence; a long one from ten words before the one that decided. */
		at = s.s0 + (s.at > 10 ? s.at - 10 : 0);
		quote(ws, at, s.s0 + s.n, q, sizeof(q));
		snprintf(out->why, sizeof(out->why),
			 "the notice at line %u %s, \"%s\": not the default", out->line,
			 said[r], q);
		return true;
	}
	return false;
}

bool spdx_notice_read(struct spdx_notice_lex *lex, const struct spdx_file *file,
		      const struct spdx_words *ws, const struct spdx_db *db,
		      struct spdx_inference *out)
{
	struct spdx_words own;
	bool decided;

	if (!lex->ready)
		compile(lex);
	if (!db)
		db = spdx_db_builtin();
	if (ws)
		return classify_words(lex, ws, db, out);
	memset(&own, 0, sizeof(own));
	spdx_words_tokenise_file(&own, file);
	if (own.oom) {
		/* Unread is not "no rights": no guess. */
		out->status = SPDX_TEXT_UNRECOGNISED;
		snprintf(out->why, sizeof(out->why), "out of memory reading the license text");
		decided = true;
	} else {
		decided = classify_words(lex, &own, db, out);
	}
	spdx_words_release(&own);
	return decided;
}
