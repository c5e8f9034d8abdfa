// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/*
 * A non-ASCII letter in a bare key reached code toml++ 3.3 marks
 * unreachable (undefined behaviour, fuzz_toml); now a parse error.
 */
/* { dg-warning "spdx: .*bad/nonascii/REUSE.toml: line 5, column 22: .*expected '=', saw .*: its annotations are not applied" "" { target *-*-* } 0 } */
int nonascii;
