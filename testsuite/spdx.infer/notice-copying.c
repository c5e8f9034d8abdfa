/*
 * Frobnicator helpers.
 * Copying of this file is not permitted without written consent of the author.
 */
int notice_copying;























































/* A restriction on copying (issue 22): never the default, the sentence quoted. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 3 restricts copying, distribution, disclosure or use, .copying of this file is not permitted without written consent of the author.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
