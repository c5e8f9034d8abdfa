/*
 * Frobnicator glue.
 * This file is distributed under the MPL 1.1
 */
int terms_mpl;























































/* The table knows "MPL": the notice reaches it, however short (no default). */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .MPL-1.1. .license text at line 3 reads MPL-1.1.*spdx-missing" "" { target *-*-* } 1 } */
/* { dg-message "3:39: note: license text is here" "the note points at the notice" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"terms-mpl.c":.1:1-1:1.:"// SPDX-License-Identifier: MPL-1.1\\n"} } } */
