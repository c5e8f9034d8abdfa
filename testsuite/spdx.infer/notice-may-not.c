/*
 * This program may not be copied or redistributed in any form.
 */
int notice_may_not;
























































/* A negated modal with the work as subject. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 restricts copying, distribution, disclosure or use, .this program may not be copied or redistributed in any form.: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
