// SPDX-License-Identifier: GPL-2.0-or-later
/* Its own license; the closest annotation gives the copyright it lacks. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int closest_own;
