// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * spdx.so: checks the SPDX-License-Identifier tag of every translation unit
 * and of every uapi header it includes, while the preprocessor reads them.
 *
 * This is the GCC adapter (C-style C++, as GCC's plugin headers need): it
 * records each checked file's leading comments from the preprocessor's
 * comment callback (spdx_files.c), runs the core's rules at the end of the
 * compilation and turns the findings into ordinary GCC diagnostics with
 * ranges and fix-its (spdx_diag.c).  This file: plugin_init, the order of
 * the callbacks, the checks and the unit's license data (the record).
 *
 * Arguments: -fplugin-arg-spdx-KEY[=VALUE] (the prefix follows the plugin's
 * file name, so in the kernel it is -fplugin-arg-spdx_plugin-KEY); the
 * table is spdx_args.def, parsed by spdx_options.c.
 *
 * spdx warnings are not turned into errors by -Werror: a kernel built with
 * CONFIG_WERROR=y must not fail on license findings; error= asks for that.
 * error= never applies to compiler probes (stdin) nor to generated files,
 * which nobody can tag by hand.
 */
#include "spdx_gcc.h"

#include <errno.h>

#include "spdx_adapter.h"
#include "spdx_generated.h"
#include "spdx_modlic.h"
#include "spdx_note.h"
#include "spdx_tag.h"

int plugin_is_GPL_compatible;

static struct plugin_info spdx_plugin_info = {
	SPDX_VERSION,
	"checks SPDX-License-Identifier tags; -fplugin-arg-spdx-help lists the arguments",
};

/*
 * The compilation's one plugin context, handed to every GCC callback;
 * only read_toml, called from the core without one, names it.
 */
static struct spdx_plugin plugin;

/*
 * A checked file's tag as written, for the object's license data; for the
 * main file under the kernel's LICENSES/ also the families its license
 * allows, which spdx-report needs to check a module's other objects
 * against its MODULE_LICENSE() (one tiny parse per unit).
 */
static void note_tag(struct spdx_note *note, unsigned int idx, const struct spdx_rec *r,
		     bool main, const struct spdx_db *db)
{
	struct spdx_tag tag;
	struct spdx_expr e;

	if (!spdx_tag_find(&r->file, &tag) || !tag.comment || tag.misspelled)
		return;
	spdx_note_set_expr(note, idx, tag.expr, tag.expr_len);
	if (!main || !db || !spdx_db_is_kernel(db))
		return;
	if (!spdx_expr_parse(&e, tag.expr, tag.expr_len))
		note->allowed = spdx_modlic_allowed(&e, db);
	spdx_expr_release(&e);
}

/*
 * REUSE.toml is read by spdx_toml.so, next to this plugin: loaded on the
 * first REUSE.toml, so that other projects never load libstdc++.
 */
static bool read_toml(const char *path, struct spdx_toml *out, char *err, size_t size,
		      struct spdx_place *at)
{
	return spdx_toml_loader_read(&plugin.unit.toml, path, out, err, size, at);
}

/* The rules for file R: its policy and, for REUSE, what its project says. */
static void file_rules(struct spdx_plugin *p, const struct spdx_rec *r,
		       struct spdx_rules_opts *opts, struct spdx_licensing *lic)
{
	const struct spdx_options *opt = &p->opt;
	struct spdx_unit *u = &p->unit;

	memset(lic, 0, sizeof(*lic));
	*opts = opt->rules;
	if (!u->projects)
		u->projects = spdx_projects_new(read_toml);
	if (!u->projects) {
		enum spdx_policy fallback = opt->kernel_db ? SPDX_POLICY_KERNEL : SPDX_POLICY_PLAIN;

		opts->policy = opt->policy < SPDX_NR_POLICIES ? (enum spdx_policy)opt->policy :
			       fallback;
		/* Only policy=auto prints why; kbuild passes policy=kernel for every file. */
		if (opt->policy >= SPDX_NR_POLICIES)
			snprintf(lic->why, sizeof(lic->why),
				 "this plugin reads no projects; licenses= is %s kernel LICENSES/",
				 opt->kernel_db ? "a" : "no");
		/* The in-tree copy: its REUSE rules would read nothing, so none run. */
		if (opts->policy == SPDX_POLICY_REUSE) {
			opts->policy = fallback;
			snprintf(lic->error, sizeof(lic->error),
				 "policy=reuse needs the whole plugin (this one reads no REUSE.toml, FILE.license or license texts): checked by the %s rules",
				 spdx_policy_name(fallback));
			if (!u->toml_reported) {
				u->toml_reported = true;
				spdx_emit_problem(r, lic);
			}
		}
		lic->policy = opts->policy;
		return;
	}
	spdx_projects_lookup(u->projects, r->name, opt->policy, !!opt->kernel_db, lic);
	opts->policy = lic->policy;
	opts->licensing = lic;
	opts->projects = u->projects;
	if (lic->error[0] && !u->toml_reported) {
		u->toml_reported = true;
		spdx_emit_problem(r, lic);
	}
}

/* Checks file F (the unit's I-th) and tells its findings; NOTE: the record or NULL. */
static void check_file(struct spdx_plugin *p, struct spdx_seen *f, struct spdx_note *note,
		       unsigned int idx, struct spdx_buf *report, const char *main_file)
{
	const struct spdx_options *opt = &p->opt;
	struct spdx_unit *u = &p->unit;
	struct spdx_findings fs = { NULL, 0, 0 };
	bool system = f->note_flags & SPDX_NOTE_SYSTEM;
	/* GCC's convention: nothing from a system header unless -Wsystem-headers. */
	bool shown = !system || spdx_dc_save().system_headers;
	bool probe = !strcmp(main_file, "-") || !strcmp(main_file, "<stdin>");
	struct spdx_rec *r = f->rec;
	struct spdx_rules_opts opts;
	struct spdx_licensing lic;
	bool why_told = false;
	int exempt = -1;		/* not asked yet */
	size_t j;

	if (!r->file.nr_comments && strcmp(r->name, "<stdin>"))
		spdx_read_from_disk(r);
	file_rules(p, r, &opts, &lic);
	if (u->modlic && f == u->modlic_file) {
		opts.module_license = u->modlic;
		opts.modlic_line = u->modlic_line;
		opts.modlic_col = u->modlic_col;
		opts.modlic_end_col = u->modlic_col;
	}
	spdx_check_file(&r->file, &opts, &fs);
	if (note)
		note_tag(note, idx, r, f->note_flags & SPDX_NOTE_MAIN, opts.db);
	for (j = 0; j < fs.n; j++) {
		/* A finding that is not shown fails nothing. */
		bool as_error = shown && (opt->errors & (1u << fs.v[j].check));

		/* Nobody can tag a probe's input or a generator's output by hand. */
		if (as_error && exempt < 0)
			exempt = probe || spdx_generated_file(&r->file);
		as_error = as_error && !exempt;

		if (shown) {
			bool tell = !why_told && opt->policy == SPDX_NR_POLICIES;

			spdx_emit(r, &fs.v[j], as_error, tell ? &lic : NULL);
			why_told = true;
		}
		if (opt->report)
			spdx_report_format(report, &fs.v[j], r->name, main_file, as_error, system);
		if (note)
			spdx_note_add_finding(note, idx, &fs.v[j], as_error);
	}
	spdx_findings_release(&fs);
}

/*
 * Runs the checks once per translation unit, and with RECORD the unit's
 * license data as assembler text: when the IPA passes start (parsing is
 * over, every file is seen), else (-fsyntax-only, -M, errors) when the
 * compiler finishes.
 */
void spdx_run_checks(struct spdx_plugin *p, struct spdx_buf *record)
{
	struct spdx_buf report = { NULL, 0, 0 };
	const char *main_file = main_input_filename ? main_input_filename : "";
	const struct spdx_options *opt = &p->opt;
	struct spdx_unit *u = &p->unit;
	struct spdx_note note;
	size_t i;

	if (!u->active || u->checked)
		return;
	u->checked = true;
	if (u->preprocessed)
		spdx_enter_preprocessed_main(p);
	if (u->pch_read || spdx_modules())
		spdx_enter_pch_files(p);
	spdx_mark_system_headers(u);
	if (record) {
		spdx_note_init(&note, u->nr_seen && (u->seen[0]->note_flags & SPDX_NOTE_MAIN) ?
				      u->seen[0]->name : main_file);
		note.retain = spdx_gas_retain();
		if (u->preprocessed && u->nr_seen)
			main_file = u->seen[0]->name;
	}
	for (i = 0; i < u->nr_seen; i++) {
		struct spdx_seen *f = u->seen[i];
		unsigned int idx = 0;

		if (record)
			idx = spdx_note_add_file(&note, f->name, f->note_flags);
		if (record && u->modlic && f == u->modlic_file)
			spdx_note_set_module_license(&note, u->modlic, idx, u->modlic_line,
						     u->modlic_col);
		if (f->rec)
			check_file(p, f, record ? &note : NULL, idx, &report, main_file);
		else if (record && f->expr)
			spdx_note_set_expr(&note, idx, f->expr, strlen(f->expr));
	}
	if (opt->report && spdx_report_write(opt->report, &report))
		error("spdx: cannot write report %qs: %s", opt->report, xstrerror(errno));
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
static void on_finish_decl(void *gcc_data, void *user_data)
{
	struct spdx_plugin *p = (struct spdx_plugin *)user_data;
	tree decl = (tree)gcc_data, init;
	const char *section, *value;
	struct spdx_unit *u = &p->unit;
	expanded_location x;
	struct spdx_seen *f;
	size_t len;
	location_t loc;

	if (!u->active || u->modlic || !decl || TREE_CODE(decl) != VAR_DECL ||
	    !TREE_STATIC(decl))
		return;
	init = DECL_INITIAL(decl);
	if (!init || TREE_CODE(init) != STRING_CST || TREE_STRING_LENGTH(init) < 9)
		return;
	value = spdx_modinfo_license(TREE_STRING_POINTER(init),
				     (size_t)TREE_STRING_LENGTH(init), &len);
	section = value ? DECL_SECTION_NAME(decl) : NULL;
	if (!section || strcmp(section, ".modinfo"))
		return;
	loc = linemap_resolve_location(line_table, DECL_SOURCE_LOCATION(decl),
				       LRK_MACRO_EXPANSION_POINT, NULL);
	x = expand_location(loc);
	f = x.file ? spdx_find_seen(u, x.file) : NULL;
	if (!f)
		return;
	u->modlic = xstrndup(value, len);
	u->modlic_file = f;
	u->modlic_line = (unsigned int)x.line;
	u->modlic_col = (unsigned int)x.column;
}

/*
 * Parsing is over: the record becomes a toplevel asm statement, which the
 * compiler writes with the unit's assembler and which LTO streams with the
 * IR and writes once, in one partition of the link: every form of LTO
 * keeps it, slim objects included, where a section written here would be
 * left behind in the IR object.
 */
static void on_ipa_start(void *, void *user_data)
{
	struct spdx_plugin *p = (struct spdx_plugin *)user_data;
	struct spdx_buf record = { NULL, 0, 0 };

	if (p->unit.checked)
		return;
	spdx_run_checks(p, p->opt.records ? &record : NULL);
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
static void on_finish(void *, void *user_data)
{
	struct spdx_plugin *p = (struct spdx_plugin *)user_data;
	bool c_temps = !p->unit.asm_source && spdx_save_temps_preprocess();
	const char *name = (p->unit.asm_source || c_temps) && p->opt.records ?
			   spdx_preprocess_output_name() : NULL;
	struct spdx_buf record = { NULL, 0, 0 }, c_record = { NULL, 0, 0 };
	struct spdx_buf *text = &record;
	FILE *out;

	if (p->unit.checked)
		return;
	spdx_run_checks(p, name ? &record : NULL);
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

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	struct spdx_unit *u = &plugin.unit;
	const char *base = info->base_name;

	if (!plugin_default_version_check(version, spdx_built_for())) {
		error("spdx: built for GCC %s, not for this compiler", spdx_built_for()->basever);
		return 1;
	}
	register_callback(base, PLUGIN_INFO, NULL, &spdx_plugin_info);
	/* Debug info must not change with the plugin: drop its options there. */
	spdx_forget_plugin_options(base);
	spdx_dc_name_rules();
	if (!spdx_parse_args(&plugin.opt, info))
		return 0;	/* the errors above fail the compilation */

	/* Only the C family has a preprocessor; elsewhere (lto1) do nothing. */
	u->pfile = spdx_cpp_reader();
	if (!u->pfile)
		return 0;
	/*
	 * Preprocessed input has no comments left, except icecream's
	 * -fdirectives-only output: that one is checked, and its -E step
	 * stays quiet, like ccache's and distcc's, so nothing is said twice.
	 */
	u->preprocessed = cpp_get_options(u->pfile)->preprocessed;
	if (u->preprocessed && !cpp_get_options(u->pfile)->directives_only)
		return 0;
	/*
	 * Assembler and traditional preprocessing have no later compile that
	 * sees the comments: their -E is the check.
	 */
	if (spdx_preprocess_only() && !plugin.opt.check_preprocess &&
	    cpp_get_options(u->pfile)->lang != CLK_ASM &&
	    !cpp_get_options(u->pfile)->traditional)
		return 0;
	/* Under -save-temps too: the assembler reads the .s the -E step writes. */
	u->asm_source = spdx_preprocess_with_output() &&
			cpp_get_options(u->pfile)->lang == CLK_ASM;
	spdx_files_start(&plugin);
	u->active = true;
	register_callback(base, PLUGIN_INCLUDE_FILE, spdx_on_include_file, &plugin);
	register_callback(base, PLUGIN_ALL_IPA_PASSES_START, on_ipa_start, &plugin);
	register_callback(base, PLUGIN_FINISH_DECL, on_finish_decl, &plugin);
	register_callback(base, PLUGIN_FINISH, on_finish, &plugin);
	return 0;
}
