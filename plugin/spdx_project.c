// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Projects, the way the reuse tool (5.x) sees them: the root is the
 * version-control root above a file (reuse starts from its working
 * directory; a compiler's is often elsewhere, so the file stands in for
 * it); without one, the outermost directory that has REUSE.toml,
 * .reuse/dep5 or LICENSES/.  REUSE.toml files from the root down to the
 * file's directory apply, the last matching [[annotations]] of each; the
 * first "override" from the top ends the search; of the "closest" ones
 * the deepest gives what the file lacks (copyright and license apart).
 * FILE.license replaces the file's own comments.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memmem, strndup, realpath */
#endif
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spdx_expr.h"
#include "spdx_glob.h"
#include "spdx_limits.h"
#include "spdx_project.h"
#include "spdx_tag.h"
#include "spdx_util.h"

/* A REUSE.toml, read once. */
struct toml_file {
	char *dir;			/* its directory, absolute */
	char *path;
	struct spdx_toml toml;
	bool ok;
	struct toml_file *next;
};

/* A project root and the license texts in its LICENSES/. */
struct root {
	char *path;
	char **texts;			/* LICENSES/ file names less their extension */
	size_t nr_texts;
	bool listed, truncated;		/* truncated: past SPDX_LIMIT_LICENSE_TEXTS */
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

/* What lookups hand out, kept until the end. */
struct kept {
	char *s;
	struct kept *next;
};

struct spdx_projects {
	spdx_toml_read_fn read_toml;
	struct toml_file *tomls;
	struct root *roots;
	struct dir_info *dirs;
	struct kept *kept;
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

static char *keep(struct spdx_projects *p, char *s)
{
	struct kept *k;

	if (!s)
		return NULL;
	k = (struct kept *)calloc(1, sizeof(*k));
	if (!k) {
		free(s);
		return NULL;
	}
	k->s = s;
	k->next = p->kept;
	p->kept = k;
	return s;
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
	if (!dir)
		return;
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
	return r->truncated;	/* not listed is not missing: no false finding */
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
	strcpy(cur, dir);
	/* Up to the version-control root, as the reuse tool: nothing above it counts. */
	for (depth = 0; depth < SPDX_LIMIT_DIR_DEPTH && !vcs[0]; depth++) {
		if (!kernel[0] && exists(cur, "LICENSES/preferred", true))
			strcpy(kernel, cur);
		if (reuse_marks(cur))
			strcpy(outer, cur);
		if (vcs_root(cur))
			strcpy(vcs, cur);
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

/* DIR's REUSE.toml, read once; a problem reading it goes to OUT, once. */
static struct toml_file *get_toml(struct spdx_projects *p, const char *dir,
				  struct spdx_licensing *out)
{
	struct spdx_place at = { 0, 0 };
	struct toml_file *t;
	char msg[256], name[PATH_MAX];
	struct stat st;

	for (t = p->tomls; t; t = t->next)
		if (!strcmp(t->dir, dir))
			return t->ok ? t : NULL;
	/*
	 * Anything of that name: the reader refuses a FIFO, a directory or a
	 * symlink loop, aloud.  Only a name that is not there is no REUSE.toml.
	 */
	if ((size_t)snprintf(name, sizeof(name), "%s/REUSE.toml", dir) >= sizeof(name) ||
	    (stat(name, &st) && (errno == ENOENT || errno == ENOTDIR)))
		return NULL;
	t = (struct toml_file *)calloc(1, sizeof(*t));
	if (!t)
		return NULL;
	t->dir = strdup(dir);
	t->path = (char *)malloc(strlen(dir) + sizeof("/REUSE.toml"));
	if (!t->dir || !t->path) {
		free(t->dir);
		free(t->path);
		free(t);
		return NULL;
	}
	sprintf(t->path, "%s/REUSE.toml", dir);
	msg[0] = '\0';
	t->ok = p->read_toml && p->read_toml(t->path, &t->toml, msg, sizeof(msg), &at);
	if (!t->ok && !out->error[0]) {
		/* A place in it: the warning stands there, and need not name it. */
		if (at.line)
			snprintf(out->error, sizeof(out->error),
				 "%.200s: the annotations of this REUSE.toml are not applied",
				 msg[0] ? msg : "cannot be read");
		else
			snprintf(out->error, sizeof(out->error),
				 "%.250s: %.200s: its annotations are not applied", t->path,
				 msg[0] ? msg : "cannot be read");
		out->error_file = t->path;
		out->error_at = at;
	}
	if (!t->ok)
		spdx_toml_release(&t->toml);
	t->next = p->tomls;
	p->tomls = t;
	return t->ok ? t : NULL;
}

/*
 * NULL with *STEPS 0: the globs of T cost more than SPDX_LIMIT_MATCH_STEPS,
 * and *LINE is the line of the table where they ran out.
 */
static const struct spdx_toml_annotation *find_item(const struct spdx_toml *t, const char *rel,
						    unsigned int *steps, unsigned int *line)
{
	unsigned int budget, given;
	size_t i, j;

	/* The last table that matches wins. */
	for (i = t->nr_items; i-- > 0;) {
		for (j = 0; j < t->items[i].nr_paths; j++) {
			*line = t->items[i].line;
			if (!*steps)
				return NULL;
			given = *steps < SPDX_LIMIT_GLOB_STEPS ? *steps : SPDX_LIMIT_GLOB_STEPS;
			budget = given;
			if (spdx_glob_match(t->items[i].paths[j], rel, &budget))
				return &t->items[i];
			*steps -= given - budget;
		}
	}
	return NULL;
}

/* Appends EXPRS to *EXPR, each in parentheses, joined with AND. */
static void add_exprs(struct spdx_projects *p, char **expr, char *const *exprs, size_t n)
{
	size_t i, len;
	char *s;

	for (i = 0; i < n; i++) {
		len = (*expr ? strlen(*expr) + 5 : 0) + strlen(exprs[i]) + 3;
		s = (char *)malloc(len);
		if (!s)
			return;
		snprintf(s, len, "%s%s(%s)", *expr ? *expr : "", *expr ? " AND " : "", exprs[i]);
		*expr = keep(p, s);
	}
}

/* EXPR into E if it parses, else the first such one kept with its place AT in SOURCE. */
static void add_checked(struct spdx_projects *p, struct spdx_external *e, char *expr,
			const char *source, struct spdx_place at)
{
	struct spdx_expr x;
	bool ok = !spdx_expr_parse(&x, expr, strlen(expr));

	spdx_expr_release(&x);
	if (ok) {
		add_exprs(p, &e->expr, &expr, 1);
	} else if (!e->invalid) {
		e->invalid = keep(p, strdup(expr));
		e->invalid_source = source;
		e->invalid_at = at;
	}
}

static void add_item(struct spdx_projects *p, struct spdx_external *e,
		     const struct spdx_toml_annotation *item, const char *source)
{
	struct spdx_place at = { item->expr_line, 0 };
	size_t i;

	for (i = 0; i < item->nr_exprs; i++)
		add_checked(p, e, item->exprs[i], source, at);
	e->copyright |= item->nr_copyrights > 0;
	if (!e->source && (item->nr_exprs || item->nr_copyrights))
		e->source = source;
}

/* FILE.license: its tags and copyright notices stand for the file's. */
static void read_license_file(struct spdx_projects *p, const char *path,
			      struct spdx_licensing *out)
{
	size_t len, n = strlen(path) + sizeof(".license");
	char *name = (char *)malloc(n), *text, *line, *end;
	enum spdx_read_status st;
	bool ignoring = false;
	unsigned int lineno = 1;

	if (!name)
		return;
	snprintf(name, n, "%s.license", path);
	text = spdx_read_file(name, SPDX_LIMIT_LICENSE_NOTE, &len, &st);
	/* There, but not read (a FIFO would block the compiler): say so. */
	if (!text && !(st == SPDX_READ_OPEN && errno == ENOENT) && !out->error[0]) {
		char why[80];

		if (st == SPDX_READ_TOO_LARGE)
			snprintf(why, sizeof(why),
				 "is over %u bytes (SPDX_LIMIT_LICENSE_NOTE), not read",
				 SPDX_LIMIT_LICENSE_NOTE);
		else if (st == SPDX_READ_NOT_REGULAR)
			snprintf(why, sizeof(why), "is not a regular file, not read");
		else
			snprintf(why, sizeof(why), "cannot be read (%s)", strerror(errno));
		snprintf(out->error, sizeof(out->error), "%.250s %s: the file's comments count",
			 name, why);
	}
	if (!text) {
		free(name);
		return;
	}
	out->own_ignored = true;
	out->license_file.source = keep(p, name);
	out->license_file.copyright = spdx_has_copyright(text, len, &ignoring);
	ignoring = false;
	for (line = text; line < text + len; line = end + 1, lineno++) {
		struct spdx_tag tag;
		char *expr;

		end = (char *)memchr(line, '\n', (size_t)(text + len - line));
		if (!end)
			end = text + len;
		if (!spdx_tag_in_text(line, (size_t)(end - line), &tag, &ignoring))
			continue;
		expr = strndup(tag.expr, tag.expr_len);
		if (expr) {
			struct spdx_place at = { lineno, (unsigned int)(tag.expr - line) + 1 };

			add_checked(p, &out->license_file, expr, out->license_file.source, at);
			free(expr);
		}
	}
	free(text);
}

/* The REUSE.toml annotations for ABS, from ROOT down to its directory. */
static void reuse_lookup(struct spdx_projects *p, const char *root, const char *abs,
			 struct spdx_licensing *out)
{
	const struct spdx_toml_annotation *closest_lic = NULL, *closest_copy = NULL;
	const char *lic_src = NULL, *copy_src = NULL;
	size_t rlen = strlen(root), i;
	char dir[PATH_MAX];
	bool override = false;
	unsigned int steps, line = 0;

	if (strncmp(abs, root, rlen) || (abs[rlen] != '/' && strcmp(root, "/")))
		return;
	/* Each directory from the root down: ABS up to each '/' after the root. */
	for (i = strcmp(root, "/") ? rlen : 0; abs[i] && !override; i++) {
		const struct spdx_toml_annotation *item;
		struct toml_file *t;

		if (abs[i] != '/' || i >= sizeof(dir))
			continue;
		memcpy(dir, abs, i ? i : 1);
		dir[i ? i : 1] = '\0';
		t = get_toml(p, dir, out);
		if (!t)
			continue;
		steps = SPDX_LIMIT_MATCH_STEPS;
		item = find_item(&t->toml, abs + i + 1, &steps, &line);
		if (!steps && !out->error[0]) {
			snprintf(out->error, sizeof(out->error),
				 "the globs of this REUSE.toml took over %u matching steps for %.150s (SPDX_LIMIT_MATCH_STEPS): its annotations are not applied",
				 SPDX_LIMIT_MATCH_STEPS, abs + i + 1);
			out->error_file = t->path;
			out->error_at.line = line;
			out->error_at.column = 1;
		}
		if (!item)
			continue;
		if (item->precedence != SPDX_PRECEDENCE_CLOSEST) {
			override = item->precedence == SPDX_PRECEDENCE_OVERRIDE;
			out->own_ignored |= override;
			add_item(p, &out->fixed, item, t->path);
			continue;
		}
		if (item->nr_exprs) {
			closest_lic = item;
			lic_src = t->path;
		}
		if (item->nr_copyrights) {
			closest_copy = item;
			copy_src = t->path;
		}
	}
	if (override)
		return;
	if (closest_lic) {
		struct spdx_place at = { closest_lic->expr_line, 0 };

		for (i = 0; i < closest_lic->nr_exprs; i++)
			add_checked(p, &out->closest, closest_lic->exprs[i], lic_src, at);
		out->closest.source = lic_src;
	}
	if (closest_copy) {
		out->closest.copyright = true;
		if (!out->closest.source)
			out->closest.source = copy_src;
	}
	read_license_file(p, abs, out);
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
		reuse_lookup(p, out->root, abs, out);
	else if (out->policy == SPDX_POLICY_REUSE)
		read_license_file(p, abs, out);
	if (out->policy == SPDX_POLICY_REUSE && d && d->root && !out->error[0] &&
	    texts_truncated(d->root))
		snprintf(out->error, sizeof(out->error),
			 "%.250s/LICENSES: over %u files (SPDX_LIMIT_LICENSE_TEXTS): any text past them counts as there",
			 d->root->path, SPDX_LIMIT_LICENSE_TEXTS);
}

struct spdx_projects *spdx_projects_new(spdx_toml_read_fn read_toml)
{
	struct spdx_projects *p = (struct spdx_projects *)calloc(1, sizeof(*p));

	if (p)
		p->read_toml = read_toml;
	return p;
}

void spdx_toml_release(struct spdx_toml *t)
{
	size_t i, j;

	for (i = 0; i < t->nr_items; i++) {
		struct spdx_toml_annotation *a = &t->items[i];

		for (j = 0; j < a->nr_paths; j++)
			free(a->paths[j]);
		for (j = 0; j < a->nr_copyrights; j++)
			free(a->copyrights[j]);
		for (j = 0; j < a->nr_exprs; j++)
			free(a->exprs[j]);
		free(a->paths);
		free(a->copyrights);
		free(a->exprs);
	}
	free(t->items);
	memset(t, 0, sizeof(*t));
}

void spdx_projects_free(struct spdx_projects *p)
{
	size_t i;

	if (!p)
		return;
	while (p->tomls) {
		struct toml_file *t = p->tomls;

		p->tomls = t->next;
		spdx_toml_release(&t->toml);
		free(t->dir);
		free(t->path);
		free(t);
	}
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
	while (p->kept) {
		struct kept *k = p->kept;

		p->kept = k->next;
		free(k->s);
		free(k);
	}
	free(p);
}
