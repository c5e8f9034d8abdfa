/*
 * Copyright (C) 2003 Frobnicator Inc.
 *
 * Use consistent with the GNU GPL is permitted,
 * provided that this copyright notice is
 * preserved in its entirety in all copies and derived works.
 */
int gpl_permitted;




















































/* "is permitted" grants the GPL named without a version (mmc.h, drivers/power/supply): the kernel's reading. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .license text at line 4 reads GPL-2.0 .no version given: version 2, the kernel.s reading.. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "4:32: note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"gpl-permitted.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
