// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-licenses=/nonexistent/LICENSES" } */
/* { dg-message "error: spdx: 'licenses=/nonexistent/LICENSES': '/nonexistent/LICENSES' is not a directory" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_licenses_missing;
