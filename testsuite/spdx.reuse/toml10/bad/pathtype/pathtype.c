// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A path array with a number in it: the line of the number. */
/* { dg-warning "spdx: .*bad/pathtype/REUSE.toml: line 5: 'path' has an element that is not a string: its annotations are not applied" "" { target *-*-* } 0 } */
int pathtype;
