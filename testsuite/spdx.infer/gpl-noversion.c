/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
int gpl_noversion;

























































/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-1.0\\+' .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
