#include "common.h"

int util_add(int a, int b)
{
	return a + b;
}
