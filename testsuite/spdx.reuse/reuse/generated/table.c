/* No licensing in the file: REUSE.toml's "generated/**" covers it. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int table;
