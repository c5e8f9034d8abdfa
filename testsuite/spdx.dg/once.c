// SPDX-License-Identifier: GPL-2.0
#include "uapi/linux/spdx_untagged.h"
#include "uapi/linux/spdx_nonote.h"
#include "uapi/linux/spdx_untagged.h"
#include "uapi/linux/spdx_nonote.h"
/* { dg-message "spdx_untagged.h:1:1: warning: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "spdx_nonote.h:1:29: warning: .*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-final { scan-output-count {spdx-missing} 1 "missing once per TU" } } */
/* { dg-final { scan-output-count {spdx-uapi-note} 1 "uapi-note once per TU" } } */
int once;
