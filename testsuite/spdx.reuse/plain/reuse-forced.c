/*
 * SPDX-License-Identifier: MIT
 */
/* policy=reuse where the project has no LICENSES/: the notice is still required. */
/* { dg-options "-fplugin-arg-spdx-policy=reuse" } */
/* { dg-warning "no copyright notice.*spdx-copyright" "" { target *-*-* } 2 } */
/* { dg-warning "no license text for 'MIT' in the project: LICENSES/MIT.txt is missing" "" { target *-*-* } 2 } */
int reuse_forced;
