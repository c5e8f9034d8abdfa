/*
 * A project with no licensing conventions: plain SPDX rules.
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int banner;
