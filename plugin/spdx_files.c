// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Which files the translation unit entered, and the leading comments of
 * those that are checked (the main file, uapi headers, or every header
 * under headers=all): from the preprocessor's include and comment
 * callbacks, from the line maps a precompiled header or a C++ module
 * brought, or from disk where no comment reached us.
 */
#include "spdx_gcc.h"

#include <fnmatch.h>
#include <sys/stat.h>

#include "spdx_adapter.h"
#include "spdx_generated.h"
#include "spdx_note.h"
#include "spdx_tag.h"

/*
 * libcpp's comment, read_pch and file_change callbacks carry no user data:
 * the one pointer they need.  Everything else is handed the plugin.
 */
static struct spdx_plugin *cpp_plugin;

static unsigned int hash_name(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h & (SPDX_HASH_SIZE - 1);
}

struct spdx_seen *spdx_find_seen(const struct spdx_unit *u, const char *name)
{
	struct spdx_seen *f;

	for (f = u->hash[hash_name(name)]; f; f = f->hash_next)
		if (f->name == name || !strcmp(f->name, name))
			return f;
	return NULL;
}

/* Is the header the preprocessor is entering now a uapi header? */
static bool is_uapi(const struct spdx_plugin *p, const char *path)
{
	const struct spdx_uapi_dirs *dirs = &p->opt.uapi_dirs;
	cpp_buffer *buf;
	cpp_dir *dir;
	int i;

	if (spdx_uapi_component(path) || spdx_uapi_usr_include(dirs, path))
		return true;
	for (i = 0; i < p->opt.nr_uapi_globs; i++)
		if (!fnmatch(p->opt.uapi_globs[i], path, 0))
			return true;
	/* Installed headers directly under a system directory: <linux/types.h>. */
	buf = cpp_get_buffer(p->unit.pfile);
	dir = buf && cpp_get_file(buf) ? spdx_cpp_file_dir(cpp_get_file(buf)) : NULL;
	if (!dir || !dir->name || !dir->sysp || strncmp(path, dir->name, dir->len) ||
	    path[dir->len] != '/')
		return false;
	return spdx_uapi_installed(dirs, path + dir->len + 1);
}

static bool is_regular(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

/*
 * The LICENSES/ files the checks read are inputs of the compile: named to
 * -M/-MD, so that make and kbuild (fixdep) rebuild an object, and its
 * license data, when one of them changes.  The plugin itself is not: GCC
 * names none of its plugins, and tools that read dependency files as the
 * list of sources (7.2's make sbom, our SBOM) would take it for one; the
 * kernel rebuilds on a new plugin through include/generated/spdx_plugin.h.
 */
static void add_deps(struct spdx_plugin *p)
{
	const struct spdx_db *db = p->opt.kernel_db;
	const char *last = NULL;
	size_t i, n;

	if (p->unit.deps_added)
		return;
	p->unit.deps_added = true;
	if (!db)
		return;
	n = spdx_db_count(db);
	for (i = 0; i < n; i++) {
		const char *file = spdx_db_at(db, i)->file;

		if (file && file != last)
			spdx_cpp_add_dep(p->unit.pfile, file);
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
static void enter_file(struct spdx_plugin *p, const char *name, const line_map_ordinary *map,
		       bool main_file)
{
	struct spdx_unit *u = &p->unit;
	struct spdx_seen *f;
	struct spdx_rec *r;
	bool checked, uapi;
	unsigned int h;

	if (main_file) {
		add_deps(p);
		/* The uapi header test compiles /dev/null with -include. */
		checked = !strcmp(name, "<stdin>") || u->preprocessed || is_regular(name);
		uapi = spdx_uapi_component(name);
	} else {
		uapi = is_uapi(p, name);
		checked = uapi || (p->opt.headers_all && !ORDINARY_MAP_IN_SYSTEM_HEADER_P(map));
	}

	f = XCNEW(struct spdx_seen);
	/* Our own copy: reading a PCH replaces the heap the line maps live in. */
	f->name = xstrdup(ORDINARY_MAP_FILE_NAME(map));
	h = hash_name(name);
	f->hash_next = u->hash[h];
	u->hash[h] = f;
	u->last_map = NULL;
	f->note_flags = (main_file ? SPDX_NOTE_MAIN : 0) | (uapi ? SPDX_NOTE_UAPI : 0) |
			(checked ? SPDX_NOTE_CHECKED : 0) |
			(ORDINARY_MAP_IN_SYSTEM_HEADER_P(map) ? SPDX_NOTE_SYSTEM : 0) |
			(spdx_generated_dir(name) ? SPDX_NOTE_GENERATED : 0);
	if (u->nr_seen == u->seen_cap) {
		u->seen_cap = u->seen_cap ? u->seen_cap * 2 : 64;
		u->seen = XRESIZEVEC(struct spdx_seen *, u->seen, u->seen_cap);
	}
	u->seen[u->nr_seen++] = f;
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
void spdx_enter_preprocessed_main(struct spdx_plugin *p)
{
	const line_map_ordinary *map;

	if (p->unit.nr_seen || !spdx_ordinary_maps_used())
		return;
	map = spdx_ordinary_map_at(0);
	if (ORDINARY_MAP_FILE_NAME(map) && !builtin_name(ORDINARY_MAP_FILE_NAME(map)))
		enter_file(p, ORDINARY_MAP_FILE_NAME(map), map, true);
}

/* Reads the start of a file the preprocessor did not show us (a PCH). */
void spdx_read_from_disk(struct spdx_rec *r)
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

/* The tag of unchecked file F, from the start of the file on disk. */
static void probe_from_disk(struct spdx_seen *f)
{
	struct spdx_rec r;
	size_t i;

	memset(&r, 0, sizeof(r));
	r.name = f->name;
	spdx_file_init(&r.file, f->name, false);
	spdx_read_from_disk(&r);
	for (i = 0; i < r.file.nr_comments && !f->expr; i++) {
		const struct spdx_comment *c = &r.file.comments[i];

		f->expr = spdx_tag_expr_dup(c->text, c->len);
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
void spdx_enter_pch_files(struct spdx_plugin *p)
{
	unsigned int i, n = spdx_ordinary_maps_used();
	struct spdx_unit *u = &p->unit;
	size_t k;

	for (k = 0; k < u->nr_seen; k++) {
		struct spdx_rec *r = u->seen[k]->rec;

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

		/*
		 * A module's own map is named after the module, not a file; nor
		 * is a name of GCC's own in angle brackets (a C++ module
		 * interface's CMI brings a "<stdin>" map).
		 */
		if (!name || builtin_name(name) || MAP_MODULE_P(map) || spdx_find_seen(u, name) ||
		    (name[0] == '<' && name[strlen(name) - 1] == '>'))
			continue;
		enter_file(p, name, map, false);
		if (!u->seen[u->nr_seen - 1]->rec)
			probe_from_disk(u->seen[u->nr_seen - 1]);
	}
}

/*
 * "#pragma GCC system_header" makes the rest of a file a system header: a
 * later map of the file is a system one.  Such a file counts as a system
 * header as a whole, for its findings as for the object's data.
 */
void spdx_mark_system_headers(struct spdx_unit *u)
{
	unsigned int i, used = spdx_ordinary_maps_used();
	const char *last = NULL;
	struct spdx_seen *f;

	for (i = 0; i < used; i++) {
		const line_map_ordinary *map = spdx_ordinary_map_at(i);

		if (!ORDINARY_MAP_IN_SYSTEM_HEADER_P(map) || ORDINARY_MAP_FILE_NAME(map) == last)
			continue;
		last = ORDINARY_MAP_FILE_NAME(map);
		f = last ? spdx_find_seen(u, last) : NULL;
		if (f)
			f->note_flags |= SPDX_NOTE_SYSTEM;
	}
}

static void on_read_pch(cpp_reader *pfile, const char *name, int fd, const char *orig_name)
{
	struct spdx_unit *u = &cpp_plugin->unit;

	if (u->prev_read_pch)
		u->prev_read_pch(pfile, name, fd, orig_name);
	u->pch_read = true;
	u->last_map = NULL;
}

/*
 * An assembler source preprocessed to standard output (-pipe, no -o): the
 * stream is closed by PLUGIN_FINISH, so the record goes out when the main
 * file ends, after its last line, to the assembler reading the pipe.
 */
static void on_file_change(cpp_reader *pfile, const line_map_ordinary *map)
{
	struct spdx_buf record = { NULL, 0, 0 };
	struct spdx_plugin *p = cpp_plugin;

	if (p->unit.prev_file_change)
		p->unit.prev_file_change(pfile, map);
	/* NULL: the main file itself is left, its last line is being written. */
	if (map)
		return;
	if (p->unit.checked || !p->opt.records || spdx_preprocess_output_name())
		return;
	spdx_run_checks(p, &record);
	if (record.p) {
		putc('\n', stdout);
		fputs(record.p, stdout);
	}
	spdx_buf_release(&record);
}

void spdx_on_include_file(void *gcc_data, void *plugin)
{
	struct spdx_plugin *p = (struct spdx_plugin *)plugin;
	const char *name = (const char *)gcc_data;
	struct spdx_unit *u = &p->unit;
	const line_map_ordinary *map;

	/*
	 * The C family sets its read_pch callback after plugin_init, before
	 * the main file is read: chain ours at the first file.
	 */
	if (u->active && !u->nr_seen && !u->prev_read_pch) {
		cpp_callbacks *cb = cpp_get_callbacks(u->pfile);

		u->prev_read_pch = cb->read_pch;
		if (u->prev_read_pch)
			cb->read_pch = on_read_pch;
		if (u->asm_source) {
			u->prev_file_change = cb->file_change;
			cb->file_change = on_file_change;
		}
	}

	if (!u->active || !name || builtin_name(name) || spdx_find_seen(u, name))
		return;
	if (u->preprocessed) {
		/* x.i itself, before the first line marker renames it. */
		if (main_input_filename && !strcmp(name, main_input_filename))
			return;
		spdx_enter_preprocessed_main(p);
		if (spdx_find_seen(u, name))
			return;
	}
	map = LINEMAPS_LAST_ORDINARY_MAP(line_table);
	if (!map || strcmp(ORDINARY_MAP_FILE_NAME(map), name))
		return;
	enter_file(p, name, map, !u->nr_seen && !u->preprocessed && main_input_filename &&
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
	f->expr = spdx_tag_expr_dup((const char *)text, len);
}

/* Keeps comment TEXT at LOC of map MAP in checked file R. */
static void keep_comment(struct spdx_rec *r, const line_map_ordinary *map, location_t loc,
			 const unsigned char *text, size_t len)
{
	struct spdx_comment *c;
	char *folded;
	size_t n;

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

static void on_comment(cpp_reader *pfile, location_t loc, const unsigned char *text, size_t len)
{
	struct spdx_plugin *p = cpp_plugin;
	struct spdx_unit *u = &p->unit;
	const line_map_ordinary *map;
	const line_map *m;
	struct spdx_rec *r;

	if (u->prev_comment)
		u->prev_comment(pfile, loc, text, len);
	if (!u->active || loc < RESERVED_LOCATION_COUNT || IS_ADHOC_LOC(loc) ||
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
	if (map != u->last_map) {
		if (u->preprocessed)
			spdx_enter_preprocessed_main(p);
		u->last_map = map;
		u->last_seen = spdx_find_seen(u, ORDINARY_MAP_FILE_NAME(map));
	}
	if (!u->last_seen)
		return;
	r = u->last_seen->rec;
	if (!r)
		probe_tag(u->last_seen, text, len);
	else if (!r->reentered)
		keep_comment(r, map, loc, text, len);
}

void spdx_files_start(struct spdx_plugin *p)
{
	cpp_callbacks *cb = cpp_get_callbacks(p->unit.pfile);

	cpp_plugin = p;
	p->unit.prev_comment = cb->comment;
	cb->comment = on_comment;
}
