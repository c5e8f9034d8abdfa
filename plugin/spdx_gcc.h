/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one seam between spdx.so and GCC's internals: every use of GCC that
 * changed between the versions the plugin supports (GCC 11 to 16), or is
 * internal enough to change, is here, keyed on GCCPLUGIN_VERSION_MAJOR the
 * way the kernel's scripts/gcc-plugins/gcc-common.h does it.  The adapter
 * has no version conditional of its own.
 *
 * What differs, and how this header hides it:
 * - GCC 14 made diagnostic_context a class: the -Werror and -Wsystem-headers
 *   flags became m_warning_as_error_requested (with the public accessors
 *   warning_as_error_requested_p() and set_warning_as_error_requested(),
 *   used from 14 on) and m_warn_system_headers (public, no accessor).
 *   GCC 16 moved the class to diagnostics::context; global_dc still
 *   points to it.
 * - GCC 14 dropped LINEMAPS_ORDINARY_MAPS(): a map's index is taken from
 *   LINEMAPS_ORDINARY_MAP_AT(set, 0), which every version has.
 * - GCC 15 widened location_t to 64 bits: locations are computed in
 *   location_t, never in unsigned int.
 * - GCC 16 renamed cpp_get_dir() to _cpp_get_file_dir().
 * - The C family's cpp_reader is the global parse_in, which only cc1 and
 *   cc1plus define: it is looked up at run time so that the plugin also
 *   loads (and does nothing) in lto1.
 */
#ifndef SPDX_GCC_H
#define SPDX_GCC_H

/* GCC 16's opts-diagnostic.h needs <vector> from system.h. */
#define INCLUDE_VECTOR
#include "gcc-plugin.h"
#include "plugin-version.h"	/* a static gcc_version in every file: see spdx_built_for() */
#include "tree.h"
#include "diagnostic.h"
#include "spellcheck.h"
#include "cpplib.h"
#include "output.h"
#include "cgraph.h"
#include "opts.h"
#include "toplev.h"
#include "opts-diagnostic.h"
#if GCCPLUGIN_VERSION_MAJOR >= 16
#include "diagnostics/file-cache.h"	/* the source lines the patch printer quotes */
#endif

#include <dlfcn.h>

/* The GCC the plugin was built for (plugin-version.h's, one copy per file). */
static inline struct plugin_gcc_version *spdx_built_for(void)
{
	return &gcc_version;
}

#if GCCPLUGIN_VERSION_MAJOR < 11
#error "spdx.so supports GCC 11 to 16 (the versions this seam knows)"
#elif GCCPLUGIN_VERSION_MAJOR > 16
/*
 * A newer GCC: built with the newest API this seam knows, and said once
 * where the plugin is built, not in every compile.  Run make check with it.
 */
#warning "spdx.so is tested with GCC 11 to 16; building for a newer GCC with GCC 16's API"
#endif

/* --- diagnostic context ------------------------------------------------ */

/*
 * A check's name where GCC names a warning's option: in the text
 * ("[-Wfoo]"), in JSON ("option") and in SARIF (the result's ruleId and
 * its rules[] entry), so that editors and code-scanning services can tell
 * the checks apart.  The plugin's diagnostics have no option (index 0):
 * the hook that makes option names is wrapped, and names the check of the
 * diagnostic being reported (*spdx_rule_slot(), set only around one
 * report); every other diagnostic is GCC's own business.  GCC's hooks take
 * no user data: the slot is the one place the name can wait.
 */
inline const char **spdx_rule_slot(void)
{
	static const char *name;

	return &name;
}

static inline char *spdx_rule_name(int option_index)
{
	const char *name = *spdx_rule_slot();

	return option_index == 0 && name ? xstrdup(name) : NULL;
}

/*
 * Where the checks are documented: SARIF's rules[].helpUri, and the link
 * GCC puts on "[spdx-NAME]" under -fdiagnostics-urls.  The standalone
 * build names the README make install puts in its DOCDIR; a build without
 * one (the kernel's copy) gives no URL rather than a wrong one.
 */
static inline char *spdx_rule_url(int option_index)
{
#ifdef SPDX_DOC_URL
	return option_index == 0 && *spdx_rule_slot() ? xstrdup(SPDX_DOC_URL) : NULL;
#else
	return NULL;
#endif
}

#if GCCPLUGIN_VERSION_MAJOR <= 13
typedef char *(*spdx_option_name_cb)(diagnostic_context *, int, diagnostic_t, diagnostic_t);
typedef char *(*spdx_option_url_cb)(diagnostic_context *, int);

inline spdx_option_name_cb *spdx_prev_option_name(void)
{
	static spdx_option_name_cb prev;

	return &prev;
}

inline spdx_option_url_cb *spdx_prev_option_url(void)
{
	static spdx_option_url_cb prev;

	return &prev;
}

static inline char *spdx_option_url(diagnostic_context *dc, int opt)
{
	spdx_option_url_cb prev = *spdx_prev_option_url();
	char *url = spdx_rule_url(opt);

	return url ? url : prev ? prev(dc, opt) : NULL;
}

static inline char *spdx_option_name(diagnostic_context *dc, int opt, diagnostic_t orig,
				     diagnostic_t kind)
{
	spdx_option_name_cb prev = *spdx_prev_option_name();
	char *name = spdx_rule_name(opt);

	return name ? name : prev ? prev(dc, opt, orig, kind) : NULL;
}

static inline void spdx_dc_name_rules(void)
{
	if (global_dc->option_name == spdx_option_name)
		return;
	*spdx_prev_option_name() = global_dc->option_name;
	global_dc->option_name = spdx_option_name;
	*spdx_prev_option_url() = global_dc->get_option_url;
	global_dc->get_option_url = spdx_option_url;
}
#elif GCCPLUGIN_VERSION_MAJOR == 14
/* The hooks are private: set again as toplev.cc's general_init sets them. */
static inline char *spdx_option_name(const diagnostic_context *dc, int opt, diagnostic_t orig,
				     diagnostic_t kind)
{
	char *name = spdx_rule_name(opt);

	return name ? name : option_name(dc, opt, orig, kind);
}

static inline char *spdx_option_url(const diagnostic_context *dc, int opt, unsigned int mask)
{
	char *url = spdx_rule_url(opt);

	return url ? url : get_option_url(dc, opt, mask);
}

static inline void spdx_dc_name_rules(void)
{
	global_dc->set_option_hooks(option_enabled, &global_options, spdx_option_name,
				    spdx_option_url, global_dc->get_lang_mask());
}
#else
#if GCCPLUGIN_VERSION_MAJOR == 15
using spdx_option_manager_base = diagnostic_option_manager;
using spdx_gcc_option_manager = compiler_diagnostic_option_manager;
using spdx_option_id = diagnostic_option_id;
using spdx_diag_kind = diagnostic_t;
#define spdx_set_option_manager set_option_manager
#else
using spdx_option_manager_base = diagnostics::option_id_manager;
using spdx_gcc_option_manager = compiler_diagnostic_option_id_manager;
using spdx_option_id = diagnostics::option_id;
using spdx_diag_kind = enum diagnostics::kind;
#define spdx_set_option_manager set_option_id_manager
#endif

/*
 * The option manager is an object the context owns: replaced by one that
 * holds the compiler's own (made as toplev.cc makes it) and asks it
 * everything but the names of the plugin's diagnostics.
 */
class spdx_option_manager : public spdx_option_manager_base {
public:
	explicit spdx_option_manager(unsigned int lang_mask)
	: m_gcc(*global_dc, lang_mask, &global_options)
	{
	}

	int option_enabled_p(spdx_option_id opt) const final override
	{
		return m_gcc.option_enabled_p(opt);
	}

	char *make_option_name(spdx_option_id opt, spdx_diag_kind orig,
			       spdx_diag_kind kind) const final override
	{
		char *name = spdx_rule_name(opt.m_idx);

		return name ? name : m_gcc.make_option_name(opt, orig, kind);
	}

	char *make_option_url(spdx_option_id opt) const final override
	{
		char *url = spdx_rule_url(opt.m_idx);

		return url ? url : m_gcc.make_option_url(opt);
	}

private:
	spdx_gcc_option_manager m_gcc;
};

static inline void spdx_dc_name_rules(void)
{
	unsigned int mask = global_dc->get_lang_mask();
	/* Spaced: checkpatch reads a template's brackets as comparisons. */
	auto mgr = std::unique_ptr < spdx_option_manager_base > (new spdx_option_manager(mask));

	global_dc->spdx_set_option_manager(std::move(mgr), mask);
}
#endif

/*
 * The flags spdx.so overrides around its own warnings, saved to restore.
 * -Werror is cleared for the length of one finding: the findings are the
 * checker's to promote (error=), as objtool's and modpost's have switches
 * of their own apart from CONFIG_WERROR.  GCC gives a plugin's diagnostics
 * no option index, so neither -Wno-error=NAME nor a diagnostic pragma can
 * reach them; this is the narrowest scope that can.
 */
struct spdx_dc_flags {
	bool werror;		/* -Werror */
	bool system_headers;	/* -Wsystem-headers */
};

#if GCCPLUGIN_VERSION_MAJOR >= 14
static inline bool spdx_dc_werror(void)
{
	return global_dc->warning_as_error_requested_p();
}

static inline void spdx_dc_set_werror(bool on)
{
	global_dc->set_warning_as_error_requested(on);
}

#define SPDX_DC_SYSTEM_HEADERS (global_dc->m_warn_system_headers)
#else
static inline bool spdx_dc_werror(void)
{
	return global_dc->warning_as_error_requested;
}

static inline void spdx_dc_set_werror(bool on)
{
	global_dc->warning_as_error_requested = on;
}

#define SPDX_DC_SYSTEM_HEADERS (global_dc->dc_warn_system_headers)
#endif

static inline struct spdx_dc_flags spdx_dc_save(void)
{
	struct spdx_dc_flags f = { spdx_dc_werror(), SPDX_DC_SYSTEM_HEADERS };

	return f;
}

static inline void spdx_dc_restore(struct spdx_dc_flags f)
{
	spdx_dc_set_werror(f.werror);
	SPDX_DC_SYSTEM_HEADERS = f.system_headers;
}

/* Installed uapi headers are system headers; their findings still count. */
static inline void spdx_dc_warn_in_system_headers(void)
{
	SPDX_DC_SYSTEM_HEADERS = true;
}

/* --- line maps ------------------------------------------------------------ */

static inline unsigned int spdx_ordinary_map_index(const line_map_ordinary *map)
{
	return (unsigned int)(map - LINEMAPS_ORDINARY_MAP_AT(line_table, 0));
}

static inline unsigned int spdx_ordinary_maps_used(void)
{
	return LINEMAPS_ORDINARY_USED(line_table);
}

static inline const line_map_ordinary *spdx_ordinary_map_at(unsigned int i)
{
	return LINEMAPS_ORDINARY_MAP_AT(line_table, i);
}

/*
 * Places on LINE of a file the translation unit never read (REUSE.toml,
 * FILE.license), one per column of COLS, for a diagnostic: a line map of
 * its own after the unit's, at top level, so that no "In file included
 * from" precedes it; the current map is put
 * back afterwards (at the end of the unit libcpp has left the main file:
 * depth 0, and LC_RENAME there enters a new top-level file).  The name
 * stays: line maps keep the pointer.
 */
static inline bool spdx_foreign_columns(const char *path, unsigned int line,
					const unsigned int *cols, location_t *out, size_t n)
{
	const line_map_ordinary *last = LINEMAPS_LAST_ORDINARY_MAP(line_table);
	unsigned int depth = line_table->depth, most = 1;
	size_t i;

	for (i = 0; i < n; i++)
		most = cols[i] > most ? cols[i] : most;
	if (!last || line_table->highest_location >= LINE_MAP_MAX_LOCATION_WITH_COLS - 1024 ||
	    line > 1000000000u || most > 100000u)
		return false;
	linemap_add(line_table, LC_RENAME_VERBATIM, false, xstrdup(path), line);
	linemap_line_start(line_table, line, most + 1);
	/* Columns of one line of one map: a range and a fix-it can span them. */
	for (i = 0; i < n; i++)
		out[i] = linemap_position_for_column(line_table, cols[i] ? cols[i] : 1);
	if (!depth)
		linemap_add(line_table, LC_LEAVE, false, NULL, 0);
	else
		linemap_add(line_table, LC_RENAME_VERBATIM, ORDINARY_MAP_IN_SYSTEM_HEADER_P(last),
			    ORDINARY_MAP_FILE_NAME(last),
			    SOURCE_LINE(last, line_table->highest_line));
	return true;
}

static inline location_t spdx_foreign_location(const char *path, unsigned int line,
					       unsigned int col)
{
	location_t loc;

	return spdx_foreign_columns(path, line, &col, &loc, 1) ? loc : UNKNOWN_LOCATION;
}

/* --- preprocessor --------------------------------------------------------- */

static inline cpp_dir *spdx_cpp_file_dir(struct _cpp_file *file)
{
#if GCCPLUGIN_VERSION_MAJOR >= 16
	return _cpp_get_file_dir(file);
#else
	return cpp_get_dir(file);
#endif
}

/* The C family front end's preprocessor, or NULL (lto1, other languages). */
static inline cpp_reader *spdx_cpp_reader(void)
{
	cpp_reader **parse_in_p = (cpp_reader **)dlsym(RTLD_DEFAULT, "parse_in");

	return parse_in_p ? *parse_in_p : NULL;
}

/*
 * -E with output (not -M, which has none), other than the driver's own
 * first step under -save-temps (which adds -fpch-preprocess).  ccache,
 * icecream and distcc preprocess with -E and then compile the result or
 * the source.  flag_preprocess_only is an option (in global_options);
 * flag_no_output and flag_pch_preprocess are the C family's, looked up
 * like parse_in.
 */
/* A C family flag (NAME, an int in cc1 and cc1plus), false elsewhere. */
static inline bool spdx_c_flag(const char *name)
{
	int *flag = (int *)dlsym(RTLD_DEFAULT, name);

	return flag && *flag;
}

static inline bool spdx_preprocess_only(void)
{
	return flag_preprocess_only && !spdx_c_flag("flag_pch_preprocess") &&
	       !spdx_c_flag("flag_no_output");
}

/*
 * -M output: name PATH as an input of the compile (nothing without -M).
 * mkdeps.h is not among the plugin headers; deps_add_dep(mkdeps *, const
 * char *) is, with this mangled name, in cc1 and cc1plus of GCC 11 to 16.
 */
typedef void (*spdx_add_dep_fn)(struct mkdeps *deps, const char *path);

static inline void spdx_cpp_add_dep(cpp_reader *pfile, const char *path)
{
	spdx_add_dep_fn add;
	struct mkdeps *deps;

	add = (spdx_add_dep_fn)dlsym(RTLD_DEFAULT, "_Z12deps_add_depP6mkdepsPKc");
	deps = add ? cpp_get_deps(pfile) : NULL;
	if (deps)
		add(deps, path);
}

/* -E with output, -save-temps' first step included (not -M). */
static inline bool spdx_preprocess_with_output(void)
{
	return flag_preprocess_only && !spdx_c_flag("flag_no_output");
}

/*
 * The driver's first step under -save-temps: -E with -fpch-preprocess and
 * an output file, which the next step compiles with -fpreprocessed.
 */
static inline bool spdx_save_temps_preprocess(void)
{
	return spdx_preprocess_with_output() && spdx_c_flag("flag_pch_preprocess");
}

/* -fmodules-ts: imported header units bring line maps of files never lexed. */
static inline bool spdx_modules(void)
{
	return flag_modules;
}

typedef void (*spdx_file_change_cb)(cpp_reader *pfile, const line_map_ordinary *map);
typedef void (*spdx_read_pch_cb)(cpp_reader *pfile, const char *name, int fd,
				 const char *orig_name);
typedef void (*spdx_comment_cb)(cpp_reader *pfile, location_t loc,
				const unsigned char *text, size_t len);

/* --- output ---------------------------------------------------------------- */

/*
 * Where -E wrote the preprocessed text, for an assembler source: the file
 * of -o, closed by the time PLUGIN_FINISH runs; NULL for standard output
 * (no -o, "-o -", -pipe), which is closed too.
 */
static inline const char *spdx_preprocess_output_name(void)
{
	return asm_file_name && *asm_file_name && strcmp(asm_file_name, "-") ?
	       asm_file_name : NULL;
}

/* --- options ------------------------------------------------------------- */

/*
 * DW_AT_producer and -frecord-gcc-switches list the options GCC saved:
 * forget this plugin's own (-fplugin=DIR/BASE.so, -fplugin-arg-BASE-...),
 * so that debug info, and the build IDs hashed over it, are the same as
 * without the plugin and do not carry its absolute paths.
 */
static inline void spdx_forget_plugin_options(const char *base)
{
	size_t blen = strlen(base);
	unsigned int i, n = 0;

	for (i = 0; i < save_decoded_options_count; i++) {
		const struct cl_decoded_option *o = &save_decoded_options[i];
		const char *arg = o->arg ? o->arg : "", *file = strrchr(arg, '/');
		bool own;

		file = file ? file + 1 : arg;
		if (o->opt_index == OPT_fplugin_)
			own = !strncmp(file, base, blen) &&
			      (!file[blen] || !strcmp(file + blen, ".so"));
		else
			own = o->opt_index == OPT_fplugin_arg_ &&
			      !strncmp(arg, base, blen) && arg[blen] == '-';
		if (!own)
			save_decoded_options[n++] = *o;
	}
	save_decoded_options_count = n;
}

/* --- assembler ------------------------------------------------------------ */

/* TEXT[0..LEN) as a toplevel asm statement of the unit (asm ("...") at file scope). */
static inline void spdx_toplevel_asm(const char *text, size_t len)
{
	symtab->finalize_toplevel_asm(build_string((int)len, text));
}

/* Does the assembler GCC was built for know SHF_GNU_RETAIN ("R")? */
static inline bool spdx_gas_retain(void)
{
#ifdef HAVE_GAS_SHF_GNU_RETAIN
	return true;
#else
	return false;
#endif
}

/* --- rich locations ------------------------------------------------------- */

/* Line LINE of PATH as GCC's file cache holds it (what its patch printer quotes). */
static inline const char *spdx_source_line(const char *path, int line, size_t *len)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
	auto span = global_dc->get_file_cache().get_source_line(path, line);
#else
	auto span = location_get_source_line(path, line);
#endif
	*len = span ? span.length() : 0;
	return span ? span.get_buffer() : NULL;
}

static inline void spdx_fixit_insert(rich_location *rich, location_t where, const char *text)
{
	rich->add_fixit_insert_before(where, text);
}

static inline void spdx_fixit_replace(rich_location *rich, location_t start, location_t finish,
				      const char *text)
{
	source_range range = source_range::from_locations(start, finish);

	if (text[0])
		rich->add_fixit_replace(range, text);
	else
		rich->add_fixit_remove(range);
}

#endif
