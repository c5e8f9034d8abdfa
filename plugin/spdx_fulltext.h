/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Full-text matching of the license-text inference: a file's words are
 * compared, by word 4-shingles, with the reference texts of the permissive
 * licenses (BSD, MIT, ISC, X11, Zlib, OpenIB): the kernel's LICENSES/
 * texts when the database is a kernel tree, else the few texts of
 * /usr/share/common-licenses short enough to be embedded in a notice.
 *
 * Interface: spdx_refs_new() / spdx_refs_free() own the reference cache
 * (one per kernel db and one for common-licenses, each tokenised on
 * demand); spdx_fulltext_match() lists the references a file's text
 * matches.
 */
#ifndef SPDX_FULLTEXT_H
#define SPDX_FULLTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_licdb.h"
#include "spdx_patterns.h"
#include "spdx_words.h"

#ifdef __cplusplus
extern "C" {
#endif

struct spdx_refs;

#define SPDX_FULLTEXT_MAX	8	/* matches: at most one per family */

struct spdx_fulltext {
	struct {
		const char *id;			/* the reference's SPDX id */
		enum spdx_family family;
		size_t at;			/* the word where the text starts */
	} match[SPDX_FULLTEXT_MAX];
	size_t n;
	char close[120];	/* "" or why the text is a variant we cannot place */
};

/*
 * Matches the words WS against the references of DB (a kernel db, else
 * common-licenses) of the families in WANTED (1 << enum spdx_family; a
 * reference of no known family is always compared).
 */
void spdx_fulltext_match(struct spdx_refs *refs, const struct spdx_db *db,
			 const struct spdx_words *ws, unsigned int wanted,
			 struct spdx_fulltext *out);

/* The cache; COMMON_DIR: where the non-kernel reference texts live, NULL: Debian's. */
struct spdx_refs *spdx_refs_new(const char *common_dir);
void spdx_refs_free(struct spdx_refs *refs);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_FULLTEXT_H */
