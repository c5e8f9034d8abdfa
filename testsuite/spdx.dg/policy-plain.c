/*
 * SPDX-License-Identifier: GPL-2.0+
 * policy=plain asked for by name: the tag anywhere near the top, in any
 * comment style, is what SPDX alone asks; the kernel's placement and style
 * rules do not run (under the suite's policy=kernel this is misplaced).
 */
/* { dg-options "-fplugin-arg-spdx-policy=plain" } */
/* { dg-bogus "spdx-misplaced" "plain: placement is the kernel's rule" { target *-*-* } 0 } */
/* { dg-bogus "spdx-style" "plain: style is the kernel's rule" { target *-*-* } 0 } */
/* { dg-bogus "warning" "plain: nothing else" { target *-*-* } 0 } */
int policy_plain;
