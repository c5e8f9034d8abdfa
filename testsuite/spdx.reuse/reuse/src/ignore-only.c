/*
 * SPDX-FileCopyrightText: 2026 The spdx.so authors
 * REUSE-IgnoreStart
 * SPDX-License-Identifier: MIT
 * REUSE-IgnoreEnd
 */
/* { dg-warning "1: missing SPDX-License-Identifier tag" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int ignore_only;
