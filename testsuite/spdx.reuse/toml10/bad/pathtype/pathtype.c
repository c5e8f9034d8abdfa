// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A path array with a number in it: the line of the number. */
/* { dg-message "bad/pathtype/REUSE.toml:5:17: warning: spdx: 'path' has an element that is not a string: the annotations of this REUSE.toml are not applied" "" { target *-*-* } 0 } */
int pathtype;
