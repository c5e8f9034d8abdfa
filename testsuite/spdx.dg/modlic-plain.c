// SPDX-License-Identifier: GPL-2.0
/* MODULE_LICENSE is the kernel's: other policies do not check it. */
/* { dg-options "-DMODULE -fplugin-arg-spdx-policy=auto" } */
#include "module.h"
MODULE_LICENSE("Dual MIT/GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic_plain;
