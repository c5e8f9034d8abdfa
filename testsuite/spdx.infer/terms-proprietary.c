/*
 * Copyright (c) 2020 Frobnicator Inc.  All rights reserved.
 * Proprietary and confidential.
 */
int terms_proprietary;























































/* Closed-source terms: not recognised, no guess, never the default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; license text at line 3 is not recognised .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
