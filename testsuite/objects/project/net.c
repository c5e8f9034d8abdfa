/* SPDX-License-Identifier: GPL-2.0-only */
#include "uapi/proto.h"
#include "common.h"

unsigned int net_len(const struct proto_hdr *h)
{
	return h->len;
}
