/*
 * SPDX-License-Identifier: GPL-2.0+ AND
 * policy=plain still checks the expression.
 */
/* { dg-options "-fplugin-arg-spdx-policy=plain" } */
/* { dg-warning "spdx-syntax" "" { target *-*-* } 2 } */
/* { dg-bogus "spdx-misplaced" "plain: placement is the kernel's rule" { target *-*-* } 0 } */
int policy_plain_syntax;
