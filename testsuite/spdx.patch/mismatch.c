// SPDX-License-Identifier: GPL-2.0
/*
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 */
/* { dg-options "-fdiagnostics-generate-patch -fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-warning "29: SPDX tag 'GPL-2.0' contradicts the license text.*spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "note: license text at line 4 reads GPL-2.0 or later" "" { target *-*-* } 0 } */
/* { dg-final { spdx-roundtrip } } */
int mismatch;
