// SPDX-License-Identifier: MIT
/* { dg-message "broken/REUSE.toml:3:1: warning: spdx: 'path' is neither a string nor an array of strings: the annotations of this REUSE.toml are not applied" "" { target *-*-* } 0 } */
/* { dg-warning "no copyright notice" "" { target *-*-* } 1 } */
/* { dg-warning "no license text for 'MIT'" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int broken;
