// SPDX-License-Identifier: GPL-2.0+
/*
 * Frobnicator driver.
 *
 * Copyright (C) 2004 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 */
int mismatch_only;



















































/* { dg-warning "29: SPDX tag 'GPL-2.0\\+' contradicts the license text: the text does not say or later.*spdx-text-mismatch" "" { target *-*-* } 1 } */
/* { dg-message "note: " "" { target *-*-* } 0 } */
