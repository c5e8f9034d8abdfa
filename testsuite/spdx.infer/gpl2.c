/*
 * Frobnicator driver.
 *
 * Copyright (C) 2004 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 */
int gpl2;




















































/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-2.0' .license text at line 7 reads GPL-2.0.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "pl2.c:7:30: note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"gpl2.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
