/*
 * A string hash.
 */
// SPDX-License-Identifier: BSD-3-Clause
#include "hash.h"

unsigned int hash_str(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}
