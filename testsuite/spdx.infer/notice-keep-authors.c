/*
 * Frobnicator DMA engine driver.
 *
 * Copyright (C) 2020 Foo Bar <foo.bar@example.org>
 * Copyright (C) 2021 Baz Qux <baz@example.com>
 * All rights reserved.
 *
 * Authors: Foo Bar <foo.bar@example.org>
 *          Baz Qux <baz@example.com>
 *
 * 2021-03-02 Baz: fixed the use of the copy engine; distribute
 *            interrupts over all queues.
 * 2020-11-20 Foo: first version.
 */
int notice_keep_authors;













































/* Copyright lines, authors, e-mail addresses, a description and a changelog that use rights words technically: the default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .no license text in the leading comments. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"notice-keep-authors.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
