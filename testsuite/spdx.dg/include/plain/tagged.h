/* SPDX-License-Identifier: GPL-2.0 */
int tagged_plain;
