// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-licenses=@SRCDIR@/bad-licenses/noid" } */
/* { dg-message "error: spdx: .*preferred/MIT' has no Valid-License-Identifier: line" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_licenses_noid;
