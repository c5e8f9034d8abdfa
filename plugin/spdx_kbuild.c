// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kbuild's conventions: uapi directories and .modinfo license strings.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_kbuild.h"
#include "spdx_limits.h"
#include "spdx_util.h"

static const char *const uapi_table[] = {
#define SPDX_UAPI_DIR(name) name,
#include "spdx_uapi_dirs.def"
#undef SPDX_UAPI_DIR
};

/* A kernel tree has a few dozen at most: SPDX_UAPI_MAX_DIRS bounds a hostile one. */
void spdx_uapi_dirs_read_tree(struct spdx_uapi_dirs *dirs, const char *licenses_dir)
{
	size_t len = strlen(licenses_dir);
	struct dirent *e;
	char *path;
	DIR *d;

	path = (char *)malloc(len + sizeof("/../include/uapi"));
	if (!path)
		return;
	memcpy(path, licenses_dir, len);
	memcpy(path + len, "/../include/uapi", sizeof("/../include/uapi"));
	d = opendir(path);
	free(path);
	while (d && (e = readdir(d)) && dirs->n < SPDX_UAPI_MAX_DIRS) {
		char **names;

		if (e->d_name[0] == '.' || strchr(e->d_name, '.') ||
		    !strcmp(e->d_name, "Kbuild") || spdx_uapi_installed(dirs, e->d_name))
			continue;
		names = (char **)realloc(dirs->names, (dirs->n + 1) * sizeof(*names));
		if (!names)
			break;
		dirs->names = names;
		dirs->names[dirs->n] = strdup(e->d_name);
		if (dirs->names[dirs->n])
			dirs->n++;
	}
	if (d)
		closedir(d);
}

void spdx_uapi_dirs_release(struct spdx_uapi_dirs *dirs)
{
	size_t i;

	for (i = 0; i < dirs->n; i++)
		free(dirs->names[i]);
	free(dirs->names);
	dirs->names = NULL;
	dirs->n = 0;
}

static bool first_component(const char *rel, const char *name)
{
	size_t len = strlen(name);

	return !strncmp(rel, name, len) && (rel[len] == '/' || !rel[len]);
}

bool spdx_uapi_installed(const struct spdx_uapi_dirs *dirs, const char *rel)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(uapi_table); i++)
		if (first_component(rel, uapi_table[i]))
			return true;
	for (i = 0; dirs && i < dirs->n; i++)
		if (first_component(rel, dirs->names[i]))
			return true;
	return false;
}

bool spdx_uapi_component(const char *path)
{
	return spdx_path_dir(path, path, "uapi/");
}

bool spdx_uapi_usr_include(const struct spdx_uapi_dirs *dirs, const char *path)
{
	const char *p;

	for (p = spdx_path_dir(path, path, "usr/include/"); p;
	     p = spdx_path_dir(path, p + 1, "usr/include/"))
		if (spdx_uapi_installed(dirs, p + strlen("usr/include/")))
			return true;
	return false;
}

const char *spdx_modinfo_license(const char *s, size_t len, size_t *value_len)
{
	const char *eq = (const char *)memchr(s, '=', len);
	const char *nul;

	/* "license=" itself, or the last component of "name.license=". */
	if (!eq || eq - s < 7 || memcmp(eq - 7, "license", 7) || (eq - s > 7 && eq[-8] != '.'))
		return NULL;
	nul = (const char *)memchr(eq + 1, '\0', len - (size_t)(eq + 1 - s));
	*value_len = nul ? (size_t)(nul - eq - 1) : len - (size_t)(eq + 1 - s);
	return eq + 1;
}
