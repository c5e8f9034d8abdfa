/*
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 3 as
 * published by the Free Software Foundation.
 */
int gpl3;
























































/* { dg-options "" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-3.0' .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
