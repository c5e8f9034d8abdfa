// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Loads the REUSE.toml reader, spdx_toml.so, on first use: it is C++ with a
 * TOML library, kept out of the plugin so that cc1 does not load libstdc++
 * for projects without REUSE.toml.  It is taken only from the directory of
 * the plugin's own file, by an absolute path.  That file is the one the
 * dynamic linker mapped (dladdr), not the name GCC was given: with
 * -fplugin=spdx.so the linker searches LD_LIBRARY_PATH while realpath() of
 * the name would resolve it against the working directory, and a project
 * could plant its own spdx_toml.so there.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* dladdr; g++ defines it already */
#endif
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_project.h"

static bool load(struct spdx_toml_loader *l)
{
	char lib[PATH_MAX + 32];
	char *real = NULL, *slash;
	Dl_info mapped;

	l->tried = true;
	if (dladdr((void *)&load, &mapped) && mapped.dli_fname)
		real = realpath(mapped.dli_fname, NULL);
	if (!real) {
		snprintf(l->error, sizeof(l->error),
			 "the TOML reader is not available: the plugin's own file is unknown");
		return false;
	}
	slash = strrchr(real, '/');
	snprintf(lib, sizeof(lib), "%.*s/spdx_toml.so", slash ? (int)(slash - real) : 0, real);
	free(real);
	l->handle = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
	if (l->handle)
		l->read = (spdx_toml_read_fn)dlsym(l->handle, "spdx_toml_read");
	if (!l->read) {
		snprintf(l->error, sizeof(l->error), "cannot load the TOML reader: %s", dlerror());
		return false;
	}
	return true;
}

bool spdx_toml_loader_read(struct spdx_toml_loader *l, const char *path, struct spdx_toml *out,
			   char *err, size_t size, struct spdx_place *at)
{
	if (!l->tried)
		load(l);
	if (!l->read) {
		snprintf(err, size, "%s", l->error);
		return false;
	}
	return l->read(path, out, err, size, at);
}

void spdx_toml_loader_release(struct spdx_toml_loader *l)
{
	/* spdx_toml.so stays loaded: cc1 exits soon, and unloading C++ code is not free. */
	memset(l, 0, sizeof(*l));
}
