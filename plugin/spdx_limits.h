/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Every bound on input the project under compilation controls, in one
 * place: a hostile tree may cost a compile a warning, never seconds or
 * gigabytes.  Exceeding a limit is a warning naming the file and the limit
 * (its name here) and saying what was not used.
 */
#ifndef SPDX_LIMITS_H
#define SPDX_LIMITS_H

/*
 * An SPDX expression (a tag, a FILE.license or REUSE.toml one): longer
 * ones are a syntax error.
 */
#define SPDX_EXPR_MAX_NODES	8192
#define SPDX_EXPR_MAX_DEPTH	200
/* Directories of a kernel tree's include/uapi (mainline has some 60). */
#define SPDX_UAPI_MAX_DIRS	256
/* REUSE.toml is read whole and parsed: real ones are a few KiB. */
#define SPDX_LIMIT_TOML_BYTES		(1024u * 1024)
/* [[annotations]] tables in one REUSE.toml. */
#define SPDX_LIMIT_TOML_ANNOTATIONS	10000u
/* path globs in one REUSE.toml, all tables together: each file tries them all. */
#define SPDX_LIMIT_TOML_GLOBS		20000u
/* Backtracking steps for one glob against one path: a chain of '**' asks for many. */
#define SPDX_LIMIT_GLOB_STEPS		10000u
/* ... and for all globs of one REUSE.toml against one file (some 1 ms). */
#define SPDX_LIMIT_MATCH_STEPS		200000u
/* Directories walked upwards from a file to find its project. */
#define SPDX_LIMIT_DIR_DEPTH		64
/* FILE.license, read whole: a few tags and notices. */
#define SPDX_LIMIT_LICENSE_NOTE		(64u * 1024)
/* Files of one LICENSES/ listed (the kernel's has 90); past them any text counts as there. */
#define SPDX_LIMIT_LICENSE_TEXTS	4096u
/* A LICENSES/ file: the longest kernel text is 35 KiB. */
#define SPDX_LIMIT_LICENSE_FILE		(8u << 20)

#endif /* SPDX_LIMITS_H */
