// SPDX-License-Identifier: GPL-2.0
int module_gpl;
