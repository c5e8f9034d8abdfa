// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
int versionless_later_kernel;






















































/* A versionless notice does not contradict any GPL version, whichever reading suggests a tag. */
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@" } */
/* { dg-bogus "spdx-" "no text-mismatch against the kernel reading" { target *-*-* } 0 } */
