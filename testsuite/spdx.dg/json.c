// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-options "-fdiagnostics-format=json" } */
/* { dg-require-gcc "<= 15" } GCC 16 dropped the JSON format for SARIF (sarif.c) */
/* { dg-final { scan-output {"kind": "warning"} "json kind" } } */
/* GCC names the check where it names a warning's option. */
/* { dg-final { scan-output {"option": "spdx-syntax"} "json option" } } */
/* { dg-final { scan-diagnostics {warning|spdx-syntax|invalid SPDX license expression: operator 'or' must be upper-case 'OR'|json.c:1:37-1:38|fix json.c:1:37-1:39 "OR"} "range and fix-it" } } */
int json;
