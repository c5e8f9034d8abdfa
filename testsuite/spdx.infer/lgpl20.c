/*
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License version 2 as published by the Free Software Foundation.
 */
int lgpl20;
























































/* { dg-options "" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'LGPL-2.0' .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
