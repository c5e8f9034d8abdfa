// SPDX-License-Identifier: GPL-2.0
#include "plain/notuapi.h"
/* { dg-options "-fplugin-arg-spdx-headers=uapi" } */
/* { dg-bogus "spdx-" "non-uapi headers are not checked by default" { target *-*-* } 0 } */
int headers_uapi;
