// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-warning "37: invalid SPDX license expression: operator .or.*spdx-syntax" "columns count after the byte order mark" { target gcc>=12 } 1 } */
/* GCC 11 prints the display column counted from the start of the file, the BOM's bytes included (fixed in GCC 12); the byte column and the fix-it are right. */
/* { dg-warning "34: invalid SPDX license expression: operator .or.*spdx-syntax" "GCC 11: display column off by the BOM" { target gcc<=11 } 1 } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-final { scan-output {fix-it:"bom.c":[{]1:37-1:39[}]:"OR"} "fix-it at the byte columns" } } */
int bom;
