// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * spdx.so: checks the SPDX-License-Identifier tag of every translation unit
 * and of every uapi header it includes, while the preprocessor reads them.
 *
 * This is the GCC adapter (C-style C++, as GCC's plugin headers need): it
 * records each checked file's leading comments from the preprocessor's
 * comment callback, runs the core's rules at the end of the compilation and
 * turns the findings into ordinary GCC diagnostics with ranges and fix-its.
 *
 * Options (-fplugin-arg-spdx-KEY[=VALUE]; the prefix follows the plugin's
 * file name, so in the kernel it is -fplugin-arg-spdx_plugin-KEY):
 * - policy=kernel|reuse|auto  whose rules: the kernel's, REUSE 3.3's, or
 *			(auto, the default) chosen per file by its project: kernel
 *			in a tree with the kernel's LICENSES/, reuse where the
 *			project has REUSE.toml, .reuse/dep5 or LICENSES/ texts,
 *			else plain SPDX (a valid tag anywhere near the top)
 * - licenses=DIR	read identifiers, exceptions and dual-only licenses from
 *			a kernel LICENSES/ tree instead of the SPDX list
 * - disable=NAME[,NAME]	do not run these checks
 * - error=NAME[,NAME]|all	report these checks as errors (fails the compile)
 * - uapi=GLOB		treat headers matching GLOB as uapi headers (repeatable)
 * - headers=uapi|all	check uapi headers (default) or every non-system header
 * - default=EXPR	license of files without any license text, for fix-its
 * - ids=short|long	suggest GPL-2.0/GPL-2.0+ (default) or -only/-or-later
 * - report=FILE	append one JSON object per finding per line to FILE
 * - records=yes|no	write the unit's license data into the object (default)
 *			or not; the checks run either way
 * - preprocess=quiet|check  under -E, stay quiet (default: the compile of
 *			the output checks it, as ccache, icecream and distcc
 *			do) or check as in every other mode
 * - help		print this summary
 *
 * spdx warnings are not turned into errors by -Werror: a kernel built with
 * CONFIG_WERROR=y must not fail on license findings; error= asks for that.
 * error= never applies to compiler probes (stdin) nor to generated files,
 * which nobody can tag by hand.
 */
#include "spdx_gcc.h"

#include <errno.h>
#include <fnmatch.h>
#include <sys/stat.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_findings.h"
#include "spdx_generated.h"
#include "spdx_licdb.h"
#include "spdx_note.h"
#include "spdx_project.h"
#include "spdx_rules.h"
#include "spdx_tag.h"

int plugin_is_GPL_compatible;

static const char valid_args[] = {
	"policy, licenses, disable, error, uapi, headers, default, ids, report, records, preprocess, help"
};

static const char spdx_help[] =
	"checks SPDX-License-Identifier tags; "
	"arguments: policy=kernel|reuse|auto licenses=DIR disable=NAME,...\n"
	"  error=NAME,...|all uapi=GLOB headers=uapi|all default=EXPR ids=short|long\n"
	"  preprocess=quiet|check report=FILE records=yes|no help\n";

static struct plugin_info spdx_plugin_info = {
	SPDX_VERSION,
	spdx_help,
};

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

#define SPDX_HASH_SIZE 1024

static struct {
	cpp_reader *pfile;
	spdx_comment_cb prev_comment;
	spdx_read_pch_cb prev_read_pch;
	spdx_file_change_cb prev_file_change;
	bool pch_read;			/* a precompiled header replaced the line maps */
	struct spdx_rules_opts rules;
	int policy;			/* policy=; SPDX_NR_POLICIES: auto */
	struct spdx_projects *projects;
	const char *self;		/* this plugin's file: spdx_toml.so is beside it */
	struct spdx_toml_loader toml;	/* spdx_toml.so, once a REUSE.toml asks for it */
	bool toml_reported;		/* a REUSE.toml problem was said once */
	unsigned int errors;		/* 1 << check for each check reported as error */
	bool headers_all;
	const char **uapi_globs;
	int nr_uapi_globs;
	const char *report;
	bool records;			/* records=: license data into the object */
	struct spdx_db *kernel_db;
	bool deps_added;		/* LICENSES/ files named to -M */
	bool active;
	struct spdx_seen *hash[SPDX_HASH_SIZE];
	const line_map_ordinary *last_map;	/* cache for the comment callback */
	struct spdx_seen *last_seen;
	struct spdx_seen **seen;	/* every file, in order of first entry */
	size_t nr_seen, seen_cap;
	bool preprocessed;		/* -fpreprocessed -fdirectives-only input */
	bool check_preprocess;		/* preprocess=check */
	bool asm_source;		/* -E of an assembler source: data appended */
	bool checked;			/* the checks ran (at the unit's end) */
	/* The unit's MODULE_LICENSE() ident, and where its macro was written. */
	char *modlic;
	struct spdx_seen *modlic_file;
	unsigned int modlic_line, modlic_col;
} spdx;

static unsigned int hash_name(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h & (SPDX_HASH_SIZE - 1);
}

static struct spdx_seen *find_seen(const char *name)
{
	struct spdx_seen *f;

	for (f = spdx.hash[hash_name(name)]; f; f = f->hash_next)
		if (f->name == name || !strcmp(f->name, name))
			return f;
	return NULL;
}

/* The directories "make headers_install" writes under usr/include. */
static bool installed_uapi(const char *rel)
{
	static const char *const dirs[] = {
		"linux/", "asm/", "asm-generic/", "drm/", "mtd/", "rdma/", "scsi/",
		"sound/", "video/", "xen/", "misc/", NULL
	};
	int i;

	for (i = 0; dirs[i]; i++)
		if (!strncmp(rel, dirs[i], strlen(dirs[i])))
			return true;
	return false;
}

static bool uapi_component(const char *path)
{
	const char *p;

	for (p = strstr(path, "uapi/"); p; p = strstr(p + 1, "uapi/"))
		if (p == path || p[-1] == '/')
			return true;
	return false;
}

/* ".../usr/include/linux/x.h": a headers_install tree, however it was reached. */
static bool usr_include_uapi(const char *path)
{
	const char *p;

	for (p = strstr(path, "usr/include/"); p; p = strstr(p + 1, "usr/include/"))
		if ((p == path || p[-1] == '/') && installed_uapi(p + strlen("usr/include/")))
			return true;
	return false;
}

/* Is the header the preprocessor is entering now a uapi header? */
static bool is_uapi(const char *path)
{
	cpp_buffer *buf;
	cpp_dir *dir;
	int i;

	if (uapi_component(path) || usr_include_uapi(path))
		return true;
	for (i = 0; i < spdx.nr_uapi_globs; i++)
		if (!fnmatch(spdx.uapi_globs[i], path, 0))
			return true;
	/* Installed headers directly under a system directory: <linux/types.h>. */
	buf = cpp_get_buffer(spdx.pfile);
	dir = buf && cpp_get_file(buf) ? spdx_cpp_file_dir(cpp_get_file(buf)) : NULL;
	if (!dir || !dir->name || !dir->sysp || strncmp(path, dir->name, dir->len) ||
	    path[dir->len] != '/')
		return false;
	return installed_uapi(path + dir->len + 1);
}

static bool is_regular(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

static bool is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

/*
 * The LICENSES/ files the checks read are inputs of the compile: named to
 * -M/-MD, so that make and kbuild (fixdep) rebuild an object, and its
 * license data, when one of them changes.  The plugin itself is not: GCC
 * names none of its plugins, and tools that read dependency files as the
 * list of sources (7.2's make sbom, our SBOM) would take it for one; the
 * kernel rebuilds on a new plugin through include/generated/spdx_plugin.h.
 */
static void add_deps(void)
{
	const char *last = NULL;
	size_t i, n;

	if (spdx.deps_added)
		return;
	spdx.deps_added = true;
	if (!spdx.kernel_db)
		return;
	n = spdx_db_count(spdx.kernel_db);
	for (i = 0; i < n; i++) {
		const char *file = spdx_db_at(spdx.kernel_db, i)->file;

		if (file && file != last)
			spdx_cpp_add_dep(spdx.pfile, file);
		last = file;
	}
}

static bool builtin_name(const char *name)
{
	return !strcmp(name, "<built-in>") || !strcmp(name, "<command-line>");
}

/*
 * Records file NAME, entered through MAP; MAIN_FILE: the translation unit's
 * main file, which PREPROCESSED input names in its first line marker.
 */
static void enter_file(const char *name, const line_map_ordinary *map, bool main_file)
{
	struct spdx_seen *f;
	struct spdx_rec *r;
	bool checked, uapi;
	unsigned int h;

	if (main_file) {
		add_deps();
		/* The uapi header test compiles /dev/null with -include. */
		checked = !strcmp(name, "<stdin>") || spdx.preprocessed || is_regular(name);
		uapi = uapi_component(name);
	} else {
		uapi = is_uapi(name);
		checked = uapi || (spdx.headers_all && !ORDINARY_MAP_IN_SYSTEM_HEADER_P(map));
	}

	f = XCNEW(struct spdx_seen);
	/* Our own copy: reading a PCH replaces the heap the line maps live in. */
	f->name = xstrdup(ORDINARY_MAP_FILE_NAME(map));
	h = hash_name(name);
	f->hash_next = spdx.hash[h];
	spdx.hash[h] = f;
	spdx.last_map = NULL;
	f->note_flags = (main_file ? SPDX_NOTE_MAIN : 0) | (uapi ? SPDX_NOTE_UAPI : 0) |
			(checked ? SPDX_NOTE_CHECKED : 0) |
			(ORDINARY_MAP_IN_SYSTEM_HEADER_P(map) ? SPDX_NOTE_SYSTEM : 0) |
			(spdx_generated_dir(name) ? SPDX_NOTE_GENERATED : 0);
	if (spdx.nr_seen == spdx.seen_cap) {
		spdx.seen_cap = spdx.seen_cap ? spdx.seen_cap * 2 : 64;
		spdx.seen = XRESIZEVEC(struct spdx_seen *, spdx.seen, spdx.seen_cap);
	}
	spdx.seen[spdx.nr_seen++] = f;
	if (!checked)
		return;

	r = XCNEW(struct spdx_rec);
	f->rec = r;
	r->name = f->name;
	r->start = MAP_START_LOCATION(map);
	spdx_file_init(&r->file, name, uapi);
	/* Source from stdin has no name to tell: it is a source, not a header. */
	if (main_file && !strcmp(name, "<stdin>"))
		r->file.style = SPDX_STYLE_LINE;
}

/*
 * In preprocessed input the first line marker renames the input's own map
 * (x.i) to the main file, and main_input_filename follows; the main file is
 * entered before any header.
 */
static void enter_preprocessed_main(void)
{
	const line_map_ordinary *map;

	if (spdx.nr_seen || !spdx_ordinary_maps_used())
		return;
	map = spdx_ordinary_map_at(0);
	if (ORDINARY_MAP_FILE_NAME(map) && !builtin_name(ORDINARY_MAP_FILE_NAME(map)))
		enter_file(ORDINARY_MAP_FILE_NAME(map), map, true);
}

static void read_from_disk(struct spdx_rec *r);

/* The tag of unchecked file F, from the start of the file on disk. */
static void probe_from_disk(struct spdx_seen *f)
{
	struct spdx_rec r;
	size_t i;

	memset(&r, 0, sizeof(r));
	r.name = f->name;
	spdx_file_init(&r.file, f->name, false);
	read_from_disk(&r);
	for (i = 0; i < r.file.nr_comments && !f->expr; i++) {
		const struct spdx_comment *c = &r.file.comments[i];

		f->expr = spdx_note_expr_in_comment(c->text, c->len);
	}
	f->probed = true;
	spdx_file_release(&r.file);
}

/*
 * A precompiled header was read, or C++ modules may have been imported:
 * the files they stand for were never lexed here (and after a PCH, the
 * line maps the earlier files were entered from are gone).
 * The files come from the maps the PCH brought, their comments from disk,
 * so that the unit's record and checks are those of the same compile
 * without the PCH; the earlier files' locations are found again by name.
 */
static void enter_pch_files(void)
{
	unsigned int i, n = spdx_ordinary_maps_used();
	size_t k;

	for (k = 0; k < spdx.nr_seen; k++) {
		struct spdx_rec *r = spdx.seen[k]->rec;

		for (i = 0; r && i < n; i++) {
			const line_map_ordinary *map = spdx_ordinary_map_at(i);

			if (!strcmp(ORDINARY_MAP_FILE_NAME(map), r->name)) {
				r->start = MAP_START_LOCATION(map);
				break;
			}
		}
		if (r)
			r->nr_locs = 0;
	}
	for (i = 0; i < n; i++) {
		const line_map_ordinary *map = spdx_ordinary_map_at(i);
		const char *name = ORDINARY_MAP_FILE_NAME(map);

		/* A module's own map is named after the module, not a file. */
		if (!name || builtin_name(name) || MAP_MODULE_P(map) || find_seen(name))
			continue;
		enter_file(name, map, false);
		if (!spdx.seen[spdx.nr_seen - 1]->rec)
			probe_from_disk(spdx.seen[spdx.nr_seen - 1]);
	}
}

static void on_read_pch(cpp_reader *pfile, const char *name, int fd, const char *orig_name)
{
	if (spdx.prev_read_pch)
		spdx.prev_read_pch(pfile, name, fd, orig_name);
	spdx.pch_read = true;
	spdx.last_map = NULL;
}

static void run_checks(struct spdx_buf *record);

/*
 * An assembler source preprocessed to standard output (-pipe, no -o): the
 * stream is closed by PLUGIN_FINISH, so the record goes out when the main
 * file ends, after its last line, to the assembler reading the pipe.
 */
static void on_file_change(cpp_reader *pfile, const line_map_ordinary *map)
{
	struct spdx_buf record = { NULL, 0, 0 };

	if (spdx.prev_file_change)
		spdx.prev_file_change(pfile, map);
	/* NULL: the main file itself is left, its last line is being written. */
	if (map)
		return;
	if (spdx.checked || !spdx.records || spdx_preprocess_output_name())
		return;
	run_checks(&record);
	if (record.p) {
		putc('\n', stdout);
		fputs(record.p, stdout);
	}
	spdx_buf_release(&record);
}

static void on_include_file(void *gcc_data, void *)
{
	const char *name = (const char *)gcc_data;
	const line_map_ordinary *map;

	/*
	 * The C family sets its read_pch callback after plugin_init, before
	 * the main file is read: chain ours at the first file.
	 */
	if (spdx.active && !spdx.nr_seen && !spdx.prev_read_pch) {
		cpp_callbacks *cb = cpp_get_callbacks(spdx.pfile);

		spdx.prev_read_pch = cb->read_pch;
		if (spdx.prev_read_pch)
			cb->read_pch = on_read_pch;
		if (spdx.asm_source) {
			spdx.prev_file_change = cb->file_change;
			cb->file_change = on_file_change;
		}
	}

	if (!spdx.active || !name || builtin_name(name) || find_seen(name))
		return;
	if (spdx.preprocessed) {
		/* x.i itself, before the first line marker renames it. */
		if (main_input_filename && !strcmp(name, main_input_filename))
			return;
		enter_preprocessed_main();
		if (find_seen(name))
			return;
	}
	map = LINEMAPS_LAST_ORDINARY_MAP(line_table);
	if (!map || strcmp(ORDINARY_MAP_FILE_NAME(map), name))
		return;
	enter_file(name, map, !spdx.nr_seen && !spdx.preprocessed && main_input_filename &&
		   (!strcmp(name, main_input_filename) ||
		    (!strcmp(main_input_filename, "-") && !strcmp(name, "<stdin>"))));
}

/*
 * libcpp hands over a CRLF line end as two newlines; when the comment has
 * twice as many as the lines it spans, fold them back.
 */
static char *fold_crlf(const line_map_ordinary *map, location_t loc, const unsigned char *text,
		       size_t *len)
{
	const unsigned char *eol = (const unsigned char *)memchr(text, '\n', *len);
	linenum_type first = SOURCE_LINE(map, loc), last;
	size_t i, j, nl = 0;
	char *out;

	/* Every kept comment comes here: its first line end tells most apart. */
	if (!eol || eol + 1 >= text + *len || eol[1] != '\n')
		return NULL;
	if (line_table->highest_line < loc)
		return NULL;
	last = SOURCE_LINE(map, line_table->highest_line);
	for (i = 0; i < *len; i++)
		nl += text[i] == '\n';
	if (last <= first || nl != 2 * (size_t)(last - first))
		return NULL;
	out = XNEWVEC(char, *len);
	for (i = j = 0; i < *len; i++) {
		out[j++] = (char)text[i];
		if (text[i] == '\n' && i + 1 < *len && text[i + 1] == '\n')
			i++;
	}
	*len = j;
	return out;
}

/* An unchecked file's tag, for the object's license data: the first one. */
static void probe_tag(struct spdx_seen *f, const unsigned char *text, size_t len)
{
	if (f->probed || len < sizeof(SPDX_TAG_KEYWORD) ||
	    !memmem(text, len, SPDX_TAG_KEYWORD, sizeof(SPDX_TAG_KEYWORD) - 1))
		return;
	f->probed = true;
	f->expr = spdx_note_expr_in_comment((const char *)text, len);
}

static void on_comment(cpp_reader *pfile, location_t loc, const unsigned char *text, size_t len)
{
	const line_map_ordinary *map;
	struct spdx_comment *c;
	const line_map *m;
	struct spdx_rec *r;
	char *folded;
	size_t n;

	if (spdx.prev_comment)
		spdx.prev_comment(pfile, loc, text, len);
	if (!spdx.active || loc < RESERVED_LOCATION_COUNT || IS_ADHOC_LOC(loc) ||
	    loc >= LINE_MAP_MAX_LOCATION)
		return;
	/*
	 * Every comment of the compilation comes here, in order: nearly always
	 * from the newest ordinary map, and mostly past the lines we keep, so
	 * those are told apart before any lookup.
	 */
	map = LINEMAPS_LAST_ORDINARY_MAP(line_table);
	if (!map || loc < MAP_START_LOCATION(map) ||
	    loc >= LINEMAPS_MACRO_LOWEST_LOCATION(line_table)) {
		m = linemap_lookup(line_table, loc);
		if (!m || !MAP_ORDINARY_P(m))
			return;
		map = linemap_check_ordinary(m);
	}
	if (SOURCE_LINE(map, loc) > SPDX_SCAN_LINES)
		return;
	if (map != spdx.last_map) {
		if (spdx.preprocessed)
			enter_preprocessed_main();
		spdx.last_map = map;
		spdx.last_seen = find_seen(ORDINARY_MAP_FILE_NAME(map));
	}
	if (!spdx.last_seen)
		return;
	r = spdx.last_seen->rec;
	if (!r) {
		probe_tag(spdx.last_seen, text, len);
		return;
	}
	if (r->reentered)
		return;
	/* Comments only go back when a file without include guard is read again. */
	if (r->file.nr_comments) {
		const struct spdx_comment *last = &r->file.comments[r->file.nr_comments - 1];
		unsigned int line = SOURCE_LINE(map, loc), col = SOURCE_COLUMN(map, loc);

		if (line < last->line || (line == last->line && col <= last->col)) {
			r->reentered = true;
			return;
		}
	}
	n = len;
	folded = fold_crlf(map, loc, text, &n);
	c = spdx_file_add_comment(&r->file, SOURCE_LINE(map, loc), SOURCE_COLUMN(map, loc),
				  folded ? folded : (const char *)text, n);
	XDELETEVEC(folded);
	if (!c)
		return;
	/* libcpp keeps the comment's last line in its buffer: peek at its rest. */
	if (len >= 2 && text[1] == '*')
		c->code_after = spdx_code_after((const char *)text + len,
						(const char *)text + len + 4096);
	if (r->file.nr_comments > r->locs_cap) {
		r->locs_cap = r->file.alloc;
		r->comment_locs = XRESIZEVEC(location_t, r->comment_locs, r->locs_cap);
	}
	r->comment_locs[r->file.nr_comments - 1] = loc;
	r->nr_locs = r->file.nr_comments;
}

/* LINE:COL of the file in MAP's numbering, or UNKNOWN_LOCATION if MAP lacks it. */
static location_t pos_in_map(const line_map_ordinary *map, const char *name,
			     unsigned int line, unsigned int col)
{
	unsigned int bits = spdx_map_column_bits(map), rbits = spdx_map_range_bits(map);
	linenum_type first = ORDINARY_MAP_STARTING_LINE_NUMBER(map);
	expanded_location x;
	location_t loc;

	if (line < first || !bits || bits - rbits >= 32 || col >= (1u << (bits - rbits)))
		return UNKNOWN_LOCATION;
	loc = MAP_START_LOCATION(map) + ((location_t)(line - first) << bits) +
	      ((location_t)col << rbits);
	if (loc >= LINE_MAP_MAX_LOCATION_WITH_COLS)
		return UNKNOWN_LOCATION;
	/* Only a location that maps back to the same place is a right one. */
	x = expand_location(loc);
	if (!x.file || strcmp(x.file, name) || x.line != (int)line || x.column != (int)col)
		return UNKNOWN_LOCATION;
	return loc;
}

/*
 * LINE:COL of file NAME through the map holding BASE or a later map of the
 * same file: a map made on entering a file may have no column bits yet, and
 * every return from an #include starts a new one.
 */
static location_t map_loc(location_t base, const char *name, unsigned int line, unsigned int col)
{
	unsigned int i, used = spdx_ordinary_maps_used();
	const line_map *m = linemap_lookup(line_table, base);
	const line_map_ordinary *first;

	if (!m || !MAP_ORDINARY_P(m))
		return UNKNOWN_LOCATION;
	first = linemap_check_ordinary(m);
	for (i = spdx_ordinary_map_index(first); i < used; i++) {
		const line_map_ordinary *map = spdx_ordinary_map_at(i);
		const char *file = ORDINARY_MAP_FILE_NAME(map);
		location_t loc;

		if (file != name && strcmp(file, name))
			continue;
		if (ORDINARY_MAP_STARTING_LINE_NUMBER(map) > line)
			break;
		loc = pos_in_map(map, name, line, col);
		if (loc != UNKNOWN_LOCATION)
			return loc;
	}
	return UNKNOWN_LOCATION;
}

/* A location for LINE:COL of R: through the comment that holds it, else line 1. */
/* LINE:COL of R exactly, or UNKNOWN_LOCATION when no line map has it. */
static location_t rec_loc_exact(const struct spdx_rec *r, unsigned int line, unsigned int col)
{
	location_t loc = UNKNOWN_LOCATION;
	size_t i;

	for (i = r->nr_locs; i-- > 0 && loc == UNKNOWN_LOCATION;)
		if (r->file.comments[i].line <= line)
			loc = map_loc(r->comment_locs[i], r->name, line, col);
	if (loc == UNKNOWN_LOCATION)
		loc = map_loc(r->start, r->name, line, col);
	return loc;
}

/*
 * LINE:COL of R, else the nearest place in R: lines of a main file before
 * its precompiled header's #include have no line map after the PCH is read.
 */
static location_t rec_loc(const struct spdx_rec *r, unsigned int line, unsigned int col)
{
	location_t loc = rec_loc_exact(r, line, col);

	if (loc == UNKNOWN_LOCATION)
		loc = map_loc(r->start, r->name, 1, 1);
	return loc == UNKNOWN_LOCATION ? r->start : loc;
}

/* A fix-it goes exactly where it belongs or nowhere. */
static void add_edit(rich_location *rich, const struct spdx_rec *r, const struct spdx_edit *e)
{
	location_t start = rec_loc_exact(r, e->line, e->col), end;

	if (start == UNKNOWN_LOCATION)
		return;
	if (e->end_col <= e->col) {
		spdx_fixit_insert(rich, start, e->text);
		return;
	}
	end = rec_loc_exact(r, e->line, e->end_col - 1);
	if (end != UNKNOWN_LOCATION)
		spdx_fixit_replace(rich, start, end, e->text);
}

/* WHY: under policy=auto, the first finding of a file says which rules apply. */
static void emit(const struct spdx_rec *r, const struct spdx_finding *f, bool as_error,
		 const struct spdx_licensing *why)
{
	location_t caret = rec_loc(r, f->line, f->col);
	location_t finish = f->end_col > f->col + 1 ? rec_loc(r, f->line, f->end_col - 1) : caret;
	struct spdx_dc_flags saved = spdx_dc_save();
	const char *name = spdx_check_name(f->check);
	bool shown;
	unsigned int i;

	/* On the stack: operator new would need libstdc++, which cc1 does not export. */
	rich_location rich_loc = { line_table, make_location(caret, caret, finish) };
	rich_location *rich = &rich_loc;

	for (i = 0; i < f->nr_edits; i++)
		add_edit(rich, r, &f->edits[i]);

	auto_diagnostic_group group;

	/* Shown only outside system headers or under -Wsystem-headers (run_checks). */
	spdx_dc_warn_in_system_headers();
	if (as_error) {
		error_at(rich, "%s [spdx-%s]", f->message, name);
		shown = true;
	} else {
		spdx_dc_set_werror(false);
		shown = warning_at(rich, 0, "%s [spdx-%s]", f->message, name);
	}
	if (shown && f->note)
		inform(rec_loc(r, f->note_line, f->note_col), "%s", f->note);
	if (shown && why)
		inform(rec_loc(r, 1, 1), "checked by the %s rules (policy=auto: %s)",
		       spdx_policy_name(why->policy), why->why);
	spdx_dc_restore(saved);
}

/* The closest identifier by GCC's edit distance, within GCC's own cutoff. */
static const char *suggest(void *ctx, const char *word, bool exception)
{
	size_t i, n = spdx_db_count(spdx.rules.db), len = strlen(word);
	edit_distance_t best = MAX_EDIT_DISTANCE;
	const char *hint = NULL;

	for (i = 0; i < n; i++) {
		const struct spdx_license *l = spdx_db_at(spdx.rules.db, i);
		edit_distance_t d;

		if (!(l->flags & SPDX_LIC_EXCEPTION) != !exception)
			continue;
		d = get_edit_distance(word, l->id);
		if (d < best && d <= get_edit_distance_cutoff(len, strlen(l->id))) {
			best = d;
			hint = l->id;
		}
	}
	return hint;
}

/* Reads the start of a file the preprocessor did not show us (a PCH). */
static void read_from_disk(struct spdx_rec *r)
{
	char *buf = XNEWVEC(char, SPDX_SCAN_BYTES);
	FILE *f = fopen(r->name, "rb");
	size_t n;

	if (f) {
		n = fread(buf, 1, SPDX_SCAN_BYTES, f);
		fclose(f);
		spdx_file_scan_source(&r->file, buf, n);
		r->from_disk = true;
	}
	XDELETEVEC(buf);
}

/* A checked file's tag as written, for the object's license data. */
static void note_tag(struct spdx_note *note, unsigned int idx, const struct spdx_rec *r)
{
	struct spdx_tag tag;

	if (spdx_tag_find(&r->file, &tag) && tag.comment && !tag.misspelled)
		spdx_note_set_expr(note, idx, tag.expr, tag.expr_len);
}

/*
 * "#pragma GCC system_header" makes the rest of a file a system header: a
 * later map of the file is a system one.  Such a file counts as a system
 * header as a whole, for its findings as for the object's data.
 */
static void mark_system_headers(void)
{
	unsigned int i, used = spdx_ordinary_maps_used();
	const char *last = NULL;
	struct spdx_seen *f;

	for (i = 0; i < used; i++) {
		const line_map_ordinary *map = spdx_ordinary_map_at(i);

		if (!ORDINARY_MAP_IN_SYSTEM_HEADER_P(map) || ORDINARY_MAP_FILE_NAME(map) == last)
			continue;
		last = ORDINARY_MAP_FILE_NAME(map);
		f = last ? find_seen(last) : NULL;
		if (f)
			f->note_flags |= SPDX_NOTE_SYSTEM;
	}
}

/*
 * REUSE.toml is read by spdx_toml.so, next to this plugin: loaded on the
 * first REUSE.toml, so that other projects never load libstdc++.
 */
static bool read_toml(const char *path, struct spdx_toml *out, char *err, size_t size)
{
	return spdx_toml_loader_read(&spdx.toml, spdx.self, path, out, err, size);
}

/* The rules for file R: its policy and, for REUSE, what its project says. */
static void file_rules(const struct spdx_rec *r, struct spdx_rules_opts *opts,
		       struct spdx_licensing *lic)
{
	memset(lic, 0, sizeof(*lic));
	*opts = spdx.rules;
	if (!spdx.projects)
		spdx.projects = spdx_projects_new(read_toml);
	if (!spdx.projects) {
		opts->policy = spdx.policy < SPDX_NR_POLICIES ? (enum spdx_policy)spdx.policy :
			       spdx.kernel_db ? SPDX_POLICY_KERNEL : SPDX_POLICY_PLAIN;
		return;
	}
	spdx_projects_lookup(spdx.projects, r->name, spdx.policy, !!spdx.kernel_db, lic);
	opts->policy = lic->policy;
	opts->licensing = lic;
	opts->projects = spdx.projects;
	if (lic->error[0] && !spdx.toml_reported) {
		spdx.toml_reported = true;
		warning_at(r->start, 0, "spdx: %s: its annotations are not applied", lic->error);
	}
}

/*
 * Runs the checks once per translation unit, and with RECORD the unit's
 * license data as assembler text: when the IPA passes start (parsing is
 * over, every file is seen), else (-fsyntax-only, -M, errors) when the
 * compiler finishes.
 */
static void run_checks(struct spdx_buf *record)
{
	struct spdx_buf report = { NULL, 0, 0 };
	const char *main_file = main_input_filename ? main_input_filename : "";
	struct spdx_note note;
	bool show_system, probe;
	size_t i, j;

	if (!spdx.active || spdx.checked)
		return;
	spdx.checked = true;
	if (spdx.preprocessed)
		enter_preprocessed_main();
	if (spdx.pch_read || spdx_modules())
		enter_pch_files();
	mark_system_headers();
	/* GCC's convention: nothing from a system header unless -Wsystem-headers. */
	show_system = spdx_dc_save().system_headers;
	probe = !strcmp(main_file, "-") || !strcmp(main_file, "<stdin>");
	if (record) {
		spdx_note_init(&note, spdx.nr_seen && (spdx.seen[0]->note_flags & SPDX_NOTE_MAIN) ?
				      spdx.seen[0]->name : main_file);
		note.retain = spdx_gas_retain();
		if (spdx.preprocessed && spdx.nr_seen)
			main_file = spdx.seen[0]->name;
	}
	for (i = 0; i < spdx.nr_seen; i++) {
		struct spdx_rec *r = spdx.seen[i]->rec;
		struct spdx_findings fs = { NULL, 0, 0 };
		bool system = spdx.seen[i]->note_flags & SPDX_NOTE_SYSTEM;
		struct spdx_rules_opts opts;
		struct spdx_licensing lic;
		bool why_told = false;
		int exempt = -1;		/* not asked yet */
		unsigned int idx = 0;

		if (record)
			idx = spdx_note_add_file(&note, spdx.seen[i]->name,
						 spdx.seen[i]->note_flags);
		if (record && spdx.modlic && spdx.seen[i] == spdx.modlic_file)
			spdx_note_set_module_license(&note, spdx.modlic, idx, spdx.modlic_line,
						     spdx.modlic_col);
		if (!r) {
			if (record && spdx.seen[i]->expr)
				spdx_note_set_expr(&note, idx, spdx.seen[i]->expr,
						   strlen(spdx.seen[i]->expr));
			continue;
		}
		if (!r->file.nr_comments && strcmp(r->name, "<stdin>"))
			read_from_disk(r);
		file_rules(r, &opts, &lic);
		if (spdx.modlic && spdx.seen[i] == spdx.modlic_file) {
			opts.module_license = spdx.modlic;
			opts.modlic_line = spdx.modlic_line;
			opts.modlic_col = spdx.modlic_col;
			opts.modlic_end_col = spdx.modlic_col;
		}
		spdx_check_file(&r->file, &opts, &fs);
		if (record)
			note_tag(&note, idx, r);
		for (j = 0; j < fs.n; j++) {
			bool shown = !system || show_system;
			/* A finding that is not shown fails nothing. */
			bool as_error = shown && (spdx.errors & (1u << fs.v[j].check));

			/*
			 * Nobody can tag a probe's input or a generator's
			 * output by hand; asked only where error= applies.
			 */
			if (as_error && exempt < 0)
				exempt = probe || spdx_generated_file(&r->file);
			as_error = as_error && !exempt;

			if (shown) {
				bool tell = !why_told && spdx.policy == SPDX_NR_POLICIES;

				emit(r, &fs.v[j], as_error, tell ? &lic : NULL);
				why_told = true;
			}
			if (spdx.report)
				spdx_report_format(&report, &fs.v[j], r->name, main_file, as_error,
						   system);
			if (record)
				spdx_note_add_finding(&note, idx, &fs.v[j], as_error);
		}
		spdx_findings_release(&fs);
	}
	if (spdx.report && spdx_report_write(spdx.report, &report))
		error("spdx: cannot write report %qs: %s", spdx.report, xstrerror(errno));
	spdx_buf_release(&report);
	if (record) {
		spdx_note_asm(&note, record);
		spdx_note_release(&note);
	}
}

/*
 * MODULE_LICENSE(X) becomes a static string "license=X" in .modinfo
 * ("KBUILD_MODNAME.license=X" for built-in code) under a generated name:
 * it is found by its section and content, and placed where the macro was
 * written.
 */
static void on_finish_decl(void *gcc_data, void *)
{
	tree decl = (tree)gcc_data, init;
	const char *s, *section, *eq;
	expanded_location x;
	struct spdx_seen *f;
	location_t loc;

	if (!spdx.active || spdx.modlic || !decl || TREE_CODE(decl) != VAR_DECL ||
	    !TREE_STATIC(decl))
		return;
	init = DECL_INITIAL(decl);
	if (!init || TREE_CODE(init) != STRING_CST || TREE_STRING_LENGTH(init) < 9)
		return;
	s = TREE_STRING_POINTER(init);
	eq = (const char *)memchr(s, '=', (size_t)TREE_STRING_LENGTH(init));
	if (!eq || eq - s < 7 || memcmp(eq - 7, "license", 7) ||
	    (eq - s > 7 && eq[-8] != '.'))
		return;
	section = DECL_SECTION_NAME(decl);
	if (!section || strcmp(section, ".modinfo"))
		return;
	loc = linemap_resolve_location(line_table, DECL_SOURCE_LOCATION(decl),
				       LRK_MACRO_EXPANSION_POINT, NULL);
	x = expand_location(loc);
	f = x.file ? find_seen(x.file) : NULL;
	if (!f)
		return;
	spdx.modlic = xstrndup(eq + 1, strnlen(eq + 1, (size_t)TREE_STRING_LENGTH(init) -
					       (size_t)(eq + 1 - s)));
	spdx.modlic_file = f;
	spdx.modlic_line = (unsigned int)x.line;
	spdx.modlic_col = (unsigned int)x.column;
}

/*
 * Parsing is over: the record becomes a toplevel asm statement, which the
 * compiler writes with the unit's assembler and which LTO streams with the
 * IR and writes once, in one partition of the link: every form of LTO
 * keeps it, slim objects included, where a section written here would be
 * left behind in the IR object.
 */
static void on_ipa_start(void *, void *)
{
	struct spdx_buf record = { NULL, 0, 0 };

	if (spdx.checked)
		return;
	run_checks(spdx.records ? &record : NULL);
	if (record.p)
		spdx_toplevel_asm(record.p, record.len);
	spdx_buf_release(&record);
}

/*
 * After the last output.  An assembler source is only preprocessed here
 * (the assembler makes the object), so its data goes at the end of the
 * preprocessed text, which the assembler reads next.  So does a C or C++
 * source's under -save-temps, as a toplevel __asm__ statement: the next
 * step compiles that text, without its comments.
 */
static void on_finish(void *, void *)
{
	bool c_temps = !spdx.asm_source && spdx_save_temps_preprocess();
	const char *name = (spdx.asm_source || c_temps) && spdx.records ?
			   spdx_preprocess_output_name() : NULL;
	struct spdx_buf record = { NULL, 0, 0 }, c_record = { NULL, 0, 0 };
	struct spdx_buf *text = &record;
	FILE *out;

	if (spdx.checked)
		return;
	run_checks(name ? &record : NULL);
	if (!record.p)
		return;
	if (c_temps) {
		spdx_note_c_asm(record.p, record.len, &c_record);
		text = &c_record;
	}
	out = fopen(name, "a");
	if (!out || fputs(text->p, out) < 0 || fclose(out))
		error("spdx: cannot append the license data to %qs: %s", name,
		      xstrerror(errno));
	spdx_buf_release(&record);
	spdx_buf_release(&c_record);
}

/* NAME[,NAME] into a check mask; "all" only where ALLOW_ALL. */
static bool parse_checks(const char *key, const char *value, bool allow_all, unsigned int *mask)
{
	const char *p = value, *end;
	char valid[512];
	int i, check;

	if (!value || !*value)
		goto bad;
	for (; *p; p = *end ? end + 1 : end) {
		end = strchr(p, ',');
		if (!end)
			end = p + strlen(p);
		if (allow_all && end - p == 3 && !strncmp(p, "all", 3)) {
			*mask |= (1u << SPDX_NR_CHECKS) - 1;
			continue;
		}
		check = spdx_check_lookup(p, (size_t)(end - p));
		if (check < 0) {
			value = p;
			goto bad;
		}
		*mask |= 1u << check;
	}
	return true;
bad:
	valid[0] = '\0';
	for (i = 0; i < SPDX_NR_CHECKS; i++) {
		strcat(valid, i ? ", " : "");
		strcat(valid, spdx_check_name((enum spdx_check)i));
	}
	error("spdx: %<%s=%s%>: unknown check; valid checks are %s%s", key, value ? value : "",
	      valid, allow_all ? ", all" : "");
	return false;
}

/* KEY=A or KEY=B; *IS_B tells which, and stays as it was on a bad VALUE. */
static bool parse_pair(const char *key, const char *value, const char *a, const char *b,
		       bool *is_b)
{
	if (value && (!strcmp(value, a) || !strcmp(value, b))) {
		*is_b = !strcmp(value, b);
		return true;
	}
	error("spdx: %<%s=%s%>: valid values are %qs and %qs", key, value ? value : "", a, b);
	return false;
}

static bool need_value(const struct plugin_argument *arg)
{
	if (arg->value && *arg->value)
		return true;
	error("spdx: argument %qs needs a value", arg->key);
	return false;
}

/*
 * The checks and the policies that run them; the policy in force, after
 * the other arguments: under auto, the main file's (the note that goes
 * with a finding says it for every other file).
 */
static void print_help(const char *base)
{
	struct spdx_licensing lic;
	struct spdx_projects *p;
	int c, k;

	for (c = 0; c < SPDX_NR_CHECKS; c++) {
		char pols[64] = "";

		for (k = 0; k < SPDX_NR_POLICIES; k++)
			if (spdx_check_policies((enum spdx_check)c) & (1u << k))
				snprintf(pols + strlen(pols), sizeof(pols) - strlen(pols), "%s%s",
					 pols[0] ? "," : "", spdx_policy_name((enum spdx_policy)k));
		fprintf(stderr, "%s: check %-18s %-38s [%s]\n", base,
			spdx_check_name((enum spdx_check)c),
			spdx_check_description((enum spdx_check)c), pols);
	}
	if (spdx.policy < SPDX_NR_POLICIES) {
		fprintf(stderr, "%s: policy %s (policy=)\n", base,
			spdx_policy_name((enum spdx_policy)spdx.policy));
		return;
	}
	if (!main_input_filename || !*main_input_filename ||
	    !strcmp(main_input_filename, "-")) {
		fprintf(stderr, "%s: policy auto: chosen per file\n", base);
		return;
	}
	p = spdx_projects_new(NULL);
	if (!p)
		return;
	spdx_projects_lookup(p, main_input_filename, spdx.policy, !!spdx.kernel_db, &lic);
	fprintf(stderr, "%s: policy %s for %s (policy=auto: %s)\n", base,
		spdx_policy_name(lic.policy), main_input_filename, lic.why);
	spdx_projects_free(p);
}

static bool parse_args(struct plugin_name_args *info)
{
	unsigned int disabled = 0;
	bool help_policies = false;
	bool ok = true;
	int i;

	spdx.rules.db = spdx_db_builtin();
	spdx.policy = SPDX_NR_POLICIES;
	spdx.records = true;
	for (i = 0; i < SPDX_NR_CHECKS; i++)
		if (spdx_check_severity((enum spdx_check)i) == SPDX_SEVERITY_ERROR)
			spdx.errors |= 1u << i;
	for (i = 0; i < info->argc; i++) {
		const struct plugin_argument *arg = &info->argv[i];
		const char *key = arg->key, *value = arg->value;

		if (!strcmp(key, "policy")) {
			if (value && !strcmp(value, "auto")) {
				spdx.policy = SPDX_NR_POLICIES;
			} else if (value && (!strcmp(value, "kernel") || !strcmp(value, "reuse"))) {
				spdx.policy = !strcmp(value, "kernel") ? SPDX_POLICY_KERNEL :
					      SPDX_POLICY_REUSE;
			} else {
				error("spdx: %<policy=%s%>: valid values are %qs, %qs and %qs",
				      value ? value : "", "kernel", "reuse", "auto");
				ok = false;
			}
		} else if (!strcmp(key, "licenses")) {
			char err[600];

			if (!need_value(arg)) {
				ok = false;
				continue;
			}
			spdx_db_free(spdx.kernel_db);
			spdx.kernel_db = spdx_db_load_kernel(value, err, sizeof(err));
			if (!spdx.kernel_db && !is_dir(value)) {
				/*
				 * A headers package without LICENSES/ must not
				 * stop an external module's build: say what is
				 * missing and check with the SPDX list.
				 */
				struct spdx_dc_flags saved = spdx_dc_save();

				spdx_dc_set_werror(false);
				if (spdx_db_count(spdx.rules.db))
					warning(0,
						"spdx: %<licenses=%s%>: not a directory; checking against the SPDX license list instead",
						value);
				else
					warning(0,
						"spdx: %<licenses=%s%>: not a directory; checking the tags without a license list",
						value);
				spdx_dc_restore(saved);
				continue;
			}
			if (!spdx.kernel_db) {
				error("spdx: %<licenses=%s%>: %s", value, err);
				ok = false;
				continue;
			}
			spdx.rules.db = spdx.kernel_db;
		} else if (!strcmp(key, "disable")) {
			ok &= parse_checks(key, value, false, &disabled);
		} else if (!strcmp(key, "error")) {
			ok &= parse_checks(key, value, true, &spdx.errors);
		} else if (!strcmp(key, "uapi")) {
			if (!need_value(arg)) {
				ok = false;
				continue;
			}
			spdx.uapi_globs = XRESIZEVEC(const char *, spdx.uapi_globs,
						     spdx.nr_uapi_globs + 1);
			spdx.uapi_globs[spdx.nr_uapi_globs++] = value;
		} else if (!strcmp(key, "headers")) {
			ok &= parse_pair(key, value, "uapi", "all", &spdx.headers_all);
		} else if (!strcmp(key, "ids")) {
			ok &= parse_pair(key, value, "short", "long", &spdx.rules.long_ids);
		} else if (!strcmp(key, "default")) {
			struct spdx_expr e;

			if (!need_value(arg)) {
				ok = false;
				continue;
			}
			/* It goes into fix-its: it must be an expression that fits. */
			if (strlen(value) > 200 || spdx_expr_parse(&e, value, strlen(value))) {
				error("spdx: %<default=%s%>: not a valid SPDX license expression%s",
				      value, strlen(value) > 200 ? " (over 200 bytes)" : "");
				spdx_expr_release(&e);
				ok = false;
				continue;
			}
			spdx_expr_release(&e);
			spdx.rules.default_expr = value;
		} else if (!strcmp(key, "report")) {
			int fd;

			if (!need_value(arg)) {
				ok = false;
				continue;
			}
			/* Fail now, not after the whole compilation. */
			fd = open(value, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
			if (fd < 0) {
				error("spdx: %<report=%s%>: %s", value, xstrerror(errno));
				ok = false;
				continue;
			}
			close(fd);
			spdx.report = value;
		} else if (!strcmp(key, "records")) {
			bool no = false;

			ok &= parse_pair(key, value, "yes", "no", &no);
			spdx.records = !no;
		} else if (!strcmp(key, "preprocess")) {
			ok &= parse_pair(key, value, "quiet", "check", &spdx.check_preprocess);
		} else if (!strcmp(key, "help")) {
			fprintf(stderr, "%s: %s", info->base_name, spdx_help);
			help_policies = true;
		} else {
			error("spdx: unknown argument %qs; valid arguments are %s", key,
			      valid_args);
			ok = false;
		}
	}
	if (help_policies)
		print_help(info->base_name);
	spdx.rules.enabled = ((1u << SPDX_NR_CHECKS) - 1) & ~disabled;
	spdx.rules.suggest = suggest;
	spdx.rules.infer = spdx_infer_ctx_new(NULL);	/* NULL (no memory): no caching */
	return ok;
}

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	cpp_callbacks *cb;

	if (!plugin_default_version_check(version, &gcc_version)) {
		error("spdx: built for GCC %s, not for this compiler", gcc_version.basever);
		return 1;
	}
	register_callback(info->base_name, PLUGIN_INFO, NULL, &spdx_plugin_info);
	spdx.self = info->full_name ? info->full_name : "";
	/* Debug info must not change with the plugin: drop its options there. */
	spdx_forget_plugin_options(info->base_name);
	if (!parse_args(info))
		return 0;	/* the errors above fail the compilation */

	/* Only the C family has a preprocessor; elsewhere (lto1) do nothing. */
	spdx.pfile = spdx_cpp_reader();
	if (!spdx.pfile)
		return 0;
	/*
	 * Preprocessed input has no comments left, except icecream's
	 * -fdirectives-only output: that one is checked, and its -E step
	 * stays quiet, like ccache's and distcc's, so nothing is said twice.
	 */
	spdx.preprocessed = cpp_get_options(spdx.pfile)->preprocessed;
	if (spdx.preprocessed && !cpp_get_options(spdx.pfile)->directives_only)
		return 0;
	/*
	 * Assembler and traditional preprocessing have no later compile that
	 * sees the comments: their -E is the check.
	 */
	if (spdx_preprocess_only() && !spdx.check_preprocess &&
	    cpp_get_options(spdx.pfile)->lang != CLK_ASM &&
	    !cpp_get_options(spdx.pfile)->traditional)
		return 0;
	cb = cpp_get_callbacks(spdx.pfile);
	/* Under -save-temps too: the assembler reads the .s the -E step writes. */
	spdx.asm_source = spdx_preprocess_with_output() &&
			  cpp_get_options(spdx.pfile)->lang == CLK_ASM;
	spdx.prev_comment = cb->comment;
	cb->comment = on_comment;
	spdx.active = true;
	register_callback(info->base_name, PLUGIN_INCLUDE_FILE, on_include_file, NULL);
	register_callback(info->base_name, PLUGIN_ALL_IPA_PASSES_START, on_ipa_start, NULL);
	register_callback(info->base_name, PLUGIN_FINISH_DECL, on_finish_decl, NULL);
	register_callback(info->base_name, PLUGIN_FINISH, on_finish, NULL);
	return 0;
}
