// SPDX-License-Identifier: GPL-2.0 OR MIT
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL and additional rights");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
