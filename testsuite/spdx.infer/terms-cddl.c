/*
 * This file is distributed under the CDDL.
 */
int terms_cddl;
























































/* A license named without its version: no guess, never the default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; license text at line 2 names a license without its version .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
