/*
 * SPDX-License-Identifier: GPL-2.0-only OR
 */
/* { dg-warning "invalid SPDX license expression.*spdx-syntax" "" { target *-*-* } 2 } */
/* { dg-message "checked by the plain rules .policy=auto: the project at .*.plain has no LICENSES/, REUSE.toml or .reuse/dep5" "" { target *-*-* } 1 } */
/* { dg-bogus "spdx-copyright" "not a plain rule" { target *-*-* } 0 } */
int syntax;
