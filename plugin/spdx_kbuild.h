/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kbuild's conventions that decide what a file is: which headers are uapi
 * headers (in the tree or installed by "make headers_install"), and which
 * .modinfo string is a MODULE_LICENSE().  No GCC types: unit-tested alone.
 */
#ifndef SPDX_KBUILD_H
#define SPDX_KBUILD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The directories headers_install writes under usr/include: those of
 * spdx_uapi_dirs.def (generated from kernel trees), and those of the tree
 * being built, read from its include/uapi, so that a kernel newer than the
 * table is right too.
 */
struct spdx_uapi_dirs {
	char **names;
	size_t n;
};

/* Adds TREE/include/uapi's subdirectories (TREE: the LICENSES/ directory's parent). */
void spdx_uapi_dirs_read_tree(struct spdx_uapi_dirs *dirs, const char *licenses_dir);
void spdx_uapi_dirs_release(struct spdx_uapi_dirs *dirs);
/* REL, a path relative to an installed include directory: "linux/types.h". */
bool spdx_uapi_installed(const struct spdx_uapi_dirs *dirs, const char *rel);
/* A "uapi/" path component: include/uapi/..., arch/x86/include/uapi/.... */
bool spdx_uapi_component(const char *path);
/* ".../usr/include/linux/x.h": a headers_install tree, however it was reached. */
bool spdx_uapi_usr_include(const struct spdx_uapi_dirs *dirs, const char *path);

/*
 * MODULE_LICENSE(X) is the .modinfo string "license=X", or
 * "KBUILD_MODNAME.license=X" in built-in code: X (LEN bytes of S, not
 * necessarily terminated), or NULL for any other string.
 */
const char *spdx_modinfo_license(const char *s, size_t len, size_t *value_len);

#ifdef __cplusplus
}
#endif

#endif
