// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL and additional rights"); /* { dg-warning "1: MODULE_LICENSE\\(\"GPL and additional rights\"\\) disagrees with the tag 'GPL-2.0': .* does not allow MIT or a BSD license alone .spdx-module-license" } */
int modlic;
