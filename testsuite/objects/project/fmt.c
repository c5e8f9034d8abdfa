// SPDX-License-Identifier: mit
#include "common.h"

int fmt_width(int v)
{
	return v < 10 ? 1 : 2;
}
