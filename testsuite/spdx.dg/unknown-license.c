// SPDX-License-Identifier: GPL-2 OR LicenseRef-Vendor OR gpl-2.0-ONLY
/* { dg-warning "29: unknown license identifier 'GPL-2'; did you mean 'GPL-2.0'\\? .spdx-unknown-license" "" { target *-*-* } 1 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"unknown-license.c":.1:29-1:34.:"GPL-2.0"} } } */
int unknown_license;
