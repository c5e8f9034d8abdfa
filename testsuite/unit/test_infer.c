// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests of the license-text inference: every rule both ways (the
 * notice it recognises, and a near miss it must not guess at), uapi syscall
 * notes, long identifiers, the default, positions, and contradictions.
 *
 * Full-text tests need the kernel's LICENSES/ (SPDX_LICENSES, set by the
 * Makefile) and, without a kernel db, /usr/share/common-licenses/BSD.
 */
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"
#include "spdx_patterns.h"
#include "spdx_words.h"
#include "unit.h"

static struct spdx_db *kdb;
static struct spdx_inference inf;
/* The inference's caches: most tests share one, as the plugin does. */
static struct spdx_infer_ctx *ctx;

/* Infers from one block comment TEXT at line LINE of PATH. */
static const char *infer_opts(const char *path, unsigned int line, const char *text,
			      const struct spdx_infer_opts *opts)
{
	struct spdx_infer_opts o = *opts;
	struct spdx_file f;

	if (!o.ctx)
		o.ctx = ctx;
	spdx_file_init(&f, path, !!strstr(path, "/uapi/"));
	spdx_file_add_comment(&f, line, 1, text, strlen(text));
	spdx_infer(&f, &o, &inf);
	spdx_file_release(&f);
	return inf.expr;
}

static const char *infer_db(const char *text, const struct spdx_db *db)
{
	struct spdx_infer_opts o;

	memset(&o, 0, sizeof(o));
	o.db = db;
	return infer_opts("drivers/foo.c", 1, text, &o);
}

static const char *infer(const char *text)
{
	return infer_db(text, kdb);
}

static void recognised(const char *text, const char *want)
{
	CHECK_STR(infer(text), want);
	CHECK_INT(inf.status, SPDX_TEXT_RECOGNISED);
}

static void unrecognised(const char *text)
{
	infer(text);
	CHECK_INT(inf.status, SPDX_TEXT_UNRECOGNISED);
	CHECK_STR(inf.expr, "");
}

#define GPL2_PLUS \
	"/*\n" \
	" * Copyright (C) 2004 Somebody\n" \
	" *\n" \
	" * This program is free software; you can redistribute it and/or modify\n" \
	" * it under the terms of the GNU General Public License as published by\n" \
	" * the Free Software Foundation; either version 2 of the License, or\n" \
	" * (at your option) any later version.\n" \
	" *\n" \
	" * This program is distributed in the hope that it will be useful,\n" \
	" * but WITHOUT ANY WARRANTY; without even the implied warranty of\n" \
	" * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n" \
	" * GNU General Public License for more details.\n" \
	" *\n" \
	" * You should have received a copy of the GNU General Public License\n" \
	" * along with this program; if not, write to the Free Software\n" \
	" * Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307 USA\n" \
	" */"

#define GPL2_ONLY \
	"/*\n" \
	" * This program is free software; you can redistribute it and/or modify\n" \
	" * it under the terms of the GNU General Public License version 2 as\n" \
	" * published by the Free Software Foundation.\n" \
	" */"

#define BSD_CLAUSES \
	" * Redistribution and use in source and binary forms, with or without\n" \
	" * modification, are permitted provided that the following conditions\n" \
	" * are met:\n" \
	" * 1. Redistributions of source code must retain the above copyright\n" \
	" *    notice, this list of conditions and the following disclaimer.\n" \
	" * 2. Redistributions in binary form must reproduce the above copyright\n" \
	" *    notice, this list of conditions and the following disclaimer in the\n" \
	" *    documentation and/or other materials provided with the distribution.\n"

#define BSD_THIRD \
	" * 3. Neither the name of IBM nor the names of its contributors\n" \
	" *    may be used to endorse or promote products derived from this software\n" \
	" *    without specific prior written permission.\n"

#define BSD_DISCLAIMER \
	" * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS ``AS IS'' AND\n" \
	" * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE\n" \
	" * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE\n" \
	" * ARE DISCLAIMED.  IN NO EVENT SHALL IBM OR CONTRIBUTORS BE LIABLE\n" \
	" * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL\n" \
	" * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS\n" \
	" * OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION)\n" \
	" * HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT\n" \
	" * LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY\n" \
	" * OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF\n" \
	" * SUCH DAMAGE.\n"

#define MIT_DISCLAIMER \
	" * THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR\n" \
	" * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,\n" \
	" * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL\n" \
	" * THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER\n" \
	" * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING\n" \
	" * FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER\n" \
	" * DEALINGS IN THE SOFTWARE.\n"

#define MIT_TEXT \
	" * Permission is hereby granted, free of charge, to any person obtaining a\n" \
	" * copy of this software and associated documentation files (the \"Software\"),\n" \
	" * to deal in the Software without restriction, including without limitation\n" \
	" * the rights to use, copy, modify, merge, publish, distribute, sublicense,\n" \
	" * and/or sell copies of the Software, and to permit persons to whom the\n" \
	" * Software is furnished to do so, subject to the following conditions:\n" \
	" *\n" \
	" * The above copyright notice and this permission notice shall be included in\n" \
	" * all copies or substantial portions of the Software.\n" \
	" *\n" MIT_DISCLAIMER

#define OPENIB_PREAMBLE \
	" * This software is available to you under a choice of one of two\n" \
	" * licenses.  You may choose to be licensed under the terms of the GNU\n" \
	" * General Public License (GPL) Version 2, available from the file\n" \
	" * COPYING in the main directory of this source tree, or the\n" \
	" * OpenIB.org BSD license below:\n" \
	" *\n"

static void test_gpl(void)
{
	/* The two notices of GPL-2's "How to Apply These Terms". */
	recognised(GPL2_PLUS, "GPL-2.0+");
	CHECK_INT(inf.line, 5);		/* "GNU General Public License" */
	CHECK_INT(inf.col, 30);
	CHECK(strstr(inf.why, "line 5 reads GPL-2.0 or later"));
	recognised(GPL2_ONLY, "GPL-2.0");
	CHECK_INT(inf.line, 3);
	recognised("/* Licensed under the terms of version 2 of the GNU General Public\n"
		   " * License as published by the Free Software Foundation. */", "GPL-2.0");
	recognised("/* This file is released under the GPLv2. */", "GPL-2.0");
	recognised("/* Released under the GPL v2 only. */", "GPL-2.0");
	recognised("/* Licensed under GPLv2+ */", "GPL-2.0+");
	recognised("/* Licensed under the GPL-2 or later. */", "GPL-2.0+");
	recognised("/* Subject to the GNU Public License, version 2. */", "GPL-2.0");
	recognised("/* under the terms of the GNU General Public License as published by the\n"
		   " * Free Software Foundation version 2 and no later version. */", "GPL-2.0");
	recognised("/* Distributed under the terms of the GNU GPL, version 2.0 or\n"
		   " * (at your option) any later version */", "GPL-2.0+");
	/* Typos, case, line wraps and hyphenation do not matter. */
	recognised("/* THIS PROGRAM IS FREE SOFTWARE; YOU CAN RE-\n"
		   " * DISTRIBUTE IT UNDER THE TERMS OF THE GNU GENERAL PUBLIC LICENCE\n"
		   " * VERSION 2. */", "GPL-2.0");
	/* A version number opening a line is no list item. */
	recognised("/* Released under the terms of the GNU General Public License version\n"
		   " * 2. See the file COPYING. */", "GPL-2.0");
	/* A no-break space (UTF-8) separates words. */
	recognised("/* Released under the GNU\xc2\xa0General Public License v2. */", "GPL-2.0");
	/* The LGPL notice's closing reference to the GPL is no second license. */
	recognised("/* This library is free software; you can redistribute it under the terms\n"
		   " * of the GNU Lesser General Public License as published by the Free\n"
		   " * Software Foundation; either version 2.1 of the License, or (at your\n"
		   " * option) any later version. This library is distributed in the hope that\n"
		   " * it will be useful; see the GNU General Public License for details. */",
		   "LGPL-2.1+");
	/* No version: COPYING is the kernel's GPLv2, otherwise any version. */
	recognised("/*\n * This file is subject to the terms and conditions of the GNU General\n"
		   " * Public License.  See the file \"COPYING\" in the main directory of\n"
		   " * this archive for more details.\n */", "GPL-2.0");
	CHECK(strstr(inf.why, "COPYING"));
	/*
	 * No version, no COPYING: the kernel's reading (its later cleanups
	 * tagged such files GPL-2.0-only) under its LICENSES/, the SPDX
	 * reading (any version) elsewhere and in uapi headers; the message
	 * says which, and text_expr keeps the SPDX reading for text-mismatch.
	 */
	recognised("/* This file is released under the GPL. */", "GPL-2.0");
	CHECK(strstr(inf.why, "the kernel's reading") != NULL);
	CHECK_STR(inf.text_expr, "GPL-1.0+");
	CHECK_STR(infer_db("/* This file is released under the GPL. */", NULL), "GPL-1.0+");
	CHECK(strstr(inf.why, "any version, the SPDX reading") != NULL);
	CHECK_STR(inf.text_expr, "GPL-1.0+");
	{
		struct spdx_infer_opts o;

		memset(&o, 0, sizeof(o));
		o.db = kdb;
		CHECK_STR(infer_opts("include/uapi/linux/a.h", 1,
				     "/* This file is released under the GPL. */", &o),
			  "GPL-1.0+ WITH Linux-syscall-note");
		o.long_ids = true;
		CHECK_STR(infer_opts("drivers/a.c", 1, "/* Released under the GPL. */", &o),
			  "GPL-2.0-only");
		CHECK_STR(inf.text_expr, "GPL-1.0-or-later");
	}
	/* The kernel's license by reference: its COPYING, GPL-2.0, in any reading. */
	CHECK_STR(infer_db("/* Released under the same license as the kernel. */", NULL),
		  "GPL-2.0");
	CHECK(strstr(inf.why, "the same license as the kernel") != NULL);
	CHECK_STR(infer_db("/* This source is covered by the GNU GPL, the same as all\n"
			   " * kernel sources. */", NULL), "GPL-2.0");
	CHECK_STR(infer("/* Licensed under the GPL v2 or later, the same license as the\n"
			" * kernel. */"), "GPL-2.0+");
	/* "Your choice of the following two licenses: License 1 ... License 2 ..." */
	CHECK_STR(infer("/*\n * This file is available to you under your choice of the following two\n"
			" * licenses:\n *\n * License 1: GPLv2\n *\n * This file is free software; you may\n"
			" * redistribute it under the terms of the GNU General Public License\n"
			" * version 2.\n *\n * License 2: Modified BSD\n *\n" BSD_CLAUSES BSD_THIRD
			BSD_DISCLAIMER " */"), "GPL-2.0 OR BSD-3-Clause");
	/* A versioned notice: the two are the same. */
	recognised("/* Licensed under the GNU General Public License version 2. */", "GPL-2.0");
	CHECK_STR(inf.text_expr, "GPL-2.0");
	/* GPL version 3. */
	recognised("/* This program is free software: you can redistribute it and/or modify\n"
		   " * it under the terms of the GNU General Public License as published by\n"
		   " * the Free Software Foundation, either version 3 of the License, or\n"
		   " * (at your option) any later version. */", "GPL-3.0+");
	recognised("/* Licensed under the GNU General Public License version 3. */",
		   "GPL-3.0");
	/* ... and what must not be guessed. */
	unrecognised("/* See the GNU General Public License for more details. */");
	unrecognised("/* Licensed under version 2 or (at your option) version 3 of the\n"
		     " * GNU General Public License. */");
	unrecognised("/* Licensed under the GNU General Public License version 7. */");
	unrecognised("/* Licensed under the GNU Affero General Public License version 3. */");
	unrecognised("/* Licensed under the GPL version 2, with the following special\n"
		     " * exception: linking this file ... */");
	unrecognised("/* Licensed under the GPLv2 only, or any later version. */");
	unrecognised("/* The library is under the LGPL, but this file is under the GPL. */");
}

static void test_lgpl(void)
{
	recognised("/* This library is free software; you can redistribute it and/or\n"
		   " * modify it under the terms of the GNU Library General Public\n"
		   " * License as published by the Free Software Foundation; either\n"
		   " * version 2 of the License, or (at your option) any later version. */",
		   "LGPL-2.0+");
	recognised("/* Licensed under the GNU Library General Public License version 2 */",
		   "LGPL-2.0");
	recognised("/* This library is free software; you can redistribute it and/or\n"
		   " * modify it under the terms of the GNU Lesser General Public\n"
		   " * License as published by the Free Software Foundation; either\n"
		   " * version 2.1 of the License, or (at your option) any later version. */",
		   "LGPL-2.1+");
	recognised("/* modify it under the terms of the GNU Lesser General Public\n"
		   " * License as published by the Free Software Foundation;\n"
		   " * version 2.1 of the License (not later!) */", "LGPL-2.1");
	recognised("/* This file is released under the LGPL. */", "LGPL-2.0+");
	recognised("/* modify it under the terms of the GNU Lesser General Public License\n"
		   " * as published by the Free Software Foundation. */", "LGPL-2.1+");
	unrecognised("/* Licensed under the LGPL version 1.5 */");
}

static void test_full_texts(void)
{
	if (!kdb) {
		fprintf(stderr, "test_infer: SPDX_LICENSES not set, kernel texts skipped\n");
		return;
	}
	recognised("/*\n" BSD_CLAUSES " *\n" BSD_THIRD BSD_DISCLAIMER " */", "BSD-3-Clause");
	recognised("/*\n" BSD_CLAUSES " *\n" BSD_DISCLAIMER " */", "BSD-2-Clause");
	/* The kernel's virtio_ring.h: clause 3 reworded, no blank lines. */
	recognised("/*\n" BSD_CLAUSES
		   " * 3. The name of the author may not be used to endorse or promote\n"
		   " *    products derived from this software without specific prior\n"
		   " *    written permission.\n" BSD_DISCLAIMER " */", "BSD-3-Clause");
	recognised("/*\n * Copyright 2008 Advanced Micro Devices, Inc.\n *\n" MIT_TEXT " */",
		   "MIT");
	CHECK_INT(inf.line, 4);
	recognised("/*\n" BSD_CLAUSES " *\n" MIT_DISCLAIMER " */", "Linux-OpenIB");
	recognised("/*\n"
		   " * Permission to use, copy, modify, and/or distribute this software for any\n"
		   " * purpose with or without fee is hereby granted, provided that the above\n"
		   " * copyright notice and this permission notice appear in all copies.\n *\n"
		   " * THE SOFTWARE IS PROVIDED \"AS IS\" AND THE AUTHOR DISCLAIMS ALL WARRANTIES\n"
		   " * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF\n"
		   " * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR\n"
		   " * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES\n"
		   " * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN\n"
		   " * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF\n"
		   " * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.\n */", "ISC");
	recognised("/*\n" MIT_TEXT " *\n"
		   " * Except as contained in this notice, the name of the X Consortium shall\n"
		   " * not be used in advertising or otherwise to promote the sale, use or\n"
		   " * other dealings in this Software without prior written authorization\n"
		   " * from the X Consortium.\n */", "X11");
	recognised("/*\n * This software is provided 'as-is', without any express or implied\n"
		   " * warranty.  In no event will the authors be held liable for any damages\n"
		   " * arising from the use of this software.\n *\n"
		   " * Permission is granted to anyone to use this software for any purpose,\n"
		   " * including commercial applications, and to alter it and redistribute it\n"
		   " * freely, subject to the following restrictions:\n *\n"
		   " * 1. The origin of this software must not be misrepresented; you must not\n"
		   " *    claim that you wrote the original software. If you use this software\n"
		   " *    in a product, an acknowledgment in the product documentation would be\n"
		   " *    appreciated but is not required.\n"
		   " * 2. Altered source versions must be plainly marked as such, and must not be\n"
		   " *    misrepresented as being the original software.\n"
		   " * 3. This notice may not be removed or altered from any source distribution.\n"
		   " */", "Zlib");
	/* Half a text, or the 4-clause BSD, is no known license. */
	unrecognised("/*\n" BSD_CLAUSES " */");
	unrecognised("/*\n" BSD_CLAUSES
		     " * 3. All advertising materials mentioning features or use of this software\n"
		     " *    must display the following acknowledgement: This product includes\n"
		     " *    software developed by the University of California, Berkeley.\n"
		     BSD_THIRD BSD_DISCLAIMER " */");
	/* "BSD licensed" with no text: which BSD? */
	unrecognised("/* Dual BSD/GPL: licensed under the GPL v2 or the BSD license. */");
}

static void test_common_licenses(void)
{
	struct spdx_infer_opts o;

	/* Without a kernel db the reference is Debian's common-licenses/BSD. */
	CHECK_STR(infer_db("/*\n" BSD_CLAUSES BSD_THIRD BSD_DISCLAIMER " */", spdx_db_builtin()),
		  "BSD-3-Clause");
	CHECK_INT(inf.status, SPDX_TEXT_RECOGNISED);
	/* ... which has no BSD-2-Clause: not recognised rather than guessed. */
	infer_db("/*\n" BSD_CLAUSES BSD_DISCLAIMER " */", NULL);
	CHECK_INT(inf.status, SPDX_TEXT_UNRECOGNISED);
	/* A missing reference directory only loses the full texts. */
	memset(&o, 0, sizeof(o));
	o.ctx = spdx_infer_ctx_new("/nonexistent");
	CHECK(o.ctx);
	infer_opts("drivers/foo.c", 1, "/*\n" BSD_CLAUSES BSD_THIRD BSD_DISCLAIMER " */", &o);
	CHECK_INT(inf.status, SPDX_TEXT_UNRECOGNISED);
	CHECK_STR(infer_opts("drivers/foo.c", 1, GPL2_ONLY, &o), "GPL-2.0");
	spdx_infer_ctx_free(o.ctx);
}

static void test_notices(void)
{
	recognised("/*\n * Licensed under the Apache License, Version 2.0 (the \"License\");\n"
		   " * you may not use this file except in compliance with the License.\n */",
		   "Apache-2.0");
	recognised("/* The contents of this file are subject to the terms of the Common\n"
		   " * Development and Distribution License, Version 1.0 only. */", "CDDL-1.0");
	unrecognised("/* The contents of this file are subject to the terms of the Common\n"
		     " * Development and Distribution License (the \"License\"). */");
}

static void test_dual(void)
{
	const char *mpl =
		"/*\n * The contents of this file are subject to the Mozilla Public License\n"
		" * Version 1.1 (the \"License\"); you may not use this file except in\n"
		" * compliance with the License.\n *\n"
		" * Alternatively, the contents of this file may be used under the terms\n"
		" * of the GNU General Public License version 2 (the \"GPL\"), in which\n"
		" * case the provisions of the GPL are applicable instead of the above.\n */";
	/* A second license that is only "the following terms": no guess (aio_abi.h, coda.h). */
	unrecognised("/* Distribute under the terms of the GPLv2 (see ../../COPYING) or under\n"
		     " * the following terms.\n *\n * Permission to use, copy, modify, and distribute this\n"
		     " * software and its documentation is hereby granted. */");
	unrecognised("/* You may distribute this file under either of the two licenses that\n"
		     "   follow at your discretion. */\n/* This code is distributed under the terms of\n"
		     "   the GNU Library General Public Licence Version 2, or under the license\n"
		     "   shown below. */");

	recognised(mpl, "GPL-2.0 OR MPL-1.1");
	CHECK(strstr(inf.why, "GPL-2.0 or MPL-1.1"));
	CHECK_INT(inf.line, 2);
	recognised("/* Dual licensed: use it under the GNU General Public License version 2\n"
		   " * or, alternatively, the Mozilla Public License version 1.1. */",
		   "GPL-2.0 OR MPL-1.1");
	if (kdb) {
		recognised("/*\n" OPENIB_PREAMBLE BSD_CLAUSES " *\n" MIT_DISCLAIMER " */",
			   "GPL-2.0 OR Linux-OpenIB");
		recognised("/*\n * This program is free software; you can redistribute it and/or\n"
			   " * modify it under the terms of the GNU General Public License\n"
			   " * version 2 as published by the Free Software Foundation.\n *\n"
			   " * Alternatively, this software may be distributed under the terms of\n"
			   " * the BSD license:\n *\n" BSD_CLAUSES BSD_THIRD BSD_DISCLAIMER " */",
			   "GPL-2.0 OR BSD-3-Clause");
		recognised("/*\n * This file is dual-licensed: you can use it either under the\n"
			   " * terms of the GPL, or the MIT license below, at your option.\n"
			   " * See the file COPYING.\n *\n" MIT_TEXT " */", "GPL-2.0 OR MIT");
		/* Two licenses with nothing saying either will do: an AND, or a mess. */
		unrecognised("/*\n" GPL2_ONLY "\n" BSD_CLAUSES BSD_THIRD BSD_DISCLAIMER " */");
	}
	/* Dual wording but one license found: an alternative is missing. */
	unrecognised("/* Alternatively, this software may be distributed under the terms of\n"
		     " * the GNU General Public License version 2 or some other license. */");
}

static void test_uapi(void)
{
	struct spdx_infer_opts o;

	memset(&o, 0, sizeof(o));
	o.db = kdb;
	CHECK_STR(infer_opts("include/uapi/linux/foo.h", 1, GPL2_ONLY, &o),
		  "GPL-2.0 WITH Linux-syscall-note");
	CHECK_STR(infer_opts("include/uapi/linux/foo.h", 1, GPL2_PLUS, &o),
		  "GPL-2.0+ WITH Linux-syscall-note");
	if (kdb) {
		CHECK_STR(infer_opts("include/uapi/rdma/foo.h", 1,
				     "/*\n" OPENIB_PREAMBLE BSD_CLAUSES " *\n" MIT_DISCLAIMER " */",
				     &o),
			  "((GPL-2.0 WITH Linux-syscall-note) OR Linux-OpenIB)");
		/* Permissive terms take no note. */
		CHECK_STR(infer_opts("include/uapi/linux/virtio_ring.h", 1,
				     "/*\n" BSD_CLAUSES BSD_THIRD BSD_DISCLAIMER " */", &o),
			  "BSD-3-Clause");
	}
	o.long_ids = true;
	CHECK_STR(infer_opts("include/uapi/linux/foo.h", 1, GPL2_ONLY, &o),
		  "GPL-2.0-only WITH Linux-syscall-note");
}

static void test_long_ids(void)
{
	struct spdx_infer_opts o;

	memset(&o, 0, sizeof(o));
	o.long_ids = true;
	CHECK_STR(infer_opts("a.c", 1, GPL2_ONLY, &o), "GPL-2.0-only");
	CHECK_STR(infer_opts("a.c", 1, GPL2_PLUS, &o), "GPL-2.0-or-later");
	CHECK_STR(infer_opts("a.c", 1, "/* This file is released under the GPL. */", &o),
		  "GPL-1.0-or-later");
	CHECK_STR(infer_opts("a.c", 1, "/* Licensed under the LGPL version 2.1 or later */",
			     &o), "LGPL-2.1-or-later");
	CHECK_STR(infer_opts("a.c", 1, "/* Licensed under the LGPL version 2.1 */", &o),
		  "LGPL-2.1-only");
	/* Not GPL family: unchanged. */
	CHECK_STR(infer_opts("a.c", 1, "/* Licensed under the Apache License, Version 2.0 */",
			     &o), "Apache-2.0");
}

static void test_none(void)
{
	struct spdx_infer_opts o;
	struct spdx_file f;

	memset(&o, 0, sizeof(o));
	CHECK_STR(infer_opts("a.c", 1, "/* A driver for the frobnicator. */", &o), "");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	o.default_expr = "GPL-2.0";
	CHECK_STR(infer_opts("a.c", 1, "/* A driver for the frobnicator. */", &o), "GPL-2.0");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	/* A recognised text wins over the default. */
	CHECK_STR(infer_opts("a.c", 1, GPL2_PLUS, &o), "GPL-2.0+");
	/* The tag is not license text. */
	CHECK_STR(infer_opts("a.c", 1, "// SPDX-" "License-Identifier: GPL-2.0+", &o), "GPL-2.0");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	infer_opts("a.c", 1, "// SPDX-License-Identifer: GPL-2.0", &o);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	infer_opts("a.c", 1, "/* spdx license identifier: GPL-2.0+ */", &o);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	o.default_expr = NULL;
	CHECK_STR(infer_opts("a.c", 1, "/*\n * SPDX-" "License-Identifier: MIT\n *\n"
			     " * The frobnicator.\n */", &o), "");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	/* A tag line inside a notice is dropped, the notice read. */
	CHECK_STR(infer_opts("a.c", 1, "/* SPDX-" "License-Identifier: MIT\n"
			     " * Released under the GPLv2. */", &o), "GPL-2.0");
	/* Stray words are not license text. */
	infer_opts("a.c", 1, "/* To use the radio you need a license from the authority. */", &o);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	infer_opts("a.c", 1, "/* MODULE_LICENSE(\"GPL\") is below. */", &o);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	/* A uapi file's default carries the syscall note, the kernel's way. */
	o.default_expr = "GPL-2.0";
	CHECK_STR(infer_opts("include/uapi/linux/a.h", 1, "/* The frobnicator. */", &o),
		  "GPL-2.0 WITH Linux-syscall-note");
	o.default_expr = "GPL-2.0+ OR MIT";
	CHECK_STR(infer_opts("include/uapi/linux/a.h", 1, "/* The frobnicator. */", &o),
		  "(GPL-2.0+ WITH Linux-syscall-note) OR MIT");
	o.default_expr = "BSD-2-Clause";
	CHECK_STR(infer_opts("include/uapi/linux/a.h", 1, "/* The frobnicator. */", &o),
		  "BSD-2-Clause");
	o.default_expr = NULL;
	/* No comments at all. */
	spdx_file_init(&f, "b.c", false);
	spdx_infer(&f, &o, &inf);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	spdx_file_release(&f);
}

/*
 * The notice classifier (issue 22): only a suggestion pays for it, every
 * form of its lexicon is one word as the tokeniser reads it, and a uapi
 * header without rights language keeps its default.
 */
static const char *const notice_forms[] = {
#define NOTICE_WORDS(forms, cls)	forms,
#include "spdx_notice.def"
#undef NOTICE_WORDS
};

static void test_notice(void)
{
	static const char restricted[] =
		"/* Copying of this file is not permitted without written consent. */";
	struct spdx_infer_opts o;
	size_t i;

	memset(&o, 0, sizeof(o));
	o.db = kdb;
	o.default_expr = "GPL-2.0";
	/* Without suggest (text-mismatch's reading) the classifier does not run. */
	CHECK_STR(infer_opts("a.c", 1, restricted, &o), "GPL-2.0");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	o.suggest = true;
	CHECK_STR(infer_opts("a.c", 1, restricted, &o), "");
	CHECK_INT(inf.status, SPDX_TEXT_UNRECOGNISED);
	CHECK(strstr(inf.why, "restricts copying") != NULL);
	CHECK_INT(inf.line, 1);
	/* Without a default there is nothing to withhold. */
	o.default_expr = NULL;
	infer_opts("a.c", 1, restricted, &o);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	o.default_expr = "GPL-2.0";
	CHECK_STR(infer_opts("include/uapi/linux/a.h", 1, "/* The frobnicator: copy the buffer. */",
			     &o), "GPL-2.0 WITH Linux-syscall-note");
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	/* A short license's whole text is that license, where the list has it. */
	o.db = NULL;
	CHECK_STR(infer_opts("a.c", 3, "/* This file is free software; the Free Software Foundation gives\n"
			     " * unlimited permission to copy and/or distribute it, with or without\n"
			     " * modifications, as long as this notice is preserved. */", &o),
		  "FSFULLR");
	CHECK_INT(inf.status, SPDX_TEXT_RECOGNISED);
	CHECK_INT(inf.line, 3);
	o.db = kdb;
	/* A notice the pattern table read (license-like) is not the classifier's. */
	infer_opts("a.c", 1, "/* Licensed under the Frobnicator terms. */", &o);
	CHECK(strstr(inf.why, "the notice at") == NULL);
	for (i = 0; i < ARRAY_SIZE(notice_forms); i++) {
		const char *p = notice_forms[i];

		while (*p) {
			struct spdx_words ws;
			size_t len = strcspn(p, " ");

			memset(&ws, 0, sizeof(ws));
			spdx_words_tokenise(&ws, p, len, 1, 1);
			CHECK_INT(ws.n, 1);
			if (ws.n == 1 && (ws.v[0].len != len || memcmp(ws.v[0].s, p, len)))
				fprintf(stderr, "lexicon form '%.*s' reads '%.*s'\n", (int)len, p,
					(int)ws.v[0].len, ws.v[0].s);
			CHECK(ws.n == 1 && ws.v[0].len == len && !memcmp(ws.v[0].s, p, len));
			spdx_words_release(&ws);
			p += len;
			p += strspn(p, " ");
		}
	}
}

static struct spdx_patset patterns;

/* A file with one block comment holding TEXT. */
static bool passes_prefilter(const char *text)
{
	struct spdx_file f;
	bool pass;

	spdx_file_init(&f, "a.c", false);
	spdx_file_add_comment(&f, 1, 1, text, strlen(text));
	pass = spdx_patset_maybe_license(&patterns, &f);
	spdx_file_release(&f);
	return pass;
}

/*
 * The pre-filter is derived from the pattern table: every row that can
 * decide on its own reaches the reader, in any case and spelling, and the
 * reader finds every row in its own words.
 */
static void test_prefilter(void)
{
	size_t i, n = SPDX_NR_PATTERNS, triggers = 0;
	char text[256];

	spdx_patset_compile(&patterns);
	CHECK(n > 50);
	for (i = 0; i < n; i++) {
		bool trigger = spdx_pattern_triggers(spdx_patterns[i].kind);
		const char *words = spdx_patterns[i].words;
		size_t k;

		/* The row is in the tokeniser's words: the reader finds it. */
		snprintf(text, sizeof(text), "/* %s */", strcmp(words, "+") ? words : "GPL2+");
		if (!spdx_patset_reads_row(&patterns, text, i))
			fprintf(stderr, "FAIL: the reader does not find pattern '%s'\n", words);
		CHECK(spdx_patset_reads_row(&patterns, text, i));
		if (!trigger)
			continue;
		triggers++;
		snprintf(text, sizeof(text), "/*\n * Frobnicator.\n * %s.\n */", words);
		if (!passes_prefilter(text))
			fprintf(stderr, "FAIL: pattern '%s' does not pass the pre-filter\n", words);
		CHECK(passes_prefilter(text));
		for (k = 0; text[k]; k++)
			if (text[k] >= 'a' && text[k] <= 'z')
				text[k] = (char)(text[k] - 'a' + 'A');
		CHECK(passes_prefilter(text));
	}
	CHECK(triggers > 40);
	/* British spelling, "GPLv2", a tag line that does not count. */
	CHECK(passes_prefilter("/* Licenced under the Foo terms. */"));
	CHECK(passes_prefilter("/* Released under the GPLv2. */"));
	CHECK(!passes_prefilter("// SPDX-" "License-Identifier: GPL-2.0"));
	CHECK(!passes_prefilter("/* A driver for the frobnicator. */"));
}

/* A leading comment that speaks of licensing terms is never the default. */
static void test_no_default_for_terms(void)
{
	static const char *const terms[] = {
		"/* This file is distributed under the CDDL. */",
		"/*\n * Copyright (c) 2020 Foo Inc.  All rights reserved.\n"
		" * Proprietary and confidential.\n */",
		"/* Licensed under the EUPL. */",
		"/* Licenced to you under the Foo Agreement. */",
		"/* Released under the Apache 2.0. */",
		"/* This code may be used under the terms of the Foo licence. */",
		"/* Subject to the terms and conditions of the Foo agreement. */",
		"/* Placed in the public domain. */",
		"/* Permission is hereby granted for the distribution of this firmware. */",
		"/* Distributed under a Creative Commons Attribution licence. */",
		"/* This material is an unpublished work and a trade secret of Foo. */",
	};
	static const char *const no_terms[] = {
		/* The kernel gave these files its default: not license notices. */
		"/*\n * Copyright (c) 2020 Foo Inc.\n * All rights reserved.\n */",
		"/* Unimplemented (or alternatively implemented) syscalls */",
		"/* BSD-style process accounting. */",
		"/* Creates a special exception table entry. */",
		"/* Support for the Freescale MPL115A pressure sensor. */",
		"/* Confidential computing platform checks, in terms of the TRM. */",
		"/* A proprietary, yet decipherable protocol. */",
		"/* Benchmarked with wrk on apache serving a CGI script. */",
	};
	struct spdx_infer_opts o;
	size_t i;

	memset(&o, 0, sizeof(o));
	o.db = kdb;
	o.default_expr = "GPL-2.0";
	for (i = 0; i < ARRAY_SIZE(terms); i++) {
		infer_opts("a.c", 1, terms[i], &o);
		if (inf.status != SPDX_TEXT_UNRECOGNISED)
			fprintf(stderr, "FAIL: given '%s' for %s\n", inf.expr, terms[i]);
		CHECK_INT(inf.status, SPDX_TEXT_UNRECOGNISED);
		CHECK_STR(inf.expr, "");
	}
	for (i = 0; i < ARRAY_SIZE(no_terms); i++) {
		CHECK_STR(infer_opts("a.c", 1, no_terms[i], &o), "GPL-2.0");
		CHECK_INT(inf.status, SPDX_TEXT_NONE);
	}
	/* A short notice the table knows reaches it: no default. */
	CHECK_STR(infer_opts("a.c", 1, "/* This file is distributed under the MPL 1.1 */", &o),
		  "MPL-1.1");
	CHECK_STR(infer_opts("a.c", 1, "/* Released under the GPL2. */", &o), "GPL-2.0");
}

static void test_line_comments(void)
{
	struct spdx_file f;

	/* "//" runs on consecutive lines read as one notice, after an include guard. */
	spdx_file_init(&f, "drivers/x.c", false);
	spdx_file_add_comment(&f, 1, 1, "// SPDX-" "License-Identifier: GPL-2.0", 35);
	spdx_file_add_comment(&f, 4, 1, "// This program is free software; you can", 41);
	spdx_file_add_comment(&f, 5, 3, "// redistribute it under the terms of the GNU", 45);
	spdx_file_add_comment(&f, 6, 1, "// General Public License version 2.", 36);
	spdx_infer(&f, NULL, &inf);
	CHECK_STR(inf.expr, "GPL-2.0");
	CHECK_INT(inf.line, 5);
	CHECK_INT(inf.col, 45);
	spdx_file_release(&f);
}

static void test_cost(void)
{
	/* 60 KiB of prose without a license word: NONE, through the pre-filter. */
	size_t n = 60 * 1024, i;
	char *big = (char *)malloc(n + 5);
	struct spdx_file f;

	if (!big)
		return;
	memcpy(big, "/*", 2);
	for (i = 2; i < n; i++)
		big[i] = "the frobnicator is fast\n"[i % 24];
	memcpy(big + n, "*/", 3);
	spdx_file_init(&f, "big.c", false);
	spdx_file_add_comment(&f, 1, 1, big, n + 2);
	spdx_infer(&f, NULL, &inf);
	CHECK_INT(inf.status, SPDX_TEXT_NONE);
	spdx_file_release(&f);
	/* The same with one notice at its end still reads it. */
	memcpy(big + n - 40, "\n Released under the GPLv2.\n", 28);
	spdx_file_init(&f, "big.c", false);
	spdx_file_add_comment(&f, 1, 1, big, n + 2);
	spdx_infer(&f, NULL, &inf);
	CHECK_STR(inf.expr, "GPL-2.0");
	spdx_file_release(&f);
	free(big);
}

static bool contradicts(const char *tag, const char *text, char *why, size_t size)
{
	struct spdx_expr t, i;
	bool r;

	CHECK_INT(spdx_expr_parse(&t, tag, strlen(tag)), 0);
	CHECK_INT(spdx_expr_parse(&i, text, strlen(text)), 0);
	r = spdx_expr_contradicts(&t, &i, why, size);
	spdx_expr_release(&t);
	spdx_expr_release(&i);
	return r;
}

static void test_contradicts(void)
{
	char why[128];

	CHECK(contradicts("GPL-2.0", "GPL-2.0+", why, sizeof(why)));
	CHECK_STR(why, "the text says or later");
	CHECK(contradicts("GPL-2.0-or-later", "GPL-2.0", why, sizeof(why)));
	CHECK_STR(why, "the text does not say or later");
	CHECK(contradicts("GPL-2.0", "GPL-3.0", why, sizeof(why)));
	CHECK_STR(why, "the text reads GPL-3.0, not GPL-2.0");
	/* More licenses than a side holds: no verdict rather than a false one. */
	{
		char big[1024] = "";
		int n;

		for (n = 0; n < 32; n++)
			sprintf(big + strlen(big), "LicenseRef-x%d OR ", n);
		strcat(big, "GPL-2.0-only");
		CHECK(!contradicts(big, "GPL-2.0", why, sizeof(why)));
	}
	/* A versionless notice names no version that a tag could contradict. */
	CHECK(!contradicts("GPL-2.0-only", "GPL-1.0+", why, sizeof(why)));
	CHECK(!contradicts("GPL-2.0+", "GPL-1.0+", why, sizeof(why)));
	CHECK(contradicts("LGPL-2.1", "GPL-1.0+", why, sizeof(why)));
	CHECK(contradicts("GPL-2.0", "LGPL-2.1", why, sizeof(why)));
	CHECK_STR(why, "the text reads LGPL-2.1");
	CHECK(contradicts("GPL-2.0", "MIT", why, sizeof(why)));
	CHECK(contradicts("MIT", "GPL-2.0 OR MIT", why, sizeof(why)));
	CHECK_STR(why, "the text also offers GPL-2.0");
	CHECK(contradicts("BSD-3-Clause", "BSD-2-Clause", why, sizeof(why)));
	/* Equivalent spellings, supersets and syscall notes are no contradiction. */
	CHECK(!contradicts("GPL-2.0-only", "GPL-2.0", why, sizeof(why)));
	CHECK_STR(why, "");
	CHECK(!contradicts("GPL-2.0+", "GPL-2.0-or-later", why, sizeof(why)));
	CHECK(!contradicts("gpl-2.0", "GPL-2.0", why, sizeof(why)));
	CHECK(!contradicts("LGPL-2.1-or-later", "LGPL-2.1+", why, sizeof(why)));
	CHECK(!contradicts("GPL-2.0 OR MIT", "MIT", why, sizeof(why)));
	CHECK(!contradicts("(GPL-2.0-only OR BSD-3-Clause)", "GPL-2.0 OR BSD-3-Clause", why,
			   sizeof(why)));
	CHECK(!contradicts("BSD-3-Clause OR GPL-2.0", "GPL-2.0 OR BSD-3-Clause", why,
			   sizeof(why)));
	CHECK(!contradicts("GPL-2.0 WITH Linux-syscall-note", "GPL-2.0", why, sizeof(why)));
	CHECK(!contradicts("GPL-2.0", "GPL-2.0 WITH Linux-syscall-note", why, sizeof(why)));
	CHECK(!contradicts("((GPL-2.0 WITH Linux-syscall-note) OR Linux-OpenIB)",
			   "GPL-2.0 OR Linux-OpenIB", why, sizeof(why)));
	/* No reason buffer is fine. */
	CHECK(contradicts("GPL-2.0", "GPL-2.0+", NULL, 0));
}

int main(void)
{
	const char *dir = getenv("SPDX_LICENSES");
	char err[256];

	if (dir) {
		kdb = spdx_db_load_kernel(dir, err, sizeof(err));
		if (!kdb)
			fprintf(stderr, "test_infer: %s\n", err);
		CHECK(kdb);
	}
	ctx = spdx_infer_ctx_new(NULL);
	CHECK(ctx);
	test_gpl();
	test_lgpl();
	test_full_texts();
	test_common_licenses();
	test_notices();
	test_dual();
	test_uapi();
	test_long_ids();
	test_none();
	test_notice();
	test_prefilter();
	test_no_default_for_terms();
	test_line_comments();
	test_cost();
	test_contradicts();
	/* A fresh context reads as the one all tests shared. */
	spdx_infer_ctx_free(ctx);
	ctx = spdx_infer_ctx_new(NULL);
	CHECK_STR(infer(GPL2_PLUS), "GPL-2.0+");
	spdx_infer_ctx_free(ctx);
	if (kdb)
		spdx_db_free(kdb);
	return unit_report("infer");
}
