/* Automatically generated file; DO NOT EDIT. */
/* A generator's output: nobody can tag it by hand, so error= leaves its
   findings warnings and the compile succeeds.  */
/* { dg-options "-fplugin-arg-spdx-error=all" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 1 } */
int error_generated;
