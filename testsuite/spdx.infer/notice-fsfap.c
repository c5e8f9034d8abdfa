/*
 * Copying and distribution of this file, with or without modification,
 * are permitted in any medium without royalty provided the copyright
 * notice and this notice are preserved.  This file is offered as-is,
 * without any warranty.
 */
int notice_fsfap;





















































/* The whole FSFAP text is FSFAP: named, with the SPDX list. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .FSFAP. .license text at line 2 is the whole text of FSFAP. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "2:4: note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"notice-fsfap.c":.1:1-1:1.:"// SPDX-License-Identifier: FSFAP\\n"} } } */
