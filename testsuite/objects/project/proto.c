// SPDX-License-Identifier: GPL-2.0-only
#include "uapi/proto.h"

unsigned int proto_size(void)
{
	return sizeof(struct proto_hdr);
}
