// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-policy=debian" } */
/* { dg-message "error: spdx: 'policy=debian': valid values are 'kernel', 'reuse', 'plain' and 'auto'" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_policy_bad;
