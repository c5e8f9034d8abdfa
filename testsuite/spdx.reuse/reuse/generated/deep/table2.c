/* "**" crosses directories. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int table2;
