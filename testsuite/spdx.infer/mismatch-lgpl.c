// SPDX-License-Identifier: GPL-2.0
/*
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Lesser General Public
 * License version 2.1 as published by the Free Software Foundation.
 */
int mismatch_lgpl;























































/* { dg-warning "29: SPDX tag 'GPL-2.0' contradicts the license text.*LGPL-2.1.*spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "note: " "" { target *-*-* } 0 } */
