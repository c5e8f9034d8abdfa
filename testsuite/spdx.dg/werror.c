int werror;
/* { dg-options "-Werror" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "still a warning under -Werror, and the compile succeeds" { target *-*-* } 1 } */
/* { dg-bogus "error:" "" { target *-*-* } 0 } */
