// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-disable=missing,nosuch" } */
/* { dg-message "error: spdx: 'disable=nosuch': unknown check; valid checks are missing, misplaced, style, syntax, unknown-license, unknown-exception, exception-license, uapi-note, text-mismatch, incompatible" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_disable_bad;
