// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A string without its closing quote: the line it runs off. */
/* { dg-warning "spdx: .*bad/unterminated/REUSE.toml: line 4, column 12: .*: its annotations are not applied" "" { target *-*-* } 0 } */
int unterminated;
