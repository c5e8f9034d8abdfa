int missing_nodefault;
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} } } */
