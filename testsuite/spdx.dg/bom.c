// SPDX-License-Identifier: GPL-2.0 or MIT
/* { dg-warning "37: invalid SPDX license expression: operator .or.*spdx-syntax" "columns count after the byte order mark" { target *-*-* } 1 } */
int bom;
