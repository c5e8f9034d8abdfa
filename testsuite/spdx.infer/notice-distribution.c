/*
 * Copyright (c) 2021 Frobnicator Inc.
 *
 * Do not distribute this file outside Frobnicator Inc.
 */
int notice_distribution;






















































/* An imperative restriction on distribution. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 4 restricts copying, distribution, disclosure or use, .do not distribute this file outside frobnicator inc.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
