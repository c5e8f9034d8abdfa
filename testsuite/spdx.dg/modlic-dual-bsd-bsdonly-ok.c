// SPDX-License-Identifier: BSD-2-Clause
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* Agrees: see plugin/spdx_modlic.def, the dual idents. */
#include "module.h"
MODULE_LICENSE("Dual BSD/GPL");
/* { dg-bogus "spdx-module-license" "" { target *-*-* } 0 } */
int modlic;
