// SPDX-License-Identifier: GPL-2.0
/* A headers package without LICENSES/ (an external module's build): one
   warning naming the directory, -Werror does not make it fatal, and the
   file is still checked against the SPDX list.  */
/* { dg-options "-Werror -fplugin-arg-spdx-licenses=/nonexistent/LICENSES" } */
/* { dg-message "warning: spdx: 'licenses=/nonexistent/LICENSES': not a directory; checking against the SPDX license list instead" "" { target *-*-* } 0 } */
int args_licenses_missing;
