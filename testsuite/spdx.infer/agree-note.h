/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * Frobnicator driver.
 *
 * Copyright (C) 2004 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 */
int agree_note;



















































/* { dg-options "-fsyntax-only" } */
/* { dg-bogus "spdx-" "the syscall note is not a text difference" { target *-*-* } 0 } */
