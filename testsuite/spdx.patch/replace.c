// SPDX-License-Identifier: GPL-2.0 or MIT
/* The expression's operator replaced in place. */
/* { dg-options "-fdiagnostics-generate-patch -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "37: invalid SPDX license expression: operator 'or' must be upper-case 'OR' .spdx-syntax." "" { target *-*-* } 1 } */
/* { dg-final { spdx-roundtrip } } */
int replace;
