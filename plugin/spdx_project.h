/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Projects: which policy a file falls under (policy=auto), and for the
 * REUSE policy the licensing information that comes from outside the file
 * (REUSE.toml, FILE.license) and the license texts its project ships.
 * What is read from disk is kept for the whole compilation: a translation
 * unit meets one or two projects.
 */
#ifndef SPDX_PROJECT_H
#define SPDX_PROJECT_H

#include <stdbool.h>
#include <stddef.h>

#include "spdx_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* REUSE.toml's precedence = "closest" | "aggregate" | "override". */
enum spdx_precedence {
	SPDX_PRECEDENCE_CLOSEST,
	SPDX_PRECEDENCE_AGGREGATE,
	SPDX_PRECEDENCE_OVERRIDE,
};

/* One [[annotations]] table of a REUSE.toml; strings from malloc. */
struct spdx_toml_annotation {
	char **paths;
	size_t nr_paths;
	enum spdx_precedence precedence;
	char **copyrights;
	size_t nr_copyrights;
	char **exprs;
	size_t nr_exprs;
	unsigned int line;	/* of its 'path' key */
	unsigned int expr_line;	/* of its license key; 0: none */
};

struct spdx_toml {
	struct spdx_toml_annotation *items;
	size_t nr_items;
};

/* A place in a file, 1-based, the column in bytes; line 0: none known. */
struct spdx_place {
	unsigned int line, column;
};

/*
 * Reads REUSE.toml at PATH into OUT (malloc'd; spdx_toml_release frees it,
 * after a failure too); false with a message in ERR and, where the file was
 * parsed, the place of the bad key or the parse error in AT, so that the
 * warning points into REUSE.toml where an editor opens it.  TOML is read by
 * a TOML library (spdx_toml.cc), which the GCC adapter loads only when a
 * project has one.
 */
typedef bool (*spdx_toml_read_fn)(const char *path, struct spdx_toml *out, char *err,
				  size_t size, struct spdx_place *at);
void spdx_toml_release(struct spdx_toml *toml);

/* spdx_toml.so, loaded on first use from beside the plugin (spdx_toml_load.c). */
struct spdx_toml_loader {
	bool tried;
	void *handle;
	spdx_toml_read_fn read;
	char error[300];
};

/* Reads PATH with the spdx_toml.so in the directory of the plugin's mapped file. */
bool spdx_toml_loader_read(struct spdx_toml_loader *l, const char *path, struct spdx_toml *out,
			   char *err, size_t size, struct spdx_place *at);
void spdx_toml_loader_release(struct spdx_toml_loader *l);

/* Licensing information from one place outside the file's own comments. */
struct spdx_external {
	char *expr;		/* its valid expressions joined with AND; NULL: none */
	bool copyright;		/* it has a copyright notice */
	const char *source;	/* the REUSE.toml or FILE.license, for messages */
	/* Its first expression that does not parse, the file and where it starts there. */
	char *invalid;
	const char *invalid_source;
	struct spdx_place invalid_at;
	/* Where expressions that parse alone made EXPR too large to parse: left out. */
	const char *overflow_source;
};

/* What a file's project says about the file. */
struct spdx_licensing {
	enum spdx_policy policy;
	char why[300];			/* why this policy (policy=auto) */
	const char *root;		/* the project root; NULL: none */
	/* REUSE: precedence = "override", or FILE.license: the comments do not count. */
	bool own_ignored;
	struct spdx_external license_file;	/* FILE.license: stands for the comments */
	struct spdx_external fixed;		/* override and aggregate annotations */
	struct spdx_external closest;		/* fills in what the file lacks */
	char error[512];		/* a REUSE.toml that could not be read */
	/* Where: a file of the project and a place in it; NULL or line 0: the file checked. */
	const char *error_file;
	struct spdx_place error_at;
};

struct spdx_projects;

struct spdx_projects *spdx_projects_new(spdx_toml_read_fn read_toml);
void spdx_projects_free(struct spdx_projects *projects);

/*
 * Fills OUT for the file at PATH.  POLICY: the one policy= asked for, or
 * SPDX_NR_POLICIES for auto; KERNEL_DB: licenses= names a kernel LICENSES/.
 * OUT's strings live as long as PROJECTS.
 */
void spdx_projects_lookup(struct spdx_projects *projects, const char *path, int policy,
			  bool kernel_db, struct spdx_licensing *out);

/* Does project ROOT ship the text of license or exception ID (LEN bytes)? */
bool spdx_projects_has_text(struct spdx_projects *projects, const char *root, const char *id,
			    size_t len);

/*
 * Is there a copyright notice in the forms REUSE accepts in TEXT?
 * IGNORING carries REUSE-IgnoreStart/End from one piece of text to the next.
 */
bool spdx_has_copyright(const char *text, size_t len, bool *ignoring);

/*
 * Does the keyword at TEXT[OFF] stand in a REUSE-IgnoreStart/End block?
 * IGNORING: the state at TEXT's start, updated to TEXT's end when OFF is LEN.
 */
bool spdx_reuse_ignored(const char *text, size_t len, size_t off, bool *ignoring);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_PROJECT_H */
