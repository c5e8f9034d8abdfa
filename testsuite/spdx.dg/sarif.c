// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-options "-fdiagnostics-format=sarif-stderr" } */
/* { dg-require-gcc ">= 13" } GCC's own SARIF output, the format IDEs read */
/* { dg-final { scan-output {"level": "warning"} "sarif level" } } */
/* { dg-final { scan-diagnostics {warning|spdx-syntax|invalid SPDX license expression: operator 'or' must be upper-case 'OR'|sarif.c:1:37-1:38|fix sarif.c:1:37-1:39 "OR"} "range and fix-it" } } */
/* { dg-final { scan-output {"id": "spdx-syntax",[^{}]*"helpUri": "file:///[^"]+.README.md#what-is-checked"} "the rule points to the installed documentation" } } */
int sarif;
