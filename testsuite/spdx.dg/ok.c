// SPDX-License-Identifier: GPL-2.0
/* A tagged .c file that includes well-tagged uapi headers, one of them twice. */
#include "uapi/linux/spdx_good.h"
#include "uapi/linux/spdx_permissive.h"
#include "uapi/linux/spdx_good.h"
#include "plain/notuapi.h"
/* { dg-bogus "spdx-" "no findings" { target *-*-* } 0 } */
int ok;
