// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-help" } */
/* { dg-message "checks SPDX-License-Identifier tags; arguments: policy=kernel.reuse.auto licenses=DIR" "" { target *-*-* } 0 } */
/* { dg-message "=NAME,....all uapi=GLOB headers=uapi.all default=EXPR" "" { target *-*-* } 0 } */
/* { dg-message "=FILE records=yes.no help" "" { target *-*-* } 0 } */
/* Every check with its description and policies, from spdx_checks.def. */
/* { dg-message "check missing +No SPDX-License-Identifier tag +.kernel,reuse,plain." "" { target *-*-* } 0 } */
/* { dg-message "check uapi-note +uapi header without WITH Linux-syscall-note +.kernel." "" { target *-*-* } 0 } */
/* { dg-message "check incompatible +LICENSES/dual/ license without an OR alternative +.kernel." "" { target *-*-* } 0 } */
/* { dg-message "check copyright +No copyright notice in the file, its .license file or REUSE.toml +.reuse." "" { target *-*-* } 0 } */
/* { dg-message "check license-text +License without its text in the project's LICENSES/ +.reuse." "" { target *-*-* } 0 } */
/* { dg-message "check .*" "the other seven" { target *-*-* } 0 } */
/* The suite passes policy=kernel: help names the policy in force. */
/* { dg-message "policy kernel .policy=." "" { target *-*-* } 0 } */
int args_help;
