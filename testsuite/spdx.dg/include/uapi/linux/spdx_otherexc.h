/* SPDX-License-Identifier: GPL-2.0 WITH GCC-exception-2.0 */
int spdx_otherexc;
