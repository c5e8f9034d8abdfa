// SPDX-License-Identifier: GPL-2.0 OR
/* { dg-warning "37: invalid SPDX license expression: 'OR' is not followed by a license .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_dangling;
