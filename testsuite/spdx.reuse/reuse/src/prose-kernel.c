// SPDX-License-Identifier: MIT
/*
 * Modelled after Linux' lib/ratelimit.c, which is licensed GPLv2.
 */
/* The kernel's rules read the prose (text-mismatch is kernel-only). */
/* { dg-options "-fplugin-arg-spdx-policy=kernel" } */
/* { dg-warning "spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "license text" "" { target *-*-* } 3 } */
int prose_kernel;
