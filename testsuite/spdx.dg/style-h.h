// SPDX-License-Identifier: GPL-2.0
/* { dg-warning "1: SPDX tag in this file belongs in a '/. ./' comment .spdx-style" "" { target *-*-* } 1 } */
/* { dg-options "-fsyntax-only -fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"style-h.h":.1:1-1:3.:"/\*"} } } */
/* { dg-final { scan-output {fix-it:"style-h.h":.1:36-1:36.:" [*][/]"} } } */
int style_h;
