// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-preprocess=loud" } */
/* { dg-message "error: spdx: 'preprocess=loud': valid values are 'quiet' and 'check'" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_preprocess_bad;
