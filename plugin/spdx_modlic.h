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

/* What a license is, for the idents' purposes: a bit mask (spdx_modlic.def). */
enum spdx_family {
#define SPDX_FAMILY(name, bit, words) SPDX_FAMILY_##name = bit,
#include "spdx_modlic.def"
};

enum spdx_modlic_result {
	SPDX_MODLIC_AGREES,
	SPDX_MODLIC_DISAGREES,		/* WHY says what is missing */
	SPDX_MODLIC_UNKNOWN_IDENT,	/* WHY lists the idents */
};

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
