#ifndef RT_MISPLACED_H
#define RT_MISPLACED_H
/* SPDX-License-Identifier: MIT */
int rt_misplaced;
#endif
