/* SPDX-License-Identifier: GPL-2.0 */
#ifndef UAPI_PROTO_H
#define UAPI_PROTO_H
struct proto_hdr { unsigned int len; };
#endif
