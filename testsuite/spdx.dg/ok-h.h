/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* { dg-bogus "spdx-" "headers take block comments" { target *-*-* } 0 } */
/* { dg-options "-fsyntax-only" } */
int ok_h;
