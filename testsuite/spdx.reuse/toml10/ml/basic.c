// SPDX-License-Identifier: Not-A-License
/* A multi-line basic string names it, with "override": its own tag does not count. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int basic;
