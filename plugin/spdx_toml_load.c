// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Loads the REUSE.toml reader, spdx_toml.so, on first use: it is C++ with a
 * TOML library, kept out of the plugin so that cc1 does not load libstdc++
 * for projects without REUSE.toml.  It is taken only from the directory of
 * the plugin's own resolved file, by an absolute path: with a relative
 * -fplugin= a bare name would let the dynamic linker's search path decide
 * which library runs inside the compiler.
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_project.h"

static bool load(struct spdx_toml_loader *l, const char *plugin)
{
	char *real = realpath(plugin, NULL), *slash;
	char lib[PATH_MAX + 32];

	l->tried = true;
	if (!real) {
		snprintf(l->error, sizeof(l->error),
			 "cannot load the TOML reader: cannot resolve the plugin's path '%s'",
			 plugin);
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

bool spdx_toml_loader_read(struct spdx_toml_loader *l, const char *plugin, const char *path,
			   struct spdx_toml *out, char *err, size_t size)
{
	if (!l->tried)
		load(l, plugin);
	if (!l->read) {
		snprintf(err, size, "%s", l->error);
		return false;
	}
	return l->read(path, out, err, size);
}

void spdx_toml_loader_release(struct spdx_toml_loader *l)
{
	/* spdx_toml.so stays loaded: cc1 exits soon, and unloading C++ code is not free. */
	memset(l, 0, sizeof(*l));
}
