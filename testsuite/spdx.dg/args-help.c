// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-help" } */
/* { dg-message "checks SPDX-License-Identifier tags; arguments: licenses=DIR" "" { target *-*-* } 0 } */
/* { dg-message "=NAME,....all uapi=GLOB headers=uapi.all default=EXPR" "" { target *-*-* } 0 } */
/* { dg-message "=FILE help" "" { target *-*-* } 0 } */
/* Every check with its description, from spdx_checks.def: the first, one between, the last. */
/* { dg-message "check missing +No SPDX-License-Identifier tag" "" { target *-*-* } 0 } */
/* { dg-message "check uapi-note +uapi header without WITH Linux-syscall-note" "" { target *-*-* } 0 } */
/* { dg-message "check incompatible +LICENSES/dual/ license without an OR alternative" "" { target *-*-* } 0 } */
/* { dg-message "check .*" "the other seven" { target *-*-* } 0 } */
int args_help;
