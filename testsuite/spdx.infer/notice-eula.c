/*
 * Frobnicator SDK sample, covered by the Frobnicator EULA.
 */
int notice_eula;
























































/* An end-user license agreement. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 refers to an agreement, .frobnicator sdk sample covered by the frobnicator eula.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
