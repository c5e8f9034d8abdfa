/*
 * Modification and redistribution in source and binary forms is
 * permitted provided that due credit is given to the author.
 */
int notice_grant_permitted;























































/* ssh-keyscan.c's grant: no work named, "is permitted". */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 2 grants rights to copy, distribute or use it, .modification and redistribution in source and binary forms is permitted provided ....: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
