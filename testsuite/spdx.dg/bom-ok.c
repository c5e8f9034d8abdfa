// SPDX-License-Identifier: GPL-2.0
/* { dg-bogus "spdx-" "a BOM does not move the tag off line 1" { target *-*-* } 0 } */
int bom_ok;
