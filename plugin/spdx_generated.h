/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Generated files: a build makes them, nobody edits them, so a finding in
 * one is reported but never fails the build (error= does not apply).
 */
#ifndef SPDX_GENERATED_H
#define SPDX_GENERATED_H

#include <stdbool.h>

#include "spdx_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A directory of this name holds what a build made (kbuild's include/generated). */
#define SPDX_GENERATED_DIR	"generated/"

/* Is PATH in a SPDX_GENERATED_DIR directory, at any depth? */
bool spdx_generated_dir(const char *path);
/*
 * Does PATH name a generated file: under a "generated/" directory, or a
 * name only generators write (kbuild's *.mod.c, .tmp_*, vdso-image-*.c)?
 */
bool spdx_generated_name(const char *path);
/* Is FILE generated: by its name, or because its leading comments say so? */
bool spdx_generated_file(const struct spdx_file *file);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_GENERATED_H */
