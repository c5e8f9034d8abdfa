// SPDX-License-Identifier: GPL-2.0
#include <linux/spdx_inst.h>
#include <linux/spdx_inst_ok.h>
#include <other/x.h>
/* { dg-options "-isystem @SRCDIR@/include/usr/include" } */
/* { dg-bogus "spdx-" "an installed uapi header under -isystem is a system header: quiet without -Wsystem-headers" { target *-*-* } 0 } */
int installed;
