/*
 * linux/fs/frob.c
 *
 * This file is subject to the terms and conditions of the GNU General Public
 * License.  See the file "COPYING" in the main directory of this archive
 * for more details.
 */
int gpl_copying;






















































/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-2.0' .*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
