// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-warning "37: invalid SPDX license expression: operator 'or' must be upper-case 'OR' .spdx-syntax" "" { target *-*-* } 1 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"syntax-case.c":.1:37-1:39.:"OR"} } } */
int syntax_case;
