/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Small helpers the whole core shares: character classes, the one hash
 * function and the one file reader.
 *
 * Character classes are ASCII only, never <ctype.h>: the plugin runs
 * inside GCC, which sets LC_CTYPE from the environment, and a license
 * notice or an identifier must read the same in every locale.  Bytes past
 * ASCII are no letters, digits or spaces.  Each test is one compare.
 */
#ifndef SPDX_UTIL_H
#define SPDX_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline bool spdx_is_lower(int c)
{
	return (unsigned int)(c - 'a') < 26;
}

static inline bool spdx_is_upper(int c)
{
	return (unsigned int)(c - 'A') < 26;
}

static inline bool spdx_is_digit(int c)
{
	return (unsigned int)(c - '0') < 10;
}

static inline bool spdx_is_alpha(int c)
{
	return (unsigned int)((c | 0x20) - 'a') < 26;
}

static inline bool spdx_is_alnum(int c)
{
	return spdx_is_alpha(c) || spdx_is_digit(c);
}

/* The C locale's isspace(): space, \t, \n, \v, \f, \r. */
static inline bool spdx_is_space(int c)
{
	return c == ' ' || (unsigned int)(c - '\t') < 5;
}

static inline int spdx_to_lower(int c)
{
	return spdx_is_upper(c) ? c - 'A' + 'a' : c;
}

/* The one hash: 32-bit FNV-1a, a byte at a time from SPDX_HASH_SEED. */
#define SPDX_HASH_SEED	2166136261u

static inline unsigned int spdx_hash_step(unsigned int h, unsigned char c)
{
	return (h ^ c) * 16777619u;
}

static inline unsigned int spdx_hash_bytes(const char *s, size_t len)
{
	unsigned int h = SPDX_HASH_SEED;
	size_t i;

	for (i = 0; i < len; i++)
		h = spdx_hash_step(h, (unsigned char)s[i]);
	return h;
}

/*
 * 64-bit FNV-1a, for identities where a collision would lose data (a
 * record's labels, spdx_note.c): the 32-bit hash meets a collision among
 * a few ten thousand records.
 */
#define SPDX_HASH64_SEED	14695981039346656037ull

static inline unsigned long long spdx_hash64_step(unsigned long long h, unsigned char c)
{
	return (h ^ c) * 1099511628211ull;
}

enum spdx_read_status {
	SPDX_READ_OK,
	SPDX_READ_OPEN,		/* fopen() failed; errno says why */
	SPDX_READ_TOO_LARGE,	/* more than MAX bytes */
	SPDX_READ_FAILED,	/* a read error, or out of memory */
	SPDX_READ_NOT_REGULAR,	/* a FIFO, device or directory: never read */
};

/*
 * Reads the file PATH whole into a malloc'd, NUL-terminated buffer of
 * *LEN bytes (the caller frees it); NULL, with the reason in *STATUS
 * when STATUS is not NULL, on failure.
 */
char *spdx_read_file(const char *path, size_t max, size_t *len, enum spdx_read_status *status);

/*
 * Where directory DIR ("uapi/") starts a component of PATH, from FROM on
 * (FROM within PATH), or NULL: "include/uapi/x.h", not "include/xuapi/".
 */
const char *spdx_path_dir(const char *path, const char *from, const char *dir);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_UTIL_H */
