/*
 * The table below is derived from the data sheet; the generator of
 * random numbers lives elsewhere.
 */
/* Prose that is not a generator's banner: error= applies.  */
/* { dg-options "-fplugin-arg-spdx-error=all" } */
/* { dg-error "1: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "spdx-exit-status: 1" "the compile fails" { target *-*-* } 0 } */
int error_handwritten;
