// SPDX-License-Identifier: MIT
#include "common.h"

size_t str_len(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}
