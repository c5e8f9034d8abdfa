// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: raw source bytes through the raw-source scanner, tag
 * extraction, every rule and the JSON report writer.
 *
 * Byte 0 selects the options, the rest is the file:
 *   bit 0  uapi file
 *   bit 1  a header (block-comment style) rather than a .c file
 *   bit 2  a default= expression
 *   bit 3  long identifiers (GPL-2.0-only)
 *   bit 4  the kernel LICENSES/ db instead of the builtin SPDX list
 *   bit 5  a did-you-mean callback, as the GCC adapter has
 *   bit 6  the file name is the input up to its first NUL (the report
 *          carries it; the style still comes from bit 1)
 */
#define _GNU_SOURCE	/* memmem() */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_licdb.h"
#include "spdx_rules.h"
#include "spdx_tag.h"
#include "fuzz_common.h"

/* -DFUZZ_SKIP_KNOWN: long runs step over bugs already reported. */
#ifdef FUZZ_SKIP_KNOWN
#define SKIP_KNOWN 1
#else
#define SKIP_KNOWN 0
#endif

/* Stands in for GCC's spellcheck: some answer, sometimes none. */
static const char *suggest(void *ctx, const char *word, bool exception)
{
	static const char *const ids[] = { "GPL-2.0-only", "MIT", "BSD-3-Clause", NULL,
					   "GPL-2.0-or-later", "LGPL-2.1+", NULL, "X11" };
	size_t len = strlen(word);

	(void)ctx;
	if (exception)
		return len & 1 ? "Linux-syscall-note" : NULL;
	return ids[(len + (unsigned char)word[0]) & 7];
}

/* Positions must stay inside the comment the tag came from. */
static void check_tag(const struct spdx_file *file, const struct spdx_tag *tag)
{
	const struct spdx_comment *c = tag->comment;

	FUZZ_ASSERT(c >= file->comments && c < file->comments + file->nr_comments);
	FUZZ_ASSERT(tag->expr >= c->text && tag->expr + tag->expr_len <= c->text + c->len);
	FUZZ_ASSERT(tag->line >= c->line);
	FUZZ_ASSERT(tag->kw_len > 0);
}

/* Strict UTF-8 (RFC 3629) without raw control bytes: what a JSON reader accepts. */
static bool valid_json_text(const unsigned char *p, size_t len)
{
	size_t i = 0;

	while (i < len) {
		unsigned char c = p[i];
		size_t n, k;
		unsigned int cp;

		if (c < 0x80) {
			if (c < 0x20 && c != '\n')
				return false;
			i++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf) {
			n = 1;
			cp = c & 0x1f;
		} else if (c >= 0xe0 && c <= 0xef) {
			n = 2;
			cp = c & 0x0f;
		} else if (c >= 0xf0 && c <= 0xf4) {
			n = 3;
			cp = c & 0x07;
		} else {
			return false;
		}
		for (k = 1; k <= n; k++) {
			if (i + k >= len || (p[i + k] & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (p[i + k] & 0x3f);
		}
		if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
		    (cp >= 0xd800 && cp <= 0xdfff))
			return false;
		i += n + 1;
	}
	return true;
}

/* A fix-it that moves the tag must carry the whole expression along. */
static void check_move(const struct spdx_finding *f, const struct spdx_tag *tag)
{
	const char *text = f->edits[0].text;

	if (f->check != SPDX_MISPLACED || f->nr_edits != 2 || !tag->comment || SKIP_KNOWN)
		return;
	if (!memmem(text, strlen(text), tag->expr, tag->expr_len))
		fprintf(stderr, "moved tag '%s' lost part of '%.*s'\n", text,
			(int)tag->expr_len, tag->expr);
	FUZZ_ASSERT(memmem(text, strlen(text), tag->expr, tag->expr_len));
}

static void check_findings(const struct spdx_findings *fs, const struct spdx_tag *tag,
			   const char *path)
{
	/* Reported: put_json() passes some invalid UTF-8 of file names through. */
	bool skip_utf8 = SKIP_KNOWN && !valid_json_text((const unsigned char *)path,
							strlen(path));
	struct spdx_buf buf;
	unsigned int j;
	size_t i;

	memset(&buf, 0, sizeof(buf));
	for (i = 0; i < fs->n; i++) {
		const struct spdx_finding *f = &fs->v[i];
		size_t before = buf.len;

		FUZZ_ASSERT(f->check < SPDX_NR_CHECKS);
		FUZZ_ASSERT(f->message);
		FUZZ_ASSERT(f->nr_edits <= SPDX_MAX_EDITS);
		check_move(f, tag);
		FUZZ_ASSERT(f->line >= 1 && f->col >= 1 && f->col <= f->end_col);
		for (j = 0; j < f->nr_edits; j++) {
			FUZZ_ASSERT(f->edits[j].text);
			FUZZ_ASSERT(f->edits[j].line >= 1 && f->edits[j].col >= 1);
			FUZZ_ASSERT(f->edits[j].col <= f->edits[j].end_col);
		}
		spdx_report_format(&buf, f, path, i & 2 ? path : "main.c", i & 1, i & 4);
		/* One JSON object per line, and nothing that breaks the line. */
		FUZZ_ASSERT(buf.len > before && buf.p && buf.p[buf.len - 1] == '\n');
		FUZZ_ASSERT(memchr(buf.p + before, '\n', buf.len - before - 1) == NULL);
		FUZZ_ASSERT(buf.p[before] == '{');
		FUZZ_ASSERT(skip_utf8 ||
			    valid_json_text((const unsigned char *)buf.p + before, buf.len - before));
	}
	spdx_buf_release(&buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct spdx_findings fs = { NULL, 0, 0 };
	struct spdx_rules_opts o;
	struct spdx_file file;
	struct spdx_tag tag;
	const char *path, *name = NULL;
	unsigned int flags;

	if (size < 1)
		return 0;
	flags = data[0];
	data++;
	size--;
	if (flags & 2)
		path = flags & 1 ? "include/uapi/linux/fuzz.h" : "include/linux/fuzz.h";
	else
		path = "drivers/fuzz/fuzz.c";
	if (flags & 0x40) {
		const uint8_t *nul = (const uint8_t *)memchr(data, '\0', size < 256 ? size : 256);

		if (!nul)
			return 0;
		name = (const char *)data;
		size -= (size_t)(nul + 1 - data);
		data = nul + 1;
	}

	memset(&o, 0, sizeof(o));
	o.db = spdx_db_builtin();
	if ((flags & 0x10) && fuzz_kernel_db())
		o.db = fuzz_kernel_db();
	o.default_expr = flags & 4 ? "GPL-2.0-only" : NULL;
	o.long_ids = flags & 8;
	o.enabled = (1u << SPDX_NR_CHECKS) - 1;
	if (flags & 0x20)
		o.suggest = suggest;

	spdx_file_init(&file, path, flags & 1);
	spdx_file_scan_source(&file, (const char *)data, size);
	FUZZ_ASSERT(file.bytes <= SPDX_SCAN_BYTES);
	if (spdx_tag_find(&file, &tag))
		check_tag(&file, &tag);
	else
		tag.comment = NULL;
	spdx_check_file(&file, &o, &fs);
	check_findings(&fs, &tag, name ? name : path);
	spdx_findings_release(&fs);
	spdx_file_release(&file);
	return 0;
}
