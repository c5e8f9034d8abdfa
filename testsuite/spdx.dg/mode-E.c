int mode_e;
/* { dg-do preprocess } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -E" { target *-*-* } 1 } */
