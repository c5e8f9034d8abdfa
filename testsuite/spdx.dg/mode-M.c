int mode_M;
/* { dg-options "-M" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -M" { target *-*-* } 1 } */
