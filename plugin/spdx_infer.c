// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * License-text inference, the decision: read the license notice in a
 * file's leading comments and derive the SPDX expression the kernel's 2017
 * cleanup would have chosen for it.
 *
 * The comments become canonical words (spdx_words.c); two independent
 * recognisers look at them: the rows of the pattern table
 * (spdx_patterns.def, found by spdx_patterns.c) for short notices, whose
 * version and "or later" wording are read here from the sentence, and the
 * reference texts (spdx_fulltext.c) for full permissive texts.  This file
 * turns what they found into terms (family claims, full texts, "the same
 * license as the kernel") and checks dual-licensing wording; spdx_spell.c
 * spells the expression.  A file without license text gets the default,
 * unless its comments speak of rights or terms (spdx_notice.c).
 *
 * Whatever is left unexplained (a license named but not pinned down, two
 * licenses without dual-licensing wording, an exception clause) makes the
 * text UNRECOGNISED: a wrong tag is worse than none.
 *
 * What is computed once (the compiled table, the reference texts, the uapi
 * default) hangs off struct spdx_infer_ctx, which the caller owns.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_fulltext.h"
#include "spdx_infer.h"
#include "spdx_notice.h"
#include "spdx_patterns.h"
#include "spdx_spell.h"
#include "spdx_words.h"

struct spdx_infer_ctx {
	struct spdx_patset patterns;	/* the table compiled, immutable once made */
	struct spdx_refs *refs;		/* reference texts, loaded on first use */
	struct spdx_notice_lex notice;	/* the notice classifier's lexicon, made on first use */
	struct spdx_default_cache uapi_default;	/* default= spelt for uapi headers */
};

struct spdx_infer_ctx *spdx_infer_ctx_new(const char *common_licenses)
{
	struct spdx_infer_ctx *ctx = (struct spdx_infer_ctx *)calloc(1, sizeof(*ctx));

	if (!ctx)
		return NULL;
	ctx->refs = spdx_refs_new(common_licenses);
	if (!ctx->refs) {
		free(ctx);
		return NULL;
	}
	spdx_patset_compile(&ctx->patterns);
	return ctx;
}

void spdx_infer_ctx_free(struct spdx_infer_ctx *ctx)
{
	if (!ctx)
		return;
	spdx_refs_free(ctx->refs);
	free(ctx);
}

/* ------------------------------------------------------------------------ */
/* Reading notices */

#define MAX_TERMS	6

struct reading {
	const struct spdx_words *ws;
	struct spdx_hits h;		/* the pattern table's rows found */
	/* Per family: the version claims found. */
	struct {
		char version[8];	/* "2.0", "" when the claims had none */
		bool versioned, plus, only, conflict, claimed;
		bool lesser;		/* a versionless claim said "Lesser" (2.1's name) */
		size_t at, at_bare;	/* first versioned / first versionless claim */
		bool bare;
	} fam[SPDX_NR_VERSIONED];
	bool dual, copying, license_like;
	/*
	 * A GPL notice without a version reads GPL-2.0, as the kernel's own
	 * cleanups tagged such files (its COPYING: version 2 unless a file says
	 * otherwise); elsewhere, and in uapi headers (tagged in 2017 with the
	 * SPDX reading), GPL-1.0+: any version.
	 */
	bool kernel_reading;
	size_t kernel_at;		/* a SPDX_PAT_KERNEL hit: where, or SIZE_MAX */
	size_t dual_at, like_at;
	enum spdx_family names[8];	/* SPDX_PAT_NAME families seen */
	size_t names_at[8];
	size_t nr_names;
	const char *poison, *soft;
	size_t poison_at, soft_at;
	struct spdx_term terms[MAX_TERMS];
	size_t nr_terms;
	bool failed;
	char fail[120];			/* why the text is not recognised */
	size_t fail_at;
};

/* "See the GPL for details", "a copy of the GPL": a reference, not a grant. */
static bool reference(const struct spdx_words *ws, size_t s0, size_t at)
{
	if (at > s0 && spdx_word_is(&ws->v[at - 1], "the"))
		at--;
	if (at > s0 && spdx_word_is(&ws->v[at - 1], "see"))
		return true;
	return at > s0 + 1 && spdx_word_is(&ws->v[at - 1], "of") &&
	       spdx_word_is(&ws->v[at - 2], "copy");
}

/*
 * One family mention H: read its version from the sentence ("GPL version 2",
 * "GPLv2", "version 2 of the GNU GPL", "either version 2 ... or (at your
 * option) any later version") and record the claim.
 */
static void read_claim(struct reading *r, size_t hi)
{
	const struct spdx_words *ws = r->ws;
	const struct spdx_hit *h = &r->h.v[hi];
	int f = (int)h->pat->family;
	size_t s0 = spdx_words_sentence_start(ws, h->start);
	size_t s1 = spdx_words_sentence_end(ws, h->start);
	size_t i, v = 0;
	char ver[8] = "", other[8];
	bool found = false, plus = false, only = false, grant = false, multi = false;

	/* Forward: "GPL 2", "GPL version 2", "GPL as published ...; either version 2". */
	for (i = h->end; i < s1 && !found; i++) {
		if (r->h.famv[i] >= 0) {
			if (r->h.famv[i] != f)
				break;	/* "... or the MPL 1.1": not ours */
			if (r->h.fend[i] == i + 1 && i == h->end)
				continue;	/* "General Public License (GPL) version 2" */
			i = r->h.fend[i] - 1;
			continue;
		}
		if ((i == h->end || (i == h->end + 1 && r->h.famv[h->end] == f)) &&
		    spdx_word_version(&ws->v[i], ver, sizeof(ver))) {
			found = true;
			v = i;
		} else if (spdx_word_is(&ws->v[i], "version") && i + 1 < s1 &&
			   spdx_word_version(&ws->v[i + 1], ver, sizeof(ver))) {
			found = true;
			v = i + 1;
		}
	}
	/* Backward: "version 2 of the GNU General Public License". */
	if (!found) {
		i = h->start;
		if (i > s0 && spdx_word_is(&ws->v[i - 1], "the"))
			i--;
		if (i >= s0 + 3 && spdx_word_is(&ws->v[i - 1], "of") &&
		    spdx_word_version(&ws->v[i - 2], ver, sizeof(ver)) &&
		    spdx_word_is(&ws->v[i - 3], "version")) {
			found = true;
			v = i - 2;
		}
	}
	for (i = r->h.first_hit[s0]; i < r->h.n && r->h.v[i].start < s1; i++) {
		const struct spdx_hit *o = &r->h.v[i];

		if (o->pat->kind == SPDX_PAT_GRANT)
			grant = true;
		if (o->pat->kind == SPDX_PAT_ONLY && o->start + 4 >= h->start)
			only = true;
		/* "and no later version" is the opposite of "or later". */
		if (found && o->start > v && o->pat->kind == SPDX_PAT_PLUS &&
		    !spdx_word_is(&ws->v[o->start - 1], "no") &&
		    !spdx_word_is(&ws->v[o->start - 1], "not"))
			plus = true;
	}
	/*
	 * "version 2 or (at your option) version 3": two versions of this
	 * family.  A version belongs to the family named last before it (or
	 * first after it, "version 2 of the GPL"), so "the GPL version 2 or
	 * the MPL version 1.1" is no conflict.
	 */
	for (i = s0 + 1; found && i < s1; i++) {
		int owner = -1;
		size_t k;

		if (!spdx_word_is(&ws->v[i - 1], "version") ||
		    !spdx_word_version(&ws->v[i], other, sizeof(other)) || !strcmp(other, ver))
			continue;
		for (k = i; k-- > s0 && owner < 0; )
			owner = r->h.famv[k];
		for (k = i + 1; k < s1 && owner < 0; k++)
			owner = r->h.famv[k];
		if (owner == f)
			multi = true;
	}
	if (found) {
		if (multi) {
			r->fam[f].conflict = true;
		} else if (r->fam[f].versioned && strcmp(r->fam[f].version, ver)) {
			r->fam[f].conflict = true;
		} else if (!r->fam[f].versioned) {
			r->fam[f].versioned = true;
			snprintf(r->fam[f].version, sizeof(r->fam[f].version), "%s", ver);
			r->fam[f].at = h->start;
		}
		r->fam[f].plus |= plus;
		r->fam[f].only |= only;
		r->fam[f].claimed = true;
	} else if (grant && !reference(ws, s0, h->start)) {
		if (!r->fam[f].bare) {
			r->fam[f].at_bare = h->start;
			r->fam[f].lesser = !!strstr(h->pat->words, "lesser");
		}
		r->fam[f].bare = true;
		r->fam[f].claimed = true;
	}
}

static void add_term(struct reading *r, const char *id, enum spdx_family family, size_t at,
		     const char *note)
{
	struct spdx_term *t;
	size_t i;

	for (i = 0; i < r->nr_terms; i++)
		if (!strcmp(r->terms[i].id, id))
			return;
	if (r->nr_terms == MAX_TERMS)
		return;
	t = &r->terms[r->nr_terms++];
	snprintf(t->id, sizeof(t->id), "%s", id);
	t->family = family;
	t->gpl = family == SPDX_FAM_GPL || family == SPDX_FAM_LGPL;
	t->at = at;
	snprintf(t->note, sizeof(t->note), "%s", note ? note : "");
}

static void fail(struct reading *r, const char *why, size_t at)
{
	if (!r->failed) {
		r->failed = true;
		snprintf(r->fail, sizeof(r->fail), "%s", why);
		r->fail_at = at;
	}
}

/* Turns the family claims into terms, GPL family first. */
static void family_terms(struct reading *r)
{
	int f;

	for (f = 0; f < SPDX_NR_VERSIONED; f++) {
		enum spdx_family fam = (enum spdx_family)f;
		char id[40];

		if (!r->fam[f].claimed)
			continue;
		if (r->fam[f].conflict) {
			fail(r, f == SPDX_FAM_GPL ? "names more than one GPL version" :
					     "names more than one license version", r->fam[f].at);
			continue;
		}
		if (!r->fam[f].versioned && f == SPDX_FAM_LGPL) {
			/*
			 * As for the GPL: no version means any, so from the first,
			 * the Library GPL 2.0, or 2.1 which renamed it "Lesser".
			 */
			add_term(r, r->fam[f].lesser ? "LGPL-2.1+" : "LGPL-2.0+", fam,
				 r->fam[f].at_bare, "(no version given)");
			continue;
		}
		if (!r->fam[f].versioned) {
			if (f != SPDX_FAM_GPL) {
				fail(r, "names a license without its version", r->fam[f].at_bare);
				continue;
			}
			/* The 2017 cleanup's rule: COPYING is the kernel's GPLv2. */
			if (r->copying) {
				add_term(r, "GPL-2.0", fam, r->fam[f].at_bare,
					 "(no version; points at COPYING)");
			} else if (r->kernel_at != SIZE_MAX) {
				add_term(r, "GPL-2.0", fam, r->fam[f].at_bare,
					 "(no version; the same license as the kernel)");
			} else if (r->kernel_reading) {
				add_term(r, "GPL-2.0", fam, r->fam[f].at_bare,
					 "(no version given: version 2, the kernel's reading)");
				r->terms[r->nr_terms - 1].versionless = true;
			} else {
				add_term(r, "GPL-1.0+", fam, r->fam[f].at_bare,
					 "(no version given: any version, the SPDX reading)");
			}
			continue;
		}
		if (!spdx_family_id(fam, r->fam[f].version, r->fam[f].plus, id, sizeof(id)))
			fail(r, "names a license version that does not exist", r->fam[f].at);
		else if (r->fam[f].plus && r->fam[f].only)
			fail(r, "says both \"only\" and \"or later\"", r->fam[f].at);
		else
			add_term(r, id, fam, r->fam[f].at, NULL);
	}
}

/*
 * Full permissive texts: the references of the families the wording points
 * at (a LIKE row, the opening words of a text, or a NAME row, "BSD
 * license"), matched by spdx_fulltext.c.
 */
static void text_terms(struct reading *r, struct spdx_refs *refs, const struct spdx_words *ws,
		       const struct spdx_db *db)
{
	struct spdx_fulltext ft;
	size_t i;

	spdx_fulltext_match(refs, db, ws, spdx_hits_families(&r->h), &ft);
	if (ft.close[0])
		fail(r, ft.close, 0);
	for (i = 0; i < ft.n; i++)
		add_term(r, ft.match[i].id, ft.match[i].family, ft.match[i].at, NULL);
}

/* Finds the table's rows in WS and reads them: claims, names, wording. */
static void read_words(struct reading *r, const struct spdx_patset *ps,
		       const struct spdx_words *ws)
{
	size_t i, n;

	r->ws = ws;
	if (!spdx_patset_find(ps, ws, &r->h)) {
		r->h.n = 0;
		fail(r, "could not be read (out of memory)", 0);
		return;
	}
	for (i = 0; i < ws->n; i++) {
		const struct spdx_word *w = &ws->v[i];

		if ((w->flags & SPDX_W_CAPS) && spdx_word_is(w, "copying"))
			r->copying = true;
	}
	/*
	 * License-like, so UNRECOGNISED rather than NONE when nothing is
	 * recognised: a license word in a sentence that grants something
	 * ("distributed under the license ..."), not a stray "license" or a
	 * lone warranty disclaimer.
	 */
	for (i = 0; i < r->h.n && !r->license_like; i++) {
		const struct spdx_hit *h = &r->h.v[i];
		size_t s0, s1, k;

		if (h->pat->kind == SPDX_PAT_GRANT) {
			s0 = spdx_words_sentence_start(ws, h->start);
			s1 = spdx_words_sentence_end(ws, h->start);
			for (k = s0; k < s1 && !r->license_like; k++) {
				const struct spdx_word *w = &ws->v[k];

				if (k != h->start && spdx_license_word(w))
					r->license_like = true;
			}
		} else if (h->pat->kind == SPDX_PAT_FAMILY ? h->end - h->start > 1 :
			   spdx_pattern_triggers(h->pat->kind)) {
			r->license_like = true;
		}
		r->like_at = h->start;
	}
	for (i = 0; i < r->h.n; i++) {
		const struct spdx_hit *h = &r->h.v[i];

		switch (h->pat->kind) {
		case SPDX_PAT_FAMILY:
			read_claim(r, i);
			break;
		case SPDX_PAT_DUAL:
			if (!r->dual)
				r->dual_at = h->start;
			r->dual = true;
			break;
		case SPDX_PAT_NAME:
			for (n = 0; n < r->nr_names && r->names[n] != h->pat->family; n++)
				;
			if (n == r->nr_names && n < ARRAY_SIZE(r->names)) {
				r->names[n] = h->pat->family;
				r->names_at[n] = h->start;
				r->nr_names++;
			}
			break;
		case SPDX_PAT_KERNEL:
			if (r->kernel_at == SIZE_MAX)
				r->kernel_at = h->start;
			break;
		case SPDX_PAT_SOFT:
			if (!r->soft) {
				r->soft = h->pat->name;
				r->soft_at = h->start;
			}
			break;
		case SPDX_PAT_POISON:
			if (!r->poison) {
				r->poison = h->pat->name;
				r->poison_at = h->start;
			}
			break;
		default:
			break;
		}
	}
	for (i = 0; i < SPDX_NR_VERSIONED; i++) {
		if (r->fam[i].claimed && !r->license_like) {
			r->license_like = true;
			r->like_at = r->fam[i].versioned ? r->fam[i].at : r->fam[i].at_bare;
		}
	}
}

/* ------------------------------------------------------------------------ */
/* Placing the result */

static void place(const struct spdx_words *ws, size_t at, struct spdx_inference *out)
{
	if (at < ws->n) {
		out->line = ws->v[at].line;
		out->col = ws->v[at].col;
	}
}

/*
 * "The same license as the kernel": the kernel's COPYING, GPL-2.0, unless
 * the notice names a GPL version itself ("GPL, the same as all kernel
 * sources" is read by family_terms()).
 */
static void kernel_term(struct reading *r)
{
	size_t i;

	if (r->kernel_at == SIZE_MAX)
		return;
	for (i = 0; i < r->nr_terms; i++)
		if (r->terms[i].gpl)
			return;
	add_term(r, "GPL-2.0", SPDX_FAM_GPL, r->kernel_at, "(the same license as the kernel)");
}

static void free_reading(struct reading *r, struct spdx_words *ws)
{
	if (r) {
		spdx_hits_release(&r->h);
		free(r);
	}
	spdx_words_release(ws);
}

/* ------------------------------------------------------------------------ */
/* The default */

static void set_none(struct spdx_infer_ctx *ctx, const struct spdx_file *file,
		     const struct spdx_infer_opts *opts, struct spdx_inference *out)
{
	out->status = SPDX_TEXT_NONE;
	spdx_default_spell(&ctx->uapi_default, opts ? opts->default_expr : NULL,
			   file && file->uapi, opts ? opts->db : NULL, out->expr,
			   sizeof(out->expr));
	snprintf(out->why, sizeof(out->why), "no license text in the leading comments");
}

/*
 * No license text: the default, unless the comments speak of rights or
 * terms (WS: their words, NULL when not read yet).  Only a suggestion pays
 * for the classifier.
 */
static void no_license_text(struct spdx_infer_ctx *ctx, const struct spdx_file *file,
			    const struct spdx_infer_opts *opts, const struct spdx_words *ws,
			    struct spdx_inference *out)
{
	if (opts && opts->suggest && opts->default_expr && opts->default_expr[0] &&
	    spdx_notice_read(&ctx->notice, file, ws, opts->db, out))
		return;
	set_none(ctx, file, opts, out);
}

/* ------------------------------------------------------------------------ */

static void infer(struct spdx_infer_ctx *ctx, const struct spdx_file *file,
		  const struct spdx_infer_opts *opts, struct spdx_inference *out)
{
	struct spdx_words ws;
	struct reading *r;
	size_t i, at;
	char desc[160];

	memset(out, 0, sizeof(*out));
	if (!spdx_patset_maybe_license(&ctx->patterns, file)) {
		no_license_text(ctx, file, opts, NULL, out);
		return;
	}
	memset(&ws, 0, sizeof(ws));
	spdx_words_tokenise_file(&ws, file);
	r = (struct reading *)calloc(1, sizeof(*r));
	if (!r || ws.oom) {
		free(r);
		spdx_words_release(&ws);
		out->status = SPDX_TEXT_UNRECOGNISED;
		snprintf(out->why, sizeof(out->why), "out of memory reading the license text");
		return;
	}
	r->kernel_reading = opts && opts->db && spdx_db_is_kernel(opts->db) && !file->uapi;
	r->kernel_at = SIZE_MAX;
	read_words(r, &ctx->patterns, &ws);
#ifdef SPDX_INFER_DEBUG
	for (i = 0; i < ws.n; i++)
		fprintf(stderr, "%s%s%.*s", ws.v[i].flags & SPDX_W_PARA ? "\n| " : "",
			ws.v[i].flags & SPDX_W_SENT ? " . " : " ", ws.v[i].len, ws.v[i].s);
	fprintf(stderr, "\n");
	for (i = 0; i < r->h.n; i++)
		fprintf(stderr, "hit '%s' at %zu\n", r->h.v[i].pat->words, r->h.v[i].start);
#endif
	family_terms(r);
	kernel_term(r);
	text_terms(r, ctx->refs, &ws, opts ? opts->db : NULL);

	/* Every permissive license the notice names must be one of the texts found. */
	for (i = 0; i < r->nr_names && !r->failed; i++) {
		size_t k;

		for (k = 0; k < r->nr_terms && r->terms[k].family != r->names[i]; k++)
			;
		if (k == r->nr_terms)
			fail(r, r->names[i] == SPDX_FAM_BSD ?
				"names a BSD license without its text" :
				"names a permissive license without its text", r->names_at[i]);
	}
	if (r->soft && !r->poison && !r->nr_terms) {
		/* "Based on public domain code", followed by a GPL notice, is fine. */
		r->poison = r->soft;
		r->poison_at = r->soft_at;
	}
	if (r->poison && !r->failed) {
		char why[sizeof(r->fail)];

		snprintf(why, sizeof(why), "mentions %s", r->poison);
		fail(r, why, r->poison_at);
	}
	if (!r->failed && r->nr_terms > 1 && !r->dual)
		fail(r, "names several licenses without saying they are alternatives",
		     r->terms[1].at);
	if (!r->failed && r->nr_terms == 1 && r->dual)
		fail(r, "is dual-licensed but only one license was recognised", r->dual_at);

	if (!r->failed && r->nr_terms) {
		bool long_ids = opts && opts->long_ids;

		spdx_terms_order(r->terms, r->nr_terms);
		out->status = SPDX_TEXT_RECOGNISED;
		spdx_terms_spell(r->terms, r->nr_terms, file->uapi, long_ids, false, out->expr,
				 sizeof(out->expr));
		spdx_terms_spell(r->terms, r->nr_terms, file->uapi, long_ids, true, out->text_expr,
				 sizeof(out->text_expr));
		at = ws.n;
		for (i = 0; i < r->nr_terms; i++)
			if (r->terms[i].at < at)
				at = r->terms[i].at;
		place(&ws, at, out);
		spdx_terms_describe(r->terms, r->nr_terms, desc, sizeof(desc));
		snprintf(out->why, sizeof(out->why), "license text at line %u reads %s",
			 out->line, desc);
	} else if (r->failed || r->license_like) {
		out->status = SPDX_TEXT_UNRECOGNISED;
		place(&ws, r->failed ? r->fail_at : r->like_at, out);
		if (r->failed)
			snprintf(out->why, sizeof(out->why), "license text at line %u %s",
				 out->line, r->fail);
		else
			snprintf(out->why, sizeof(out->why),
				 "license text at line %u is not recognised", out->line);
	} else {
		no_license_text(ctx, file, opts, &ws, out);
	}
	free_reading(r, &ws);
}

void spdx_infer(const struct spdx_file *file, const struct spdx_infer_opts *opts,
		struct spdx_inference *out)
{
	struct spdx_infer_ctx *own = NULL, *ctx = opts ? opts->ctx : NULL;

	if (!ctx) {
		/* No context: nothing is kept from one call to the next. */
		own = spdx_infer_ctx_new(NULL);
		ctx = own;
		if (!ctx) {
			memset(out, 0, sizeof(*out));
			out->status = SPDX_TEXT_UNRECOGNISED;
			snprintf(out->why, sizeof(out->why),
				 "out of memory reading the license text");
			return;
		}
	}
	infer(ctx, file, opts, out);
	spdx_infer_ctx_free(own);
}
