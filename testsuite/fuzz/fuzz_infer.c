// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: license-text inference over 1-4 leading comments.
 *
 * Byte 0 selects the options:
 *   bits 0-1  number of comments - 1
 *   bit 2     uapi file
 *   bit 3     long identifiers
 *   bit 4     a default= expression
 *   bit 5     the kernel LICENSES/ db (else the builtin list)
 *   bit 6     a header rather than a .c file
 *   bit 7     the default= expression is the input up to its first NUL
 * Byte 1: bit i (0-3) makes comment i a run of // lines instead of one
 * block comment; bit 4+i marks code after comment i.  The rest is split at
 * NUL bytes into the comments' texts.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"
#include "spdx_tag.h"
#include "fuzz_common.h"

/* -DFUZZ_SKIP_KNOWN: long runs step over bugs already reported. */
#ifdef FUZZ_SKIP_KNOWN
#define SKIP_KNOWN 1
#else
#define SKIP_KNOWN 0
#endif

/* Adds TEXT[0..LEN) wrapped in DELIM style; returns the next free line. */
static unsigned int add_piece(struct spdx_file *file, unsigned int line, const char *text,
			      size_t len, bool slashes, bool code_after)
{
	char *buf = (char *)malloc(len + 4);
	struct spdx_comment *c;
	size_t i, start;

	FUZZ_ASSERT(buf);
	if (!slashes) {
		memcpy(buf, "/*", 2);
		memcpy(buf + 2, text, len);
		memcpy(buf + 2 + len, "*/", 2);
		c = spdx_file_add_comment(file, line, 1, buf, len + 4);
		if (c)
			c->code_after = code_after;
		for (i = 0; i < len; i++)
			line += text[i] == '\n';
		free(buf);
		return line + 1;
	}
	/* One // comment per line, as the preprocessor reports them. */
	for (start = 0; start <= len; start = i + 1) {
		for (i = start; i < len && text[i] != '\n'; i++)
			;
		memcpy(buf, "//", 2);
		memcpy(buf + 2, text + start, i - start);
		spdx_file_add_comment(file, line++, 1, buf, i - start + 2);
	}
	free(buf);
	return line;
}

static void check_inference(const struct spdx_inference *inf, const struct spdx_infer_opts *o,
			    const struct spdx_file *file)
{
	struct spdx_expr inferred, tag_expr, self;
	struct spdx_tag tag;
	char why[64];

	memset(&tag_expr, 0, sizeof(tag_expr));
	memset(&self, 0, sizeof(self));
	FUZZ_ASSERT(memchr(inf->expr, '\0', sizeof(inf->expr)));
	FUZZ_ASSERT(memchr(inf->why, '\0', sizeof(inf->why)));
	FUZZ_ASSERT(inf->status == SPDX_TEXT_NONE || inf->status == SPDX_TEXT_RECOGNISED ||
		    inf->status == SPDX_TEXT_UNRECOGNISED);
	/* No text: the default, which a uapi file gets WITH the syscall note. */
	if (inf->status == SPDX_TEXT_NONE && (!o->default_expr || !file->uapi))
		FUZZ_ASSERT(!strcmp(inf->expr, o->default_expr ? o->default_expr : ""));
	if (inf->status == SPDX_TEXT_NONE && o->default_expr && file->uapi &&
	    !spdx_expr_parse(&self, o->default_expr, strlen(o->default_expr))) {
		spdx_expr_release(&self);
		if (spdx_expr_parse(&self, inf->expr, strlen(inf->expr)))
			fprintf(stderr, "default '%s' became '%s': %s\n", o->default_expr,
				inf->expr, self.err_msg);
		/* Reported: an expansion past sizeof(expr) is cut mid-term. */
		FUZZ_ASSERT(!self.error ||
			    (SKIP_KNOWN && strlen(inf->expr) == sizeof(inf->expr) - 1));
	}
	spdx_expr_release(&self);
	if (inf->status != SPDX_TEXT_RECOGNISED)
		return;
	/* What inference suggests must be a valid tag. */
	if (spdx_expr_parse(&inferred, inf->expr, strlen(inf->expr))) {
		fprintf(stderr, "inferred '%s' does not parse: %s\n", inf->expr,
			inferred.err_msg);
		FUZZ_ASSERT(!"inferred expression parses");
	}
	/* Nothing contradicts itself. */
	if (!spdx_expr_parse(&self, inf->expr, strlen(inf->expr))) {
		if (spdx_expr_contradicts(&self, &inferred, why, sizeof(why)))
			fprintf(stderr, "'%s' contradicts itself: %s\n", inf->expr, why);
		FUZZ_ASSERT(!spdx_expr_contradicts(&self, &inferred, why, sizeof(why)));
	}
	spdx_expr_release(&self);
	if (spdx_tag_find(file, &tag) && !spdx_expr_parse(&tag_expr, tag.expr, tag.expr_len)) {
		char tiny[4];

		if (spdx_expr_contradicts(&tag_expr, &inferred, why, sizeof(why)))
			FUZZ_ASSERT(memchr(why, '\0', sizeof(why)));
		(void)spdx_expr_contradicts(&tag_expr, &inferred, tiny, sizeof(tiny));
		(void)spdx_expr_contradicts(&inferred, &tag_expr, tiny, sizeof(tiny));
	}
	spdx_expr_release(&tag_expr);
	spdx_expr_release(&inferred);
}

static struct spdx_infer_ctx *ctx;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data + 2, *end = (const char *)data + size;
	struct spdx_infer_opts o;
	struct spdx_inference inf, sug;
	struct spdx_file file;
	unsigned int flags, shape, nr, i, line = 1;

	if (size < 2)
		return 0;
	flags = data[0];
	shape = data[1];
	nr = (flags & 3) + 1;

	/* One context for the run, as the plugin keeps one per compilation. */
	if (!ctx)
		ctx = spdx_infer_ctx_new(NULL);
	memset(&o, 0, sizeof(o));
	o.ctx = ctx;
	o.db = spdx_db_builtin();
	if ((flags & 0x20) && fuzz_kernel_db())
		o.db = fuzz_kernel_db();
	o.long_ids = flags & 8;
	o.default_expr = flags & 0x10 ? "GPL-2.0-only" : NULL;
	if (flags & 0x80) {
		const char *nul = (const char *)memchr(p, '\0', (size_t)(end - p));

		/*
		 * A plugin argument, NUL-terminated.  One longer than the result
		 * buffer is cut short, reported; the plugin does not bound it yet.
		 */
		if (!nul || (size_t)(nul - p) >= sizeof(inf.expr))
			return 0;
		o.default_expr = p;
		p = nul + 1;
	}

	spdx_file_init(&file, flags & 0x40 ? "include/uapi/fuzz.h" : "fuzz.c", flags & 4);
	for (i = 0; i < nr && p <= end; i++) {
		const char *nul = (const char *)memchr(p, '\0', (size_t)(end - p));
		const char *stop = nul && i + 1 < nr ? nul : end;

		line = add_piece(&file, line, p, (size_t)(stop - p), shape & (1u << i),
				 shape & (16u << i));
		p = stop + 1;
	}
	spdx_infer(&file, &o, &inf);
	check_inference(&inf, &o, &file);
	/*
	 * As a suggestion the notice classifier may withhold the default
	 * (issue 22); it changes nothing else.
	 */
	o.suggest = true;
	spdx_infer(&file, &o, &sug);
	check_inference(&sug, &o, &file);
	if (inf.status != SPDX_TEXT_NONE || !o.default_expr)
		FUZZ_ASSERT(!memcmp(&inf, &sug, sizeof(inf)));
	spdx_file_release(&file);
	return 0;
}
