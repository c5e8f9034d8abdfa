/* SPDX-License-Identifier: GPL-2.0 */
/* { dg-bogus "spdx-" "assembler takes block comments" { target *-*-* } 0 } */
/* { dg-do preprocess } */
#include "uapi/linux/spdx_good.h"
	.text
