// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Full-text matching (see spdx_fulltext.h).  A reference text is split
 * into paragraphs ("clauses") of word 4-shingles; a file matches it when
 * each required clause has CLAUSE_PRESENT percent of its shingles in the
 * file's shingle set.  References are loaded once per context and source,
 * and tokenised only when a file's wording points at their family.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_fulltext.h"
#include "spdx_util.h"

#define SHINGLE		4	/* words per shingle */
#define REF_MAX_TEXT	SPDX_DB_TEXT_MAX
#define CLAUSE_MIN	12	/* shorter paragraphs (titles, trademarks) are optional */
#define CLAUSE_PRESENT	40	/* percent of a clause's shingles a file must have */
#define CLAUSE_NEAR	20	/* percent below which a clause is simply absent */

/* ------------------------------------------------------------------------ */
/* Shingle sets */

struct hset {
	unsigned int *slot;
	size_t mask;
};

static unsigned int shingle_at(const struct spdx_word *w)
{
	unsigned int h = SPDX_HASH_SEED;
	int k;

	for (k = 0; k < SHINGLE; k++) {
		h ^= w[k].hash;
		h *= 16777619u;
		h ^= h >> 15;
	}
	return h | 1;	/* 0 marks an empty slot */
}

static bool hset_init(struct hset *s, size_t n)
{
	size_t size = 16;

	while (size < 2 * n)
		size *= 2;
	s->slot = (unsigned int *)calloc(size, sizeof(*s->slot));
	s->mask = size - 1;
	return s->slot;
}

static void hset_add(struct hset *s, unsigned int h)
{
	size_t i = h & s->mask;

	while (s->slot[i] && s->slot[i] != h)
		i = (i + 1) & s->mask;
	s->slot[i] = h;
}

static bool hset_has(const struct hset *s, unsigned int h)
{
	size_t i = h & s->mask;

	while (s->slot[i]) {
		if (s->slot[i] == h)
			return true;
		i = (i + 1) & s->mask;
	}
	return false;
}

/* ------------------------------------------------------------------------ */
/* Reference texts */

struct clause {
	unsigned int *sh;		/* its shingles */
	size_t n;
};

struct ref {
	char id[40];
	enum spdx_family family;	/* what "BSD license" etc. refer to */
	const char *text;		/* tokenised on first use, see ref_ready() */
	size_t len;
	char *own;			/* TEXT, when the cache owns it */
	bool ready;
	struct clause *cl;
	size_t nr_cl;
};

struct ref_cache {
	bool loaded;
	const struct spdx_db *db;	/* the kernel db the cache was built from, or NULL */
	struct ref *v;
	size_t n;
};

/* One cache for the kernel db in use, one for common-licenses: no thrashing. */
struct spdx_refs {
	struct ref_cache kernel, common;
	char *common_dir;
};

/* Which name ("BSD license") a reference answers to. */
static enum spdx_family ref_family(const char *id)
{
	static const struct {
		const char *prefix;
		enum spdx_family family;
	} map[] = {
		{ "BSD", SPDX_FAM_BSD }, { "Linux-OpenIB", SPDX_FAM_BSD },
		{ "MIT", SPDX_FAM_MIT }, { "X11", SPDX_FAM_MIT },
		{ "ISC", SPDX_FAM_ISC }, { "Zlib", SPDX_FAM_ZLIB },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(map); i++)
		if (!strncmp(id, map[i].prefix, strlen(map[i].prefix)))
			return map[i].family;
	return SPDX_FAM_NONE;
}

/* A reference text, tokenised only when a file needs it. */
static void add_ref(struct ref_cache *cache, const char *id, const char *text, size_t len,
		    char *own)
{
	struct ref *r, *v;

	if (len > REF_MAX_TEXT) {
		free(own);
		return;
	}
	v = (struct ref *)realloc(cache->v, (cache->n + 1) * sizeof(*v));
	if (!v) {
		free(own);
		return;
	}
	cache->v = v;
	r = &cache->v[cache->n++];
	memset(r, 0, sizeof(*r));
	snprintf(r->id, sizeof(r->id), "%s", id);
	r->family = ref_family(r->id);
	r->text = text;
	r->len = len;
	r->own = own;
}

/* Splits reference R into clauses of shingles, once; false if it has none. */
static bool ref_ready(struct ref *r)
{
	struct spdx_words ws;
	size_t i, start;

	if (r->ready)
		return r->nr_cl > 0;
	r->ready = true;
	memset(&ws, 0, sizeof(ws));
	spdx_words_tokenise(&ws, r->text, r->len, 1, 1);
	r->cl = ws.oom ? NULL : (struct clause *)calloc(ws.n + 1, sizeof(*r->cl));
	if (!r->cl) {
		spdx_words_release(&ws);
		return false;
	}
	for (start = 0; start < ws.n; start = i) {
		struct clause *c;
		size_t k;

		for (i = start + 1; i < ws.n && !(ws.v[i].flags & SPDX_W_PARA); i++)
			;
		/* Copyright lines are the file's own, not the license's. */
		if (i - start < SHINGLE + 1 || spdx_word_is(&ws.v[start], "copyright"))
			continue;
		c = &r->cl[r->nr_cl];
		c->sh = (unsigned int *)malloc((i - start) * sizeof(*c->sh));
		if (!c->sh)
			continue;
		for (k = start; k + SHINGLE <= i; k++)
			c->sh[c->n++] = shingle_at(&ws.v[k]);
		r->nr_cl++;	/* short ones too: optional, see clause_required() */
	}
	spdx_words_release(&ws);
	return r->nr_cl > 0;
}

static bool clause_required(const struct clause *c)
{
	return c->n + SHINGLE - 1 >= CLAUSE_MIN;
}

static void free_refs(struct ref_cache *cache)
{
	size_t i, j;

	for (i = 0; i < cache->n; i++) {
		for (j = 0; j < cache->v[i].nr_cl; j++)
			free(cache->v[i].cl[j].sh);
		free(cache->v[i].cl);
		free(cache->v[i].own);
	}
	free(cache->v);
	memset(cache, 0, sizeof(*cache));
}

struct spdx_refs *spdx_refs_new(const char *common_dir)
{
	struct spdx_refs *refs = (struct spdx_refs *)calloc(1, sizeof(*refs));

	if (!refs)
		return NULL;
	refs->common_dir = strdup(common_dir ? common_dir : "/usr/share/common-licenses");
	if (!refs->common_dir) {
		free(refs);
		return NULL;
	}
	return refs;
}

void spdx_refs_free(struct spdx_refs *refs)
{
	if (!refs)
		return;
	free_refs(&refs->kernel);
	free_refs(&refs->common);
	free(refs->common_dir);
	free(refs);
}

/* Debian's common licenses: only these are short enough to be embedded. */
static const struct {
	const char *file, *id;
} common_licenses[] = {
	{ "BSD", "BSD-3-Clause" },
};

/* The references of DB (a kernel db), else of common-licenses; loaded once. */
static struct ref_cache *load_refs(struct spdx_refs *refs, const struct spdx_db *db)
{
	struct ref_cache *cache;
	size_t i, j;

	if (db && !spdx_db_is_kernel(db))
		db = NULL;
	cache = db ? &refs->kernel : &refs->common;
	if (cache->loaded && cache->db == db)
		return cache;
	free_refs(cache);
	cache->loaded = true;
	cache->db = db;
	if (db) {
		size_t n = spdx_db_count(db);

		for (i = 0; i < n; i++) {
			const struct spdx_license *l = spdx_db_at(db, i);
			bool seen = false;

			if (!l || !l->text || (l->flags & SPDX_LIC_EXCEPTION))
				continue;
			/* One entry per text: GPL-2.0 and GPL-2.0-only share theirs. */
			for (j = 0; j < i && !seen; j++) {
				const struct spdx_license *o = spdx_db_at(db, j);

				seen = o && o->text == l->text;
			}
			if (!seen)
				add_ref(cache, l->id, l->text, l->text_len, NULL);
		}
	} else {
		for (i = 0; i < ARRAY_SIZE(common_licenses); i++) {
			char path[512];
			size_t len;
			char *buf;

			snprintf(path, sizeof(path), "%s/%s", refs->common_dir,
				 common_licenses[i].file);
			buf = spdx_read_file(path, REF_MAX_TEXT, &len, NULL);
			if (buf)
				add_ref(cache, common_licenses[i].id, buf, len, buf);
		}
	}
	return cache;
}

/* ------------------------------------------------------------------------ */
/* Matching */

/*
 * A reference matches when each of its required clauses has CLAUSE_PRESENT
 * percent of its shingles in the file.  Related references (BSD-2-Clause,
 * BSD-3-Clause, BSD-3-Clause-Clear, Linux-OpenIB) share clauses, so of the
 * matches of one family the one explaining the most shingles wins: a BSD-3
 * text matches BSD-2 too, but BSD-3 explains its third clause as well.
 * When a reference that nearly matches (each clause at CLAUSE_NEAR) would
 * explain more than the winner, the text is a variant we cannot place, and
 * we say so rather than guess.
 */
void spdx_fulltext_match(struct spdx_refs *refs, const struct spdx_db *db,
			 const struct spdx_words *ws, unsigned int wanted,
			 struct spdx_fulltext *out)
{
	struct ref_cache *cache;
	bool full_text = false;
	struct hset set;
	size_t i, j, k;
	size_t *hits;
	unsigned char *state;	/* 0: no, 1: near, 2: match */

	out->n = 0;
	out->close[0] = '\0';
	/*
	 * Only a full permissive text needs the reference texts, and every one
	 * of them grants "permission" or sets conditions on "redistribution":
	 * other files do not pay for loading them.
	 */
	for (i = 0; i < ws->n && !full_text; i++)
		full_text = spdx_word_is(&ws->v[i], "redistribution") ||
			    spdx_word_is(&ws->v[i], "redistributions") ||
			    spdx_word_is(&ws->v[i], "permission");
	if (!full_text || ws->n < SHINGLE || !refs)
		return;
	cache = load_refs(refs, db);
	if (!cache->n)
		return;
	if (!hset_init(&set, ws->n))
		return;
	for (i = 0; i + SHINGLE <= ws->n; i++)
		hset_add(&set, shingle_at(&ws->v[i]));
	hits = (size_t *)calloc(cache->n, sizeof(*hits));
	state = (unsigned char *)calloc(cache->n, 1);
	for (i = 0; hits && state && i < cache->n; i++) {
		struct ref *ref = &cache->v[i];

		/*
		 * Only the families the wording points at (each permissive text
		 * opens with its own wording, the LIKE rows; a notice that names
		 * one must be checked against its texts), each tokenised on demand.
		 */
		if ((ref->family != SPDX_FAM_NONE && !(wanted & (1u << ref->family))) ||
		    !ref_ready(ref))
			continue;
		state[i] = 2;
		for (j = 0; j < ref->nr_cl; j++) {
			const struct clause *c = &ref->cl[j];
			size_t hit = 0;

			for (k = 0; k < c->n; k++)
				hit += hset_has(&set, c->sh[k]);
#ifdef SPDX_INFER_DEBUG
			fprintf(stderr, "ref %s clause %zu: %zu/%zu%s\n", ref->id, j, hit, c->n,
				clause_required(c) ? "" : " (optional)");
#endif
			if (!clause_required(c))
				continue;
			hits[i] += hit;
			if (hit * 100 < (size_t)CLAUSE_NEAR * c->n)
				state[i] = 0;
			else if (hit * 100 < (size_t)CLAUSE_PRESENT * c->n && state[i])
				state[i] = 1;
		}
	}
	for (i = 0; hits && state && i < cache->n; i++) {
		const struct ref *ref = &cache->v[i];
		const struct clause *c0;
		bool best = state[i] == 2;

		for (j = 0; j < cache->n && best; j++) {
			if (j == i || !state[j] || cache->v[j].family != ref->family)
				continue;
			if (hits[j] > hits[i] || (hits[j] == hits[i] && j < i && state[j] == 2))
				best = false;
			if (!best && state[j] == 1 && !out->close[0])
				snprintf(out->close, sizeof(out->close),
					 "is close to %.40s and %.40s but not quite either",
					 ref->id, cache->v[j].id);
		}
		if (!best || out->n == SPDX_FULLTEXT_MAX)
			continue;
		c0 = &ref->cl[0];
		/* Where does the text start?  At the first shingle of its first clause. */
		for (k = 0; k + SHINGLE <= ws->n; k++) {
			unsigned int h = shingle_at(&ws->v[k]);

			for (j = 0; j < c0->n && c0->sh[j] != h; j++)
				;
			if (j < c0->n)
				break;
		}
		out->match[out->n].id = ref->id;
		out->match[out->n].family = ref->family;
		out->match[out->n].at = k + SHINGLE <= ws->n ? k : 0;
		out->n++;
	}
	free(hits);
	free(state);
	free(set.slot);
}
