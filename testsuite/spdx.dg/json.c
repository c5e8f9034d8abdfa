// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-options "-fdiagnostics-format=json" } */
/* { dg-final { scan-output {"kind": "warning"} "json kind" } } */
/* { dg-final { scan-output {"message": "invalid SPDX license expression: operator 'or' must be upper-case 'OR' \[spdx-syntax\]"} "json message" } } */
/* { dg-final { scan-output {"finish": ."byte-column": 38,} "json range" } } */
/* { dg-final { scan-output {"fixits": \[[^]]*"string": "OR"} "json fix-it text" } } */
/* { dg-final { scan-output {"next": ."byte-column": 39, "display-column": 39, "line": 1, "file": "json.c", "column": 39.} "json fix-it end" } } */
/* { dg-final { scan-output {"start": ."byte-column": 37, "display-column": 37, "line": 1, "file": "json.c", "column": 37.} "json fix-it start" } } */
int json;
