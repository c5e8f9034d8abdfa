// SPDX-License-Identifier: GPL-2.0
/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
int versionless_ok;
























































/* { dg-bogus "spdx-" "a versionless notice does not contradict a version" { target *-*-* } 0 } */
