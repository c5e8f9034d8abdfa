// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Per-file record of leading comments: what the preprocessor hands us, or
 * what a small scanner finds in raw bytes when the preprocessor did not lex
 * the file.  Also the file-type -> style rule.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spdx_core.h"

/* license-rules.rst: "//" in .c files, block comments in headers and .S. */
enum spdx_style spdx_style_for_path(const char *path)
{
	static const char *const line_exts[] = {
		"c", "cc", "cp", "cpp", "cxx", "c++", "C", "CPP", "ii", "i", NULL
	};
	const char *slash = strrchr(path, '/');
	const char *dot = strrchr(slash ? slash : path, '.');
	int i;

	if (!dot)
		return SPDX_STYLE_BLOCK;
	for (i = 0; line_exts[i]; i++)
		if (!strcmp(dot + 1, line_exts[i]))
			return SPDX_STYLE_LINE;
	return SPDX_STYLE_BLOCK;
}

void spdx_file_init(struct spdx_file *file, const char *path, bool uapi)
{
	memset(file, 0, sizeof(*file));
	file->path = strdup(path);
	file->style = spdx_style_for_path(path);
	file->uapi = uapi;
}

struct spdx_comment *spdx_file_add_comment(struct spdx_file *file, unsigned int line,
					   unsigned int col, const char *text, size_t len)
{
	struct spdx_comment *c;
	char *copy;

	if (line > SPDX_SCAN_LINES || file->bytes >= SPDX_SCAN_BYTES)
		return NULL;
	/* Bounded memory: a 1 MiB first comment is kept only in part. */
	if (len > SPDX_SCAN_BYTES - file->bytes)
		len = SPDX_SCAN_BYTES - file->bytes;
	if (file->nr_comments == file->alloc) {
		size_t n = file->alloc ? file->alloc * 2 : 8;
		struct spdx_comment *v;

		v = (struct spdx_comment *)realloc(file->comments, n * sizeof(*v));
		if (!v)
			return NULL;
		file->comments = v;
		file->alloc = n;
	}
	copy = (char *)malloc(len + 1);
	if (!copy)
		return NULL;
	memcpy(copy, text, len);
	copy[len] = '\0';
	c = &file->comments[file->nr_comments++];
	c->line = line;
	c->col = col;
	c->text = copy;
	c->len = len;
	c->code_after = false;
	file->bytes += len;
	return c;
}

/* Does anything but blanks follow P on its line? */
bool spdx_code_after(const char *p, const char *end)
{
	for (; p < end && *p != '\n' && *p != '\r'; p++)
		if (*p != ' ' && *p != '\t')
			return true;
	return false;
}

void spdx_file_release(struct spdx_file *file)
{
	size_t i;

	for (i = 0; i < file->nr_comments; i++)
		free((void *)file->comments[i].text);
	free(file->comments);
	free(file->path);
	memset(file, 0, sizeof(*file));
}

/*
 * A small C lexer over the first SPDX_SCAN_LINES lines: comments are
 * recorded, string and character literals skipped so that a quoted comment opener
 * is not taken for a comment.
 */
void spdx_file_scan_source(struct spdx_file *file, const char *buf, size_t len)
{
	unsigned int line = 1, col = 1;
	size_t i = 0;

	/* cpp skips a UTF-8 byte order mark, and so do we. */
	if (len >= 3 && !memcmp(buf, "\xef\xbb\xbf", 3))
		i = 3;
	if (len - i >= 2 && buf[i] == '#' && buf[i + 1] == '!')
		file->shebang = true;
	while (i < len && line <= SPDX_SCAN_LINES) {
		char c = buf[i];

		if (c == '/' && i + 1 < len && (buf[i + 1] == '*' || buf[i + 1] == '/')) {
			struct spdx_comment *cm;
			size_t start = i;
			unsigned int sline = line, scol = col;
			bool block = buf[i + 1] == '*';

			i += 2;
			col += 2;
			while (i < len) {
				if (block && buf[i] == '*' && i + 1 < len && buf[i + 1] == '/') {
					i += 2;
					col += 2;
					break;
				}
				if (buf[i] == '\n') {
					if (!block && !(i > start && buf[i - 1] == '\\'))
						break;
					line++;
					col = 1;
				} else {
					col++;
				}
				i++;
			}
			cm = spdx_file_add_comment(file, sline, scol, buf + start, i - start);
			if (cm && block)
				cm->code_after = spdx_code_after(buf + i, buf + len);
			continue;
		}
		if (c == '"' || c == '\'') {
			i++;
			col++;
			while (i < len && buf[i] != c && buf[i] != '\n') {
				if (buf[i] == '\\' && i + 1 < len && buf[i + 1] != '\n') {
					i++;
					col++;
				}
				i++;
				col++;
			}
			if (i < len && buf[i] == c) {
				i++;
				col++;
			}
			continue;
		}
		if (c == '\n') {
			line++;
			col = 1;
		} else {
			col++;
		}
		i++;
	}
}
