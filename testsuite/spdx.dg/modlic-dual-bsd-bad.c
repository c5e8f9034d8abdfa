// SPDX-License-Identifier: GPL-2.0 AND BSD-3-Clause
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual BSD/GPL"); /* { dg-warning "1: MODULE_LICENSE\\(\"Dual BSD.GPL\"\\) disagrees with the tag 'GPL-2.0 AND BSD-3-Clause': .* does not allow a BSD license alone .spdx-module-license" } */
int modlic;
