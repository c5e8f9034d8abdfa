// SPDX-License-Identifier: MIT WITH Linux-syscall-note OR GPL-2.0 WITH Linux-syscall-note
/* { dg-warning "38: exception 'Linux-syscall-note' does not apply to 'MIT' .spdx-exception-license" "" { target *-*-* } 1 } */
int exception_license;
