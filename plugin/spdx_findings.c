// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Findings and the JSON-lines report.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "spdx_findings.h"

static char *vformat(const char *fmt, va_list ap)
{
	va_list ap2;
	char *s;
	int n;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return NULL;
	s = (char *)malloc((size_t)n + 1);
	if (s)
		vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

struct spdx_finding *spdx_finding_add(struct spdx_findings *fs, enum spdx_check check,
				      unsigned int line, unsigned int col, unsigned int end_col,
				      const char *fmt, ...)
{
	struct spdx_finding *f;
	va_list ap;

	if (fs->n == fs->cap) {
		size_t n = fs->cap ? fs->cap * 2 : 8;
		struct spdx_finding *v = (struct spdx_finding *)realloc(fs->v, n * sizeof(*v));

		if (!v)
			return NULL;
		fs->v = v;
		fs->cap = n;
	}
	f = &fs->v[fs->n];
	memset(f, 0, sizeof(*f));
	f->check = check;
	f->line = line ? line : 1;
	f->col = col ? col : 1;
	f->end_col = end_col > f->col ? end_col : f->col + 1;
	va_start(ap, fmt);
	f->message = vformat(fmt, ap);
	va_end(ap);
	if (!f->message)
		return NULL;
	fs->n++;
	return f;
}

void spdx_finding_edit(struct spdx_finding *f, unsigned int line, unsigned int col,
		       unsigned int end_col, const char *text)
{
	struct spdx_edit *e;

	if (!f || f->nr_edits >= SPDX_MAX_EDITS)
		return;
	e = &f->edits[f->nr_edits];
	e->text = strdup(text);
	if (!e->text)
		return;
	e->line = line;
	e->col = col;
	e->end_col = end_col;
	f->nr_edits++;
}

void spdx_finding_note(struct spdx_finding *f, unsigned int line, unsigned int col,
		       const char *fmt, ...)
{
	va_list ap;

	if (!f)
		return;
	free(f->note);
	va_start(ap, fmt);
	f->note = vformat(fmt, ap);
	va_end(ap);
	f->note_line = line;
	f->note_col = col ? col : 1;
}

void spdx_finding_suggest(struct spdx_finding *f, const char *expr)
{
	if (!f || !expr || !*expr)
		return;
	free(f->suggested);
	f->suggested = strdup(expr);
}

void spdx_findings_release(struct spdx_findings *fs)
{
	size_t i;
	unsigned int j;

	for (i = 0; i < fs->n; i++) {
		free(fs->v[i].message);
		free(fs->v[i].suggested);
		free(fs->v[i].note);
		for (j = 0; j < fs->v[i].nr_edits; j++)
			free(fs->v[i].edits[j].text);
	}
	free(fs->v);
	memset(fs, 0, sizeof(*fs));
}

static void put(struct spdx_buf *b, const char *s, size_t len)
{
	if (b->len + len + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 512;
		char *p;

		while (cap < b->len + len + 1)
			cap *= 2;
		p = (char *)realloc(b->p, cap);
		if (!p)
			return;
		b->p = p;
		b->cap = cap;
	}
	memcpy(b->p + b->len, s, len);
	b->len += len;
	b->p[b->len] = '\0';
}

void spdx_buf_put(struct spdx_buf *b, const char *s, size_t len)
{
	put(b, s, len);
}

static void put_str(struct spdx_buf *b, const char *s)
{
	put(b, s, strlen(s));
}

/*
 * Length of the well-formed UTF-8 sequence at P (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF), or 0.
 */
static int utf8_len(const unsigned char *p)
{
	unsigned char lo = 0x80, hi = 0xbf;
	int n, i;

	if (*p >= 0xc2 && *p <= 0xdf)
		n = 2;
	else if (*p >= 0xe0 && *p <= 0xef)
		n = 3;
	else if (*p >= 0xf0 && *p <= 0xf4)
		n = 4;
	else
		return 0;
	if (*p == 0xe0)
		lo = 0xa0;
	else if (*p == 0xed)
		hi = 0x9f;
	else if (*p == 0xf0)
		lo = 0x90;
	else if (*p == 0xf4)
		hi = 0x8f;
	for (i = 1; i < n; i++) {
		if (p[i] < lo || p[i] > hi)
			return 0;
		lo = 0x80;
		hi = 0xbf;
	}
	return n;
}

/* A JSON string; control bytes and invalid UTF-8 must not break the line. */
static void put_json(struct spdx_buf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (!s) {
		put_str(b, "null");
		return;
	}
	put(b, "\"", 1);
	for (; *p; p++) {
		char esc[8];

		if (*p == '"' || *p == '\\') {
			esc[0] = '\\';
			esc[1] = (char)*p;
			put(b, esc, 2);
		} else if (*p < 0x20 || *p == 0x7f) {
			snprintf(esc, sizeof(esc), "\\u%04x", *p);
			put_str(b, esc);
		} else if (*p >= 0x80) {
			int n = utf8_len(p);

			if (n <= 0) {
				put_str(b, "\\ufffd");
			} else {
				put(b, (const char *)p, (size_t)n);
				p += n - 1;
			}
		} else {
			put(b, (const char *)p, 1);
		}
	}
	put(b, "\"", 1);
}

void spdx_report_format(struct spdx_buf *buf, const struct spdx_finding *f, const char *file,
			const char *main_file, bool error, bool system)
{
	char num[64];

	put_str(buf, "{\"file\":");
	put_json(buf, file);
	snprintf(num, sizeof(num), ",\"line\":%u,\"column\":%u,\"check\":", f->line, f->col);
	put_str(buf, num);
	put_json(buf, spdx_check_name(f->check));
	put_str(buf, error ? ",\"kind\":\"error\"" : ",\"kind\":\"warning\"");
	put_str(buf, ",\"message\":");
	put_json(buf, f->message);
	put_str(buf, ",\"suggested\":");
	put_json(buf, f->suggested);
	put_str(buf, ",\"main\":");
	put_json(buf, main_file);
	/* Not shown unless -Wsystem-headers: say so, as the object data does. */
	if (system)
		put_str(buf, ",\"system\":true");
	put_str(buf, "}\n");
}

int spdx_report_write(const char *path, const struct spdx_buf *buf)
{
	ssize_t n;
	int fd, saved;

	if (!buf->len)
		return 0;
	fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	/* One write(): O_APPEND makes it atomic against other compilers. */
	n = write(fd, buf->p, buf->len);
	saved = errno;
	close(fd);
	if (n != (ssize_t)buf->len) {
		errno = n < 0 ? saved : EIO;
		return -1;
	}
	return 0;
}

void spdx_buf_release(struct spdx_buf *buf)
{
	free(buf->p);
	memset(buf, 0, sizeof(*buf));
}
