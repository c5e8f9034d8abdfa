// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Proprietary"); /* { dg-warning "1: MODULE_LICENSE\\(\"Proprietary\"\\) disagrees with the tag 'GPL-2.0': .Proprietary. means not compatible with GPLv2 .not for in-tree code., but the file's license does not allow licenses not compatible with GPLv2 alone .spdx-module-license" } */
int modlic;
