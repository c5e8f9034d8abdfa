// Frobnicator firmware loader.
// Unauthorized use of this software is strictly prohibited.
int notice_use;

























































/* A restriction on use, in // comments. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 restricts copying, distribution, disclosure or use, .unauthorized use of this software is strictly prohibited.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
