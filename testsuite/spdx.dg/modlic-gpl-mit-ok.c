// SPDX-License-Identifier: MIT
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
