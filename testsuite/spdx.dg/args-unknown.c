// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-bogus=1" } */
/* { dg-message "error: spdx: unknown argument 'bogus'; valid arguments are policy, licenses, disable, error" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_unknown;
