/*
 * SPDX-License-Identifier: GPL-2.0+
 * The caret and range under the misplaced tag, and the fix-it's insertion
 * above line 1, as GCC prints them (the suite otherwise turns them off).
 */
/* { dg-options "-fdiagnostics-show-caret" } */
/* { dg-warning "4: SPDX-License-Identifier tag on line 2; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 2 } */
/* { dg-final { scan-output {(^|\n)  \+\+\+ \|\+// SPDX-License-Identifier: GPL-2.0\+\n} } } */
/* { dg-final { scan-output {(^|\n)    2 \|  \* SPDX-License-Identifier: GPL-2.0\+\n      \|    \^~~~~~~~~~~~~~~~~~~~~~~~\n} } } */
int caret_misplaced;
