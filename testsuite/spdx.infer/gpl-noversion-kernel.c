/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
int gpl_noversion_kernel;























































/* Under the kernel's LICENSES/, its reading: the later cleanups tagged such files GPL-2.0-only. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .license text at line 3 reads GPL-2.0 .no version given: version 2, the kernel.s reading.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"gpl-noversion-kernel.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
