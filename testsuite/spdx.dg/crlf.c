/*
 * A CRLF file.
 * SPDX-License-Identifier: GPL-2.0 or MIT
 */
/* { dg-warning "4: SPDX-License-Identifier tag on line 3; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 3 } */
/* { dg-warning "37: invalid SPDX license expression: operator .or.*spdx-syntax" "" { target *-*-* } 3 } */
int crlf;
