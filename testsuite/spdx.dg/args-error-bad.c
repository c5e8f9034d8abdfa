// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-error" } */
/* { dg-message "error: spdx: 'error=': unknown check; valid checks are missing.*, all" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_error_bad;
