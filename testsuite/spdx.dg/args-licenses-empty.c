// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-licenses=@SRCDIR@/bad-licenses/empty" } */
/* { dg-message "error: spdx: .*bad-licenses/empty' has no license files" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_licenses_empty;
