/*
 * Unimplemented (or alternatively implemented) calls, BSD-style process
 * accounting, a special exception table entry for the MPL115A sensor, a
 * proprietary protocol and confidential computing, in terms of the TRM.
 */
int terms_technical;






















































/* Words the table reads, in technical prose (each seen in 6.1/6.12): still the default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .no license text in the leading comments. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"terms-technical.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
