// SPDX-License-Identifier: GPL-2.0
#include <linux/spdx_inst.h>
/* { dg-options "-I@SRCDIR@/include/usr/include" } */
/* { dg-message "usr/include/linux/spdx_inst.h:1:1: warning: missing.*spdx-missing" "" { target *-*-* } 0 } */
int installed_i;
