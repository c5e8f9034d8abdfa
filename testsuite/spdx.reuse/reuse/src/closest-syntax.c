/* Nothing of its own; the closest annotation's expression does not parse. */
/* { dg-message "REUSE.toml:34:1: warning: invalid SPDX license expression in \[^ \]*REUSE.toml: unbalanced '\\(': no matching '\\)' .spdx-syntax." "" { target *-*-* } 0 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
/* { dg-bogus "spdx-missing" "" { target *-*-* } 0 } */
int closest_syntax;
