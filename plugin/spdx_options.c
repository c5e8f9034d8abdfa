// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The plugin's arguments, by the one table (spdx_args.def): parsed into
 * struct spdx_options, and "help" printed from it.
 */
#include "spdx_gcc.h"

#include <errno.h>
#include <sys/stat.h>

#include "intl.h"		/* open_quote, close_quote: quoted as %qs quotes */

#include "spdx_adapter.h"
#include "spdx_expr.h"
#include "spdx_infer.h"

enum spdx_arg {
#define SPDX_ARG(key, ...) SPDX_ARG_##key,
#include "spdx_args.def"
#undef SPDX_ARG
	SPDX_NR_ARGS
};

static const struct {
	const char *key, *values, *summary;
} args[] = {
#define SPDX_ARG(key, values, summary, ...) { #key, values, summary },
#include "spdx_args.def"
#undef SPDX_ARG
};

static bool is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

/* Is ARG's value a choice among words ("a|b|c")? */
static bool is_choice(enum spdx_arg arg)
{
	const char *v = args[arg].values;

	return strchr(v, '|') && strspn(v, "abcdefghijklmnopqrstuvwxyz|") == strlen(v);
}

/* VALUE's place among ARG's choices, or -1 after an error naming them. */
static int choice(enum spdx_arg arg, const char *value)
{
	const char *v = args[arg].values, *end;
	char valid[256] = "";
	int i;

	for (i = 0; ; i++, v = end + 1) {
		end = strchr(v, '|');
		if (!end)
			end = v + strlen(v);
		if (value && strlen(value) == (size_t)(end - v) && !strncmp(value, v, end - v))
			return i;
		snprintf(valid + strlen(valid), sizeof(valid) - strlen(valid), "%s%s%.*s%s",
			 !i ? "" : *end ? ", " : " and ", open_quote, (int)(end - v), v,
			 close_quote);
		if (!*end)
			break;
	}
	error("spdx: %<%s=%s%>: valid values are %s", args[arg].key, value ? value : "", valid);
	return -1;
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

static bool need_value(const struct plugin_argument *arg)
{
	if (arg->value && *arg->value)
		return true;
	error("spdx: argument %qs needs a value", arg->key);
	return false;
}

/*
 * A headers package without LICENSES/ must not stop an external module's
 * build: say what is missing and check with what is left.
 */
static bool load_licenses(struct spdx_options *opt, const char *value)
{
	struct spdx_dc_flags saved;
	char err[600];

	/* A later licenses= replaces an earlier one, failed or not. */
	if (opt->rules.db == opt->kernel_db)
		opt->rules.db = NULL;
	spdx_db_free(opt->kernel_db);
	opt->kernel_db = spdx_db_load_kernel(value, err, sizeof(err));
	if (opt->kernel_db) {
		opt->rules.db = opt->kernel_db;
		spdx_uapi_dirs_read_tree(&opt->uapi_dirs, value);
		return true;
	}
	if (is_dir(value)) {
		error("spdx: %<licenses=%s%>: %s", value, err);
		return false;
	}
	saved = spdx_dc_save();
	spdx_dc_set_werror(false);
	warning(0, "spdx: %<licenses=%s%>: not a directory; %s", value,
		spdx_db_count(spdx_db_builtin()) ?
		"checking against the SPDX license list instead" :
		"checking the tags without a license list");
	spdx_dc_restore(saved);
	return true;
}

/* It goes into fix-its: it must be an expression that fits. */
static bool valid_default(const char *value)
{
	struct spdx_expr e;
	bool bad = strlen(value) > 200 || spdx_expr_parse(&e, value, strlen(value));

	if (bad)
		error("spdx: %<default=%s%>: not a valid SPDX license expression%s", value,
		      strlen(value) > 200 ? " (over 200 bytes)" : "");
	spdx_expr_release(&e);
	return !bad;
}

/* Fail now, not after the whole compilation. */
static bool writable_report(const char *value)
{
	int fd = open(value, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);

	if (fd < 0) {
		error("spdx: %<report=%s%>: %s", value, xstrerror(errno));
		return false;
	}
	close(fd);
	return true;
}

/*
 * The checks and the policies that run them; the policy in force, after
 * the other arguments: under auto, the main file's (the note that goes
 * with a finding says it for every other file).
 */
static void print_help(const struct spdx_options *opt, const char *base)
{
	struct spdx_licensing lic;
	struct spdx_projects *p;
	int c, k;

	fprintf(stderr, "%s: checks SPDX-License-Identifier tags;", base);
	fprintf(stderr, " arguments (-fplugin-arg-%s-KEY[=VALUE])\072\n", base);
	for (k = 0; k < SPDX_NR_ARGS; k++) {
		bool has_value = args[k].values[0];

		fprintf(stderr, "%s:   %s%s%-*s %s\n", base, args[k].key, has_value ? "=" : "",
			(int)(32 - strlen(args[k].key) - has_value), args[k].values,
			args[k].summary);
	}
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
	if (opt->policy < SPDX_NR_POLICIES) {
		fprintf(stderr, "%s: policy %s (policy=)\n", base,
			spdx_policy_name((enum spdx_policy)opt->policy));
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
	spdx_projects_lookup(p, main_input_filename, opt->policy, !!opt->kernel_db, &lic);
	fprintf(stderr, "%s: policy %s for %s (policy=auto: %s)\n", base,
		spdx_policy_name(lic.policy), main_input_filename, lic.why);
	spdx_projects_free(p);
}

static enum spdx_arg lookup(const char *key)
{
	int k;

	for (k = 0; k < SPDX_NR_ARGS; k++)
		if (!strcmp(key, args[k].key))
			return (enum spdx_arg)k;
	return SPDX_NR_ARGS;
}

/* KEY=VALUE into OPT; false after an error naming it. */
static bool parse_arg(struct spdx_options *opt, const struct plugin_argument *arg,
		      unsigned int *disabled, bool *help)
{
	enum spdx_arg k = lookup(arg->key);
	const char *value = arg->value;
	char valid[256] = "";
	int c = 0, i;

	/* A choice is checked here; DIR, FILE and the like need a value. */
	if (k < SPDX_NR_ARGS && is_choice(k)) {
		c = choice(k, value);
		if (c < 0)
			return false;
	}
	if (k < SPDX_NR_ARGS && !is_choice(k) && args[k].values[0] &&
	    !strchr(args[k].values, '[') && !need_value(arg))
		return false;
	switch (k) {
	case SPDX_ARG_policy:
		/* The choices are the policies in their enum's order, then auto. */
		opt->policy = c;
		return true;
	case SPDX_ARG_licenses:
		return load_licenses(opt, value);
	case SPDX_ARG_disable:
		return parse_checks(arg->key, value, false, disabled);
	case SPDX_ARG_error:
		return parse_checks(arg->key, value, true, &opt->errors);
	case SPDX_ARG_uapi:
		opt->uapi_globs = XRESIZEVEC(const char *, opt->uapi_globs,
					     opt->nr_uapi_globs + 1);
		opt->uapi_globs[opt->nr_uapi_globs++] = value;
		return true;
	case SPDX_ARG_headers:
		opt->headers_all = c;
		return true;
	case SPDX_ARG_default:
		if (!valid_default(value))
			return false;
		opt->rules.default_expr = value;
		return true;
	case SPDX_ARG_ids:
		opt->rules.long_ids = c;
		return true;
	case SPDX_ARG_report:
		if (!writable_report(value))
			return false;
		opt->report = value;
		return true;
	case SPDX_ARG_preprocess:
		opt->check_preprocess = c;
		return true;
	case SPDX_ARG_records:
		opt->records = !c;
		return true;
	case SPDX_ARG_help:
		*help = true;
		return true;
	case SPDX_NR_ARGS:
		break;
	}
	for (i = 0; i < SPDX_NR_ARGS; i++)
		snprintf(valid + strlen(valid), sizeof(valid) - strlen(valid), "%s%s",
			 i ? ", " : "", args[i].key);
	error("spdx: unknown argument %qs; valid arguments are %s", arg->key, valid);
	return false;
}

bool spdx_parse_args(struct spdx_options *opt, const struct plugin_name_args *info)
{
	unsigned int disabled = 0;
	bool help = false, ok = true;
	int i;

	/* The SPDX list only where no licenses= replaces it: it costs every compile. */
	opt->rules.db = NULL;
	opt->policy = SPDX_NR_POLICIES;
	opt->records = true;
	for (i = 0; i < SPDX_NR_CHECKS; i++)
		if (spdx_check_severity((enum spdx_check)i) == SPDX_SEVERITY_ERROR)
			opt->errors |= 1u << i;
	for (i = 0; i < info->argc; i++)
		ok &= parse_arg(opt, &info->argv[i], &disabled, &help);
	if (!opt->rules.db)
		opt->rules.db = spdx_db_builtin();
	if (help)
		print_help(opt, info->base_name);
	opt->rules.enabled = ((1u << SPDX_NR_CHECKS) - 1) & ~disabled;
	opt->rules.suggest = spdx_suggest;
	opt->rules.suggest_ctx = (void *)opt->rules.db;
	opt->rules.infer = spdx_infer_ctx_new(NULL);	/* NULL (no memory): no caching */
	return ok;
}
