// SPDX-License-Identifier: GPL-2.0
/* { dg-options "-fplugin-arg-spdx-report=/nonexistent/dir/report.jsonl" } */
/* { dg-message "error: spdx: 'report=/nonexistent/dir/report.jsonl': No such file or directory" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
int args_report_bad;
