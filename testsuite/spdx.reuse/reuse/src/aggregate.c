// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: MIT
/* { dg-warning "1: no license text for 'LicenseRef-Unshipped' .from .*.REUSE.toml. in the project: LICENSES/LicenseRef-Unshipped.txt is missing .spdx-license-text" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int aggregate;
