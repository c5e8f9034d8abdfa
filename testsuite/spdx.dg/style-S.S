// SPDX-License-Identifier: GPL-2.0
/* { dg-warning "1: SPDX tag in this file belongs in a '/. ./' comment .spdx-style" "" { target *-*-* } 1 } */
/* { dg-do preprocess } */
	.text
