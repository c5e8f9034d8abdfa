// SPDX-License-Identifier: GPL-2.0
/*
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 */
int mismatch_version;






















































/* { dg-warning "29: SPDX tag 'GPL-2.0' contradicts the license text: the text reads GPL-3.0\\+.*spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "note: " "" { target *-*-* } 0 } */
