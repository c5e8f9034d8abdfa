/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef SPDX_GLOB_H
#define SPDX_GLOB_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * REUSE.toml's globs: '*' within one path component, '**' across them,
 * '\*' a literal star, '\\' a backslash; the whole path must match.
 * BUDGET bounds the backtracking a hostile pattern could ask for.
 */
bool spdx_glob_match(const char *g, const char *s, unsigned int *budget);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_GLOB_H */
