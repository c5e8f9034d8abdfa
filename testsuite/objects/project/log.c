// SPDX-License-Identifier: GPL-2.0-only OR
#include <stdio.h>
#include "generated/version.h"

void log_version(void)
{
	puts(VERSION);
}
