// SPDX-License-Identifier:
/* { dg-warning "28: invalid SPDX license expression: empty license expression .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_empty;
