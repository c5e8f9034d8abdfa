// SPDX-License-Identifier: GPL-2.0 OR MIT
#include "../../spdx.dg/include/module.h"
MODULE_LICENSE("Dual MIT/GPL");
int module_main;
