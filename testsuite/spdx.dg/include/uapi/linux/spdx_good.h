/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef SPDX_GOOD_H
#define SPDX_GOOD_H
int spdx_good;
#endif
