/*
 * This source code is the confidential property of its authors.
 */
int notice_confidential;
























































/* Confidentiality (issue 22). */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 says it is confidential or proprietary, .this source code is the confidential property of its authors.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
