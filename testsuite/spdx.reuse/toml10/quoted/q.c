/* Quoted keys and "quoted/\u0071.c" name it. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int q;
