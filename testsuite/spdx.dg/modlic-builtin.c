// SPDX-License-Identifier: GPL-2.0
/* Built-in code: "KBUILD_MODNAME.license=..." in .modinfo. */
/* { dg-options "-DKBUILD_MODNAME=builtin_mod -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_LICENSE("Dual MIT/GPL"); /* { dg-warning "1: MODULE_LICENSE..Dual MIT.GPL.. disagrees with the tag 'GPL-2.0'" } */
int modlic_builtin;
