// SPDX-License-Identifier: Apache-1.1 OR Linux-syscall-note
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "29: unknown license identifier 'Apache-1.1'.*spdx-unknown-license" "" { target *-*-* } 1 } */
/* { dg-warning "43: 'Linux-syscall-note' is an exception, not a license.*spdx-unknown-license" "" { target *-*-* } 1 } */
int unknown_license_kernel;
