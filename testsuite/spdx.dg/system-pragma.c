// SPDX-License-Identifier: GPL-2.0
#include "uapi/linux/spdx_pragma.h"
/* { dg-options "-I@SRCDIR@/include/sysprag" } */
/* { dg-bogus "spdx-" "#pragma GCC system_header: quiet without -Wsystem-headers" { target *-*-* } 0 } */
int system_pragma = SPDX_PRAGMA_SYS;
