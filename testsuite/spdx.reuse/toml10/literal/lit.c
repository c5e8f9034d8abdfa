/* Nothing of its own: 'literal/*.c', a TOML literal string, covers it. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int lit;
