/* Nothing of its own: the closest annotation gives both. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int closest_none;
