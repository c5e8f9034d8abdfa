/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Spelling the license-text inference's result: the terms a notice was
 * read as become the expression a tag carries (the kernel's short ids or
 * the long ones, a uapi header's GPL terms WITH Linux-syscall-note, the GPL
 * family first) and the words of the message; the default is spelt for a
 * uapi header the same way.
 *
 * Interface: spdx_family_id() names a versioned family's license;
 * struct spdx_term is one term; spdx_terms_order(),
 * spdx_terms_spell() and spdx_terms_describe() spell a list of them;
 * spdx_default_spell() spells default= through a cache the caller owns.
 */
#ifndef SPDX_SPELL_H
#define SPDX_SPELL_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_licdb.h"
#include "spdx_patterns.h"

#ifdef __cplusplus
extern "C" {
#endif

struct spdx_term {
	char id[40];		/* kernel spelling: GPL-2.0, GPL-2.0+, BSD-3-Clause */
	size_t at;		/* deciding word */
	enum spdx_family family;
	bool gpl;		/* GPL family: takes the syscall note */
	bool versionless;	/* a GPL without version, spelt GPL-2.0 by the kernel's reading */
	char note[64];		/* extra words for the diagnostic */
};

/*
 * The kernel's id of a versioned family's license ("GPL-2.0", "MPL-1.1",
 * PLUS: "GPL-2.0+") into BUF; false when the family has no such version.
 */
bool spdx_family_id(enum spdx_family family, const char *version, bool plus, char *buf,
		    size_t size);
/* GPL family first, as the kernel writes "GPL-2.0 OR BSD-3-Clause"; stable. */
void spdx_terms_order(struct spdx_term *t, size_t n);
/*
 * The terms as one expression into BUF: OR between them, a uapi header's
 * GPL terms WITH the syscall note, LONG_IDS "GPL-2.0-only"; SPDX_READING
 * spells a versionless GPL as GPL-1.0+ (what the text says, for comparing).
 */
void spdx_terms_spell(const struct spdx_term *t, size_t n, bool uapi, bool long_ids,
		      bool spdx_reading, char *buf, size_t size);
/* The terms for the message: "GPL-2.0 or later or MIT". */
void spdx_terms_describe(const struct spdx_term *t, size_t n, char *buf, size_t size);

#define SPDX_SPELL_MAX	256	/* as struct spdx_inference's expr */

/* Every untagged uapi header of a compilation gets the same default: spelt once. */
struct spdx_default_cache {
	const struct spdx_db *db;
	char src[SPDX_SPELL_MAX];
	char expr[SPDX_SPELL_MAX];
};

/* DEFAULT_EXPR (NULL: none) for a file into BUF; a uapi header's WITH the syscall note. */
void spdx_default_spell(struct spdx_default_cache *cache, const char *default_expr, bool uapi,
			const struct spdx_db *db, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_SPELL_H */
