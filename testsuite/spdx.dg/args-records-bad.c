// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-records=maybe" } */
/* { dg-message "error: spdx: 'records=maybe': valid values are 'yes' and 'no'" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_records_bad;
