// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/*
 * Modelled after Linux' lib/ratelimit.c, which is licensed GPLv2.
 */
/* Prose about another work's license is no contradiction outside the kernel's rules. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int prose;
