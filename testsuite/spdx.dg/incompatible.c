// SPDX-License-Identifier: MPL-1.1 AND (GPL-2.0 OR CDDL-1.0) AND (Apache-2.0 OR CDDL-1.0)
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "29: 'MPL-1.1' is not GPL-2.0 compatible.*spdx-incompatible" "" { target *-*-* } 1 } */
/* { dg-warning "68: 'Apache-2.0' is not GPL-2.0 compatible.*spdx-incompatible" "" { target *-*-* } 1 } */
/* { dg-warning "82: 'CDDL-1.0' is not GPL-2.0 compatible.*spdx-incompatible" "" { target *-*-* } 1 } */
int incompatible;
