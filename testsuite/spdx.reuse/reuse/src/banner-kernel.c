/*
 * The same banner under the kernel's rules: the tag belongs on line 1.
 *
 * Copyright (C) 2026 The spdx.so authors
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */
/* { dg-options "-fplugin-arg-spdx-policy=kernel" } */
/* { dg-warning "4: SPDX-License-Identifier tag on line 6; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 6 } */
/* { dg-bogus "spdx-copyright" "not a kernel rule" { target *-*-* } 0 } */
/* { dg-bogus "policy=auto" "a policy asked for is not explained" { target *-*-* } 0 } */
int banner_kernel;
