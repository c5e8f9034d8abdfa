// SPDX-License-Identifier: GPL-2.0 or MIT
#include "uapi/linux/spdx_untagged.h"
#include "uapi/linux/spdx_nonote.h"
/* { dg-options "-fplugin-arg-spdx-report=@OUTDIR@/report.jsonl -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "37: invalid SPDX.*spdx-syntax" "" { target *-*-* } 1 } */
/* { dg-message "spdx_untagged.h:1:1: warning: missing.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "spdx_nonote.h:1:29: warning: .*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-final { scan-report report.jsonl {^."file":"report.c","line":1,"column":37,"check":"syntax","kind":"warning","message":"invalid SPDX license expression: operator 'or' must be upper-case 'OR'","suggested":null,"main":"report.c".$} 1 } } */
/* { dg-final { scan-report report.jsonl {"file":"[^"]*spdx_untagged.h","line":1,"column":1,"check":"missing",.*"suggested":"GPL-2.0 WITH Linux-syscall-note","main":"report.c"} 1 } } */
/* { dg-final { scan-report report.jsonl {"check":"uapi-note".*"suggested":"GPL-2.0 WITH Linux-syscall-note"} 1 } } */
/* { dg-final { scan-report report.jsonl {.} 3 } } */
int report;
