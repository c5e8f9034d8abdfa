/*
 * Frobnicator register map.
 * Disclosure of this file to third parties is prohibited.
 */
int notice_disclosure;























































/* A restriction on disclosure. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 3 restricts copying, distribution, disclosure or use, .disclosure of this file to third parties is prohibited.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
