// SPDX-License-Identifier: GPL-2.0
#include "uapi/linux/spdx_nonote.h"
#include "uapi/linux/spdx_dual.h"
#include "uapi/linux/spdx_otherexc.h"
#include "uapi/linux/spdx_good.h"
#include "uapi/linux/spdx_permissive.h"
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-message "spdx_nonote.h:1:29: warning: uapi header: 'GPL-2.0' lacks 'WITH Linux-syscall-note'.*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-message "spdx_dual.h:1:29: warning: uapi header: 'GPL-2.0\\+' lacks.*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-message "spdx_otherexc.h:1:29: warning: uapi header: 'GPL-2.0' carries 'GCC-exception-2.0' instead.*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"[^"]*spdx_nonote.h":.1:29-1:36.:"GPL-2.0 WITH Linux-syscall-note"} } } */
/* { dg-final { scan-output {fix-it:"[^"]*spdx_dual.h":.1:29-1:37.:"\(GPL-2.0\+ WITH Linux-syscall-note\)"} } } */
/* { dg-final { scan-output {In file included from uapi-note.c:2:} "include context" } } */
/* { dg-bogus "spdx_good|spdx_permissive" "tagged uapi headers are fine" { target *-*-* } 0 } */
int uapi_note;
