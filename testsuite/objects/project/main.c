// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include "common.h"
#include "list.h"
#include "uapi/proto.h"
#include "generated/version.h"

int main(void)
{
	struct proto_hdr h = { 0 };

	printf("%s %d %zu\n", VERSION, util_add(1, 2), str_len("x") + h.len);
	return list_count(NULL);
}
