/* Ünï 中文 𝔘 🐧: the editors' test project */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The tag on line 2 in the wrong style (spdx-misplaced): one fix-it of two
 * edits, line 1 the tag as a // comment, line 2 line 1's old text (GCC's
 * patch printer garbles a line inserted above an edited line 2).
 */
int misplaced;
