// SPDX-License-Identifier: ((GPL-2.0 WITH Linux-syscall-note) OR (BSD-3-Clause AND (MIT)))
/* { dg-bogus "spdx-" "nested parentheses are fine" { target *-*-* } 0 } */
int syntax_nested;
