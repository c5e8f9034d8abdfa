// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * REUSE.toml's path globs (spdx_glob.h), apart from the project lookup
 * that applies them.
 */
#include <stdbool.h>

#include "spdx_glob.h"

bool spdx_glob_match(const char *g, const char *s, unsigned int *budget)
{
	const char *k;
	bool deep;

	for (; *g != '*'; g++, s++) {
		if (*g == '\\' && g[1])
			g++;
		if (!*g)
			return !*s;
		if (*g != *s)
			return false;
	}
	deep = g[1] == '*';
	while (*g == '*')
		g++;
	for (k = s;; k++) {
		/* Once spent, spent for every caller up the recursion too. */
		if (!*budget)
			return false;
		(*budget)--;
		if (spdx_glob_match(g, k, budget))
			return true;
		if (!*k || (!deep && *k == '/'))
			return false;
	}
}
