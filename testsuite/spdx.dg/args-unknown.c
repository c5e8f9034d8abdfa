// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-bogus=1" } */
/* { dg-message "error: spdx: unknown argument 'bogus'; valid arguments are policy, licenses, disable, error" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
/* GCC's own form for an error without a source location: "cc1: error:". */
/* { dg-final { scan-output {(^|\n)cc1: error: spdx: unknown argument 'bogus';} "said by cc1, with no location" } } */
int args_unknown;
