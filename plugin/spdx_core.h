/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * spdx.so core: the types every stage shares.
 *
 * The core knows nothing about GCC: it works on the bytes of a file's leading
 * comments and reports findings as (line, byte column) positions, so that it
 * can be unit-tested, fuzzed and built in-tree by kbuild's HOSTCXX.  It is
 * C11 that also compiles as C++11: no designated initialisers, no implicit
 * conversions from void *.
 */
#ifndef SPDX_CORE_H
#define SPDX_CORE_H

/* The plugin's version: -fplugin-arg-spdx-help, SARIF reports. */
#define SPDX_VERSION	"1.0"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's helpers, for code that is also built outside the kernel. */
#ifndef BIT
#define BIT(n) (1UL << (n))
#endif
#ifndef BIT_ULL
#define BIT_ULL(n) (1ULL << (n))
#endif
#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#endif
#ifndef __printf
#define spdx_attribute(x) __attribute__((x))
#define __printf(a, b) spdx_attribute(format(printf, a, b))
#endif

/* Stable check names: diagnostics end with [spdx-NAME]. */
/* What a check's findings are by default (error= makes any an error). */
enum spdx_severity {
	SPDX_SEVERITY_WARNING,	/* -Werror does not promote it */
	SPDX_SEVERITY_ERROR,
};

/*
 * Whose rules a file is checked by (policy=): each check runs under the
 * policies its row in spdx_checks.def names.
 */
enum spdx_policy {
#define SPDX_POLICY(e, ...) SPDX_POLICY_##e,
#include "spdx_policies.def"
#undef SPDX_POLICY
	SPDX_NR_POLICIES
};

const char *spdx_policy_name(enum spdx_policy policy);

/* The checks, from spdx_checks.def. */
enum spdx_check {
#define SPDX_CHECK(e, ...) SPDX_##e,
#include "spdx_checks.def"
#undef SPDX_CHECK
	SPDX_NR_CHECKS
};

const char *spdx_check_name(enum spdx_check check);
const char *spdx_check_description(enum spdx_check check);
enum spdx_severity spdx_check_severity(enum spdx_check check);
/* 1 << policy for each policy whose files CHECK checks. */
unsigned int spdx_check_policies(enum spdx_check check);
/* Returns the check called NAME (LEN bytes), or -1. */
int spdx_check_lookup(const char *name, size_t len);

/* Which comment style the kernel wants for a file's tag line. */
enum spdx_style {
	SPDX_STYLE_LINE,	/* .c and C++ sources: // */
	SPDX_STYLE_BLOCK,	/* headers and assembler: slash-star */
};

enum spdx_style spdx_style_for_path(const char *path);

/* Leading comments are recorded up to this line, and this many bytes. */
#define SPDX_SCAN_LINES		60
#define SPDX_SCAN_BYTES		(64 * 1024)

/* One comment, delimiters included, as the preprocessor saw it. */
struct spdx_comment {
	unsigned int line;	/* 1-based line of the opening delimiter */
	unsigned int col;	/* 1-based byte column of the opening delimiter */
	const char *text;
	size_t len;
	bool code_after;	/* something other than blanks follows on its last line */
};

/* What the core knows about one file: its leading comments. */
struct spdx_file {
	char *path;
	enum spdx_style style;
	bool uapi;		/* GPL terms need WITH Linux-syscall-note */
	bool shebang;		/* line 1 is "#!", so the tag belongs on line 2 */
	struct spdx_comment *comments;
	size_t nr_comments;
	size_t alloc;
	size_t bytes;		/* comment bytes kept so far, <= SPDX_SCAN_BYTES */
};

void spdx_file_init(struct spdx_file *file, const char *path, bool uapi);
/* Copies the comment; NULL when past SPDX_SCAN_LINES / SPDX_SCAN_BYTES. */
struct spdx_comment *spdx_file_add_comment(struct spdx_file *file, unsigned int line,
					   unsigned int col, const char *text, size_t len);
void spdx_file_release(struct spdx_file *file);
/* Does anything but blanks follow P (before END) on its line? */
bool spdx_code_after(const char *p, const char *end);
/*
 * Records the leading comments of raw source BUF, for files the preprocessor
 * did not lex (a precompiled header) and for tools that read files directly.
 */
void spdx_file_scan_source(struct spdx_file *file, const char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_CORE_H */
