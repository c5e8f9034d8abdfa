// SPDX-License-Identifier: GPL-2.0+
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL v2");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
