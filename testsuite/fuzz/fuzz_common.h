/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Helpers shared by the libFuzzer targets: the kernel LICENSES/ database,
 * loaded once per process, and a checked abort for property violations.
 */
#ifndef SPDX_FUZZ_COMMON_H
#define SPDX_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_licdb.h"

#ifndef SPDX_FUZZ_LICENSES
#define SPDX_FUZZ_LICENSES "/var/tmp/spdx-build/linux-6.1-LICENSES/LICENSES"
#endif

/* A property the core promises does not hold: crash so libFuzzer keeps the input. */
#define FUZZ_ASSERT(cond)							\
	do {									\
		if (!(cond)) {							\
			fprintf(stderr, "%s:%d: property failed: %s\n",	\
				__FILE__, __LINE__, #cond);			\
			abort();						\
		}								\
	} while (0)

/*
 * The kernel db from $SPDX_LICENSES or the build-time path; NULL (with a
 * one-time warning) when neither is readable, so that the builtin-db half of
 * a target still runs.
 */
static inline const struct spdx_db *fuzz_kernel_db(void)
{
	static struct spdx_db *db;
	static int tried;
	const char *dir;
	char err[256];

	if (tried)
		return db;
	tried = 1;
	dir = getenv("SPDX_LICENSES");
	if (!dir || !*dir)
		dir = SPDX_FUZZ_LICENSES;
	db = spdx_db_load_kernel(dir, err, sizeof(err));
	if (!db)
		fprintf(stderr, "fuzz: no kernel db, builtin only: %s\n", err);
	return db;
}

#endif /* SPDX_FUZZ_COMMON_H */
