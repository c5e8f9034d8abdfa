/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
int spdx_inst_ok;
