/*
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Lesser General Public
 * License as published by the Free Software Foundation; either
 * version 2.1 of the License, or (at your option) any later version.
 */
int lgpl21plus;























































/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'LGPL-2.1\\+' .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
