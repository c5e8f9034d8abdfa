/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the GCC adapter's parts share: the options (from the arguments,
 * fixed for the compilation) and the translation unit's state (the files
 * the preprocessor entered, their leading comments, the MODULE_LICENSE()).
 * Include after spdx_gcc.h.
 *
 *   spdx_plugin.c   plugin_init, the callbacks' order, the checks and records
 *   spdx_options.c  the arguments (spdx_args.def) and "help"
 *   spdx_files.c    which files the unit entered, their comments
 *   spdx_diag.c     findings as GCC diagnostics: locations, ranges, fix-its
 */
#ifndef SPDX_ADAPTER_H
#define SPDX_ADAPTER_H

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_kbuild.h"
#include "spdx_licdb.h"
#include "spdx_project.h"
#include "spdx_rules.h"

/* A checked file: its leading comments and where they are. */
struct spdx_rec {
	const char *name;		/* the line map's file name */
	bool from_disk;			/* no comment reached us: read the file */
	location_t start;		/* start of the map that entered the file */
	struct spdx_file file;
	location_t *comment_locs;	/* where each kept comment starts */
	size_t nr_locs, locs_cap;
	bool reentered;			/* read again (no include guard): comments seen */
};

/* Every file the preprocessor entered, checked or not: kept small. */
struct spdx_seen {
	const char *name;
	struct spdx_rec *rec;		/* NULL: not checked */
	struct spdx_seen *hash_next;
	unsigned int note_flags;	/* SPDX_NOTE_* */
	char *expr;			/* an unchecked file's tag, for the object */
	bool probed;			/* its tag was looked for up to here */
};

/* The arguments, as parsed; fixed for the compilation. */
struct spdx_options {
	struct spdx_rules_opts rules;
	int policy;			/* policy=; SPDX_NR_POLICIES: auto */
	struct spdx_db *kernel_db;	/* licenses= */
	unsigned int errors;		/* 1 << check for each check reported as error */
	bool headers_all;
	const char **uapi_globs;
	int nr_uapi_globs;
	struct spdx_uapi_dirs uapi_dirs;	/* the licenses= tree's include/uapi */
	const char *report;
	bool records;			/* records=: license data into the object */
	bool check_preprocess;		/* preprocess=check */
};

#define SPDX_HASH_SIZE 1024

/* The translation unit's state. */
struct spdx_unit {
	cpp_reader *pfile;
	spdx_comment_cb prev_comment;
	spdx_read_pch_cb prev_read_pch;
	spdx_file_change_cb prev_file_change;
	bool active;
	bool pch_read;			/* a precompiled header replaced the line maps */
	bool preprocessed;		/* -fpreprocessed -fdirectives-only input */
	bool asm_source;		/* -E of an assembler source: data appended */
	bool checked;			/* the checks ran (at the unit's end) */
	bool deps_added;		/* LICENSES/ files named to -M */
	struct spdx_projects *projects;
	struct spdx_toml_loader toml;	/* spdx_toml.so, once a REUSE.toml asks for it */
	bool toml_reported;		/* a REUSE.toml problem was said once */
	struct spdx_seen *hash[SPDX_HASH_SIZE];
	const line_map_ordinary *last_map;	/* cache for the comment callback */
	struct spdx_seen *last_seen;
	struct spdx_seen **seen;	/* every file, in order of first entry */
	size_t nr_seen, seen_cap;
	/* The unit's MODULE_LICENSE() ident, and where its macro was written. */
	char *modlic;
	struct spdx_seen *modlic_file;
	unsigned int modlic_line, modlic_col;
};

struct spdx_plugin {
	struct spdx_options opt;
	struct spdx_unit unit;
};

/* spdx_options.c: false after an error() naming the bad argument. */
bool spdx_parse_args(struct spdx_options *opt, const struct plugin_name_args *info);

/* spdx_files.c */
void spdx_files_start(struct spdx_plugin *p);
void spdx_on_include_file(void *gcc_data, void *plugin);
struct spdx_seen *spdx_find_seen(const struct spdx_unit *u, const char *name);
void spdx_enter_preprocessed_main(struct spdx_plugin *p);
void spdx_enter_pch_files(struct spdx_plugin *p);
void spdx_mark_system_headers(struct spdx_unit *u);
void spdx_read_from_disk(struct spdx_rec *r);
/* spdx_plugin.c: the checks, once per unit; RECORD: the unit's license data. */
void spdx_run_checks(struct spdx_plugin *p, struct spdx_buf *record);

/* spdx_diag.c; WHY: under policy=auto, the rules a file is checked by. */
void spdx_emit(const struct spdx_rec *r, const struct spdx_finding *f, bool as_error,
	       const struct spdx_licensing *why);
/* The project's problem in LIC (a REUSE.toml, a FILE.license), met checking R. */
void spdx_emit_problem(const struct spdx_rec *r, const struct spdx_licensing *lic);
/* An spdx_suggest_fn: CTX is the spdx_db the identifiers come from. */
const char *spdx_suggest(void *ctx, const char *word, bool exception);

#endif
