/* Its .license file's expression does not parse: said there, with the fix-it. */
/* { dg-options "-fplugin-arg-spdx-policy=auto -fdiagnostics-parseable-fixits" } */
/* { dg-message "src/dotlicense-syntax.c.license:2:30: warning: invalid SPDX license expression in \[^ \]*dotlicense-syntax.c.license: operator 'or' must be upper-case 'OR' .spdx-syntax." "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"[^"]*src/dotlicense-syntax.c.license":[{]2:30-2:32[}]:"OR"} "the fix-it in the .license file" } } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
/* { dg-bogus "spdx-missing" "" { target *-*-* } 0 } */
int dotlicense_syntax;
