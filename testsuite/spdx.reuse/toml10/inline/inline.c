/* An inline table in annotations = [...] covers it. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int inline_table;
