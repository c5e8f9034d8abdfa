// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The editors' test project: no compile command for this file, so the
 * server says so instead of staying silent.
 */
int orphan;
