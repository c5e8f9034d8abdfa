// SPDX-License-Identifier: (GPL-2.0-only WITH Linux-syscall-note) OR MIT
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual MIT/GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
