// SPDX-License-Identifier: MPL-1.1 OR GPL-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual MPL/GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
