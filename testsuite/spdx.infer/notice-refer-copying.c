/*
 * Refer to COPYING.txt in the distribution for the terms.
 */
int notice_refer_copying;
























































/* A pointer to a license file (issue 22). */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 points at terms kept elsewhere, .refer to copying txt in the distribution for the terms.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
