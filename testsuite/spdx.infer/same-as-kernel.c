/*
 * Frobnicator helpers.
 * This file is released under the same license as the kernel.
 */
int same_as_kernel;























































/* The kernel's license by reference: GPL-2.0 (its COPYING), whatever the reading. */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .license text at line 3 reads GPL-2.0 .the same license as the kernel.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"same-as-kernel.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
