// SPDX-License-Identifier: GPL-2.0
/*
 * Copyright (C) 2009 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program; if not, write to the Free Software
 * Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA  02111-1307  USA
 */
int mismatch_later;











































/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-warning "29: SPDX tag 'GPL-2.0' contradicts the license text: the text says or later; it reads 'GPL-2.0\\+'.*spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "ismatch-later.c:.*: note: " "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"mismatch-later.c":.1:29-1:36.:"GPL-2.0\+"} } } */
