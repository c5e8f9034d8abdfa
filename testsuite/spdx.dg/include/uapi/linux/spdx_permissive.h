/* SPDX-License-Identifier: MIT */
int spdx_permissive;
