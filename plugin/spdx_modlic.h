/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * MODULE_LICENSE() against the tags: does a source file's expression allow
 * what its module's license ident (spdx_modlic.def) says?
 */
#ifndef SPDX_MODLIC_H
#define SPDX_MODLIC_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_expr.h"
#include "spdx_licdb.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * What a license is, for the idents' purposes: one bit per row of
 * spdx_modlic.def, in its order (test_kbuild checks the rows' BIT, which
 * the reader's facts take).
 */
enum spdx_modlic_family_bit {
#define SPDX_FAMILY(name, ...) SPDX_FAMILY_BIT_##name,
#include "spdx_modlic.def"
};

#define SPDX_FAMILY_MASK(name) BIT(SPDX_FAMILY_BIT_##name)

enum spdx_modlic_result {
	SPDX_MODLIC_AGREES,
	SPDX_MODLIC_DISAGREES,		/* WHY says what is missing */
	SPDX_MODLIC_UNKNOWN_IDENT,	/* WHY lists the idents */
};

/*
 * Why a file's license does not allow what an ident needs: the ident, its
 * meaning, the families it needs (printf, and Python's % in spdx-report,
 * which checks a module's other objects with the same words).
 */
#define SPDX_MODLIC_WHY "\"%s\" means %s, but the file's license does not allow %s alone"

/* Families named together: "MIT or a BSD license". */
#define SPDX_FAMILY_JOIN " or "

/* Set in every result of spdx_modlic_allowed(): evaluated. */
#define SPDX_MODLIC_EVALUATED 0x80000000

/*
 * The families that expression E (parsed) allows the code to be used
 * under alone: a family is allowed when the licenses of one choice (one
 * way of picking its ORs' sides) all share it.  A mask of family bits with
 * SPDX_MODLIC_EVALUATED; 0 for no expression (E->root < 0).  An ident
 * agrees when it needs none or allows one of FIRST's and of SECOND's
 * families.  The object record carries the main file's (spdx_note.h), so
 * that spdx-report checks a module's other objects with this evaluation
 * and no other.
 */
unsigned int spdx_modlic_allowed(const struct spdx_expr *e, const struct spdx_db *db);

/*
 * Does expression E (parsed) allow what module license IDENT (LEN bytes)
 * needs?  DB tells GPL-compatible licenses apart (the kernel's LICENSES/:
 * not dual/).
 */
enum spdx_modlic_result spdx_modlic_check(const char *ident, size_t len,
					  const struct spdx_expr *e,
					  const struct spdx_db *db, char *why, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_MODLIC_H */
