// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-default=GPL-2.0+OR" } */
/* { dg-message "error: spdx: 'default=GPL-2.0\\+OR': not a valid SPDX license expression" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_default_bad;
