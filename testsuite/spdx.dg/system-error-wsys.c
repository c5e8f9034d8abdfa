// SPDX-License-Identifier: GPL-2.0
#include <linux/spdx_inst.h>
/* { dg-options "-isystem @SRCDIR@/include/usr/include -Wsystem-headers -fplugin-arg-spdx-error=all" } */
/* { dg-message "spdx_inst.h:1:1: error: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "shown, so the error fails the compile" { target *-*-* } 0 } */
int system_error_wsys;
