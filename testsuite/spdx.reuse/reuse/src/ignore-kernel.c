/*
 * REUSE-IgnoreStart
 * SPDX-License-Identifier: MIT
 * REUSE-IgnoreEnd
 */
/* The kernel's rules know nothing of REUSE's markers. */
/* { dg-options "-fplugin-arg-spdx-policy=kernel" } */
/* { dg-warning "SPDX-License-Identifier tag on line 3; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 3 } */
/* { dg-bogus "spdx-missing" "" { target *-*-* } 0 } */
int ignore_kernel;
