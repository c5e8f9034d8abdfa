// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/*
 * "[:" failed an assertion inside toml++ 3.3: cc1 aborted (fuzz_toml).
 * Now one warning naming the file; toml++ gives no position for it.
 */
/* { dg-warning "1: spdx: .*bad/assert/REUSE.toml: malformed TOML .toml.. check .*: its annotations are not applied" "" { target *-*-* } 1 } */
int assert_failed;
