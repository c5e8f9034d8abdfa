/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The word tokeniser of the license-text inference: comments (or a
 * reference text) become a stream of canonical words, with decoration,
 * case, spacing, line wraps and hyphenation gone, spelling variants folded
 * ("licence", "v2") and SPDX tag lines dropped.  Each word keeps where it
 * was and whether a sentence or paragraph break precedes it.
 *
 * Interface: spdx_words_tokenise() / spdx_words_tokenise_file() fill a
 * struct spdx_words, spdx_words_release() frees it; spdx_word_fold() and
 * spdx_words_tag_line() serve the pre-filter (spdx_patterns.c), which
 * splits words as this tokeniser does without building the stream.
 */
#ifndef SPDX_WORDS_H
#define SPDX_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "spdx_core.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SPDX_WORD_MAX	24	/* canonical bytes kept per word; longer words are cut */

enum {
	SPDX_W_CAPS = 1 << 0,	/* written in capitals ("COPYING") */
	SPDX_W_PARA = 1 << 1,	/* a paragraph (or comment) break precedes the word */
	SPDX_W_SENT = 1 << 2,	/* a sentence break precedes the word */
};

struct spdx_word {
	unsigned int hash;	/* spdx_hash_bytes() of s[0..len) */
	unsigned int line, col;
	unsigned char len;
	unsigned char flags;
	char s[SPDX_WORD_MAX];
};

struct spdx_words {
	struct spdx_word *v;
	size_t n, alloc;
	bool oom;
	/* Tokeniser state carried from word to word. */
	unsigned char pending;	/* SPDX_W_PARA / SPDX_W_SENT for the next word */
	bool hyphen;		/* the last word ended a line with '-' */
};

/* Tokenises TEXT (a comment or a reference text) from LINE:COL on. */
void spdx_words_tokenise(struct spdx_words *ws, const char *text, size_t len, unsigned int line,
			 unsigned int col);
/* Tokenises every leading comment of FILE. */
void spdx_words_tokenise_file(struct spdx_words *ws, const struct spdx_file *file);
void spdx_words_release(struct spdx_words *ws);

/* Folds a spelling variant (*S, *LEN: lower case) into its canonical word. */
void spdx_word_fold(const char **s, size_t *len);
/* Is S (LEN bytes) an SPDX tag line, or a misspelt one? */
bool spdx_words_tag_line(const char *s, size_t len);

/* Is W a version number, and which ("2", "2.0" -> "2.0")? */
bool spdx_word_version(const struct spdx_word *w, char *buf, size_t size);

/* The sentence around word I: its first word, and one past its last. */
size_t spdx_words_sentence_start(const struct spdx_words *ws, size_t i);
size_t spdx_words_sentence_end(const struct spdx_words *ws, size_t i);

static inline bool spdx_word_is(const struct spdx_word *w, const char *s)
{
	return w->len == strlen(s) && !memcmp(w->s, s, w->len);
}

#ifdef __cplusplus
}
#endif

#endif /* SPDX_WORDS_H */
