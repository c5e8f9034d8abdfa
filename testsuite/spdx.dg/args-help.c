// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-help" } */
/* { dg-message "checks SPDX-License-Identifier tags; arguments: licenses=DIR" "" { target *-*-* } 0 } */
/* { dg-message "=NAME,....all uapi=GLOB headers=uapi.all default=EXPR" "" { target *-*-* } 0 } */
/* { dg-message "=FILE help" "" { target *-*-* } 0 } */
int args_help;
