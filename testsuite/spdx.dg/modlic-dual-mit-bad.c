// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual MIT/GPL"); /* { dg-warning "1: MODULE_LICENSE\\(\"Dual MIT.GPL\"\\) disagrees with the tag 'GPL-2.0': .Dual MIT/GPL. means a GPL v2 variant or MIT, but the file's license does not allow MIT alone .spdx-module-license" } */
int modlic;
