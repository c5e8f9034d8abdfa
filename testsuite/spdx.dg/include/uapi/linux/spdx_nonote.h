/* SPDX-License-Identifier: GPL-2.0 */
#ifndef SPDX_NONOTE_H
#define SPDX_NONOTE_H
int spdx_nonote;
#endif
