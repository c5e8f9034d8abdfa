// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* A key given twice: one warning with the file, line and column. */
/* { dg-message "bad/dup/REUSE.toml:6:27: warning: spdx: .*cannot redefine existing string 'SPDX-License-Identifier'.*: the annotations of this REUSE.toml are not applied" "" { target *-*-* } 0 } */
int dup;
