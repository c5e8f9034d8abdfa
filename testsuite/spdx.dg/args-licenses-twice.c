// SPDX-License-Identifier: 0BSD
/* A later licenses= replaces an earlier one: here one that does not
   exist, so the file is checked against the SPDX list, where 0BSD is
   (the kernel's LICENSES/ has no 0BSD), and not against the first
   directory's db, which the second one freed.  */
/* { dg-options "-fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-licenses=/nonexistent/LICENSES" } */
/* { dg-message "warning: spdx: 'licenses=/nonexistent/LICENSES': not a directory; checking against the SPDX license list instead" "" { target *-*-* } 0 } */
int args_licenses_twice;
