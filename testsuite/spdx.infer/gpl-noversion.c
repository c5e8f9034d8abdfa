/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
int gpl_noversion;

























































/* Without the kernel's LICENSES/, the SPDX reading: any version. */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-1.0\\+' .license text at line 3 reads GPL-1.0\\+ .no version given: any version, the SPDX reading.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
