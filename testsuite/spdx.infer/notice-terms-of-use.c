/*
 * Copyright (C) 2019 Frobnicator Inc.
 * For conditions of distribution and use, see the README.
 */
int notice_terms_of_use;























































/* zlib's pointer: conditions of distribution and use. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 3 points at terms kept elsewhere, .copyright c 2019 frobnicator inc for conditions of distribution and use see the ....: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
