// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The short-notice patterns (see spdx_patterns.h): the table of
 * spdx_patterns.def, compiled into hash buckets keyed by a row's first
 * word, the reader that lists a word stream's hits, and the pre-filter,
 * whose trigger words are derived from the same rows so that it cannot
 * miss a notice the reader would recognise.  Patterns are at most
 * SPDX_PAT_WORDS words long and looked up by their first word's hash:
 * constant work per word.
 */
#include <stdlib.h>
#include <string.h>

#include "spdx_patterns.h"
#include "spdx_util.h"

const struct spdx_pattern spdx_patterns[SPDX_NR_PATTERNS] = {
#define PATTERN(words, kind, family, name) \
	{ words, SPDX_PAT_##kind, SPDX_FAM_##family, name },
#include "spdx_patterns.def"
#undef PATTERN
};

/*
 * The kinds that can change a file's outcome on their own, so that the
 * pre-filter lets a file through when one of their rows may match.  SPDX_PAT_PLUS,
 * SPDX_PAT_ONLY and SPDX_PAT_GRANT qualify a family; dual-licensing wording only counts
 * beside a license ("alternatively" is common in technical comments).
 */
bool spdx_pattern_triggers(enum spdx_pat_kind kind)
{
	return kind != SPDX_PAT_PLUS && kind != SPDX_PAT_ONLY && kind != SPDX_PAT_GRANT &&
	       kind != SPDX_PAT_DUAL;
}

/* Words that make a granting sentence license-like (spdx_infer.c). */
static const char *const license_words[] = { "license", "licensed", "licenses", "licensing" };

static void trigger_add(struct spdx_patset *ps, unsigned int h)
{
	unsigned int i = h % SPDX_TRIGGER_SLOTS;

	h |= !h;	/* 0 is the empty slot */
	while (ps->trigger_set[i] && ps->trigger_set[i] != h)
		i = (i + 1) % SPDX_TRIGGER_SLOTS;
	ps->trigger_set[i] = h;
}

static bool trigger_has(const struct spdx_patset *ps, unsigned int h)
{
	unsigned int i = h % SPDX_TRIGGER_SLOTS;

	h |= !h;
	for (; ps->trigger_set[i]; i = (i + 1) % SPDX_TRIGGER_SLOTS)
		if (ps->trigger_set[i] == h)
			return true;
	return false;
}

/* Notes word K of WORDS (spaces between, '*' marks) in the cheap tests. */
static void trigger_word(struct spdx_patset *ps, const char *words, size_t k)
{
	const char *w = words;
	size_t len;

	for (; k > 0 && (w = strchr(w, ' ')) != NULL; k--)
		w++;
	if (!w)
		return;
	w += *w == '*';
	len = strcspn(w, " ");
	if (len >= 2 && spdx_is_lower((unsigned char)w[0]) && spdx_is_lower((unsigned char)w[1]))
		ps->trigger_pairs[(w[0] - 'a') * 26 + (w[1] - 'a')] = 1;
	else
		/* A word the cheap test cannot judge: every pair passes. */
		memset(ps->trigger_pairs, 1, sizeof(ps->trigger_pairs));
	ps->trigger_folds_v |= len == 7 && !memcmp(w, "version", 7);
	if (len < ps->trigger_min)
		ps->trigger_min = len;
	if (len > ps->trigger_max)
		ps->trigger_max = len;
}

void spdx_patset_compile(struct spdx_patset *ps)
{
	int *tail[SPDX_PAT_BUCKETS];
	size_t i;

	memset(ps, 0, sizeof(*ps));
	ps->trigger_min = SPDX_WORD_MAX;
	for (i = 0; i < SPDX_PAT_BUCKETS; i++) {
		ps->bucket[i] = -1;
		tail[i] = &ps->bucket[i];
	}
	for (i = 0; i < SPDX_NR_PATTERNS; i++) {
		const char *p = spdx_patterns[i].words;
		size_t longest = 0, k;
		unsigned int trigger = 0, *hash = ps->c[i].hash, n = 0;
		bool keyed = false;

		while (*p && n < SPDX_PAT_WORDS) {
			const char *e = strchr(p, ' '), *w = p;
			size_t len = e ? (size_t)(e - p) : strlen(p), wl, adv = len;
			bool marked = *w == '*', licensing = false;

			if (marked) {
				w++;
				len--;
			}
			wl = len;
			spdx_word_fold(&w, &wl);
			hash[n++] = spdx_hash_bytes(w, wl);
			for (k = 0; k < ARRAY_SIZE(license_words); k++)
				licensing |= wl == strlen(license_words[k]) &&
					     !memcmp(w, license_words[k], wl);
			if (marked || (!keyed && (licensing || len >= longest))) {
				keyed = marked || licensing;
				longest = len;
				trigger = hash[n - 1];
			}
			p += adv;
			while (*p == ' ')
				p++;
		}
		ps->c[i].n = n;
		if (spdx_pattern_triggers(spdx_patterns[i].kind)) {
			trigger_add(ps, trigger);
			for (k = 0; k < n; k++)
				if (hash[k] == trigger)
					break;
			trigger_word(ps, spdx_patterns[i].words, k);
		}
		/* Appended, so that a bucket keeps the table's order. */
		ps->c[i].next = -1;
		*tail[hash[0] % SPDX_PAT_BUCKETS] = (int)i;
		tail[hash[0] % SPDX_PAT_BUCKETS] = &ps->c[i].next;
	}
	/* A license word beside granting wording makes a text license-like too. */
	for (i = 0; i < ARRAY_SIZE(license_words); i++) {
		trigger_add(ps, spdx_hash_bytes(license_words[i], strlen(license_words[i])));
		trigger_word(ps, license_words[i], 0);
	}
}

bool spdx_license_word(const struct spdx_word *w)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(license_words); i++)
		if (spdx_word_is(w, license_words[i]))
			return true;
	return false;
}

/*
 * The pre-filter: a file goes on to the reader only if one of its words
 * outside the tag line is a trigger word of the pattern table, so the
 * filter cannot miss a row the table has (test_infer checks every row).
 * Words are split as the tokeniser splits them, letters only: "GPLv2" is
 * "gpl", "licence" folds to "license".  One pass over the bytes, no copy
 * of the text; nearly every kernel file has a tag and little else.
 */
bool spdx_patset_maybe_license(const struct spdx_patset *ps, const struct spdx_file *file)
{
	size_t i, j;

	for (i = 0; i < file->nr_comments; i++) {
		const char *text = file->comments[i].text;
		size_t len = file->comments[i].len, bol = 0;
		bool checked_line = false;

		/* A word at a time: letters in a tight loop, the rest skipped. */
		for (j = 0; j < len;) {
			char buf[SPDX_WORD_MAX];
			const char *w = buf;
			size_t start, wl, k;
			int c = (unsigned char)text[j], c2;

			if (!spdx_is_alpha(c)) {
				if (c == '\n') {
					bol = j + 1;
					checked_line = false;
				}
				j++;
				continue;
			}
			for (start = j++; j < len && spdx_is_alpha((unsigned char)text[j]); j++)
				;
			wl = j - start;
			c = spdx_to_lower(c);
			/* Most words fail here; "gplv" is one longer than "gpl". */
			c2 = wl > 1 ? spdx_to_lower((unsigned char)text[start + 1]) : 'a';
			if (!(c == 'v' && ps->trigger_folds_v) &&
			    (wl < 2 || wl < ps->trigger_min || wl > ps->trigger_max + 1 ||
			     !ps->trigger_pairs[(c - 'a') * 26 + (c2 - 'a')]))
				continue;
			if (wl > SPDX_WORD_MAX)
				wl = SPDX_WORD_MAX;
			for (k = 0; k < wl; k++)
				buf[k] = (char)spdx_to_lower((unsigned char)text[start + k]);
			/* As the tokeniser: "gplv" is "gpl" and "version". */
			if ((wl == 4 && !memcmp(buf, "gplv", 4)) ||
			    (wl == 5 && !memcmp(buf, "lgplv", 5)))
				wl--;
			spdx_word_fold(&w, &wl);
			if (!trigger_has(ps, spdx_hash_bytes(w, wl)))
				continue;
			if (!checked_line) {
				const char *eol = (const char *)memchr(text + j, '\n', len - j);
				size_t e = eol ? (size_t)(eol - text) : len;

				checked_line = true;
				if (spdx_words_tag_line(text + bol, e - bol)) {
					j = e;	/* the tag line does not count */
					continue;
				}
			}
			return true;
		}
	}
	return false;
}

/* Does pattern J match at word I? */
static bool match_at(const struct spdx_patset *ps, const struct spdx_words *ws, size_t i,
		     size_t j)
{
	const unsigned int *hash = ps->c[j].hash;
	size_t k, n = ps->c[j].n;

	if (hash[0] != ws->v[i].hash || i + n > ws->n)
		return false;
	for (k = 1; k < n && ws->v[i + k].hash == hash[k]; k++)
		;
	return k == n;
}

static bool push_hit(struct spdx_hits *h, const struct spdx_pattern *p, size_t start, size_t end)
{
	if (h->n == h->cap) {
		struct spdx_hit *v = (struct spdx_hit *)realloc(h->v, 2 * h->cap * sizeof(*v));

		if (!v)
			return false;
		h->v = v;
		h->cap *= 2;
	}
	h->v[h->n].pat = p;
	h->v[h->n].start = start;
	h->v[h->n].end = end;
	h->n++;
	return true;
}

/*
 * "MPL115A", "GPL2": a one-word family name glued to what follows.  Only a
 * version ("GPL2", "GPLv2", "GPL2+", "LGPL2.1") keeps it a license; a
 * longer number is a part number (drivers/iio/pressure/mpl115.c).
 */
static bool glued_part_number(const struct spdx_words *ws, size_t i)
{
	const struct spdx_word *w = &ws->v[i], *next;
	char ver[16];

	if (i + 1 >= ws->n)
		return false;
	next = &ws->v[i + 1];
	if (next->line != w->line || next->col != w->col + w->len)
		return false;
	if (spdx_word_is(next, "version") || spdx_word_is(next, "+"))
		return false;
	return !spdx_word_version(next, ver, sizeof(ver)) ||
	       (next->len > 2 && !memchr(next->s, '.', next->len));
}

bool spdx_patset_find(const struct spdx_patset *ps, const struct spdx_words *ws,
		      struct spdx_hits *h)
{
	size_t i;

	memset(h, 0, sizeof(*h));
	h->cap = 64;
	h->v = (struct spdx_hit *)malloc(h->cap * sizeof(*h->v));
	h->famv = (int *)malloc((ws->n + 1) * sizeof(*h->famv));
	h->fend = (size_t *)malloc((ws->n + 1) * sizeof(*h->fend));
	h->first_hit = (size_t *)malloc((ws->n + 1) * sizeof(*h->first_hit));
	if (!h->v || !h->famv || !h->fend || !h->first_hit)
		return false;
	for (i = 0; i < ws->n; i++) {
		size_t best = SPDX_NR_PATTERNS, best_n = 0;
		int j;

		h->famv[i] = -1;
		h->fend[i] = i;
		h->first_hit[i] = h->n;
		/*
		 * Only the patterns whose first word hashes alike, and none is
		 * longer than SPDX_PAT_WORDS words: constant work per word.
		 */
		for (j = ps->bucket[ws->v[i].hash % SPDX_PAT_BUCKETS]; j >= 0; j = ps->c[j].next) {
			if (!match_at(ps, ws, i, (size_t)j))
				continue;
			if (spdx_patterns[j].kind == SPDX_PAT_FAMILY) {
				if (ps->c[j].n == 1 && glued_part_number(ws, i))
					continue;
				/* The longest family name wins: "lesser general public license". */
				if (ps->c[j].n > best_n) {
					best = (size_t)j;
					best_n = ps->c[j].n;
				}
				continue;
			}
			/* Inside a family name ("public" of "gnu general public license")? */
			if (i > 0 && h->fend[i - 1] > i)
				continue;
			if (!push_hit(h, &spdx_patterns[j], i, i + ps->c[j].n))
				break;
		}
		if (best < SPDX_NR_PATTERNS && !(i > 0 && h->fend[i - 1] > i)) {
			if (push_hit(h, &spdx_patterns[best], i, i + best_n)) {
				h->famv[i] = (int)spdx_patterns[best].family;
				h->fend[i] = i + best_n;
			}
		} else if (i > 0 && h->fend[i - 1] > i) {
			h->fend[i] = h->fend[i - 1];	/* still inside the name */
		}
	}
	h->first_hit[ws->n] = h->n;
	return true;
}

unsigned int spdx_hits_families(const struct spdx_hits *h)
{
	unsigned int families = 0;
	size_t i;

	for (i = 0; i < h->n; i++)
		if (h->v[i].pat->kind == SPDX_PAT_LIKE || h->v[i].pat->kind == SPDX_PAT_NAME)
			families |= 1u << h->v[i].pat->family;
	return families;
}

void spdx_hits_release(struct spdx_hits *h)
{
	free(h->v);
	free(h->famv);
	free(h->fend);
	free(h->first_hit);
	memset(h, 0, sizeof(*h));
}

bool spdx_patset_reads_row(const struct spdx_patset *ps, const char *text, size_t row)
{
	struct spdx_words ws;
	struct spdx_hits h;
	bool hit = false;
	size_t i;

	memset(&ws, 0, sizeof(ws));
	memset(&h, 0, sizeof(h));
	spdx_words_tokenise(&ws, text, strlen(text), 1, 1);
	if (!ws.oom && spdx_patset_find(ps, &ws, &h))
		for (i = 0; i < h.n; i++)
			hit |= h.v[i].pat == &spdx_patterns[row];
	spdx_hits_release(&h);
	spdx_words_release(&ws);
	return hit;
}
