/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * License database: which identifiers and exceptions exist, which licenses an
 * exception may follow, and which licenses are dual-only.  Either the SPDX
 * list (generated from Debian's node-spdx-license-ids / node-spdx-exceptions)
 * or a kernel LICENSES/ tree.
 */
#ifndef SPDX_LICDB_H
#define SPDX_LICDB_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum spdx_license_flags {
	SPDX_LIC_GPL = 1 << 0,		/* GPL family: takes Linux-syscall-note */
	SPDX_LIC_DUAL = 1 << 1,		/* kernel LICENSES/dual: only with OR */
	SPDX_LIC_DEPRECATED = 1 << 2,	/* kernel LICENSES/deprecated or SPDX deprecated */
	SPDX_LIC_EXCEPTION = 1 << 3,	/* an exception, not a license */
};

/*
 * The lines of a LICENSES/ file that name its identifiers ("\072" is the
 * colon: checkpatch takes "SPDX-" and a colon on one line for a tag).
 */
#define SPDX_LICENSE_ID_KEY	"Valid-License-Identifier:"
#define SPDX_EXCEPTION_ID_KEY	"SPDX-Exception-Identifier\072"
#define SPDX_EXCEPTION_FOR_KEY	"SPDX-Licenses\072"

/*
 * Longer license texts (GPL, MPL, ...) are not kept: no source file embeds
 * them, and the db lives as long as the compiler.
 */
#define SPDX_DB_TEXT_MAX	4000

struct spdx_license {
	const char *id;			/* as the list spells it */
	unsigned int flags;
	/* Kernel LICENSES/ only: the file, its License-Text: body if short, or NULL. */
	const char *file;
	const char *text;
	size_t text_len;
	/* Exceptions from a kernel tree: the SPDX-Licenses list, or NULL. */
	const char *const *allowed;
	size_t nr_allowed;
};

struct spdx_db;

/* The built-in SPDX list. Never NULL; shared, do not free. */
const struct spdx_db *spdx_db_builtin(void);
/*
 * Reads a kernel LICENSES/ tree. On failure returns NULL and writes a
 * one-line reason into ERR.
 */
struct spdx_db *spdx_db_load_kernel(const char *dir, char *err, size_t errlen);
void spdx_db_free(struct spdx_db *db);
bool spdx_db_is_kernel(const struct spdx_db *db);

/* Case-insensitive lookups of ID[0..LEN); NULL when unknown. */
const struct spdx_license *spdx_db_license(const struct spdx_db *db, const char *id, size_t len);
const struct spdx_license *spdx_db_exception(const struct spdx_db *db, const char *id, size_t len);
/* May exception EXC follow license ID[0..LEN) ("GPL-2.0+" includes the '+')? */
bool spdx_db_exception_allows(const struct spdx_db *db, const struct spdx_license *exc,
			      const char *id, size_t len);

/* All entries, licenses first, then exceptions; for spelling hints and texts. */
size_t spdx_db_count(const struct spdx_db *db);
const struct spdx_license *spdx_db_at(const struct spdx_db *db, size_t i);

/* Generated from Debian's SPDX list packages into spdx_ids.c; NULL-terminated. */
extern const char *const spdx_builtin_licenses[];
extern const char *const spdx_builtin_deprecated[];
extern const char *const spdx_builtin_exceptions[];

#ifdef __cplusplus
}
#endif

#endif /* SPDX_LICDB_H */
