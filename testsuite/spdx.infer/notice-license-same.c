/*
  Additional tools for Minizip
  Code: Xavier Roche 2004
  License: Same as ZLIB (www.gzip.org)
*/
int notice_license_same;






















































/* A license named by reference to another work's (minizip's mztools.c). */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; the notice at line 4 points at terms kept elsewhere, .additional tools for minizip code xavier roche 2004 license same as zlib www gzip ....: not the default .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
