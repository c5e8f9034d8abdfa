int missing;
/* { dg-options "-fplugin-arg-spdx-default=MIT -fdiagnostics-parseable-fixits" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'MIT'.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"missing.c":.1:1-1:1.:"// SPDX-License-Identifier: MIT\\n"} } } */
