// SPDX-License-Identifier: GPL-2.0 or MIT
#include "uapi/linux/spdx_untagged.h"
/* { dg-options "-fplugin-arg-spdx-error=syntax" } */
/* { dg-error "37: invalid SPDX license expression.*spdx-syntax" "" { target *-*-* } 1 } */
/* { dg-message "spdx_untagged.h:1:1: warning: missing.*spdx-missing" "other checks stay warnings" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "the compile fails" { target *-*-* } 0 } */
int error_one;
