/* Its .license's expressions parse alone, not joined (200 deep): said, the rest checked. */
/* { dg-options "-fplugin-arg-spdx-policy=auto" } */
/* { dg-message "1: warning: the license expressions of \[^ \]*dotlicense-overflow.c.license, joined with AND, pass an SPDX expression's limits .8192 nodes, 200 deep.: not all of them are checked .spdx-syntax." "" { target *-*-* } 1 } */
/* { dg-message "1: warning: no license text for 'GPL-2.0-only' .from \[^)\]*dotlicense-overflow.c.license. in the project" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
/* { dg-bogus "spdx-missing" "" { target *-*-* } 0 } */
int dotlicense_overflow;
