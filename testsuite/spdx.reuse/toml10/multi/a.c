// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* The second element of an array of licenses, added by "aggregate". */
/* { dg-warning "1: no license text for 'LicenseRef-Second' .from .*toml10/REUSE.toml. in the project" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int a;
