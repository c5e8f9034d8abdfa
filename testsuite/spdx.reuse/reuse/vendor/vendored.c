// SPDX-License-Identifier: Not-A-License
/* precedence = "override": the file's own tag does not count at all. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int vendored;
