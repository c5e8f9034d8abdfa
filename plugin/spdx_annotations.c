// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * REUSE.toml annotations and FILE.license companions: what a project says
 * of a file from outside it.  The REUSE.toml files from the root down to
 * the file's directory apply, the last matching [[annotations]] of each;
 * the first "override" from the top ends the search; of the "closest"
 * ones the deepest gives what the file lacks (copyright and license
 * apart).  FILE.license replaces the file's own comments.  Each REUSE.toml
 * is read once per compilation; what lookups hand out is kept to the end.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* strndup */
#endif
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spdx_annotations.h"
#include "spdx_expr.h"
#include "spdx_glob.h"
#include "spdx_limits.h"
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

/* What lookups hand out, kept until the end. */
struct kept {
	char *s;
	struct kept *next;
};

struct spdx_annotations {
	spdx_toml_read_fn read_toml;
	struct toml_file *tomls;
	struct kept *kept;
};

static char *keep(struct spdx_annotations *p, char *s)
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

/* DIR's REUSE.toml, read once; a problem reading it goes to OUT, once. */
static struct toml_file *get_toml(struct spdx_annotations *p, const char *dir,
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
static void add_exprs(struct spdx_annotations *p, char **expr, char *const *exprs, size_t n)
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

/*
 * EXPR into E if it parses, else the first such one kept with its place AT
 * in SOURCE.  Joined, expressions that parse alone can pass the parser's
 * limits (SPDX_EXPR_MAX_NODES, _DEPTH): then the joint one is left as it
 * was and SOURCE named, so that no check downstream loses it in silence.
 */
static void add_checked(struct spdx_annotations *p, struct spdx_external *e, char *expr,
			const char *source, struct spdx_place at)
{
	struct spdx_expr x;
	bool ok = !spdx_expr_parse(&x, expr, strlen(expr));
	char *before = e->expr;

	spdx_expr_release(&x);
	if (ok) {
		add_exprs(p, &e->expr, &expr, 1);
		if (e->expr != before) {
			ok = !spdx_expr_parse(&x, e->expr, strlen(e->expr));
			spdx_expr_release(&x);
			if (!ok) {
				e->expr = before;
				if (!e->overflow_source)
					e->overflow_source = source;
			}
		}
	} else if (!e->invalid) {
		e->invalid = keep(p, strdup(expr));
		e->invalid_source = source;
		e->invalid_at = at;
	}
}

static void add_item(struct spdx_annotations *p, struct spdx_external *e,
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
void spdx_annotations_license_file(struct spdx_annotations *p, const char *path,
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

void spdx_annotations_lookup(struct spdx_annotations *p, const char *root, const char *abs,
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
	spdx_annotations_license_file(p, abs, out);
}

struct spdx_annotations *spdx_annotations_new(spdx_toml_read_fn read_toml)
{
	struct spdx_annotations *p = (struct spdx_annotations *)calloc(1, sizeof(*p));

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

void spdx_annotations_free(struct spdx_annotations *p)
{
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
	while (p->kept) {
		struct kept *k = p->kept;

		p->kept = k->next;
		free(k->s);
		free(k);
	}
	free(p);
}
