// SPDX-FileCopyrightText: 2026 The spdx.so authors
// SPDX-License-Identifier: GPL-2.0-or-later
/* The editors' test project, its REUSE part: licensed in its own comments. */
int main(void)
{
	return 0;
}
