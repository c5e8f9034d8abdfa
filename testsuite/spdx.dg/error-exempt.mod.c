#include <stddef.h>
/* kbuild's modpost writes NAME.mod.c: a warning, not an error= error.  */
/* { dg-options "-fplugin-arg-spdx-error=all" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 1 } */
int error_exempt_mod;
