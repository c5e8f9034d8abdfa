// SPDX-FileCopyrightText: 2026 The spdx.so authors
/*
 * REUSE-IgnoreStart
 * An example in the documentation, not this file's tag:
 * SPDX-License-Identifier: Not-A-License
 * REUSE-IgnoreEnd
 */
// SPDX-License-Identifier: MIT
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int ignore;
