// SPDX-License-Identifier: GPL-2.0
#include "custom/api.h"
#include "plain/tagged.h"
/* { dg-options "-fplugin-arg-spdx-uapi=*custom?api.h -fplugin-arg-spdx-uapi=*plain?tagged.h -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-message "api.h:1:1: warning: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "tagged.h:1:29: warning: uapi header: 'GPL-2.0' lacks.*spdx-uapi-note" "" { target *-*-* } 0 } */
int uapi_glob;
