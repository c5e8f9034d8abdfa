// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Projects, the way the reuse tool (5.x) sees them: the root is the
 * version-control root above a file (reuse starts from its working
 * directory; a compiler's is often elsewhere, so the file stands in for
 * it); without one, the outermost directory that has REUSE.toml,
 * .reuse/dep5 or LICENSES/.  What the project's REUSE.toml files and
 * FILE.license say of a file is spdx_annotations.c's.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* strndup, realpath */
#endif
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spdx_annotations.h"
#include "spdx_limits.h"
#include "spdx_project.h"
#include "spdx_util.h"

/* A project root and the license texts in its LICENSES/. */
struct root {
	char *path;
	char **texts;			/* LICENSES/ file names less their extension */
	size_t nr_texts;
	bool listed, truncated;		/* truncated: past SPDX_LIMIT_LICENSE_TEXTS */
	int unreadable;			/* errno of a LICENSES/ that cannot be listed */
	struct root *next;
};

/* A directory a file was in: what its ancestors decide. */
struct dir_info {
	char *path;
	struct root *root;		/* NULL: no project */
	bool kernel;			/* an ancestor has a kernel LICENSES/ */
	bool reuse;			/* the root has REUSE.toml, .reuse/dep5 or texts */
	char why[300];
	struct dir_info *next;
};

struct spdx_projects {
	struct spdx_annotations *annotations;
	struct root *roots;
	struct dir_info *dirs;
};

static bool exists(const char *dir, const char *name, bool want_dir)
{
	char path[PATH_MAX];
	struct stat st;

	if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir, name) >= sizeof(path))
		return false;
	if (stat(path, &st))
		return false;
	return want_dir ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode);
}

/* The version-control systems reuse knows; ".git" is a file in a worktree. */
static bool vcs_root(const char *dir)
{
	static const char *const marks[] = { ".git", ".hg", ".pijul", ".jj", "_FOSSIL_",
					     ".fslckout", NULL };
	char path[PATH_MAX];
	struct stat st;
	int i;

	for (i = 0; marks[i]; i++)
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir, marks[i]) < sizeof(path) &&
		    !stat(path, &st))
			return true;
	return false;
}

static bool reuse_marks(const char *dir)
{
	return exists(dir, "REUSE.toml", false) || exists(dir, ".reuse/dep5", false) ||
	       exists(dir, "LICENSES", true);
}

static struct root *get_root(struct spdx_projects *p, const char *path)
{
	struct root *r;

	for (r = p->roots; r; r = r->next)
		if (!strcmp(r->path, path))
			return r;
	r = (struct root *)calloc(1, sizeof(*r));
	if (!r)
		return NULL;
	r->path = strdup(path);
	if (!r->path) {
		free(r);
		return NULL;
	}
	r->next = p->roots;
	p->roots = r;
	return r;
}

/* The license texts of R: LICENSES/<id>.<ext> (LICENSES/<id> too). */
static void list_texts(struct root *r)
{
	char path[PATH_MAX];
	struct dirent *d;
	DIR *dir;
	size_t cap = 0;

	r->listed = true;
	if ((size_t)snprintf(path, sizeof(path), "%s/LICENSES", r->path) >= sizeof(path))
		return;
	dir = opendir(path);
	if (!dir) {
		/* There, but not listed (EACCES...): no text may be called missing. */
		if (errno != ENOENT && errno != ENOTDIR)
			r->unreadable = errno;
		return;
	}
	while ((d = readdir(dir)) && !(r->truncated = r->nr_texts >= SPDX_LIMIT_LICENSE_TEXTS)) {
		const char *dot = strrchr(d->d_name, '.');
		size_t len = dot && dot != d->d_name ? (size_t)(dot - d->d_name) :
			     strlen(d->d_name);
		char *name;

		if (d->d_name[0] == '.' || (dot && !strcmp(dot, ".license")))
			continue;
		if (r->nr_texts == cap) {
			char **v;

			cap = cap ? cap * 2 : 32;
			v = (char **)realloc(r->texts, cap * sizeof(*v));
			if (!v)
				break;
			r->texts = v;
		}
		name = strndup(d->d_name, len);
		if (name)
			r->texts[r->nr_texts++] = name;
	}
	closedir(dir);
}

/* Lists R's texts once; true when there were more than the limit. */
static bool texts_truncated(struct root *r)
{
	if (!r->listed)
		list_texts(r);
	return r->truncated;
}

bool spdx_projects_has_text(struct spdx_projects *p, const char *root, const char *id,
			    size_t len)
{
	struct root *r = root ? get_root(p, root) : NULL;
	size_t i;

	if (!r)
		return false;
	texts_truncated(r);
	for (i = 0; i < r->nr_texts; i++)
		if (strlen(r->texts[i]) == len && !strncmp(r->texts[i], id, len))
			return true;
	/* Not listed is not missing: no false finding. */
	return r->truncated || r->unreadable;
}

/* What decides the policy and the root for files in DIR (absolute). */
static struct dir_info *dir_info(struct spdx_projects *p, const char *dir)
{
	char cur[PATH_MAX], outer[PATH_MAX] = "", vcs[PATH_MAX] = "", kernel[PATH_MAX] = "";
	struct dir_info *d;
	const char *root;
	char *slash;
	int depth;

	for (d = p->dirs; d; d = d->next)
		if (!strcmp(d->path, dir))
			return d;
	d = (struct dir_info *)calloc(1, sizeof(*d));
	if (!d)
		return NULL;
	d->path = strdup(dir);
	if (!d->path || strlen(dir) >= sizeof(cur)) {
		free(d->path);
		free(d);
		return NULL;
	}
	memcpy(cur, dir, strlen(dir) + 1);
	/* Up to the version-control root, as the reuse tool: nothing above it counts. */
	for (depth = 0; depth < SPDX_LIMIT_DIR_DEPTH && !vcs[0]; depth++) {
		if (!kernel[0] && exists(cur, "LICENSES/preferred", true))
			memcpy(kernel, cur, strlen(cur) + 1);
		if (reuse_marks(cur))
			memcpy(outer, cur, strlen(cur) + 1);
		if (vcs_root(cur))
			memcpy(vcs, cur, strlen(cur) + 1);
		if (!cur[1])
			break;
		slash = strrchr(cur, '/');
		if (!slash)
			break;
		if (slash == cur)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	root = vcs[0] ? vcs : outer[0] ? outer : NULL;
	d->root = root ? get_root(p, root) : NULL;
	if (kernel[0]) {
		d->kernel = true;
		snprintf(d->why, sizeof(d->why), "%.240s has the kernel's LICENSES/", kernel);
	} else if (d->root && exists(d->root->path, "REUSE.toml", false)) {
		d->reuse = true;
		snprintf(d->why, sizeof(d->why), "the project at %.240s has REUSE.toml", root);
	} else if (d->root && exists(d->root->path, ".reuse/dep5", false)) {
		d->reuse = true;
		snprintf(d->why, sizeof(d->why), "the project at %.240s has .reuse/dep5", root);
	} else if (d->root && (texts_truncated(d->root), d->root->nr_texts)) {
		d->reuse = true;
		snprintf(d->why, sizeof(d->why),
			 "the project at %.240s has license texts in LICENSES/", root);
	} else if (d->root && d->root->unreadable) {
		d->reuse = true;
		snprintf(d->why, sizeof(d->why),
			 "the project at %.220s has LICENSES/, which cannot be read", root);
	} else {
		if (root)
			snprintf(d->why, sizeof(d->why),
				 "the project at %.220s has no LICENSES/, REUSE.toml or .reuse/dep5",
				 root);
		else if (depth == SPDX_LIMIT_DIR_DEPTH)	/* the walk stopped short of '/' */
			snprintf(d->why, sizeof(d->why),
				 "none of the %d directories above the file (SPDX_LIMIT_DIR_DEPTH) has LICENSES/, REUSE.toml or .reuse/dep5",
				 SPDX_LIMIT_DIR_DEPTH);
		else
			snprintf(d->why, sizeof(d->why),
				 "no directory above the file has LICENSES/, REUSE.toml or .reuse/dep5");
	}
	d->next = p->dirs;
	p->dirs = d;
	return d;
}

void spdx_projects_lookup(struct spdx_projects *p, const char *path, int policy,
			  bool kernel_db, struct spdx_licensing *out)
{
	char abs[PATH_MAX], *slash;
	struct dir_info *d = NULL;

	memset(out, 0, sizeof(*out));
	out->policy = policy < SPDX_NR_POLICIES ? (enum spdx_policy)policy : SPDX_POLICY_PLAIN;
	if (policy < SPDX_NR_POLICIES && policy != SPDX_POLICY_REUSE)
		return;
	/* licenses= decides auto without a look at the disk: every file is the kernel's. */
	if (policy >= SPDX_NR_POLICIES && kernel_db) {
		out->policy = SPDX_POLICY_KERNEL;
		snprintf(out->why, sizeof(out->why), "licenses= names a kernel LICENSES/");
		return;
	}
	if (!realpath(path, abs)) {
		if (policy >= SPDX_NR_POLICIES)
			snprintf(out->why, sizeof(out->why), "%.240s is not a file on disk", path);
		return;
	}
	slash = strrchr(abs, '/');
	if (slash) {
		*slash = '\0';
		d = dir_info(p, slash == abs ? "/" : abs);
		*slash = '/';
	}
	if (d && d->root)
		out->root = d->root->path;
	if (policy >= SPDX_NR_POLICIES && d) {
		out->policy = d->kernel ? SPDX_POLICY_KERNEL : d->reuse ? SPDX_POLICY_REUSE :
			      SPDX_POLICY_PLAIN;
		memcpy(out->why, d->why, sizeof(out->why));
	}
	if (out->policy == SPDX_POLICY_REUSE && out->root)
		spdx_annotations_lookup(p->annotations, out->root, abs, out);
	else if (out->policy == SPDX_POLICY_REUSE)
		spdx_annotations_license_file(p->annotations, abs, out);
	if (out->policy == SPDX_POLICY_REUSE && d && d->root && !out->error[0] &&
	    texts_truncated(d->root))
		snprintf(out->error, sizeof(out->error),
			 "%.250s/LICENSES: over %u files (SPDX_LIMIT_LICENSE_TEXTS): any text past them counts as there",
			 d->root->path, SPDX_LIMIT_LICENSE_TEXTS);
	else if (out->policy == SPDX_POLICY_REUSE && d && d->root && !out->error[0] &&
		 d->root->unreadable)
		snprintf(out->error, sizeof(out->error),
			 "%.250s/LICENSES cannot be read (%s): no license text is checked",
			 d->root->path, strerror(d->root->unreadable));
}

struct spdx_projects *spdx_projects_new(spdx_toml_read_fn read_toml)
{
	struct spdx_projects *p = (struct spdx_projects *)calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->annotations = spdx_annotations_new(read_toml);
	if (!p->annotations) {
		free(p);
		return NULL;
	}
	return p;
}

void spdx_projects_free(struct spdx_projects *p)
{
	size_t i;

	if (!p)
		return;
	spdx_annotations_free(p->annotations);
	while (p->roots) {
		struct root *r = p->roots;

		p->roots = r->next;
		for (i = 0; i < r->nr_texts; i++)
			free(r->texts[i]);
		free(r->texts);
		free(r->path);
		free(r);
	}
	while (p->dirs) {
		struct dir_info *d = p->dirs;

		p->dirs = d->next;
		free(d->path);
		free(d);
	}
	free(p);
}
