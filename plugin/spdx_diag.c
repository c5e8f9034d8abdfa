// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Findings as ordinary GCC diagnostics: the location and range of each,
 * its fix-its where the edit's place is certain, and identifiers suggested
 * by GCC's own edit distance.
 */
#include "spdx_gcc.h"
#include "spdx_adapter.h"

/*
 * LINE:COL of file NAME in MAP's numbering, or UNKNOWN_LOCATION if MAP
 * lacks it: libcpp wraps a column past the map's bits and falls back to
 * the map's start past the highest location, so only a location that
 * expands back to the same place is a right one.
 */
static location_t pos_in_map(const line_map_ordinary *map, const char *name,
			     unsigned int line, unsigned int col)
{
	expanded_location x;
	location_t loc;

	if (line < ORDINARY_MAP_STARTING_LINE_NUMBER(map))
		return UNKNOWN_LOCATION;
	loc = linemap_position_for_line_and_column(line_table, map, line, col);
	if (loc >= LINE_MAP_MAX_LOCATION_WITH_COLS)
		return UNKNOWN_LOCATION;
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

/* LINE:COL of R exactly, through the comment that holds it, or UNKNOWN_LOCATION. */
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

/* Whether LINE[0..LEN) is blank outside [COL, END_COL) (1-based), and has no CR. */
static bool only_blank_around(const char *line, size_t len, unsigned int col,
			      unsigned int end_col)
{
	size_t i;

	if (!line || col < 1 || end_col < col || end_col - 1 > len || memchr(line, '\r', len))
		return false;
	for (i = 0; i < len; i++)
		if ((i < col - 1 || i >= end_col - 1) && line[i] != ' ' && line[i] != '\t')
			return false;
	return true;
}

/*
 * GCC's patch printer (-fdiagnostics-generate-patch, 11 to 16) garbles a
 * line inserted before line W followed by the removal of line W+1's tag (a
 * tag on line 2 moved to line 1): the patch git apply gets names the wrong
 * lines.  The same change as two in-line replacements, which it prints
 * right: line W becomes the tag, line W+1 line W's old text.  Only where
 * line W+1 holds nothing but the tag; otherwise the edits stay as they are.
 */
static bool swap_lines(rich_location *rich, const struct spdx_rec *r,
		       const struct spdx_finding *f)
{
	const struct spdx_edit *ins = &f->edits[0], *del = &f->edits[1];
	size_t tlen = ins->text ? strlen(ins->text) : 0, wlen, nlen;
	const char *w, *next;
	location_t a, b, c, d;
	char tag[512], old[512];

	if (f->nr_edits != 2 || ins->end_col > ins->col || ins->col != 1 || !tlen ||
	    tlen >= sizeof(tag) || ins->text[tlen - 1] != '\n' ||
	    memchr(ins->text, '\n', tlen - 1) || del->line != ins->line + 1 ||
	    (del->text && del->text[0]) || !strcmp(r->name, "<stdin>"))
		return false;
	next = spdx_source_line(r->name, (int)del->line, &nlen);
	if (!only_blank_around(next, nlen, del->col, del->end_col) || !nlen)
		return false;
	w = spdx_source_line(r->name, (int)ins->line, &wlen);
	if (!w || wlen >= sizeof(old) || memchr(w, '\r', wlen) || memchr(w, '\0', wlen))
		return false;
	memcpy(old, w, wlen);
	old[wlen] = '\0';
	memcpy(tag, ins->text, tlen - 1);
	tag[tlen - 1] = '\0';
	a = rec_loc_exact(r, ins->line, 1);
	b = wlen ? rec_loc_exact(r, ins->line, (unsigned int)wlen) : a;
	c = rec_loc_exact(r, del->line, 1);
	d = rec_loc_exact(r, del->line, (unsigned int)nlen);
	if (a == UNKNOWN_LOCATION || b == UNKNOWN_LOCATION || c == UNKNOWN_LOCATION ||
	    d == UNKNOWN_LOCATION)
		return false;
	if (wlen)
		spdx_fixit_replace(rich, a, b, tag);
	else
		spdx_fixit_insert(rich, a, tag);
	spdx_fixit_replace(rich, c, d, old);
	return true;
}

void spdx_emit(const struct spdx_rec *r, const struct spdx_finding *f, bool as_error,
	       const struct spdx_licensing *why)
{
	location_t caret = rec_loc(r, f->line, f->col);
	location_t finish = f->end_col > f->col + 1 ? rec_loc(r, f->line, f->end_col - 1) : caret;
	struct spdx_dc_flags saved = spdx_dc_save();
	unsigned int i, cols[2] = { f->src_col, f->src_end_col > f->src_col + 1 ?
				    f->src_end_col - 1 : f->src_col };
	location_t there[2];
	bool foreign = f->src_file && spdx_foreign_columns(f->src_file, f->src_line, cols,
							    there, 2);
	char name[64];
	bool shown;

	if (foreign) {
		caret = there[0];
		finish = there[1];
	}

	/* On the stack: operator new would need libstdc++, which cc1 does not export. */
	rich_location rich_loc = { line_table, make_location(caret, caret, finish) };
	rich_location *rich = &rich_loc;

	if (foreign && f->src_fix[0])
		spdx_fixit_replace(rich, there[0], there[1], f->src_fix);
	if (!foreign && !swap_lines(rich, r, f))
		for (i = 0; i < f->nr_edits; i++)
			add_edit(rich, r, &f->edits[i]);
	snprintf(name, sizeof(name), "spdx-%s", spdx_check_name(f->check));

	auto_diagnostic_group group;

	/* Shown only outside system headers or under -Wsystem-headers (the caller's test). */
	spdx_dc_warn_in_system_headers();
	/* GCC prints " [spdx-NAME]" after the message, as an option's name. */
	*spdx_rule_slot() = name;
	if (as_error) {
		error_at(rich, "%s", f->message);
		shown = true;
	} else {
		spdx_dc_set_werror(false);
		shown = warning_at(rich, 0, "%s", f->message);
	}
	*spdx_rule_slot() = NULL;
	if (shown && f->note)
		inform(rec_loc(r, f->note_line, f->note_col), "%s", f->note);
	if (shown && why)
		inform(rec_loc(r, 1, 1), "checked by the %s rules (policy=auto: %s)",
		       spdx_policy_name(why->policy), why->why);
	spdx_dc_restore(saved);
}

/*
 * A project's problem where an editor opens it: at the bad key or parse
 * error of REUSE.toml, else (a file not read, no place known) at line 1 of
 * the file being checked.  Only a file that was read and parsed gets a
 * place of its own, since GCC reads the line to quote it: a FIFO there
 * would block the compiler.
 */
void spdx_emit_problem(const struct spdx_rec *r, const struct spdx_licensing *lic)
{
	location_t loc = UNKNOWN_LOCATION;

	if (lic->error_file && lic->error_at.line)
		loc = spdx_foreign_location(lic->error_file, lic->error_at.line,
					    lic->error_at.column ? lic->error_at.column : 1);
	if (loc == UNKNOWN_LOCATION)
		loc = rec_loc(r, 1, 1);
	warning_at(loc, 0, "spdx: %s", lic->error);
}

/* The closest identifier by GCC's edit distance, within GCC's own cutoff. */
const char *spdx_suggest(void *ctx, const char *word, bool exception)
{
	const struct spdx_db *db = (const struct spdx_db *)ctx;
	size_t i, n = spdx_db_count(db), len = strlen(word);
	edit_distance_t best = MAX_EDIT_DISTANCE;
	const char *hint = NULL;

	for (i = 0; i < n; i++) {
		const struct spdx_license *l = spdx_db_at(db, i);
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
