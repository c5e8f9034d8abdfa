/*
 * Dual BSD/GPL licensed.
 */
int dual_bsd_gpl;


























































/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "a BSD license named, not written out: no guess" } } */
