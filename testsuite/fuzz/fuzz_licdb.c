// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: one LICENSES/ file read by spdx_db_load_kernel().
 *
 * The input is written into a per-process temporary LICENSES tree; byte 0
 * chooses where:
 *   bits 0-1  0: preferred/FUZZ  1: exceptions/FUZZ  2: both  3: dual/FUZZ
 *   bit 2     also a fixed, valid preferred/GPL-2.0 (so exception-only
 *             inputs can load)
 *   bit 3     also a fixed, valid exceptions/Linux-syscall-note
 *   bit 4     a tiny error buffer
 *   bit 5     run license-text inference with the db (License-Text: bodies)
 * On success every entry is looked up again by its id, exceptions are asked
 * about every license they list, and the db is freed: leaks show up.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "spdx_core.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"
#include "fuzz_common.h"

static char tree[64];

static const char gpl[] =
	"Valid-License-Identifier: GPL-2.0\n"
	"Valid-License-Identifier: GPL-2.0-only\n"
	"Valid-License-Identifier: GPL-2.0+\n"
	"Valid-License-Identifier: GPL-2.0-or-later\n"
	"SPDX-URL: https://spdx.org/licenses/GPL-2.0.html\n"
	"Usage-Guide:\n"
	"  To use this license in source code, put one of the following SPDX\n"
	"License-Text:\n\n"
	"		    GNU GENERAL PUBLIC LICENSE\n"
	"		       Version 2, June 1991\n";

static const char note[] =
	"SPDX-Exception-Identifier: Linux-syscall-note\n"
	"SPDX-URL: https://spdx.org/licenses/Linux-syscall-note.html\n"
	"SPDX-Licenses: GPL-2.0, GPL-2.0+, GPL-1.0+, LGPL-2.0, LGPL-2.0+, LGPL-2.1,\n"
	"License-Text:\n\n"
	"   NOTE! This copyright does *not* cover user programs that use kernel\n";

static void path_of(char *buf, size_t size, const char *sub, const char *name)
{
	snprintf(buf, size, "%s/%s/%s", tree, sub, name);
}

static void put_file(const char *sub, const char *name, const void *data, size_t len)
{
	char path[128];
	FILE *f;

	path_of(path, sizeof(path), sub, name);
	f = fopen(path, "wb");
	FUZZ_ASSERT(f);
	FUZZ_ASSERT(fwrite(data, 1, len, f) == len);
	FUZZ_ASSERT(!fclose(f));
}

static void drop_file(const char *sub, const char *name)
{
	char path[128];

	path_of(path, sizeof(path), sub, name);
	unlink(path);
}

static void remove_tree(void)
{
	static const char *const subs[] = { "preferred", "dual", "deprecated", "exceptions" };
	char path[128];
	size_t i;

	if (!tree[0])
		return;
	for (i = 0; i < 4; i++) {
		drop_file(subs[i], "FUZZ");
		drop_file(subs[i], "GPL-2.0");
		drop_file(subs[i], "Linux-syscall-note");
		snprintf(path, sizeof(path), "%s/%s", tree, subs[i]);
		rmdir(path);
	}
	rmdir(tree);
}

static void make_tree(void)
{
	static const char *const subs[] = { "preferred", "dual", "deprecated", "exceptions" };
	const char *tmp = getenv("TMPDIR");
	char path[128];
	size_t i;

	snprintf(tree, sizeof(tree), "%s/spdx-fuzz-licdb.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	FUZZ_ASSERT(strlen(tree) < sizeof(tree) - 1 && mkdtemp(tree));
	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), "%s/%s", tree, subs[i]);
		FUZZ_ASSERT(!mkdir(path, 0700));
	}
	atexit(remove_tree);
}

static void check_db(const struct spdx_db *db)
{
	size_t n = spdx_db_count(db), i, j;
	bool licenses_done = false;

	FUZZ_ASSERT(spdx_db_is_kernel(db));
	FUZZ_ASSERT(spdx_db_at(db, n) == NULL);
	for (i = 0; i < n; i++) {
		const struct spdx_license *l = spdx_db_at(db, i), *again;
		bool exc = l->flags & SPDX_LIC_EXCEPTION;

		FUZZ_ASSERT(l && l->id && l->id[0]);
		/* Licenses first, then exceptions. */
		if (exc)
			licenses_done = true;
		else
			FUZZ_ASSERT(!licenses_done);
		again = exc ? spdx_db_exception(db, l->id, strlen(l->id)) :
			      spdx_db_license(db, l->id, strlen(l->id));
		FUZZ_ASSERT(again == l);
		FUZZ_ASSERT(!l->text || strlen(l->text) == l->text_len);
		if (!exc)
			continue;
		for (j = 0; j < l->nr_allowed; j++) {
			FUZZ_ASSERT(l->allowed[j]);
			FUZZ_ASSERT(spdx_db_exception_allows(db, l, l->allowed[j],
							     strlen(l->allowed[j])));
		}
	}
	(void)spdx_db_license(db, "GPL-2.0", 7);
	(void)spdx_db_license(db, "gpl-2.0+", 8);
	(void)spdx_db_license(db, "", 0);
	(void)spdx_db_exception(db, "Linux-syscall-note", 18);
}

/* A notice that names GPL and MIT, so inference compares against the texts. */
static void infer_with(const struct spdx_db *db)
{
	static const char text[] =
		"/*\n * This program is free software; you can redistribute it and/or modify\n"
		" * it under the terms of the GNU General Public License version 2 as\n"
		" * published by the Free Software Foundation.\n *\n"
		" * Permission is hereby granted, free of charge, to any person obtaining a\n"
		" * copy of this software and associated documentation files\n */";
	struct spdx_infer_opts o;
	struct spdx_inference inf;
	struct spdx_file file;

	/* No context (o.ctx): its caches, keyed by DB, die with the call. */
	memset(&o, 0, sizeof(o));
	o.db = db;
	spdx_file_init(&file, "fuzz.c", false);
	spdx_file_add_comment(&file, 1, 1, text, sizeof(text) - 1);
	spdx_infer(&file, &o, &inf);
	spdx_file_release(&file);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct spdx_db *db;
	unsigned int flags;
	char err[256];

	if (size < 1)
		return 0;
	if (!tree[0])
		make_tree();
	flags = data[0];
	data++;
	size--;

	drop_file("preferred", "FUZZ");
	drop_file("exceptions", "FUZZ");
	drop_file("dual", "FUZZ");
	switch (flags & 3) {
	case 0:
		put_file("preferred", "FUZZ", data, size);
		break;
	case 1:
		put_file("exceptions", "FUZZ", data, size);
		break;
	case 2:
		put_file("preferred", "FUZZ", data, size);
		put_file("exceptions", "FUZZ", data, size);
		break;
	default:
		put_file("dual", "FUZZ", data, size);
		break;
	}
	if (flags & 4)
		put_file("preferred", "GPL-2.0", gpl, sizeof(gpl) - 1);
	else
		drop_file("preferred", "GPL-2.0");
	if (flags & 8)
		put_file("exceptions", "Linux-syscall-note", note, sizeof(note) - 1);
	else
		drop_file("exceptions", "Linux-syscall-note");

	memset(err, 'x', sizeof(err));
	db = spdx_db_load_kernel(tree, err, flags & 0x10 ? 8 : sizeof(err));
	if (!db) {
		size_t limit = flags & 0x10 ? 8 : sizeof(err);

		FUZZ_ASSERT(memchr(err, '\0', limit));
		FUZZ_ASSERT(err[0]);
		return 0;
	}
	check_db(db);
	if (flags & 0x20)
		infer_with(db);
	spdx_db_free(db);
	return 0;
}
