/*
 * banner.c - a project's usual banner, REUSE style
 *
 * Copyright (C) 2026 The spdx.so authors
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */
/* The tag stands anywhere in the leading comments: not misplaced here. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int banner;
