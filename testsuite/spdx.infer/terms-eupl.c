/*
 * Licensed under the EUPL.
 */
int terms_eupl;
























































/* Licensing terms of a license the plugin does not know: no guess. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; license text at line 2 is not recognised .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
