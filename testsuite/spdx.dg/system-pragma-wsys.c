// SPDX-License-Identifier: GPL-2.0
#include "uapi/linux/spdx_pragma.h"
/* { dg-options "-I@SRCDIR@/include/sysprag -Wsystem-headers" } */
/* { dg-message "spdx_pragma.h:1:1: warning: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
int system_pragma_wsys = SPDX_PRAGMA_SYS;
