/* Covered by a REUSE.toml with a mixed-type array (TOML 1.0). */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int mixed;
