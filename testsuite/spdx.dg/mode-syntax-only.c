int mode_syntax_only;
/* { dg-options "-fsyntax-only" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -fsyntax-only" { target *-*-* } 1 } */
