// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-ids=medium" } */
/* { dg-message "error: spdx: 'ids=medium': valid values are 'short' and 'long'" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_ids_bad;
