#include "uapi/linux/rt_bsd.h"
// SPDX-License-Identifier: GPL-2.0
/*
 * The tag on line 2, under an #include: GCC's patch printer garbles an
 * inserted first line followed by the removal of line 2, so the fix-it is
 * two in-line replacements (line 1 the tag, line 2 the #include).
 */
/* { dg-options "-fdiagnostics-generate-patch -fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "4: SPDX-License-Identifier tag on line 2; it belongs on line 1 .spdx-misplaced." "" { target *-*-* } 2 } */
/* { dg-message "rt_bsd.h:1:1: warning: missing.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"misplaced-line2.c":[{]1:1-1:31[}]:"// SPDX-License-Identifier: GPL-2.0"} "line 1 becomes the tag" } } */
/* { dg-final { scan-output {fix-it:"misplaced-line2.c":[{]2:1-2:36[}]:"#include \\"uapi/linux/rt_bsd.h\\""} "line 2 becomes the #include" } } */
/* { dg-final { spdx-roundtrip } } */
int misplaced_line2;
