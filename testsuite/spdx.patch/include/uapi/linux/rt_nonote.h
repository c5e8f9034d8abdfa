/* SPDX-License-Identifier: GPL-2.0 OR MIT */
int rt_nonote;
