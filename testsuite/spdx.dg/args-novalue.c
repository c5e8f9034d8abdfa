// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-default -fplugin-arg-spdx-uapi -fplugin-arg-spdx-licenses" } */
/* { dg-message "error: spdx: argument 'default' needs a value" "" { target *-*-* } 0 } */
/* { dg-message "error: spdx: argument 'uapi' needs a value" "" { target *-*-* } 0 } */
/* { dg-message "error: spdx: argument 'licenses' needs a value" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_novalue;
