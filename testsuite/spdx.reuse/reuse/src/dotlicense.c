/* Its licensing is in dotlicense.c.license. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int dotlicense;
