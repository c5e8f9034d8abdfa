// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The kernel's build of the plugin reads its identifiers from LICENSES/:
 * this stands in for the SPDX list (spdx_ids.c) there.  Without LICENSES/
 * it checks tags without a list (spdx_db_count() is 0).
 */
#include <stddef.h>

#include "spdx_licdb.h"

const char *const spdx_builtin_licenses[] = { NULL };
const char *const spdx_builtin_deprecated[] = { NULL };
const char *const spdx_builtin_exceptions[] = { NULL };
