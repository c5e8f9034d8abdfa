// SPDX-License-Identifier: Apache-2.0
/* { dg-options "-DMODULE -fplugin-arg-spdx-licenses=@LICENSES@" } */
#include "module.h"
MODULE_AUTHOR("someone");
MODULE_LICENSE("GPL"); /* { dg-warning "1: MODULE_LICENSE\\(\"GPL\"\\) disagrees with the tag 'Apache-2.0': .GPL. means GPL version 2, -only or -or-later, but the file's license does not allow GPLv2-compatible licenses alone .spdx-module-license" } */
/* The kernel says so too, on the tag: LICENSES/dual/. */
/* { dg-warning "spdx-incompatible" "" { target *-*-* } 1 } */
int modlic;
