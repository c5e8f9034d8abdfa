/*
 * SPDX-FileCopyrightText: The spdx.so authors
 * SPDX-License-Identifier: MIT
 */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int copyright_spdx;
