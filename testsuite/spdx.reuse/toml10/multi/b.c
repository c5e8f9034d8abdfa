/* The second path of an array: its copyright comes from the annotation. */
/* { dg-warning "1: no license text for 'LicenseRef-Second' .from .*toml10/REUSE.toml. in the project" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int b;
