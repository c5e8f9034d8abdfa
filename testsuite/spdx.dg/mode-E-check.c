int mode_e_check;
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-spdx-preprocess=check" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -E when asked" { target *-*-* } 1 } */
