// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The word tokeniser of the license-text inference (see spdx_words.h):
 * comments become canonical words.  Decoration, case, spacing, line wraps
 * and hyphenation go; "licence" folds to "license", "GPLv2" splits into
 * "gpl version 2"; SPDX tag lines do not feed the inference of what the
 * tag should be.  Linear in the comment bytes, which the core caps.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_util.h"
#include "spdx_words.h"

#define SENT_WORDS	60	/* a sentence longer than this is cut, bounding look-around */

static struct spdx_word *push_word(struct spdx_words *ws)
{
	struct spdx_word *w;

	if (ws->oom)
		return NULL;
	if (ws->n == ws->alloc) {
		size_t n = ws->alloc ? ws->alloc * 2 : 256;
		struct spdx_word *v = (struct spdx_word *)realloc(ws->v, n * sizeof(*v));

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

static void set_word(struct spdx_word *w, const char *s, size_t len)
{
	if (len > SPDX_WORD_MAX)
		len = SPDX_WORD_MAX;
	memcpy(w->s, s, len);
	w->len = (unsigned char)len;
	w->hash = spdx_hash_bytes(w->s, w->len);
}

/*
 * Spelling variants folded into one word, so that patterns and shingles
 * need not list them: British spelling, and the "v" of "GPLv2", "v2.0".
 */
void spdx_word_fold(const char **s, size_t *len)
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

static void add_word(struct spdx_words *ws, const char *s, size_t len, unsigned int line,
		     unsigned int col, unsigned char flags)
{
	struct spdx_word *w;

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
	spdx_word_fold(&s, &len);
	set_word(w, s, len);
}

/* Is the word ending at S[END) one a full stop does not end a sentence after? */
static bool abbreviation(const char *s, size_t end)
{
	/* None longer than four letters: longer words are no abbreviation. */
	static const char abbr[][5] = { "v", "ver", "vs", "inc", "co", "corp", "ltd", "st",
					"e", "g", "i", "no", "dr", "mr" };
	size_t start = end, i;

	while (start > 0 && spdx_is_alpha((unsigned char)s[start - 1]))
		start--;
	if (start == end || end - start > 4)
		return false;
	for (i = 0; i < ARRAY_SIZE(abbr); i++) {
		size_t k, n = strlen(abbr[i]);

		if (start + n != end)
			continue;
		for (k = 0; k < n && spdx_to_lower((unsigned char)s[start + k]) == abbr[i][k]; k++)
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
		if (i >= n || spdx_to_lower((unsigned char)s[i]) != stem[i])
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
	return s[i] == '.' && i > start && i + 1 < len && spdx_is_digit((unsigned char)s[i - 1]) &&
	       spdx_is_digit((unsigned char)s[i + 1]);
}

/*
 * The tag line, or a misspelt one ("SPDX-License-Identifer"), must not
 * feed the inference of what the tag should be.
 */
bool spdx_words_tag_line(const char *s, size_t len)
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
static void tokenise_line(struct spdx_words *ws, const char *s, size_t len, unsigned int line,
			  unsigned int col0)
{
	size_t i = 0, nr = 0;
	bool first = true;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];
		size_t start, alpha_end, end;
		char buf[SPDX_WORD_MAX * 2];
		size_t blen, k;
		unsigned char flags = 0;

		/* Bytes past ASCII (no-break spaces, quotes, names) separate words. */
		if (!spdx_is_alnum(c)) {
			if (c == '.' || c == '?' || c == '!') {
				if ((i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\t' ||
				     s[i + 1] == '\r') && !abbreviation(s, i))
					ws->pending |= SPDX_W_SENT;
			} else if (c == '-' && first && i + 1 < len && s[i + 1] == ' ') {
				ws->pending |= SPDX_W_PARA;	/* a "- item" bullet */
			}
			i++;
			continue;
		}
		start = i;
		while (i < len && spdx_is_alpha((unsigned char)s[i]))
			i++;
		alpha_end = i;
		/* Digits, with dots between them: "2.1" is one word. */
		while (i < len &&
		       (spdx_is_digit((unsigned char)s[i]) || version_dot(s, len, start, i)))
			i++;
		/* "x86_64", "2nd": the rest of an alphanumeric run stays one word. */
		while (i < len && spdx_is_alnum((unsigned char)s[i]))
			i++;
		end = i;
		if (first && end - start <= 2 && i < len && (s[i] == '.' || s[i] == ')') &&
		    !(ws->n && spdx_word_is(&ws->v[ws->n - 1], "version")) &&
		    (i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\t') &&
		    (spdx_is_digit((unsigned char)s[start]) || end - start == 1)) {
			/* "1." or "a)" opening a line: a list item. */
			ws->pending |= SPDX_W_PARA;
			i++;
			first = false;
			continue;
		}
		first = false;
		blen = end - start < sizeof(buf) ? end - start : sizeof(buf);
		for (k = 0; k < blen; k++)
			buf[k] = (char)spdx_to_lower((unsigned char)s[start + k]);
		if (end - start >= 2) {
			for (k = start; k < end && !spdx_is_lower((unsigned char)s[k]); k++)
				;
			if (k == end && spdx_is_upper((unsigned char)s[start]))
				flags |= SPDX_W_CAPS;
		}
		/* "re-\n * distribute": join a word hyphenated across lines. */
		if (ws->hyphen && nr == 0 && ws->n && spdx_is_lower((unsigned char)s[start]) &&
		    !(ws->pending & SPDX_W_PARA)) {
			struct spdx_word *w = &ws->v[ws->n - 1];
			char joined[SPDX_WORD_MAX * 2];
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
		if (alpha_end > start && alpha_end < end &&
		    spdx_is_digit((unsigned char)s[alpha_end])) {
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
			if (j >= len && spdx_is_alpha((unsigned char)s[start]))
				ws->hyphen = true;
		}
	}
	if (!nr)
		ws->pending |= SPDX_W_PARA;	/* an empty line ends a paragraph */
}

/* Tokenises one comment (or reference text); SPDX tag lines are skipped. */
void spdx_words_tokenise(struct spdx_words *ws, const char *text, size_t len, unsigned int line,
			 unsigned int col)
{
	size_t i = 0;

	while (i < len) {
		const char *nl = (const char *)memchr(text + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - text) : len;

		if (spdx_words_tag_line(text + i, e - i)) {
			ws->pending |= SPDX_W_PARA;
			ws->hyphen = false;
		} else {
			tokenise_line(ws, text + i, e - i, line, col);
		}
		i = e + 1;
		line++;
		col = 1;
	}
}

void spdx_words_tokenise_file(struct spdx_words *ws, const struct spdx_file *file)
{
	size_t i;
	unsigned int prev_end = 0;
	bool prev_line_comment = false;

	for (i = 0; i < file->nr_comments; i++) {
		const struct spdx_comment *c = &file->comments[i];
		bool line_comment = c->len >= 2 && c->text[0] == '/' && c->text[1] == '/';

		/* A run of // comments on consecutive lines is one paragraph. */
		if (!(line_comment && prev_line_comment && c->line == prev_end + 1))
			ws->pending |= SPDX_W_PARA;
		ws->hyphen = ws->hyphen && line_comment && prev_line_comment;
		spdx_words_tokenise(ws, c->text, c->len, c->line, c->col);
		prev_end = c->line;
		for (const char *p = c->text, *end = c->text + c->len;
		     (p = (const char *)memchr(p, '\n', (size_t)(end - p))); p++)
			prev_end++;
		prev_line_comment = line_comment;
	}
}

static bool sentence_break(const struct spdx_words *ws, size_t i)
{
	return ws->v[i].flags & (SPDX_W_PARA | SPDX_W_SENT);
}

size_t spdx_words_sentence_start(const struct spdx_words *ws, size_t i)
{
	size_t lim = i > SENT_WORDS ? i - SENT_WORDS : 0;

	while (i > lim && !sentence_break(ws, i))
		i--;
	return i;
}

size_t spdx_words_sentence_end(const struct spdx_words *ws, size_t i)
{
	size_t lim = i + SENT_WORDS < ws->n ? i + SENT_WORDS : ws->n;

	for (i++; i < lim && !sentence_break(ws, i); i++)
		;
	return i;
}

/* Is W a version number, and which ("2", "2.0" -> "2.0")? */
bool spdx_word_version(const struct spdx_word *w, char *buf, size_t size)
{
	size_t i;

	if (!w->len || !spdx_is_digit((unsigned char)w->s[0]) || w->len > 4)
		return false;
	for (i = 0; i < w->len; i++)
		if (!spdx_is_digit((unsigned char)w->s[i]) && w->s[i] != '.')
			return false;
	if (w->len == 1)
		snprintf(buf, size, "%c.0", w->s[0]);
	else
		snprintf(buf, size, "%.*s", (int)w->len, w->s);
	return true;
}

void spdx_words_release(struct spdx_words *ws)
{
	free(ws->v);
	memset(ws, 0, sizeof(*ws));
}
