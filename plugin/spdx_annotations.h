/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * REUSE.toml annotations and FILE.license companions (spdx_annotations.c),
 * for the project lookup of spdx_project.c: the REUSE.toml files are read
 * once per compilation, and the strings handed out live as long as the
 * struct spdx_annotations.
 */
#ifndef SPDX_ANNOTATIONS_H
#define SPDX_ANNOTATIONS_H

#include "spdx_project.h"

#ifdef __cplusplus
extern "C" {
#endif

struct spdx_annotations;

struct spdx_annotations *spdx_annotations_new(spdx_toml_read_fn read_toml);
void spdx_annotations_free(struct spdx_annotations *annotations);

/*
 * Fills OUT's fixed, closest and license_file parts, own_ignored and error
 * for the file ABS (absolute, real) of the project at ROOT: the REUSE.toml
 * annotations from ROOT down to its directory, then ABS.license.
 */
void spdx_annotations_lookup(struct spdx_annotations *annotations, const char *root,
			     const char *abs, struct spdx_licensing *out);

/* ABS.license alone, for a file of no project root. */
void spdx_annotations_license_file(struct spdx_annotations *annotations, const char *abs,
				   struct spdx_licensing *out);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_ANNOTATIONS_H */
