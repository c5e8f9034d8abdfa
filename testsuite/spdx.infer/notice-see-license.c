/*
 * Frobnicator core.
 * See LICENSE in the top-level directory.
 */
int notice_see_license;























































/* A pointer to a LICENSE file, in capitals. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 3 points at terms kept elsewhere, .see license in the top level directory.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
