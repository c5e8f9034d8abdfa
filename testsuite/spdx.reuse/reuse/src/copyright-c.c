// Copyright (c) 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int copyright_c;
