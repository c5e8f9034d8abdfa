/*
 * SPDX-License-Identifier: GPL-2.0+
 * Copyright notice follows on the next lines.
 */
/* { dg-warning "4: SPDX-License-Identifier tag on line 2; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 2 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"misplaced-block.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\+\\n"} } } */
/* { dg-final { scan-output {fix-it:"misplaced-block.c":.2:4-2:37.:""} } } */
/* { dg-bogus "spdx-style" "a misplaced tag is only misplaced" { target *-*-* } 0 } */
int misplaced_block;
