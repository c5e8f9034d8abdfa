/* SPDX-License-Identifier: MIT */
#define ANSWER 42
