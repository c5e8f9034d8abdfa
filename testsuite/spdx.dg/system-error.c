// SPDX-License-Identifier: GPL-2.0
#include <linux/spdx_inst.h>
/* { dg-options "-isystem @SRCDIR@/include/usr/include -fplugin-arg-spdx-error=all" } */
/* { dg-bogus "spdx-" "error=all: a finding in a system header is not shown, so it fails nothing" { target *-*-* } 0 } */
int system_error;
