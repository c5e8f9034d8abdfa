// SPDX-License-Identifier: MIT
/* The .license file stands for this file: its tag and its lack of a copyright. */
/* { dg-warning "1: no copyright notice .* in the file, .*dotlicense-bad.c.license or a REUSE.toml .spdx-copyright" "" { target *-*-* } 1 } */
/* { dg-warning "1: no license text for 'Apache-2.0' .from .*dotlicense-bad.c.license. in the project: LICENSES/Apache-2.0.txt is missing .spdx-license-text" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int dotlicense_bad;
