// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL-2"); /* { dg-warning "1: MODULE_LICENSE\\(\"GPL-2\"\\) is not one of the kernel's idents ..GPL., .GPL v2., .GPL and additional rights., .Dual BSD.GPL., .Dual MIT.GPL., .Dual MPL.GPL., .Proprietary.. .spdx-module-license" } */
int modlic;
