/* Ünï 中文 𝔘 🐧: the editors' test project */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The tag on line 2 in the wrong style (spdx-misplaced): one fix-it of two
 * edits, the tag inserted on line 1 as a // comment and line 2 emptied.
 */
int misplaced;
