// SPDX-License-Identifier: GPL-2.0 WITH
/* { dg-warning "37: invalid SPDX license expression: 'WITH' is not followed by an exception .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_with;
