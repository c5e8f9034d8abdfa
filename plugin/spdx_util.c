// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The core's one file reader (see spdx_util.h): the kernel's LICENSES/
 * files (spdx_licdb.c) and the reference texts of
 * /usr/share/common-licenses (spdx_fulltext.c).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "spdx_util.h"

char *spdx_read_file(const char *path, size_t max, size_t *len, enum spdx_read_status *status)
{
	enum spdx_read_status st = SPDX_READ_OK;
	/* Non-blocking: opening a FIFO must not wait for a writer. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	char *buf = NULL;
	size_t cap = 0, n = 0;
	struct stat sb;
	FILE *f;

	if (fd < 0) {
		if (status)
			*status = SPDX_READ_OPEN;
		return NULL;
	}
	/* Only regular files: a FIFO, a device or a directory is no text. */
	if (fstat(fd, &sb) || !S_ISREG(sb.st_mode)) {
		close(fd);
		if (status)
			*status = SPDX_READ_NOT_REGULAR;
		return NULL;
	}
	f = fdopen(fd, "rb");
	if (!f) {
		close(fd);
		if (status)
			*status = SPDX_READ_OPEN;
		return NULL;
	}
	/* Grows by doubling; one byte past MAX tells a file that is too large. */
	for (;;) {
		size_t got;

		if (n == cap) {
			char *v;

			if (cap > max) {
				st = SPDX_READ_TOO_LARGE;
				break;
			}
			cap = cap ? cap * 2 : 16384;
			if (cap > max + 1)
				cap = max + 1;
			v = (char *)realloc(buf, cap + 1);
			if (!v) {
				st = SPDX_READ_FAILED;
				break;
			}
			buf = v;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (!got)
			break;
	}
	if (st == SPDX_READ_OK && ferror(f))
		st = SPDX_READ_FAILED;
	if (st == SPDX_READ_OK && n > max)
		st = SPDX_READ_TOO_LARGE;
	fclose(f);
	if (status)
		*status = st;
	if (st != SPDX_READ_OK) {
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

const char *spdx_path_dir(const char *path, const char *from, const char *dir)
{
	const char *p;

	for (p = strstr(from, dir); p; p = strstr(p + 1, dir))
		if (p == path || p[-1] == '/')
			return p;
	return NULL;
}
