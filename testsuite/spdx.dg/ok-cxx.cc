// SPDX-License-Identifier: GPL-2.0
// { dg-bogus "spdx-" "C++ sources take //" { target *-*-* } 0 }
int ok_cxx;
