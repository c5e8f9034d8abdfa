/* SPDX-License-Identifier: GPL-2.0 */
// { dg-warning "1: SPDX tag in this file belongs in a '//' comment .spdx-style" "" { target *-*-* } 1 }
#include "uapi/linux/spdx_nonote.h"
// { dg-message "spdx_nonote.h:1:29: warning: uapi header: 'GPL-2.0' lacks .*spdx-uapi-note" "" { target *-*-* } 0 }
int cxx;
