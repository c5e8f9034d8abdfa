// SPDX-License-Identifer: GPL-2.0
/* { dg-warning "4: misspelled SPDX tag 'SPDX-License-Identifer:'; the keyword is 'SPDX-License-Identifier:' .spdx-syntax" "" { target *-*-* } 1 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"syntax-keyword.c":.1:4-1:27.:"SPDX-License-Identifier:"} } } */
/* { dg-bogus "spdx-missing" "a misspelled tag is not a missing one" { target *-*-* } 0 } */
int syntax_keyword;
