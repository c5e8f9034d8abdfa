/*
 * Copyright (C) 2009 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 */
#include "uapi/linux/rt_bsd.h"
#include "uapi/linux/rt_none.h"
#include "uapi/linux/rt_nonote.h"
#include "uapi/linux/rt_style.h"
#include "uapi/linux/rt_misplaced.h"
int roundtrip;
















































/* { dg-options "-fdiagnostics-generate-patch -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest 'GPL-2.0\\+'.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "rt_bsd.h:1:1: warning: missing.*suggest 'BSD-3-Clause'.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "rt_none.h:1:1: warning: missing.*suggest 'GPL-2.0 WITH Linux-syscall-note'.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "rt_nonote.h:1:29: warning: uapi header.*spdx-uapi-note" "" { target *-*-* } 0 } */
/* { dg-message "rt_style.h:1:1: warning: .*spdx-style" "" { target *-*-* } 0 } */
/* { dg-message "rt_misplaced.h:3:4: warning: .*spdx-misplaced" "" { target *-*-* } 0 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { spdx-roundtrip } } */
