int later;

// SPDX-License-Identifier: GPL-2.0
/* { dg-warning "4: SPDX-License-Identifier tag on line 3; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 3 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"missing-later.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
/* { dg-final { scan-output {fix-it:"missing-later.c":.3:1-3:36.:""} } } */
