// SPDX-License-Identifier: GPL-2.0, MIT
/* { dg-warning "36: invalid SPDX license expression: invalid character ',' in license expression .spdx-syntax" "" { target *-*-* } 1 } */
int syntax_char;
