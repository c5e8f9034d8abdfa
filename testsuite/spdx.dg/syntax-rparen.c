// SPDX-License-Identifier: GPL-2.0 OR MIT)
/* { dg-warning "43: invalid SPDX license expression: unbalanced '\\)': no matching '\\(' .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_rparen;
