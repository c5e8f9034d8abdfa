// SPDX-License-Identifier: LGPL-2.1 WITH GCC-exception-2.0 OR GPL-2.0 WITH GCC-exception-2.0
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "43: exception 'GCC-exception-2.0' may not follow 'LGPL-2.1' .its SPDX-Licenses: GPL-2.0.*spdx-exception-license" "" { target *-*-* } 1 } */
int exception_license_kernel;
