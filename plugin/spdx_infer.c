// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * License-text inference: read the license notice in a file's leading
 * comments and derive the SPDX expression the kernel's 2017 cleanup would
 * have chosen for it.
 *
 * The comments are turned into a stream of canonical words (decoration,
 * case, spacing, line wraps and hyphenation gone; the SPDX tag line itself
 * dropped), then two independent recognisers look at it:
 *
 *  - full permissive texts (BSD, MIT, ISC, X11, Zlib, OpenIB) are matched
 *    against reference texts, the kernel's LICENSES/ files when the database
 *    is a kernel tree and /usr/share/common-licenses otherwise: every
 *    paragraph ("clause") of a reference must be found, by word 4-shingles,
 *    in the file;
 *  - short notices ("... under the terms of the GNU General Public License
 *    version 2 ...") are found with the word patterns of one table below,
 *    then their version and "or later" wording are read from the sentence.
 *
 * Whatever is left unexplained (a license named but not pinned down, two
 * licenses without dual-licensing wording, an exception clause) makes the
 * text UNRECOGNISED: a wrong tag is worse than none.
 *
 * Everything is linear in the comment bytes (which the core caps): word
 * patterns are at most a few words long and looked up by their first word's
 * hash, shingles go through a hash set.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_infer.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* ------------------------------------------------------------------------ */
/* Words */

#define WORD_MAX	24	/* canonical bytes kept per word; longer words are cut */
#define SHINGLE		4	/* words per shingle */
#define SENT_WORDS	60	/* a sentence longer than this is cut, bounding look-around */

enum {
	W_CAPS = 1 << 0,	/* written in capitals ("COPYING") */
	W_PARA = 1 << 1,	/* a paragraph (or comment) break precedes the word */
	W_SENT = 1 << 2,	/* a sentence break precedes the word */
};

struct word {
	unsigned int hash;
	unsigned int line, col;
	unsigned char len;
	unsigned char flags;
	char s[WORD_MAX];
};

struct words {
	struct word *v;
	size_t n, alloc;
	bool oom;
	/* Tokeniser state carried from word to word. */
	unsigned char pending;	/* W_PARA / W_SENT for the next word */
	bool hyphen;		/* the last word ended a line with '-' */
};

static unsigned int hash_bytes(const char *s, size_t len)
{
	unsigned int h = 2166136261u;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 16777619u;
	}
	return h;
}

/* ASCII only, and not <ctype.h>: no locale, and one compare each. */
static bool is_lower(int c)
{
	return (unsigned int)(c - 'a') < 26;
}

static bool is_upper(int c)
{
	return (unsigned int)(c - 'A') < 26;
}

static bool is_digit(int c)
{
	return (unsigned int)(c - '0') < 10;
}

static bool is_alpha(int c)
{
	return (unsigned int)((c | 0x20) - 'a') < 26;
}

static bool is_alnum(int c)
{
	return is_alpha(c) || is_digit(c);
}

static int to_lower(int c)
{
	return is_upper(c) ? c - 'A' + 'a' : c;
}

static bool word_is(const struct word *w, const char *s)
{
	return w->len == strlen(s) && !memcmp(w->s, s, w->len);
}

static struct word *push_word(struct words *ws)
{
	struct word *w;

	if (ws->oom)
		return NULL;
	if (ws->n == ws->alloc) {
		size_t n = ws->alloc ? ws->alloc * 2 : 256;
		struct word *v = (struct word *)realloc(ws->v, n * sizeof(*v));

		if (!v) {
			ws->oom = true;
			return NULL;
		}
		ws->v = v;
		ws->alloc = n;
	}
	/* Every field but the unused tail of s[] is set by the caller and set_word(). */
	w = &ws->v[ws->n++];
	w->flags = ws->pending;
	ws->pending = 0;
	return w;
}

static void set_word(struct word *w, const char *s, size_t len)
{
	if (len > WORD_MAX)
		len = WORD_MAX;
	memcpy(w->s, s, len);
	w->len = (unsigned char)len;
	w->hash = hash_bytes(w->s, w->len);
}

/*
 * Spelling variants folded into one word, so that patterns and shingles
 * need not list them: British spelling, and the "v" of "GPLv2", "v2.0".
 */
static void fold(const char **s, size_t *len)
{
#define FOLD(from, to)	{ from, sizeof(from) - 1, to, sizeof(to) - 1 }
	static const struct {
		const char *from;
		size_t from_len;
		const char *to;
		size_t to_len;
	} folds[] = {
		FOLD("licence", "license"),
		FOLD("licences", "licenses"),
		FOLD("licenced", "licensed"),
		FOLD("licencing", "licensing"),
		FOLD("v", "version"),
		FOLD("ver", "version"),
		FOLD("two", "2"),
		FOLD("three", "3"),
	};
#undef FOLD
	size_t i;

	/* Every word passes here: first letters and lengths sort out most. */
	if (!*len || *len > 9 || (**s != 'l' && **s != 'v' && **s != 't'))
		return;
	for (i = 0; i < ARRAY_SIZE(folds); i++) {
		if (*len == folds[i].from_len && !memcmp(*s, folds[i].from, *len)) {
			*s = folds[i].to;
			*len = folds[i].to_len;
			return;
		}
	}
}

static void add_word(struct words *ws, const char *s, size_t len, unsigned int line,
		     unsigned int col, unsigned char flags)
{
	struct word *w;

	/* "gplv2" was split into "gplv" and "2": "gplv" is "gpl version". */
	if ((len == 4 && !memcmp(s, "gplv", 4)) || (len == 5 && !memcmp(s, "lgplv", 5))) {
		add_word(ws, s, len - 1, line, col, flags);
		add_word(ws, "version", 7, line, col + (unsigned int)len - 1, 0);
		return;
	}
	w = push_word(ws);
	if (!w)
		return;
	w->line = line;
	w->col = col;
	w->flags |= flags;
	fold(&s, &len);
	set_word(w, s, len);
}

/* Is the word ending at S[END) one a full stop does not end a sentence after? */
static bool abbreviation(const char *s, size_t end)
{
	/* None longer than four letters: longer words are no abbreviation. */
	static const char abbr[][5] = { "v", "ver", "vs", "inc", "co", "corp", "ltd", "st",
					"e", "g", "i", "no", "dr", "mr" };
	size_t start = end, i;

	while (start > 0 && is_alpha((unsigned char)s[start - 1]))
		start--;
	if (start == end || end - start > 4)
		return false;
	for (i = 0; i < ARRAY_SIZE(abbr); i++) {
		size_t k, n = strlen(abbr[i]);

		if (start + n != end)
			continue;
		for (k = 0; k < n && to_lower((unsigned char)s[start + k]) == abbr[i][k]; k++)
			;
		if (k == n)
			return true;
	}
	return false;
}

/* Does S (N bytes) start with the lower-case STEM, in any case? */
static bool starts_nocase(const char *s, size_t n, const char *stem)
{
	size_t i;

	for (i = 0; stem[i]; i++)
		if (i >= n || to_lower((unsigned char)s[i]) != stem[i])
			return false;
	return true;
}

static bool contains_nocase(const char *s, size_t len, const char *needle)
{
	size_t i;

	/* Needles are lower-case letters: a cheap test of the first byte first. */
	for (i = 0; i < len; i++)
		if (((unsigned char)s[i] | 0x20) == (unsigned char)needle[0] &&
		    starts_nocase(s + i, len - i, needle))
			return true;
	return false;
}

/* Is S[I] the dot of "2.1"? */
static bool version_dot(const char *s, size_t len, size_t start, size_t i)
{
	return s[i] == '.' && i > start && i + 1 < len && is_digit((unsigned char)s[i - 1]) &&
	       is_digit((unsigned char)s[i + 1]);
}

/*
 * The tag line, or a misspelt one ("SPDX-License-Identifer:"): it must not
 * feed the inference of what the tag should be.
 */
static bool tag_line(const char *s, size_t len)
{
	/* Asked of every line: memchr() for the rare letter first. */
	if (!memchr(s, 'x', len) && !memchr(s, 'X', len))
		return false;
	return contains_nocase(s, len, "spdx") &&
	       (contains_nocase(s, len, "licen") || contains_nocase(s, len, "ident"));
}

/*
 * Tokenises one line of comment text.  Decoration (slash-star, " * ", "//",
 * star-slash) is made of characters that never belong to a word, so it
 * simply falls away.  A list marker opening the line ("1.", "a)", "-")
 * starts a paragraph and is dropped, so that "1. Redistributions" and
 * "- Redistributions" read alike.
 */
static void tokenise_line(struct words *ws, const char *s, size_t len, unsigned int line,
			  unsigned int col0)
{
	size_t i = 0, nr = 0;
	bool first = true;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];
		size_t start, alpha_end, end;
		char buf[WORD_MAX * 2];
		size_t blen, k;
		unsigned char flags = 0;

		/* Bytes past ASCII (no-break spaces, quotes, names) separate words. */
		if (!is_alnum(c)) {
			if (c == '.' || c == '?' || c == '!') {
				if ((i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\t' ||
				     s[i + 1] == '\r') && !abbreviation(s, i))
					ws->pending |= W_SENT;
			} else if (c == '-' && first && i + 1 < len && s[i + 1] == ' ') {
				ws->pending |= W_PARA;	/* a "- item" bullet */
			}
			i++;
			continue;
		}
		start = i;
		while (i < len && is_alpha((unsigned char)s[i]))
			i++;
		alpha_end = i;
		/* Digits, with dots between them: "2.1" is one word. */
		while (i < len && (is_digit((unsigned char)s[i]) || version_dot(s, len, start, i)))
			i++;
		/* "x86_64", "2nd": the rest of an alphanumeric run stays one word. */
		while (i < len && is_alnum((unsigned char)s[i]))
			i++;
		end = i;
		if (first && end - start <= 2 && i < len && (s[i] == '.' || s[i] == ')') &&
		    !(ws->n && word_is(&ws->v[ws->n - 1], "version")) &&
		    (i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\t') &&
		    (is_digit((unsigned char)s[start]) || end - start == 1)) {
			/* "1." or "a)" opening a line: a list item. */
			ws->pending |= W_PARA;
			i++;
			first = false;
			continue;
		}
		first = false;
		blen = end - start < sizeof(buf) ? end - start : sizeof(buf);
		for (k = 0; k < blen; k++)
			buf[k] = (char)to_lower((unsigned char)s[start + k]);
		if (end - start >= 2) {
			for (k = start; k < end && !is_lower((unsigned char)s[k]); k++)
				;
			if (k == end && is_upper((unsigned char)s[start]))
				flags |= W_CAPS;
		}
		/* "re-\n * distribute": join a word hyphenated across lines. */
		if (ws->hyphen && nr == 0 && ws->n && is_lower((unsigned char)s[start]) &&
		    !(ws->pending & W_PARA)) {
			struct word *w = &ws->v[ws->n - 1];
			char joined[WORD_MAX * 2];
			size_t jl = w->len;

			memcpy(joined, w->s, jl);
			k = blen < sizeof(joined) - jl ? blen : sizeof(joined) - jl;
			memcpy(joined + jl, buf, k);
			set_word(w, joined, jl + k);
			ws->hyphen = false;
			ws->pending = 0;
			nr++;
			continue;
		}
		ws->hyphen = false;
		if (alpha_end > start && alpha_end < end && is_digit((unsigned char)s[alpha_end])) {
			/* "gpl2", "v2.0": letters, then the number. */
			size_t al = alpha_end - start < blen ? alpha_end - start : blen;

			add_word(ws, buf, al, line, col0 + (unsigned int)start, flags);
			add_word(ws, buf + al, blen - al, line, col0 + (unsigned int)alpha_end, 0);
		} else {
			add_word(ws, buf, blen, line, col0 + (unsigned int)start, flags);
		}
		nr++;
		/* "GPLv2+", "2.0+": the "or later" sign. */
		if (i < len && s[i] == '+') {
			add_word(ws, "+", 1, line, col0 + (unsigned int)i, 0);
			i++;
		}
		if (i < len && s[i] == '-') {
			size_t j = i + 1;

			while (j < len && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r'))
				j++;
			if (j >= len && is_alpha((unsigned char)s[start]))
				ws->hyphen = true;
		}
	}
	if (!nr)
		ws->pending |= W_PARA;	/* an empty line ends a paragraph */
}

/* Tokenises one comment (or reference text); SPDX tag lines are skipped. */
static void tokenise(struct words *ws, const char *text, size_t len, unsigned int line,
		     unsigned int col)
{
	size_t i = 0;

	while (i < len) {
		const char *nl = (const char *)memchr(text + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - text) : len;

		if (tag_line(text + i, e - i)) {
			ws->pending |= W_PARA;
			ws->hyphen = false;
		} else {
			tokenise_line(ws, text + i, e - i, line, col);
		}
		i = e + 1;
		line++;
		col = 1;
	}
}

static void tokenise_file(struct words *ws, const struct spdx_file *file)
{
	size_t i;
	unsigned int prev_end = 0;
	bool prev_line_comment = false;

	for (i = 0; i < file->nr_comments; i++) {
		const struct spdx_comment *c = &file->comments[i];
		bool line_comment = c->len >= 2 && c->text[0] == '/' && c->text[1] == '/';

		/* A run of // comments on consecutive lines is one paragraph. */
		if (!(line_comment && prev_line_comment && c->line == prev_end + 1))
			ws->pending |= W_PARA;
		ws->hyphen = ws->hyphen && line_comment && prev_line_comment;
		tokenise(ws, c->text, c->len, c->line, c->col);
		prev_end = c->line;
		for (const char *p = c->text, *end = c->text + c->len;
		     (p = (const char *)memchr(p, '\n', (size_t)(end - p))); p++)
			prev_end++;
		prev_line_comment = line_comment;
	}
}

/* ------------------------------------------------------------------------ */
/* Shingle sets */

struct hset {
	unsigned int *slot;
	size_t mask;
};

static unsigned int shingle_at(const struct word *w)
{
	unsigned int h = 2166136261u;
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
/* Reference texts, loaded once per process */

#define REF_MAX_TEXT	SPDX_DB_TEXT_MAX
#define CLAUSE_MIN	12	/* shorter paragraphs (titles, trademarks) are optional */
#define CLAUSE_PRESENT	40	/* percent of a clause's shingles a file must have */
#define CLAUSE_NEAR	20	/* percent below which a clause is simply absent */

struct clause {
	unsigned int *sh;		/* its shingles */
	size_t n;
};

struct ref {
	char id[40];
	char family[8];		/* BSD, MIT, ISC, ZLIB: what "BSD license" etc. refer to */
	const char *text;	/* tokenised on first use, see ref_ready() */
	size_t len;
	char *own;		/* TEXT, when the cache owns it */
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
static struct ref_cache kernel_cache, common_cache;
static struct ref_cache *cache = &common_cache;

/* Which name ("BSD license") a reference answers to. */
static void ref_family(struct ref *r)
{
	static const struct {
		const char *prefix, *family;
	} map[] = {
		{ "BSD", "BSD" }, { "Linux-OpenIB", "BSD" }, { "MIT", "MIT" }, { "X11", "MIT" },
		{ "ISC", "ISC" }, { "Zlib", "ZLIB" },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(map); i++) {
		if (!strncmp(r->id, map[i].prefix, strlen(map[i].prefix))) {
			snprintf(r->family, sizeof(r->family), "%s", map[i].family);
			return;
		}
	}
	snprintf(r->family, sizeof(r->family), "?");
}

/* A reference text, tokenised only when a file needs it. */
static void add_ref(const char *id, const char *text, size_t len, char *own)
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
	ref_family(r);
	r->text = text;
	r->len = len;
	r->own = own;
}

/* Splits reference R into clauses of shingles, once; false if it has none. */
static bool ref_ready(struct ref *r)
{
	struct words ws;
	size_t i, start;

	if (r->ready)
		return r->nr_cl > 0;
	r->ready = true;
	memset(&ws, 0, sizeof(ws));
	tokenise(&ws, r->text, r->len, 1, 1);
	r->cl = ws.oom ? NULL : (struct clause *)calloc(ws.n + 1, sizeof(*r->cl));
	if (!r->cl) {
		free(ws.v);
		return false;
	}
	for (start = 0; start < ws.n; start = i) {
		struct clause *c;
		size_t k;

		for (i = start + 1; i < ws.n && !(ws.v[i].flags & W_PARA); i++)
			;
		/* Copyright lines are the file's own, not the license's. */
		if (i - start < SHINGLE + 1 || word_is(&ws.v[start], "copyright"))
			continue;
		c = &r->cl[r->nr_cl];
		c->sh = (unsigned int *)malloc((i - start) * sizeof(*c->sh));
		if (!c->sh)
			continue;
		for (k = start; k + SHINGLE <= i; k++)
			c->sh[c->n++] = shingle_at(&ws.v[k]);
		r->nr_cl++;	/* short ones too: optional, see clause_required() */
	}
	free(ws.v);
	return r->nr_cl > 0;
}

static bool clause_required(const struct clause *c)
{
	return c->n + SHINGLE - 1 >= CLAUSE_MIN;
}

static void free_refs(void)
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

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	size_t n;

	if (!f)
		return NULL;
	buf = (char *)malloc(REF_MAX_TEXT + 1);
	n = buf ? fread(buf, 1, REF_MAX_TEXT + 1, f) : 0;
	fclose(f);
	if (buf && n > REF_MAX_TEXT) {
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

/* Debian's common licenses: only these are short enough to be embedded. */
static const struct {
	const char *file, *id;
} common_licenses[] = {
	{ "BSD", "BSD-3-Clause" },
};

const char *spdx_infer_common_licenses = "/usr/share/common-licenses";

static void load_refs(const struct spdx_db *db)
{
	size_t i, j;

	if (db && !spdx_db_is_kernel(db))
		db = NULL;
	cache = db ? &kernel_cache : &common_cache;
	if (cache->loaded && cache->db == db)
		return;
	free_refs();
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
				add_ref(l->id, l->text, l->text_len, NULL);
		}
	} else {
		for (i = 0; i < ARRAY_SIZE(common_licenses); i++) {
			char path[512];
			size_t len;
			char *buf;

			snprintf(path, sizeof(path), "%s/%s", spdx_infer_common_licenses,
				 common_licenses[i].file);
			buf = slurp(path, &len);
			if (buf)
				add_ref(common_licenses[i].id, buf, len, buf);
		}
	}
}

/* Every untagged uapi header of a compilation gets the same default: spelt once. */
static struct {
	const struct spdx_db *db;
	char src[sizeof(((struct spdx_inference *)0)->expr)];
	char expr[sizeof(((struct spdx_inference *)0)->expr)];
} uapi_default;

void spdx_infer_reset(void)
{
	memset(&uapi_default, 0, sizeof(uapi_default));
	cache = &kernel_cache;
	free_refs();
	cache = &common_cache;
	free_refs();
}

/* ------------------------------------------------------------------------ */
/* The notice patterns: the one table of typed-in wording */

enum pat_kind {
	P_FAMILY,	/* names a license family whose version the sentence gives */
	P_PLUS,		/* "or later" wording after a version */
	P_ONLY,		/* "only" wording near a version */
	P_DUAL,		/* dual-licensing wording */
	P_NAME,		/* names a permissive license a full text must account for */
	P_POISON,	/* something no kernel tag can express from text: give up */
	P_GRANT,	/* wording that makes a versionless GPL mention a license grant */
	P_SOFT,		/* as P_POISON, unless a license was recognised as well */
	P_LIKE,		/* license wording: unrecognised rather than no text */
	P_TERMS,	/* licensing terms in words no other row reads: no guess */
	P_KERNEL,	/* "the same license as the kernel": the kernel's GPL-2.0 */
};

/*
 * The kinds that can change a file's outcome on their own, so that the
 * pre-filter lets a file through when one of their rows may match.  P_PLUS,
 * P_ONLY and P_GRANT qualify a family; dual-licensing wording only counts
 * beside a license ("alternatively" is common in technical comments).
 */
static bool triggers(enum pat_kind kind)
{
	return kind != P_PLUS && kind != P_ONLY && kind != P_GRANT && kind != P_DUAL;
}

enum family {
	F_GPL, F_LGPL, F_MPL, F_APACHE, F_CDDL, NR_FAMILIES
};

struct pattern {
	/*
	 * Canonical words, space separated, as the tokeniser splits them
	 * ("x 11").  The pre-filter keys a row on its license word, else its
	 * longest word, or on the word marked '*' where those are common in
	 * technical comments ("copyright", "exception", "permission denied").
	 */
	const char *words;
	enum pat_kind kind;
	int value;		/* enum family for P_FAMILY */
	const char *name;	/* P_NAME, P_LIKE: family; P_POISON: what it is */
};

/*
 * Sources: [GPL2] the "How to Apply These Terms" notice of GPL-2
 * (/usr/share/common-licenses/GPL-2, kernel COPYING); [LGPL2] / [LGPL21] the
 * same section of LGPL-2 / LGPL-2.1; [GPL3] of GPL-3; [MPL] Exhibit A of
 * MPL-1.1; [APACHE] the appendix of Apache-2.0; [CDDL] the CDDL-1.0 header
 * of OpenSolaris sources; [OPENIB] the OpenIB.org dual-license preamble
 * (kernel drivers/infiniband); [KERNEL] wording seen in kernel headers
 * before the 2017 cleanup (include/uapi, drivers/, measured with
 * testsuite/corpus).
 */
static const struct pattern patterns[] = {
	/* License families; the longest match wins, so LGPL before GPL. */
	{ "gnu lesser general public license", P_FAMILY, F_LGPL, NULL },	/* [LGPL21] */
	{ "lesser general public license", P_FAMILY, F_LGPL, NULL },		/* [LGPL21] */
	{ "gnu library general public license", P_FAMILY, F_LGPL, NULL },	/* [LGPL2] */
	{ "gnu general lesser public license", P_FAMILY, F_LGPL, NULL },	/* [KERNEL] dvb */
	{ "library general public license", P_FAMILY, F_LGPL, NULL },		/* [LGPL2] */
	{ "gnu lesser public license", P_FAMILY, F_LGPL, NULL },		/* [KERNEL] */
	{ "gnu library public license", P_FAMILY, F_LGPL, NULL },		/* [KERNEL] */
	{ "lgpl", P_FAMILY, F_LGPL, NULL },					/* [KERNEL] */
	{ "gnu general public license", P_FAMILY, F_GPL, NULL },		/* [GPL2] */
	{ "general public license", P_FAMILY, F_GPL, NULL },			/* [GPL2] */
	{ "gnu public license", P_FAMILY, F_GPL, NULL },			/* [KERNEL] */
	{ "gnu general license", P_FAMILY, F_GPL, NULL },		/* [KERNEL] netdevsim */
	{ "gpl", P_FAMILY, F_GPL, NULL },					/* [GPL2] */
	{ "mozilla public license", P_FAMILY, F_MPL, NULL },			/* [MPL] */
	{ "mpl", P_FAMILY, F_MPL, NULL },					/* [MPL] */
	{ "apache license", P_FAMILY, F_APACHE, NULL },				/* [APACHE] */
	{ "common development and distribution license", P_FAMILY, F_CDDL, NULL }, /* [CDDL] */
	{ "cddl", P_FAMILY, F_CDDL, NULL },					/* [CDDL] */

	/* "either version 2 of the License, or (at your option) any later version" [GPL2] */
	{ "later version", P_PLUS, 0, NULL },
	{ "or later", P_PLUS, 0, NULL },				/* [KERNEL] "v2 or later" */
	{ "and later", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "or newer", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "or any newer", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "or any later", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "or higher", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "or greater", P_PLUS, 0, NULL },				/* [KERNEL] */
	{ "+", P_PLUS, 0, NULL },					/* [KERNEL] "GPLv2+" */
	{ "only", P_ONLY, 0, NULL },					/* [KERNEL] "v2 only" */
	{ "no later", P_ONLY, 0, NULL },		/* [KERNEL] "and no later version" */
	{ "not later", P_ONLY, 0, NULL },			/* [KERNEL] "(not later!)" */

	/* Dual licensing. */
	{ "alternatively", P_DUAL, 0, NULL },		/* [MPL] [KERNEL] "Alternatively, ..." */
	{ "choice of one of two licenses", P_DUAL, 0, NULL },		/* [OPENIB] */
	{ "dual license", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "dual licensed", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "dual licensing", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "dually licensed", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "dual bsd", P_DUAL, 0, NULL },			/* [KERNEL] "Dual BSD/GPL" */
	{ "dual mit", P_DUAL, 0, NULL },			/* [KERNEL] "Dual MIT/GPL" */
	{ "either license", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "at your choice", P_DUAL, 0, NULL },				/* [KERNEL] */
	{ "otherwise the following", P_DUAL, 0, NULL },			/* [KERNEL] sisusbvga */
	{ "may also be distributed", P_DUAL, 0, NULL },			/* [KERNEL] fuse.h */
	{ "may also be used", P_DUAL, 0, NULL },			/* [KERNEL] */
	{ "may also be licensed", P_DUAL, 0, NULL },			/* [KERNEL] */
	{ "when distributed separately", P_DUAL, 0, NULL },		/* [KERNEL] xen */
	{ "terms of either", P_DUAL, 0, NULL },				/* [KERNEL] vmw_pvrdma */
	{ "either of the two licenses", P_DUAL, 0, NULL },		/* [KERNEL] coda.h */
	{ "or under the following terms", P_DUAL, 0, NULL },		/* [KERNEL] aio_abi.h */
	{ "your choice of the following", P_DUAL, 0, NULL },	/* [KERNEL] amd/xgbe "License 1: ..." */

	/* The kernel's own license by reference: COPYING, GPL-2.0. */
	{ "same license as the kernel", P_KERNEL, 0, NULL },
	{ "same license as the linux kernel", P_KERNEL, 0, NULL },
	{ "same as all kernel sources", P_KERNEL, 0, NULL },	/* [KERNEL] net/ipv4/inetpeer.c */

	/* Permissive licenses named in a notice: a full text must say which one. */
	{ "bsd license", P_NAME, 0, "BSD" },				/* [KERNEL] */
	{ "bsd licensed", P_NAME, 0, "BSD" },				/* [KERNEL] */
	/* Not "BSD style" alone: "BSD-style process accounting" (kernel/acct.c). */
	{ "bsd style license", P_NAME, 0, "BSD" },			/* [KERNEL] */
	{ "bsd *style copyright", P_NAME, 0, "BSD" },		/* [KERNEL] FlashPoint.c */
	{ "bsd like license", P_NAME, 0, "BSD" },			/* [KERNEL] */
	{ "bsd gpl", P_NAME, 0, "BSD" },				/* [KERNEL] "BSD/GPL" */
	{ "mit license", P_NAME, 0, "MIT" },				/* [KERNEL] */
	{ "mit licensed", P_NAME, 0, "MIT" },				/* [KERNEL] */
	{ "mit x 11", P_NAME, 0, "MIT" },	/* [KERNEL] "MIT/X11": the tokeniser splits "x11" */
	{ "mit gpl", P_NAME, 0, "MIT" },				/* [KERNEL] */
	{ "x 11 license", P_NAME, 0, "MIT" },				/* [KERNEL] */
	{ "isc license", P_NAME, 0, "ISC" },				/* [KERNEL] */
	{ "zlib license", P_NAME, 0, "ZLIB" },				/* [KERNEL] */

	/* Beyond what the text recognisers can pin down. */
	{ "affero", P_POISON, 0, "the Affero GPL" },			/* AGPL-3.0 notice */
	/* Not "special exception" alone: "a special exception table entry". */
	{ "as a special *exception", P_POISON, 0, "a license exception" }, /* GPL linking exceptions */
	{ "following special *exception", P_POISON, 0, "a license exception" }, /* [KERNEL] */
	{ "linking exception", P_POISON, 0, "a license exception" },	/* [KERNEL] */
	{ "advertising materials", P_POISON, 0, "the BSD advertising clause" }, /* BSD-4-Clause */
	{ "public domain", P_SOFT, 0, "public domain" },		/* [KERNEL] */
	{ "library exception", P_POISON, 0, "a license exception" },	/* GCC runtime exception */

	/* License wording in texts that name no license. */
	/* ... and whose references the full-text recogniser compares (name). */
	{ "redistribution and use", P_LIKE, 0, "BSD" },			/* BSD */
	{ "permission is *hereby granted", P_LIKE, 0, "MIT" },		/* MIT */
	{ "permission to use copy *modify", P_LIKE, 0, "ISC" },		/* ISC */
	{ "permission is *granted", P_LIKE, 0, "ZLIB" },			/* Zlib, UMich (nfs) */

	/*
	 * Licensing terms of a license the rows above do not know: never the
	 * default.  Each was weighed against every file of the 6.1, 6.12 and
	 * 7.2 trees (testsuite/corpus, CORPUS_ALL): none is technical prose
	 * there.  Not "all rights reserved" alone: the kernel gave such files
	 * its default.  Not "proprietary", "confidential", "terms of",
	 * "subject to": protocols, computing and "in terms of" use them.
	 */
	{ "licensed under", P_TERMS, 0, NULL },		/* "Licensed under the EUPL" */
	{ "licensed to you", P_TERMS, 0, NULL },	/* EULA wording */
	{ "under the terms of", P_TERMS, 0, NULL },	/* [GPL2] of any license */
	{ "terms and conditions", P_TERMS, 0, NULL },	/* [KERNEL] "subject to the terms ..." */
	{ "proprietary and confidential", P_TERMS, 0, NULL },	/* closed source */
	{ "confidential and proprietary", P_TERMS, 0, NULL },	/* closed source */
	{ "unpublished work", P_TERMS, 0, NULL },	/* closed source */
	{ "trade secret", P_TERMS, 0, NULL },		/* closed source */
	{ "not be disclosed", P_TERMS, 0, NULL },	/* closed source */
	/* Licenses named without the word "license" ("under the Apache 2.0"). */
	/* Not "apache" alone: the web server (tools/sched_ext/scx_flatcg.bpf.c). */
	{ "apache 2.0", P_TERMS, 0, NULL },		/* Apache-2.0 */
	{ "apache 2", P_TERMS, 0, NULL },		/* Apache-2.0 */
	{ "*apache version", P_TERMS, 0, NULL },		/* Apache-2.0 ("v2") */
	{ "eupl", P_TERMS, 0, NULL },			/* EUPL-1.2 */
	{ "creative commons", P_TERMS, 0, NULL },	/* CC-BY-4.0 */
	{ "wtfpl", P_TERMS, 0, NULL },			/* WTFPL */
	{ "unlicense", P_TERMS, 0, NULL },		/* Unlicense */

	/* Wording that grants a license, for a GPL mention without version. */
	{ "terms", P_GRANT, 0, NULL },			/* [GPL2] "under the terms of" */
	{ "under", P_GRANT, 0, NULL },			/* [KERNEL] "released under the GPL" */
	{ "released", P_GRANT, 0, NULL },		/* [KERNEL] */
	{ "licensed", P_GRANT, 0, NULL },		/* [KERNEL] */
	{ "distributed under", P_GRANT, 0, NULL },	/* [KERNEL] */
	{ "be distributed", P_GRANT, 0, NULL },		/* [KERNEL] "may be distributed" */
	{ "redistribute", P_GRANT, 0, NULL },		/* [GPL2] */
	{ "subject", P_GRANT, 0, NULL },		/* [KERNEL] "subject to the GPL" */
	{ "covered", P_GRANT, 0, NULL },		/* [KERNEL] */
	{ "governed", P_GRANT, 0, NULL },		/* [KERNEL] */
};

#define NR_PATTERNS	(ARRAY_SIZE(patterns))

/* Words that make a granting sentence license-like: read_words(). */
static const char *const license_words[] = { "license", "licensed", "licenses", "licensing" };
#define PAT_WORDS	8
#define PAT_BUCKETS	64	/* patterns by the hash of their first word */

struct cpattern {
	unsigned int hash[PAT_WORDS];
	unsigned int n;
	int next;		/* next pattern in the same bucket, in table order, or -1 */
};

static struct cpattern cpatterns[NR_PATTERNS];
static int pat_bucket[PAT_BUCKETS];
static bool patterns_ready;

/*
 * The pre-filter's words, derived from the table: for each row of a kind
 * that triggers(), its key word (struct pattern), the rarest in ordinary
 * prose.  A hash set, open addressing; 0 marks an empty slot.
 */
#define TRIGGER_SLOTS	256
static unsigned int trigger_set[TRIGGER_SLOTS];
/*
 * Cheap tests before a word is hashed: its first two letters and its
 * length.  Folding only changes words that start with l ("licence", whose
 * pair "li" is there anyway), v ("v" is "version") or t ("two" is "2").
 */
static unsigned char trigger_pairs[26 * 26];
static size_t trigger_min = WORD_MAX, trigger_max;
static bool trigger_folds_v;	/* "version" is a trigger word */

static void trigger_add(unsigned int h)
{
	unsigned int i = h % TRIGGER_SLOTS;

	h |= !h;	/* 0 is the empty slot */
	while (trigger_set[i] && trigger_set[i] != h)
		i = (i + 1) % TRIGGER_SLOTS;
	trigger_set[i] = h;
}

static bool trigger_has(unsigned int h)
{
	unsigned int i = h % TRIGGER_SLOTS;

	h |= !h;
	for (; trigger_set[i]; i = (i + 1) % TRIGGER_SLOTS)
		if (trigger_set[i] == h)
			return true;
	return false;
}

/* Notes word K of WORDS (spaces between, '*' marks) in the cheap tests. */
static void trigger_word(const char *words, size_t k)
{
	const char *w = words;
	size_t len;

	for (; k > 0 && (w = strchr(w, ' ')) != NULL; k--)
		w++;
	if (!w)
		return;
	w += *w == '*';
	len = strcspn(w, " ");
	if (len >= 2 && is_lower((unsigned char)w[0]) && is_lower((unsigned char)w[1]))
		trigger_pairs[(w[0] - 'a') * 26 + (w[1] - 'a')] = 1;
	else
		memset(trigger_pairs, 1, sizeof(trigger_pairs));	/* cannot judge: all pass */
	trigger_folds_v |= len == 7 && !memcmp(w, "version", 7);
	if (len < trigger_min)
		trigger_min = len;
	if (len > trigger_max)
		trigger_max = len;
}

static void compile_patterns(void)
{
	int *tail[PAT_BUCKETS];
	size_t i;

	if (patterns_ready)
		return;
	for (i = 0; i < PAT_BUCKETS; i++) {
		pat_bucket[i] = -1;
		tail[i] = &pat_bucket[i];
	}
	for (i = 0; i < NR_PATTERNS; i++) {
		const char *p = patterns[i].words;
		struct cpattern *c = &cpatterns[i];
		size_t longest = 0, k;
		unsigned int trigger = 0;
		bool keyed = false;

		while (*p && c->n < PAT_WORDS) {
			const char *e = strchr(p, ' '), *w = p;
			size_t len = e ? (size_t)(e - p) : strlen(p), wl, adv = len;
			bool marked = *w == '*', licensing = false;

			if (marked) {
				w++;
				len--;
			}
			wl = len;
			fold(&w, &wl);
			c->hash[c->n++] = hash_bytes(w, wl);
			for (k = 0; k < ARRAY_SIZE(license_words); k++)
				licensing |= wl == strlen(license_words[k]) &&
					     !memcmp(w, license_words[k], wl);
			if (marked || (!keyed && (licensing || len >= longest))) {
				keyed = marked || licensing;
				longest = len;
				trigger = c->hash[c->n - 1];
			}
			p += adv;
			while (*p == ' ')
				p++;
		}
		if (triggers(patterns[i].kind)) {
			trigger_add(trigger);
			for (k = 0; k < c->n; k++)
				if (c->hash[k] == trigger)
					break;
			trigger_word(patterns[i].words, k);
		}
		/* Appended, so that a bucket keeps the table's order. */
		c->next = -1;
		*tail[c->hash[0] % PAT_BUCKETS] = (int)i;
		tail[c->hash[0] % PAT_BUCKETS] = &c->next;
	}
	/* A license word beside granting wording makes a text license-like too. */
	for (i = 0; i < ARRAY_SIZE(license_words); i++) {
		trigger_add(hash_bytes(license_words[i], strlen(license_words[i])));
		trigger_word(license_words[i], 0);
	}
	patterns_ready = true;
}

struct hit {
	const struct pattern *pat;
	size_t start, end;	/* word indices */
};

/* Does pattern J match at word I? */
static bool match_at(const struct words *ws, size_t i, size_t j)
{
	const struct cpattern *c = &cpatterns[j];
	size_t k;

	if (c->hash[0] != ws->v[i].hash || i + c->n > ws->n)
		return false;
	for (k = 1; k < c->n && ws->v[i + k].hash == c->hash[k]; k++)
		;
	return k == c->n;
}

/* ------------------------------------------------------------------------ */
/* Reading notices */

#define MAX_TERMS	6

struct term {
	char id[40];		/* kernel spelling: GPL-2.0, GPL-2.0+, BSD-3-Clause */
	size_t at;		/* deciding word */
	bool gpl;		/* GPL family: takes the syscall note */
	bool versionless;	/* a GPL without version, spelt GPL-2.0 by the kernel's reading */
	char note[64];		/* extra words for the diagnostic */
};

struct reading {
	const struct words *ws;
	struct hit *hits;		/* in order of their first word */
	size_t nr_hits;
	int *famv;			/* per word: family a name starting here names, or -1 */
	size_t *fend;			/* per word: end of the family name it is in */
	size_t *first_hit;		/* per word: first hit starting at or after it */
	/* Per family: the version claims found. */
	struct {
		char version[8];	/* "2.0", "" when the claims had none */
		bool versioned, plus, only, conflict, claimed;
		bool lesser;		/* a versionless claim said "Lesser" (2.1's name) */
		size_t at, at_bare;	/* first versioned / first versionless claim */
		bool bare;
	} fam[NR_FAMILIES];
	bool dual, copying, license_like;
	/*
	 * A GPL notice without a version reads GPL-2.0, as the kernel's own
	 * cleanups tagged such files (its COPYING: version 2 unless a file says
	 * otherwise); elsewhere, and in uapi headers (tagged in 2017 with the
	 * SPDX reading), GPL-1.0+: any version.
	 */
	bool kernel_reading;
	size_t kernel_at;		/* a P_KERNEL hit: where, or SIZE_MAX */
	bool full_text;		/* wording of a full permissive text: match the references */
	size_t dual_at, like_at;
	const char *names[8];		/* P_NAME families seen */
	size_t names_at[8];
	size_t nr_names;
	const char *poison, *soft;
	size_t poison_at, soft_at;
	struct term terms[MAX_TERMS];
	size_t nr_terms;
	bool failed;
	char fail[120];			/* why the text is not recognised */
	size_t fail_at;
};

static bool sentence_break(const struct words *ws, size_t i)
{
	return ws->v[i].flags & (W_PARA | W_SENT);
}

static size_t sentence_start(const struct words *ws, size_t i)
{
	size_t lim = i > SENT_WORDS ? i - SENT_WORDS : 0;

	while (i > lim && !sentence_break(ws, i))
		i--;
	return i;
}

static size_t sentence_end(const struct words *ws, size_t i)
{
	size_t lim = i + SENT_WORDS < ws->n ? i + SENT_WORDS : ws->n;

	for (i++; i < lim && !sentence_break(ws, i); i++)
		;
	return i;
}

/* Is word I a version number, and which ("2", "2.0" -> "2.0")? */
static bool version_word(const struct word *w, char *buf, size_t size)
{
	size_t i;

	if (!w->len || !is_digit((unsigned char)w->s[0]) || w->len > 4)
		return false;
	for (i = 0; i < w->len; i++)
		if (!is_digit((unsigned char)w->s[i]) && w->s[i] != '.')
			return false;
	if (w->len == 1)
		snprintf(buf, size, "%c.0", w->s[0]);
	else
		snprintf(buf, size, "%.*s", (int)w->len, w->s);
	return true;
}

/* "See the GPL for details", "a copy of the GPL": a reference, not a grant. */
static bool reference(const struct words *ws, size_t s0, size_t at)
{
	if (at > s0 && word_is(&ws->v[at - 1], "the"))
		at--;
	if (at > s0 && word_is(&ws->v[at - 1], "see"))
		return true;
	return at > s0 + 1 && word_is(&ws->v[at - 1], "of") && word_is(&ws->v[at - 2], "copy");
}

/*
 * One family mention H: read its version from the sentence ("GPL version 2",
 * "GPLv2", "version 2 of the GNU GPL", "either version 2 ... or (at your
 * option) any later version") and record the claim.
 */
static void read_claim(struct reading *r, size_t hi)
{
	const struct words *ws = r->ws;
	const struct hit *h = &r->hits[hi];
	int f = h->pat->value;
	size_t s0 = sentence_start(ws, h->start), s1 = sentence_end(ws, h->start);
	size_t i, v = 0;
	char ver[8] = "", other[8];
	bool found = false, plus = false, only = false, grant = false, multi = false;

	/* Forward: "GPL 2", "GPL version 2", "GPL as published ...; either version 2". */
	for (i = h->end; i < s1 && !found; i++) {
		if (r->famv[i] >= 0) {
			if (r->famv[i] != f)
				break;	/* "... or the MPL 1.1": not ours */
			if (r->fend[i] == i + 1 && i == h->end)
				continue;	/* "General Public License (GPL) version 2" */
			i = r->fend[i] - 1;
			continue;
		}
		if ((i == h->end || (i == h->end + 1 && r->famv[h->end] == f)) &&
		    version_word(&ws->v[i], ver, sizeof(ver))) {
			found = true;
			v = i;
		} else if (word_is(&ws->v[i], "version") && i + 1 < s1 &&
			   version_word(&ws->v[i + 1], ver, sizeof(ver))) {
			found = true;
			v = i + 1;
		}
	}
	/* Backward: "version 2 of the GNU General Public License". */
	if (!found) {
		i = h->start;
		if (i > s0 && word_is(&ws->v[i - 1], "the"))
			i--;
		if (i >= s0 + 3 && word_is(&ws->v[i - 1], "of") &&
		    version_word(&ws->v[i - 2], ver, sizeof(ver)) &&
		    word_is(&ws->v[i - 3], "version")) {
			found = true;
			v = i - 2;
		}
	}
	for (i = r->first_hit[s0]; i < r->nr_hits && r->hits[i].start < s1; i++) {
		const struct hit *o = &r->hits[i];

		if (o->pat->kind == P_GRANT)
			grant = true;
		if (o->pat->kind == P_ONLY && o->start + 4 >= h->start)
			only = true;
		/* "and no later version" is the opposite of "or later". */
		if (found && o->start > v && o->pat->kind == P_PLUS &&
		    !word_is(&ws->v[o->start - 1], "no") && !word_is(&ws->v[o->start - 1], "not"))
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

		if (!word_is(&ws->v[i - 1], "version") ||
		    !version_word(&ws->v[i], other, sizeof(other)) || !strcmp(other, ver))
			continue;
		for (k = i; k-- > s0 && owner < 0; )
			owner = r->famv[k];
		for (k = i + 1; k < s1 && owner < 0; k++)
			owner = r->famv[k];
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

static void add_term(struct reading *r, const char *id, bool gpl, size_t at, const char *note)
{
	struct term *t;
	size_t i;

	for (i = 0; i < r->nr_terms; i++)
		if (!strcmp(r->terms[i].id, id))
			return;
	if (r->nr_terms == MAX_TERMS)
		return;
	t = &r->terms[r->nr_terms++];
	snprintf(t->id, sizeof(t->id), "%s", id);
	t->gpl = gpl;
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
	static const char *const names[NR_FAMILIES] = { "GPL", "LGPL", "MPL", "Apache", "CDDL" };
	/* Versions each family has; the kernel spells them "GPL-2.0". */
	static const char *const versions[NR_FAMILIES][4] = {
		{ "1.0", "2.0", "3.0", NULL },
		{ "2.0", "2.1", "3.0", NULL },
		{ "1.0", "1.1", "2.0", NULL },
		{ "2.0", NULL },
		{ "1.0", "1.1", NULL },
	};
	int f;

	for (f = 0; f < NR_FAMILIES; f++) {
		char id[40];
		bool gpl = f == F_GPL || f == F_LGPL;
		size_t k;

		if (!r->fam[f].claimed)
			continue;
		if (r->fam[f].conflict) {
			fail(r, f == F_GPL ? "names more than one GPL version" :
					     "names more than one license version", r->fam[f].at);
			continue;
		}
		if (!r->fam[f].versioned && f == F_LGPL) {
			/*
			 * As for the GPL: no version means any, so from the first,
			 * the Library GPL 2.0, or 2.1 which renamed it "Lesser".
			 */
			add_term(r, r->fam[f].lesser ? "LGPL-2.1+" : "LGPL-2.0+", true,
				 r->fam[f].at_bare, "(no version given)");
			continue;
		}
		if (!r->fam[f].versioned) {
			if (f != F_GPL) {
				fail(r, "names a license without its version", r->fam[f].at_bare);
				continue;
			}
			/* The 2017 cleanup's rule: COPYING is the kernel's GPLv2. */
			if (r->copying) {
				add_term(r, "GPL-2.0", true, r->fam[f].at_bare,
					 "(no version; points at COPYING)");
			} else if (r->kernel_at != SIZE_MAX) {
				add_term(r, "GPL-2.0", true, r->fam[f].at_bare,
					 "(no version; the same license as the kernel)");
			} else if (r->kernel_reading) {
				add_term(r, "GPL-2.0", true, r->fam[f].at_bare,
					 "(no version given: version 2, the kernel's reading)");
				r->terms[r->nr_terms - 1].versionless = true;
			} else {
				add_term(r, "GPL-1.0+", true, r->fam[f].at_bare,
					 "(no version given: any version, the SPDX reading)");
			}
			continue;
		}
		for (k = 0; versions[f][k] && strcmp(versions[f][k], r->fam[f].version); k++)
			;
		if (!versions[f][k]) {
			fail(r, "names a license version that does not exist", r->fam[f].at);
			continue;
		}
		if (r->fam[f].plus && r->fam[f].only) {
			fail(r, "says both \"only\" and \"or later\"", r->fam[f].at);
			continue;
		}
		snprintf(id, sizeof(id), "%s-%s%s", names[f], r->fam[f].version,
			 r->fam[f].plus ? "+" : "");
		add_term(r, id, gpl, r->fam[f].at, NULL);
	}
}

/* Full texts: every required clause of a reference found in the file. */
/*
 * Full texts.  A reference matches when each of its required clauses has
 * CLAUSE_PRESENT percent of its shingles in the file.  Related references
 * (BSD-2-Clause, BSD-3-Clause, BSD-3-Clause-Clear, Linux-OpenIB) share
 * clauses, so of the matches of one family the one explaining the most
 * shingles wins: a BSD-3 text matches BSD-2 too, but BSD-3 explains its
 * third clause as well.  When a reference that nearly matches (each clause
 * at CLAUSE_NEAR) would explain more than the winner, the text is a variant
 * we cannot place, and we say so rather than guess.
 */
/*
 * Is a reference of FAMILY worth reading for this file?  Each permissive
 * text opens with its own wording ("Redistribution and use", "Permission is
 * hereby granted", ...), the P_LIKE patterns, and a notice that names one
 * ("BSD license") must be checked against its texts; a reference of no
 * known family always is.
 */
static bool family_wanted(const struct reading *r, const char *family)
{
	size_t i;

	if (!strcmp(family, "?"))
		return true;
	for (i = 0; i < r->nr_hits; i++) {
		const struct pattern *p = r->hits[i].pat;

		if ((p->kind == P_LIKE || p->kind == P_NAME) && !strcmp(p->name, family))
			return true;
	}
	return false;
}

static void text_terms(struct reading *r, const struct words *ws, const struct spdx_db *db)
{
	struct hset set;
	size_t i, j, k;
	size_t *hits;
	unsigned char *state;	/* 0: no, 1: near, 2: match */

	/*
	 * Only a full permissive text needs the reference texts, and every one
	 * of them grants "permission" or sets conditions on "redistribution":
	 * other files do not pay for loading them.
	 */
	for (i = 0; i < ws->n && !r->full_text; i++)
		r->full_text = word_is(&ws->v[i], "redistribution") ||
			       word_is(&ws->v[i], "redistributions") ||
			       word_is(&ws->v[i], "permission");
	if (!r->full_text || ws->n < SHINGLE)
		return;
	load_refs(db);
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

		/* Only the families the wording points at, each tokenised on demand. */
		if (!family_wanted(r, ref->family) || !ref_ready(ref))
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
			if (j == i || !state[j] || strcmp(cache->v[j].family, ref->family))
				continue;
			if (hits[j] > hits[i] || (hits[j] == hits[i] && j < i && state[j] == 2))
				best = false;
			if (!best && state[j] == 1 && !r->failed) {
				char why[sizeof(r->fail)];

				snprintf(why, sizeof(why),
					 "is close to %.40s and %.40s but not quite either",
					 ref->id, cache->v[j].id);
				fail(r, why, 0);
			}
		}
		if (!best)
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
		add_term(r, ref->id, false, k + SHINGLE <= ws->n ? k : 0, ref->family);
	}
	free(hits);
	free(state);
	free(set.slot);
}

static bool push_hit(struct reading *r, size_t *cap, const struct pattern *p, size_t start,
		     size_t end)
{
	if (r->nr_hits == *cap) {
		struct hit *v = (struct hit *)realloc(r->hits, 2 * *cap * sizeof(*v));

		if (!v)
			return false;
		r->hits = v;
		*cap *= 2;
	}
	r->hits[r->nr_hits].pat = p;
	r->hits[r->nr_hits].start = start;
	r->hits[r->nr_hits].end = end;
	r->nr_hits++;
	return true;
}

static bool license_word(const struct word *w)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(license_words); i++)
		if (word_is(w, license_words[i]))
			return true;
	return false;
}

/*
 * "MPL115A", "GPL2": a one-word family name glued to what follows.  Only a
 * version ("GPL2", "GPLv2", "GPL2+", "LGPL2.1") keeps it a license; a
 * longer number is a part number (drivers/iio/pressure/mpl115.c).
 */
static bool glued_part_number(const struct words *ws, size_t i)
{
	const struct word *w = &ws->v[i], *next;
	char ver[16];

	if (i + 1 >= ws->n)
		return false;
	next = &ws->v[i + 1];
	if (next->line != w->line || next->col != w->col + w->len)
		return false;
	if (word_is(next, "version") || word_is(next, "+"))
		return false;
	return !version_word(next, ver, sizeof(ver)) ||
	       (next->len > 2 && !memchr(next->s, '.', next->len));
}

static void read_words(struct reading *r, const struct words *ws)
{
	size_t i, cap = 64, n;

	r->ws = ws;
	r->hits = (struct hit *)malloc(cap * sizeof(*r->hits));
	r->famv = (int *)malloc((ws->n + 1) * sizeof(*r->famv));
	r->fend = (size_t *)malloc((ws->n + 1) * sizeof(*r->fend));
	r->first_hit = (size_t *)malloc((ws->n + 1) * sizeof(*r->first_hit));
	if (!r->hits || !r->famv || !r->fend || !r->first_hit) {
		r->nr_hits = 0;
		fail(r, "could not be read (out of memory)", 0);
		return;
	}
	for (i = 0; i < ws->n; i++) {
		size_t best = NR_PATTERNS, best_n = 0;
		int j;

		r->famv[i] = -1;
		r->fend[i] = i;
		r->first_hit[i] = r->nr_hits;
		/*
		 * Only the patterns whose first word hashes alike, and none is
		 * longer than PAT_WORDS words: constant work per word.
		 */
		for (j = pat_bucket[ws->v[i].hash % PAT_BUCKETS]; j >= 0; j = cpatterns[j].next) {
			if (!match_at(ws, i, (size_t)j))
				continue;
			if (patterns[j].kind == P_FAMILY) {
				if (cpatterns[j].n == 1 && glued_part_number(ws, i))
					continue;
				/* The longest family name wins: "lesser general public license". */
				if (cpatterns[j].n > best_n) {
					best = (size_t)j;
					best_n = cpatterns[j].n;
				}
				continue;
			}
			/* Inside a family name ("public" of "gnu general public license")? */
			if (i > 0 && r->fend[i - 1] > i)
				continue;
			if (!push_hit(r, &cap, &patterns[j], i, i + cpatterns[j].n))
				break;
		}
		if (best < NR_PATTERNS && !(i > 0 && r->fend[i - 1] > i)) {
			if (push_hit(r, &cap, &patterns[best], i, i + best_n)) {
				r->famv[i] = patterns[best].value;
				r->fend[i] = i + best_n;
			}
		} else if (i > 0 && r->fend[i - 1] > i) {
			r->fend[i] = r->fend[i - 1];	/* still inside the name */
		}
	}
	r->first_hit[ws->n] = r->nr_hits;
	for (i = 0; i < ws->n; i++) {
		const struct word *w = &ws->v[i];

		if ((w->flags & W_CAPS) && word_is(w, "copying"))
			r->copying = true;
	}
	/*
	 * License-like, so UNRECOGNISED rather than NONE when nothing is
	 * recognised: a license word in a sentence that grants something
	 * ("distributed under the license ..."), not a stray "license" or a
	 * lone warranty disclaimer.
	 */
	for (i = 0; i < r->nr_hits && !r->license_like; i++) {
		const struct hit *h = &r->hits[i];
		size_t s0, s1, k;

		if (h->pat->kind == P_GRANT) {
			s0 = sentence_start(ws, h->start);
			s1 = sentence_end(ws, h->start);
			for (k = s0; k < s1 && !r->license_like; k++) {
				const struct word *w = &ws->v[k];

				if (k != h->start && license_word(w))
					r->license_like = true;
			}
		} else if ((h->pat->kind == P_FAMILY && h->end - h->start > 1) ||
			   (triggers(h->pat->kind) && h->pat->kind != P_FAMILY)) {
			r->license_like = true;
		}

		r->like_at = h->start;
	}
	for (i = 0; i < r->nr_hits; i++) {
		const struct hit *h = &r->hits[i];

		switch (h->pat->kind) {
		case P_FAMILY:
			read_claim(r, i);
			break;
		case P_DUAL:
			if (!r->dual)
				r->dual_at = h->start;
			r->dual = true;
			break;
		case P_NAME:
			for (n = 0; n < r->nr_names && strcmp(r->names[n], h->pat->name); n++)
				;
			if (n == r->nr_names && n < ARRAY_SIZE(r->names)) {
				r->names[n] = h->pat->name;
				r->names_at[n] = h->start;
				r->nr_names++;
			}
			break;
		case P_KERNEL:
			if (r->kernel_at == SIZE_MAX)
				r->kernel_at = h->start;
			break;
		case P_SOFT:
			if (!r->soft) {
				r->soft = h->pat->name;
				r->soft_at = h->start;
			}
			break;
		case P_POISON:
			if (!r->poison) {
				r->poison = h->pat->name;
				r->poison_at = h->start;
			}
			break;
		default:
			break;
		}
	}
	for (i = 0; i < NR_FAMILIES; i++) {
		if (r->fam[i].claimed && !r->license_like) {
			r->license_like = true;
			r->like_at = r->fam[i].versioned ? r->fam[i].at : r->fam[i].at_bare;
		}
	}
}

/* ------------------------------------------------------------------------ */
/* Spelling the result */

static void long_id(const char *id, char *buf, size_t size)
{
	size_t n = strlen(id);

	if (!strncmp(id, "GPL-", 4) || !strncmp(id, "LGPL-", 5)) {
		if (n && id[n - 1] == '+')
			snprintf(buf, size, "%.*s-or-later", (int)(n - 1), id);
		else
			snprintf(buf, size, "%s-only", id);
	} else {
		snprintf(buf, size, "%s", id);
	}
}

static void append(char *buf, size_t size, const char *s)
{
	size_t n = strlen(buf);

	if (n < size)
		snprintf(buf + n, size - n, "%s", s);
}

/* The terms as an expression into BUF; SPDX_READING: a versionless GPL as GPL-1.0+. */
static void spell(const struct reading *r, const struct spdx_file *file,
		  const struct spdx_infer_opts *opts, bool spdx_reading, char *buf, size_t size)
{
	size_t i;
	bool compound = r->nr_terms > 1;

	buf[0] = '\0';
	if (file->uapi && compound)
		append(buf, size, "(");
	for (i = 0; i < r->nr_terms; i++) {
		const char *term = r->terms[i].versionless && spdx_reading ? "GPL-1.0+" :
				   r->terms[i].id;
		char id[48];

		if (opts && opts->long_ids)
			long_id(term, id, sizeof(id));
		else
			snprintf(id, sizeof(id), "%s", term);
		if (i)
			append(buf, size, " OR ");
		if (file->uapi && r->terms[i].gpl) {
			if (compound)
				append(buf, size, "(");
			append(buf, size, id);
			append(buf, size, " WITH Linux-syscall-note");
			if (compound)
				append(buf, size, ")");
		} else {
			append(buf, size, id);
		}
	}
	if (file->uapi && compound)
		append(buf, size, ")");
}

static void describe(const struct reading *r, char *buf, size_t size)
{
	size_t i;

	buf[0] = '\0';
	for (i = 0; i < r->nr_terms; i++) {
		const struct term *t = &r->terms[i];
		size_t n = strlen(t->id);
		char one[96];

		if (t->gpl && n && t->id[n - 1] == '+' && strcmp(t->id, "GPL-1.0+"))
			snprintf(one, sizeof(one), "%.*s or later", (int)(n - 1), t->id);
		else if (t->gpl && strchr(t->note, '('))
			snprintf(one, sizeof(one), "%s %s", t->id, t->note);
		else
			snprintf(one, sizeof(one), "%s", t->id);
		if (i)
			append(buf, size, " or ");
		append(buf, size, one);
	}
}

static void place(const struct words *ws, size_t at, struct spdx_inference *out)
{
	if (at < ws->n) {
		out->line = ws->v[at].line;
		out->col = ws->v[at].col;
	}
}

/* ------------------------------------------------------------------------ */

/*
 * Cheap pre-filter: a file goes on to the reader only if one of its words
 * outside the tag line is a trigger word of the pattern table, so the
 * filter cannot miss a row the table has (test_infer checks every row).
 * Words are split as the tokeniser splits them, letters only: "GPLv2" is
 * "gpl", "licence" folds to "license".  One pass over the bytes, no copy
 * of the text; nearly every kernel file has a tag and little else.
 */
static bool maybe_license(const struct spdx_file *file)
{
	size_t i, j;

	compile_patterns();
	for (i = 0; i < file->nr_comments; i++) {
		const char *text = file->comments[i].text;
		size_t len = file->comments[i].len, bol = 0;
		bool checked_line = false;

		/* A word at a time: letters in a tight loop, the rest skipped. */
		for (j = 0; j < len;) {
			char buf[WORD_MAX];
			const char *w = buf;
			size_t start, wl, k;
			int c = (unsigned char)text[j];

			if (!is_alpha(c)) {
				if (c == '\n') {
					bol = j + 1;
					checked_line = false;
				}
				j++;
				continue;
			}
			for (start = j++; j < len && is_alpha((unsigned char)text[j]); j++)
				;
			wl = j - start;
			c = to_lower(c);
			/* Most words fail here; "gplv" is one longer than "gpl". */
			if (!(c == 'v' && trigger_folds_v) &&
			    (wl < 2 || wl < trigger_min || wl > trigger_max + 1 ||
			     !trigger_pairs[(c - 'a') * 26 +
					    (to_lower((unsigned char)text[start + 1]) - 'a')]))
				continue;
			if (wl > WORD_MAX)
				wl = WORD_MAX;
			for (k = 0; k < wl; k++)
				buf[k] = (char)to_lower((unsigned char)text[start + k]);
			/* As add_word(): "gplv" is "gpl" and "version". */
			if ((wl == 4 && !memcmp(buf, "gplv", 4)) || (wl == 5 && !memcmp(buf, "lgplv", 5)))
				wl--;
			fold(&w, &wl);
			if (!trigger_has(hash_bytes(w, wl)))
				continue;
			if (!checked_line) {
				const char *eol = (const char *)memchr(text + j, '\n', len - j);
				size_t e = eol ? (size_t)(eol - text) : len;

				checked_line = true;
				if (tag_line(text + bol, e - bol)) {
					j = e;	/* the tag line does not count */
					continue;
				}
			}
			return true;
		}
	}
	return false;
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
	add_term(r, "GPL-2.0", true, r->kernel_at, "(the same license as the kernel)");
}

static void free_reading(struct reading *r, struct words *ws)
{
	if (r) {
		free(r->hits);
		free(r->famv);
		free(r->fend);
		free(r->first_hit);
		free(r);
	}
	free(ws->v);
}

bool spdx_infer_prefilter(const struct spdx_file *file)
{
	return maybe_license(file);
}

size_t spdx_infer_nr_patterns(void)
{
	return NR_PATTERNS;
}

const char *spdx_infer_pattern(size_t i, bool *trigger)
{
	if (i >= NR_PATTERNS)
		return NULL;
	*trigger = triggers(patterns[i].kind);
	return patterns[i].words;
}

bool spdx_infer_reads_row(const char *text, size_t row)
{
	struct words ws;
	struct reading *r;
	bool hit = false;
	size_t i;

	compile_patterns();
	memset(&ws, 0, sizeof(ws));
	tokenise(&ws, text, strlen(text), 1, 1);
	r = (struct reading *)calloc(1, sizeof(*r));
	if (r && !ws.oom) {
		read_words(r, &ws);
		for (i = 0; i < r->nr_hits; i++)
			hit |= r->hits[i].pat == &patterns[row];
	}
	free_reading(r, &ws);
	return hit;
}

/*
 * The default in a uapi file carries the syscall note on each GPL-family
 * term, as the kernel's uapi commit gave untagged headers
 * "GPL-2.0 WITH Linux-syscall-note".
 */
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

/*
 * The default in a uapi file carries the syscall note on each GPL-family
 * term, as the kernel's uapi commit gave untagged headers
 * "GPL-2.0 WITH Linux-syscall-note".  Left as it is when that does not fit.
 */
static void default_with_note(const struct spdx_infer_opts *opts, char *buf, size_t size)
{
	static const char note[] = " WITH Linux-syscall-note";
	const struct spdx_db *db = opts->db ? opts->db : spdx_db_builtin();
	const char *src = opts->default_expr;
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

static void set_none(const struct spdx_file *file, const struct spdx_infer_opts *opts,
		     struct spdx_inference *out)
{
	out->status = SPDX_TEXT_NONE;
	snprintf(out->expr, sizeof(out->expr), "%s",
		 opts && opts->default_expr ? opts->default_expr : "");
	if (file && file->uapi && out->expr[0]) {
		if (uapi_default.db != opts->db || strcmp(uapi_default.src, out->expr)) {
			uapi_default.db = opts->db;
			memcpy(uapi_default.src, out->expr, sizeof(out->expr));
			default_with_note(opts, out->expr, sizeof(out->expr));
			memcpy(uapi_default.expr, out->expr, sizeof(out->expr));
		}
		memcpy(out->expr, uapi_default.expr, sizeof(out->expr));
	}
	snprintf(out->why, sizeof(out->why), "no license text in the leading comments");
}

void spdx_infer(const struct spdx_file *file, const struct spdx_infer_opts *opts,
		struct spdx_inference *out)
{
	struct words ws;
	struct reading *r;
	size_t i, at;
	char desc[160];

	memset(out, 0, sizeof(*out));
	if (!maybe_license(file)) {
		set_none(file, opts, out);
		return;
	}
	memset(&ws, 0, sizeof(ws));
	tokenise_file(&ws, file);
	r = (struct reading *)calloc(1, sizeof(*r));
	if (!r || ws.oom) {
		free(r);
		free(ws.v);
		out->status = SPDX_TEXT_UNRECOGNISED;
		snprintf(out->why, sizeof(out->why), "out of memory reading the license text");
		return;
	}
	r->kernel_reading = opts && opts->db && spdx_db_is_kernel(opts->db) && !file->uapi;
	r->kernel_at = SIZE_MAX;
	read_words(r, &ws);
#ifdef SPDX_INFER_DEBUG
	for (i = 0; i < ws.n; i++)
		fprintf(stderr, "%s%s%.*s", ws.v[i].flags & W_PARA ? "\n| " : "",
			ws.v[i].flags & W_SENT ? " . " : " ", ws.v[i].len, ws.v[i].s);
	fprintf(stderr, "\n");
	for (i = 0; i < r->nr_hits; i++)
		fprintf(stderr, "hit '%s' at %zu\n", r->hits[i].pat->words, r->hits[i].start);
#endif
	family_terms(r);
	kernel_term(r);
	text_terms(r, &ws, opts ? opts->db : NULL);

	/* Every permissive license the notice names must be one of the texts found. */
	for (i = 0; i < r->nr_names && !r->failed; i++) {
		size_t k;

		for (k = 0; k < r->nr_terms && strcmp(r->terms[k].note, r->names[i]); k++)
			;
		if (k == r->nr_terms)
			fail(r, r->names[i][0] == 'B' ? "names a BSD license without its text" :
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
		/* GPL family first, as the kernel writes "GPL-2.0 OR BSD-3-Clause". */
		struct term tmp;

		for (i = 1; i < r->nr_terms; i++) {
			size_t k = i;

			while (k > 0 && r->terms[k].gpl && !r->terms[k - 1].gpl) {
				tmp = r->terms[k - 1];
				r->terms[k - 1] = r->terms[k];
				r->terms[k] = tmp;
				k--;
			}
		}
		out->status = SPDX_TEXT_RECOGNISED;
		spell(r, file, opts, false, out->expr, sizeof(out->expr));
		spell(r, file, opts, true, out->text_expr, sizeof(out->text_expr));
		at = ws.n;
		for (i = 0; i < r->nr_terms; i++)
			if (r->terms[i].at < at)
				at = r->terms[i].at;
		place(&ws, at, out);
		describe(r, desc, sizeof(desc));
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
		set_none(file, opts, out);
	}
	free_reading(r, &ws);
}

/* ------------------------------------------------------------------------ */
/* Contradictions */

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
		buf[i] = (char)to_lower((unsigned char)buf[i]);
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
	for (i = 0; i + 1 < n && !(id[i] == '-' && is_digit((unsigned char)id[i + 1])); i++)
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
bool spdx_infer_contradicts(const struct spdx_expr *tag, const struct spdx_expr *inferred,
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
