/*
 * Frobnicator scheduler.  Contains trade secrets of Frobnicator Inc.
 */
int notice_trade_secrets;
























































/* Trade secrets ("trade secret", singular, is a row of the pattern table). */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 says it is confidential or proprietary, .contains trade secrets of frobnicator inc.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
