// SPDX-License-Identifier: MPL-1.1
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("Dual MPL/GPL"); /* { dg-warning "1: MODULE_LICENSE\\(\"Dual MPL.GPL\"\\) disagrees with the tag 'MPL-1.1': .* does not allow GPLv2-compatible licenses alone .spdx-module-license" } */
/* The kernel says so too, on the tag: LICENSES/dual/. */
/* { dg-warning "spdx-incompatible" "" { target *-*-* } 1 } */
int modlic;
