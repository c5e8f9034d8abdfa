// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: (GPL-2.0-or-later OR Apache-2.0) AND LicenseRef-Ours AND LicenseRef-Theirs
/* { dg-warning "50: no license text for 'Apache-2.0' in the project: LICENSES/Apache-2.0.txt is missing .spdx-license-text" "" { target *-*-* } 2 } */
/* { dg-warning "86: no license text for 'LicenseRef-Theirs' in the project: LICENSES/LicenseRef-Theirs.txt is missing .spdx-license-text" "" { target *-*-* } 2 } */
/* { dg-bogus "LicenseRef-Ours" "its text is there" { target *-*-* } 0 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int license_text;
