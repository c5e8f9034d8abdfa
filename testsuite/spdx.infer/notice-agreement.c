/*
 * Use of this file is governed by your agreement with Frobnicator Inc.
 */
int notice_agreement;
























































/* An agreement. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 refers to an agreement, .use of this file is governed by your agreement with frobnicator inc.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
