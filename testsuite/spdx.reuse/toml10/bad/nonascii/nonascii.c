// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/*
 * A non-ASCII letter in a bare key reached code toml++ 3.3 marks
 * unreachable (undefined behaviour, fuzz_toml); now a parse error.
 */
/* { dg-message "bad/nonascii/REUSE.toml:5:22: warning: spdx: .*expected '=', saw .*: the annotations of this REUSE.toml are not applied" "" { target *-*-* } 0 } */
int nonascii;
