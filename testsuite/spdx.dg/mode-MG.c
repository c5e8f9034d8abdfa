int mode_MG;
/* { dg-options "-M -MG" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -MG" { target *-*-* } 1 } */
