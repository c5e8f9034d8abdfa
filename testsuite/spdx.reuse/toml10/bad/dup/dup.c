// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A key given twice: one warning with the file, line and column. */
/* { dg-warning "spdx: .*bad/dup/REUSE.toml: line 6, column 27: .*cannot redefine existing string 'SPDX-License-Identifier'.*: its annotations are not applied" "" { target *-*-* } 0 } */
int dup;
