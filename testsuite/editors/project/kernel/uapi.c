// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The editors' test project: includes a uapi header without a tag; its
 * finding is published for the header.
 */
#include <linux/spdxlsp.h>

int uapi = SPDXLSP_ANSWER;
