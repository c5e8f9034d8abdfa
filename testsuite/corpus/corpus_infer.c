// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Corpus driver for the license-text inference: for every file named on
 * stdin that has both an SPDX tag and license text, drop the tag, infer the
 * expression from the text and compare it with the tag the kernel chose.
 *
 * usage: corpus_infer [-v] LICENSES_DIR [LATER_TREE] < list-of-files
 * -v prints every file whose inference differs or is unrecognised.
 * LATER_TREE: for files without a tag here, compare what would be suggested
 * with the tag the same file carries in a later kernel.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../plugin/spdx_core.h"
#include "../../plugin/spdx_expr.h"
#include "../../plugin/spdx_infer.h"
#include "../../plugin/spdx_licdb.h"

#define MAX_FILE	(256 * 1024)
#define TAG_KEY		"SPDX-" "License-Identifier:"	/* split: checkpatch reads this file too */
#define MAX_CATS	256

struct cat {
	char name[128];
	unsigned int files, exact, different, unrecognised;
};

static struct cat cats[MAX_CATS];
static size_t nr_cats;

static struct cat *category(const char *name)
{
	size_t i;

	for (i = 0; i < nr_cats; i++)
		if (!strcmp(cats[i].name, name))
			return &cats[i];
	if (nr_cats == MAX_CATS)
		return &cats[MAX_CATS - 1];
	snprintf(cats[nr_cats].name, sizeof(cats[0].name), "%.127s", name);
	return &cats[nr_cats++];
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Canonical form for comparison: identifiers folded (case, -only,
 * -or-later), operands of OR/AND chains sorted, parentheses gone.
 */
static void canon_node(const struct spdx_expr *e, int n, char *buf, size_t size)
{
	const struct spdx_node *nd = &e->nodes[n];
	char leaf[64], *parts[64], *tmp;
	size_t nr = 0, i, len;
	int stack[64], sp = 0;

	buf[0] = '\0';
	if (nd->kind == SPDX_NODE_LICENSE) {
		spdx_expr_leaf(e, n, leaf, sizeof(leaf));
		for (i = 0; leaf[i]; i++)
			if (leaf[i] >= 'A' && leaf[i] <= 'Z')
				leaf[i] = (char)(leaf[i] - 'A' + 'a');
		len = strlen(leaf);
		if (len > 9 && !strcmp(leaf + len - 9, "-or-later"))
			strcpy(leaf + len - 9, "+");
		else if (len > 5 && !strcmp(leaf + len - 5, "-only"))
			leaf[len - 5] = '\0';
		snprintf(buf, size, "%s", leaf);
		return;
	}
	if (nd->kind == SPDX_NODE_WITH) {
		char l[256], r[256];

		canon_node(e, nd->left, l, sizeof(l));
		canon_node(e, nd->right, r, sizeof(r));
		snprintf(buf, size, "[%s with %s]", l, r);
		return;
	}
	/* Flatten the chain of the same operator. */
	stack[sp++] = n;
	while (sp) {
		int m = stack[--sp];

		if (e->nodes[m].kind == nd->kind && sp < 62) {
			stack[sp++] = e->nodes[m].right;
			stack[sp++] = e->nodes[m].left;
		} else if (nr < 64) {
			tmp = (char *)malloc(512);
			canon_node(e, m, tmp, 512);
			parts[nr++] = tmp;
		}
	}
	qsort(parts, nr, sizeof(parts[0]), cmp_str);
	snprintf(buf, size, "{");
	for (i = 0; i < nr; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", i ? (nd->kind == SPDX_NODE_OR ?
							     " or " : " and ") : "", parts[i]);
		free(parts[i]);
	}
	len = strlen(buf);
	snprintf(buf + len, size - len, "}");
}

static bool canon(const char *s, char *buf, size_t size)
{
	struct spdx_expr e;
	bool ok;

	memset(&e, 0, sizeof(e));
	ok = !spdx_expr_parse(&e, s, strlen(s)) && e.root >= 0;
	if (ok)
		canon_node(&e, e.root, buf, size);
	spdx_expr_release(&e);
	return ok;
}

/* The tag's expression, and the file's comments without the tag line. */
static bool split_tag(const struct spdx_file *in, struct spdx_file *out, char *tag, size_t size)
{
	size_t i;
	bool found = false;

	for (i = 0; i < in->nr_comments; i++) {
		const struct spdx_comment *c = &in->comments[i];
		const char *p = found ? NULL : strstr(c->text, TAG_KEY);
		const char *ls, *le, *v, *ve;
		char *copy;
		size_t n;

		if (!p) {
			spdx_file_add_comment(out, c->line, c->col, c->text, c->len);
			continue;
		}
		found = true;
		v = p + strlen(TAG_KEY);
		for (le = v; *le && *le != '\n'; le++)
			;
		for (ve = le; ve > v && strchr(" \t\r/*", ve[-1]); ve--)
			;
		while (v < ve && (*v == ' ' || *v == '\t'))
			v++;
		snprintf(tag, size, "%.*s", (int)(ve - v), v);
		/* Drop the tag's line; keep the rest of that comment. */
		for (ls = p; ls > c->text && ls[-1] != '\n'; ls--)
			;
		n = c->len - (size_t)(le - ls);
		copy = (char *)malloc(n + 1);
		if (!copy)
			return false;
		memcpy(copy, c->text, (size_t)(ls - c->text));
		memcpy(copy + (ls - c->text), le, c->len - (size_t)(le - c->text));
		copy[n] = '\0';
		if (ls == c->text && *le == '\n') {
			/* The tag opened the comment: the rest starts a line later. */
			spdx_file_add_comment(out, c->line + 1, 1, copy + 1, n - 1);
		} else if (n > 0) {
			spdx_file_add_comment(out, c->line, c->col, copy, n);
		}
		free(copy);
	}
	return found;
}

/* Files untagged here but tagged in the later tree: suggestion vs. later tag. */
static unsigned int later_files, later_same, later_diff, later_unrec;

static void check_later(const char *later, const char *path, char *buf,
			const struct spdx_file *raw, const struct spdx_infer_opts *opts,
			bool verbose)
{
	struct spdx_inference inf;
	struct spdx_file lraw, lfile;
	char lpath[8192], tag[256], want[1024], got[1024];
	FILE *f;
	size_t len;

	spdx_infer(raw, opts, &inf);
	if (inf.status == SPDX_TEXT_NONE)
		return;
	snprintf(lpath, sizeof(lpath), "%s/%s", later, path);
	f = fopen(lpath, "rb");
	if (!f)
		return;
	len = fread(buf, 1, MAX_FILE, f);
	fclose(f);
	spdx_file_init(&lraw, lpath, raw->uapi);
	spdx_file_scan_source(&lraw, buf, len);
	spdx_file_init(&lfile, lpath, raw->uapi);
	if (split_tag(&lraw, &lfile, tag, sizeof(tag)) && canon(tag, want, sizeof(want))) {
		later_files++;
		if (inf.status != SPDX_TEXT_RECOGNISED) {
			later_unrec++;
		} else if (canon(inf.expr, got, sizeof(got)) && !strcmp(got, want)) {
			later_same++;
		} else {
			later_diff++;
			if (verbose)
				printf("LATER %s: later tag %s, text here %s (%s)\n", path, tag,
				       inf.expr, inf.why);
		}
	}
	spdx_file_release(&lraw);
	spdx_file_release(&lfile);
}

/*
 * Files without license text: would the notice classifier withhold the
 * default (issue 22)?  Tagged files are read without their tag, as above.
 * CORPUS_NOTICE=1 lists each file it decides.
 */
static unsigned int none_files[2], notice_files[2];

static void check_notice(const struct spdx_file *file, const struct spdx_infer_opts *opts,
			 const char *path, const char *tag)
{
	struct spdx_infer_opts o = *opts;
	struct spdx_inference inf;
	bool tagged = strcmp(tag, "-");

	o.default_expr = "GPL-2.0";
	o.suggest = true;
	spdx_infer(file, &o, &inf);
	none_files[tagged]++;
	if (inf.status == SPDX_TEXT_NONE)
		return;
	notice_files[tagged]++;
	if (getenv("CORPUS_NOTICE"))
		printf("NOTICE %s: tag %s: %s\n", path, tag, inf.why);
}

/*
 * CORPUS_ALL=FILE: every file's outcome (tagged files without their tag)
 * and its tag ("-": none), for a file-by-file diff of two runs.
 */
static void print_all(FILE *all, const char *path, const struct spdx_inference *inf,
		      const char *tag)
{
	static const char *const status[] = { "none", "recognised", "unrecognised" };

	fprintf(all, "%s\t%s\t%s\t%s\t%s\n", path,
		(unsigned int)inf->status < 3 ? status[inf->status] : "?",
		inf->status == SPDX_TEXT_RECOGNISED ? inf->expr : "-", inf->why, tag);
}

int main(int argc, char **argv)
{
	bool verbose = argc > 1 && !strcmp(argv[1], "-v");
	const char *dir = argv[verbose ? 2 : 1];
	const char *later = dir ? argv[verbose ? 3 : 2] : NULL;
	char err[256], path[4096];
	struct spdx_db *db;
	struct spdx_infer_opts opts;
	char *buf = (char *)malloc(MAX_FILE);
	unsigned int files = 0, exact = 0, spelled = 0, different = 0, unrec = 0, contra = 0;
	unsigned int no_text = 0, no_tag = 0;
	FILE *all;
	size_t i;

	if (!dir || !buf) {
		fprintf(stderr, "usage: corpus_infer [-v] LICENSES_DIR [LATER_TREE] < files\n");
		return 2;
	}
	db = spdx_db_load_kernel(dir, err, sizeof(err));
	if (!db) {
		fprintf(stderr, "corpus_infer: %s\n", err);
		return 2;
	}
	memset(&opts, 0, sizeof(opts));
	opts.db = db;
	opts.ctx = spdx_infer_ctx_new(NULL);
	if (!opts.ctx) {
		fprintf(stderr, "corpus_infer: out of memory\n");
		return 2;
	}
	all = getenv("CORPUS_ALL") ? fopen(getenv("CORPUS_ALL"), "w") : NULL;
	while (fgets(path, sizeof(path), stdin)) {
		struct spdx_file raw, file;
		struct spdx_inference inf;
		char tag[256], want[1024], got[1024];
		FILE *f;
		size_t len;
		struct cat *c;

		path[strcspn(path, "\n")] = '\0';
		f = fopen(path, "rb");
		if (!f)
			continue;
		len = fread(buf, 1, MAX_FILE, f);
		fclose(f);
		spdx_file_init(&raw, path, !!strstr(path, "/uapi/"));
		spdx_file_scan_source(&raw, buf, len);
		spdx_file_init(&file, path, raw.uapi);
		if (!split_tag(&raw, &file, tag, sizeof(tag))) {
			spdx_infer(&raw, &opts, &inf);
			if (all)
				print_all(all, path, &inf, "-");
			if (inf.status == SPDX_TEXT_NONE)
				check_notice(&raw, &opts, path, "-");
			if (later)
				check_later(later, path, buf, &raw, &opts, verbose);
			no_tag++;
			goto next;
		}
		spdx_infer(&file, &opts, &inf);
		if (all)
			print_all(all, path, &inf, tag);
		if (inf.status == SPDX_TEXT_NONE) {
			if (getenv("CORPUS_NONE"))
				printf("NONE %s: tag %s\n", path, tag);
			check_notice(&file, &opts, path, tag);
			no_text++;
			goto next;
		}
		if (!canon(tag, want, sizeof(want)))
			snprintf(want, sizeof(want), "(bad tag) %s", tag);
		files++;
		c = category(want);
		c->files++;
		if (inf.status == SPDX_TEXT_UNRECOGNISED) {
			unrec++;
			c->unrecognised++;
			if (verbose)
				printf("UNREC %s: tag %s: %s\n", path, tag, inf.why);
		} else if (canon(inf.expr, got, sizeof(got)) && !strcmp(got, want)) {
			exact++;
			c->exact++;
			spelled += !strcmp(inf.expr, tag);
		} else {
			struct spdx_expr te, ie;
			char why[128] = "";

			different++;
			c->different++;
			memset(&te, 0, sizeof(te));
			memset(&ie, 0, sizeof(ie));
			if (!spdx_expr_parse(&te, tag, strlen(tag)) &&
			    !spdx_expr_parse(&ie, inf.text_expr, strlen(inf.text_expr)) &&
			    spdx_expr_contradicts(&te, &ie, why, sizeof(why)))
				contra++;
			spdx_expr_release(&te);
			spdx_expr_release(&ie);
			if (verbose)
				printf("DIFF %s: tag %s, text %s (%s) [%s]\n", path, tag, inf.expr,
				       inf.why, why[0] ? why : "no contradiction");
		}
next:
		spdx_file_release(&raw);
		spdx_file_release(&file);
	}
	printf("files with tag and license text: %u\n", files);
	printf("  inferred the tag's expression:  %u (%.1f%%; spelled identically: %u)\n", exact,
	       files ? 100.0 * exact / files : 0.0, spelled);
	printf("  inferred a different one:       %u (%.1f%%)\n", different,
	       files ? 100.0 * different / files : 0.0);
	printf("    the tag offers more (superset, versionless: no warning): %u\n", different - contra);
	printf("    the tag contradicts the text (text-mismatch): %u\n", contra);
	printf("  not recognised:                 %u (%.1f%%)\n", unrec,
	       files ? 100.0 * unrec / files : 0.0);
	printf("  (skipped: %u tagged without license text, %u without tag)\n\n", no_text,
	       no_tag);
	printf("without license text: %u tagged (read without the tag), %u untagged\n",
	       none_files[1], none_files[0]);
	printf("  the notice withholds the default: %u tagged, %u untagged\n\n",
	       notice_files[1], notice_files[0]);
	if (later) {
		printf("untagged here, with license text, tagged in %s: %u\n", later, later_files);
		printf("  suggestion = later tag: %u, different: %u, not recognised: %u\n\n",
		       later_same, later_diff, later_unrec);
	}
	printf("%-60s %6s %6s %6s %6s\n", "tag (canonical)", "files", "exact", "diff", "unrec");
	for (i = 0; i < nr_cats; i++) {
		size_t j, best = i;

		for (j = i + 1; j < nr_cats; j++)
			if (cats[j].files > cats[best].files)
				best = j;
		if (best != i) {
			struct cat t = cats[i];

			cats[i] = cats[best];
			cats[best] = t;
		}
		printf("%-60s %6u %6u %6u %6u\n", cats[i].name, cats[i].files, cats[i].exact,
		       cats[i].different, cats[i].unrecognised);
	}
	spdx_infer_ctx_free(opts.ctx);
	spdx_db_free(db);
	free(buf);
	return 0;
}
