/*
 * Code in this file runs early and is not permitted to use global variables.
 * Do not modify this file directly: it is generated.
 * Real platforms must not copy this code.
 * Documentation available under NDA only.
 * The name is provided as-is.  PCI Express glue, Copyright (C) 2011 Intel.
 * This file contains the OF property code.  Userspace may use this file descriptor.
 * Key agreement uses ECDH; the terms of the series converge.
 */
int notice_keep_technical;


















































/* Sentences of the kernel trees (each seen in 6.1/6.12/7.2) that use the vocabulary of rights technically: the default. */
/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag; suggest .GPL-2.0. .no license text in the leading comments. .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-final { scan-output {fix-it:"notice-keep-technical.c":.1:1-1:1.:"// SPDX-License-Identifier: GPL-2.0\\n"} } } */
