int missing;
/* { dg-options "-fplugin-arg-spdx-default=GPL-2.0 -fdiagnostics-parseable-fixits" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-2.0'.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"missing.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
