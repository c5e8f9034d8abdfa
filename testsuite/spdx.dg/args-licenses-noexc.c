// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-licenses=@SRCDIR@/bad-licenses/noexc" } */
/* { dg-message "error: spdx: .*exceptions/Linux-syscall-note' has no SPDX-Licenses: line" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_licenses_noexc;
