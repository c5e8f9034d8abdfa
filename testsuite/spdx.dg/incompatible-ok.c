// SPDX-License-Identifier: GPL-2.0 OR MPL-1.1
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-bogus "spdx-" "dual licensing with OR is what LICENSES/dual asks for" { target *-*-* } 0 } */
int incompatible_ok;
