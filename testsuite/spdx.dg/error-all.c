int error_all;
/* { dg-options "-fplugin-arg-spdx-error=all" } */
/* { dg-error "1: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "spdx-exit-status: 1" "the compile fails" { target *-*-* } 0 } */
