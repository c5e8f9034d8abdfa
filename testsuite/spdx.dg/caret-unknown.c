// SPDX-License-Identifier: GPL-2.0 OR Foo-1.0
/*
 * The range of an unknown identifier is the identifier itself, no more.
 */
/* { dg-options "-fdiagnostics-show-caret" } */
/* { dg-warning "40: unknown license identifier 'Foo-1.0'" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {(^|\n)    1 \| // SPDX-License-Identifier: GPL-2.0 OR Foo-1.0\n      \|                                        \^~~~~~~(\n|$)} } } */
int caret_unknown;
