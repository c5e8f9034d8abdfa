// SPDX-License-Identifier: MIT
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* Agrees: see plugin/spdx_modlic.def, the dual idents. */
#include "module.h"
MODULE_LICENSE("GPL and additional rights");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
