/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef COMMON_H
#define COMMON_H
#include <stddef.h>
int util_add(int a, int b);
size_t str_len(const char *s);
#endif
