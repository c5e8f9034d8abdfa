// SPDX-License-Identifier: Totally-Made-Up-Thing
/* { dg-warning "29: unknown license identifier 'Totally-Made-Up-Thing' .not in the SPDX license list. .spdx-unknown-license" "" { target *-*-* } 1 } */
int unknown_license_nohint;
