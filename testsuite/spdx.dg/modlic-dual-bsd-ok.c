// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual BSD/GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
