// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-help" } */
/* Every argument with its values and summary, from spdx_args.def. */
/* { dg-message "checks SPDX-License-Identifier tags; arguments .-fplugin-arg-spdx-KEY.=VALUE..:" "" { target *-*-* } 0 } */
/* { dg-message "  policy=kernel.reuse.plain.auto +whose rules" "" { target *-*-* } 0 } */
/* { dg-message "  licenses=DIR +a kernel LICENSES/ tree" "" { target *-*-* } 0 } */
/* { dg-message "  disable=NAME.,NAME. +do not run these checks" "" { target *-*-* } 0 } */
/* { dg-message "  error=NAME.,NAME..all +report these checks as errors" "" { target *-*-* } 0 } */
/* { dg-message "  uapi=GLOB +also treat headers" "" { target *-*-* } 0 } */
/* { dg-message "  headers=uapi.all +check uapi headers" "" { target *-*-* } 0 } */
/* { dg-message "  default=EXPR +the license of files without" "" { target *-*-* } 0 } */
/* { dg-message "  ids=short.long +suggest GPL-2.0" "" { target *-*-* } 0 } */
/* { dg-message "  report=FILE +append one JSON object" "" { target *-*-* } 0 } */
/* { dg-message "  preprocess=quiet.check +under -E" "" { target *-*-* } 0 } */
/* { dg-message "  records=yes.no +license data into the object" "" { target *-*-* } 0 } */
/* { dg-message "  help +print this summary" "" { target *-*-* } 0 } */
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
