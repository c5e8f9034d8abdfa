// SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-notes OR LGPL-2.1 WITH MIT
/* { dg-warning "42: unknown license exception 'Linux-syscall-notes'; did you mean 'Linux-syscall-note'\\? .spdx-unknown-exception" "" { target *-*-* } 1 } */
/* { dg-warning "79: 'MIT' is a license, not an exception .spdx-unknown-exception" "" { target *-*-* } 1 } */
int unknown_exception;
