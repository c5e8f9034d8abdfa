/*
 * Copyright (c) 2010 Some Body
 * All rights reserved.  Use of this file is governed by a license
 * agreement with the vendor.
 */
int unrecognised;
























































/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; .*not.*recogni.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output-not {fix-it:} "no guess" } } */
