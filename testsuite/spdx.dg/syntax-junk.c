// SPDX-License-Identifier: GPL-2.0 MIT
/* { dg-warning "37: invalid SPDX license expression: expected 'AND', 'OR' or 'WITH' before 'MIT' .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_junk;
