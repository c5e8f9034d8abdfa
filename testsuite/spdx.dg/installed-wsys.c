// SPDX-License-Identifier: GPL-2.0
#include <linux/spdx_inst.h>
#include <linux/spdx_inst_ok.h>
#include <other/x.h>
/* { dg-options "-isystem @SRCDIR@/include/usr/include -Wsystem-headers" } */
/* { dg-message "usr/include/linux/spdx_inst.h:1:1: warning: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-bogus "spdx_inst_ok|x.h" "tagged and non-uapi installed headers" { target *-*-* } 0 } */
int installed_wsys;
