// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A string without its closing quote: the line it runs off. */
/* { dg-message "bad/unterminated/REUSE.toml:4:12: warning: spdx: .*: the annotations of this REUSE.toml are not applied" "" { target *-*-* } 0 } */
int unterminated;
