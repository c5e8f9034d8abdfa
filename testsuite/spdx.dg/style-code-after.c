/* SPDX-License-Identifier: GPL-2.0 */ int style_code_after;
/* { dg-warning "1: SPDX tag in this file belongs in a '//' comment .spdx-style" "" { target *-*-* } 1 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output-not {fix-it:} "no fix-it that would comment out code" } } */
