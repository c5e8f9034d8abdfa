int mode_MM;
/* { dg-options "-MM" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "checked under -MM" { target *-*-* } 1 } */
