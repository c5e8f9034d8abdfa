/*
 * To the extent possible under law, the author has waived all copyright and
 * related or neighboring rights to this work.
 */
int notice_waiver;























































/* libpng's contrib waiver, CC0's wording without CC0's name: no guess. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 waives copyright, .to the extent possible under law the author has waived all copyright and related or ....: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
