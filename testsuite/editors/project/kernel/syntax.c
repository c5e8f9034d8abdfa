/* Ünï 中文 𝔘 🐧 */ // SPDX-License-Identifier: GPL-2.0-or-later or MIT
/*
 * The editors' test project: a lower-case operator (spdx-syntax) after
 * characters of one, two, three and four UTF-8 bytes, one and two UTF-16
 * units and one and two columns wide: the finding's byte column, its UTF-16
 * character and its display column all differ.  The fix-it writes 'OR'.
 */
int syntax;
