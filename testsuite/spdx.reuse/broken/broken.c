// SPDX-License-Identifier: MIT
/* { dg-warning "spdx: .*broken/REUSE.toml: .*: its annotations are not applied" "" { target *-*-* } 0 } */
/* { dg-warning "no copyright notice" "" { target *-*-* } 1 } */
/* { dg-warning "no license text for 'MIT'" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int broken;
