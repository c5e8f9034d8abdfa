// SPDX-License-Identifier: (GPL-2.0 OR MIT) WITH Linux-syscall-note
/* { dg-warning "46: invalid SPDX license expression: 'WITH' must follow a single license.*spdx-syntax" "" { target *-*-* } 1 } */
int syntax_with_compound;
