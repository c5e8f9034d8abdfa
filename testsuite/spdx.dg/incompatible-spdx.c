// SPDX-License-Identifier: MPL-1.1
/* { dg-bogus "spdx-incompatible" "without LICENSES/ there is no dual-only list" { target *-*-* } 0 } */
int incompatible_spdx;
