/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The short-notice patterns of the license-text inference: the table
 * (spdx_patterns.def, one row per wording, each with its source), the
 * table compiled for lookup, the reader that finds its rows in a word
 * stream, and the pre-filter derived from it.
 *
 * Interface: spdx_patset_compile() once per inference context;
 * spdx_patset_maybe_license() is the pre-filter; spdx_patset_find() lists
 * the hits of a word stream, spdx_hits_release() frees them.
 */
#ifndef SPDX_PATTERNS_H
#define SPDX_PATTERNS_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_core.h"
#include "spdx_words.h"

#ifdef __cplusplus
extern "C" {
#endif

enum spdx_pat_kind {
	SPDX_PAT_FAMILY,	/* names a license family whose version the sentence gives */
	SPDX_PAT_PLUS,		/* "or later" wording after a version */
	SPDX_PAT_ONLY,		/* "only" wording near a version */
	SPDX_PAT_DUAL,		/* dual-licensing wording */
	SPDX_PAT_NAME,		/* names a permissive license a full text must account for */
	SPDX_PAT_POISON,	/* something no kernel tag can express from text: give up */
	SPDX_PAT_GRANT,		/* wording that makes a versionless GPL mention a license grant */
	SPDX_PAT_SOFT,		/* as SPDX_PAT_POISON, unless a license was recognised as well */
	SPDX_PAT_LIKE,		/* license wording: unrecognised rather than no text */
	SPDX_PAT_TERMS,		/* licensing terms in words no other row reads: no guess */
	SPDX_PAT_KERNEL,	/* "the same license as the kernel": the kernel's GPL-2.0 */
};

enum spdx_family {
	/* Named by FAMILY rows; the sentence gives the version. */
	SPDX_FAM_GPL,
	SPDX_FAM_LGPL,
	SPDX_FAM_MPL,
	SPDX_FAM_APACHE,
	SPDX_FAM_CDDL,
	/* Permissive: what "BSD license" etc. refer to; a full text says which one. */
	SPDX_FAM_BSD,
	SPDX_FAM_MIT,
	SPDX_FAM_ISC,
	SPDX_FAM_ZLIB,
	SPDX_FAM_NONE,
};

#define SPDX_NR_VERSIONED	(SPDX_FAM_CDDL + 1)	/* families a FAMILY row names */

struct spdx_pattern {
	const char *words;
	enum spdx_pat_kind kind;
	enum spdx_family family;
	const char *name;
};

/* The number of rows: one enumerator per row, named after its line. */
#define SPDX_PATTERN_ROW2(line)	spdx_pattern_row_##line
#define SPDX_PATTERN_ROW(line)	SPDX_PATTERN_ROW2(line)
enum {
#define PATTERN(...) SPDX_PATTERN_ROW(__LINE__),
#include "spdx_patterns.def"
#undef PATTERN
	SPDX_NR_PATTERNS
};

extern const struct spdx_pattern spdx_patterns[SPDX_NR_PATTERNS];

/* Can a row of KIND change a file's outcome on its own (the pre-filter's rows)? */
bool spdx_pattern_triggers(enum spdx_pat_kind kind);
/* "license", "licensed", ...: a license word beside granting wording. */
bool spdx_license_word(const struct spdx_word *w);

#define SPDX_PAT_WORDS		8
#define SPDX_PAT_BUCKETS	64	/* patterns by the hash of their first word */
#define SPDX_TRIGGER_SLOTS	256

/* The table compiled: immutable once spdx_patset_compile() has run. */
struct spdx_patset {
	struct {
		unsigned int hash[SPDX_PAT_WORDS];
		unsigned int n;
		int next;	/* next pattern in the same bucket, in table order, or -1 */
	} c[SPDX_NR_PATTERNS];
	int bucket[SPDX_PAT_BUCKETS];
	/*
	 * The pre-filter's words, derived from the table: for each row of a
	 * kind that spdx_pattern_triggers(), its key word, the rarest in
	 * ordinary prose.  A hash set, open addressing; 0 marks an empty slot.
	 */
	unsigned int trigger_set[SPDX_TRIGGER_SLOTS];
	/*
	 * Cheap tests before a word is hashed: its first two letters and its
	 * length.  Folding only changes words that start with l ("licence",
	 * whose pair "li" is there anyway), v ("v" is "version") or t ("two"
	 * is "2").
	 */
	unsigned char trigger_pairs[26 * 26];
	size_t trigger_min, trigger_max;
	bool trigger_folds_v;	/* "version" is a trigger word */
};

void spdx_patset_compile(struct spdx_patset *ps);
/* The pre-filter: false when FILE has no license text (it gets the default). */
bool spdx_patset_maybe_license(const struct spdx_patset *ps, const struct spdx_file *file);

struct spdx_hit {
	const struct spdx_pattern *pat;
	size_t start, end;	/* word indices */
};

struct spdx_hits {
	struct spdx_hit *v;	/* in order of their first word */
	size_t n, cap;
	int *famv;		/* per word: family a name starting here names, or -1 */
	size_t *fend;		/* per word: end of the family name it is in */
	size_t *first_hit;	/* per word: first hit starting at or after it */
};

/* Finds the rows of the table in WS; false when out of memory. */
bool spdx_patset_find(const struct spdx_patset *ps, const struct spdx_words *ws,
		      struct spdx_hits *h);
/* The permissive families the LIKE and NAME rows among H point at (1 << family). */
unsigned int spdx_hits_families(const struct spdx_hits *h);
void spdx_hits_release(struct spdx_hits *h);
/* For tests: does the reader find row ROW of the table in TEXT? */
bool spdx_patset_reads_row(const struct spdx_patset *ps, const char *text, size_t row);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_PATTERNS_H */
