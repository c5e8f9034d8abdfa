int no_warnings;
/* { dg-options "-w" } */
/* { dg-bogus "spdx-" "-w silences spdx warnings like any other" { target *-*-* } 0 } */
