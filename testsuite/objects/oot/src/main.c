// SPDX-License-Identifier: GPL-2.0-or-later
#include <stdio.h>
#include "util.h"

int main(void)
{
	puts(greeting());
	return 0;
}
