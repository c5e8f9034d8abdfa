// SPDX-License-Identifier: GPL-2.0
/* The main file is not a uapi file: GPL without the note is right here. */
/* { dg-bogus "spdx-" "" { target *-*-* } 0 } */
int uapi_main;
