/*
 * This file may be freely copied and distributed.
 */
int notice_grant;
























































/* A one-line grant (issue 22): not the default, and no license named. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 grants rights to copy, distribute or use it, .this file may be freely copied and distributed.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
