// SPDX-License-Identifier: GPL-2.0
#include "plain/notuapi.h"
#include "plain/tagged.h"
#include <stddef.h>
/* { dg-options "-fplugin-arg-spdx-headers=all" } */
/* { dg-message "notuapi.h:1:1: warning: missing SPDX-License-Identifier tag.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-bogus "tagged.h|stddef.h" "tagged and system headers" { target *-*-* } 0 } */
int headers_all;
