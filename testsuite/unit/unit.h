/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Minimal unit-test harness for the spdx.so core: each CHECK counts as one
 * test; main() returns non-zero when any failed and prints
 * "unit NAME: N passed, N failed" for the Makefile to add up.
 */
#ifndef SPDX_UNIT_H
#define SPDX_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_passed, unit_failed;

#define CHECK(cond) do {						\
	if (cond) {							\
		unit_passed++;						\
	} else {							\
		unit_failed++;						\
		fprintf(stderr, "%s:%d: FAIL: %s\n", __FILE__, __LINE__, #cond); \
	}								\
} while (0)

#define CHECK_STR(got, want) do {					\
	const char *g_ = (got), *w_ = (want);				\
	if (g_ && w_ && !strcmp(g_, w_)) {				\
		unit_passed++;						\
	} else {							\
		unit_failed++;						\
		fprintf(stderr, "%s:%d: FAIL: got '%s', want '%s'\n",	\
			__FILE__, __LINE__, g_ ? g_ : "(null)", w_ ? w_ : "(null)"); \
	}								\
} while (0)

#define CHECK_INT(got, want) do {					\
	long g_ = (long)(got), w_ = (long)(want);			\
	if (g_ == w_) {							\
		unit_passed++;						\
	} else {							\
		unit_failed++;						\
		fprintf(stderr, "%s:%d: FAIL: %s is %ld, want %ld\n",	\
			__FILE__, __LINE__, #got, g_, w_);		\
	}								\
} while (0)

static inline int unit_report(const char *name)
{
	printf("unit %s: %d passed, %d failed\n", name, unit_passed, unit_failed);
	return unit_failed != 0;
}

#endif /* SPDX_UNIT_H */
