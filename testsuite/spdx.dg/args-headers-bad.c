// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-headers=some" } */
/* { dg-message "error: spdx: 'headers=some': valid values are 'uapi' and 'all'" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_headers_bad;
