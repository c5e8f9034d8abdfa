/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef OOT_UTIL_H
#define OOT_UTIL_H
const char *greeting(void);
#endif
