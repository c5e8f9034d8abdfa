/* SPDX-License-Identifier: GPL-2.0 or MIT */
/* { dg-do preprocess } */
/* { dg-options "-traditional-cpp" } */
/* { dg-warning "37: invalid SPDX license expression.*spdx-syntax" "traditional cpp: read from disk" { target *-*-* } 1 } */
	.text
