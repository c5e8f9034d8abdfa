// SPDX-License-Identifier: MIT
#include "list.h"

int list_count(const struct node *n)
{
	int c = 0;

	for (; n; n = n->next)
		c++;
	return c;
}
