/*
 * Copyright (c) 2020 Frobnicator Inc.
 * All rights reserved.
 */
int terms_rights_reserved;























































/* "All rights reserved" alone is no license notice: the kernel gave such files its default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .no license text in the leading comments. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"terms-rights-reserved.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
