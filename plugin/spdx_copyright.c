// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Copyright notices as REUSE counts them (SPDX-FileCopyrightText:,
 * "Copyright", the (c) sign), and REUSE-IgnoreStart/End blocks, which hide
 * both notices and tags.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memmem */
#endif
#include <string.h>

#include "spdx_project.h"
#include "spdx_util.h"

#define IGNORE_START "REUSE-IgnoreStart"
#define IGNORE_END "REUSE-IgnoreEnd"

bool spdx_reuse_ignored(const char *text, size_t len, size_t off, bool *ignoring)
{
	const char *p = text, *end = text + off;
	bool state = *ignoring;

	/* The markers are rare: find each with memmem, not byte by byte. */
	for (;;) {
		const char *s = state ? IGNORE_END : IGNORE_START;
		size_t n = strlen(s);
		const char *hit = (const char *)memmem(p, (size_t)(end - p), s, n);

		if (!hit)
			break;
		state = !state;
		p = hit + n;
	}
	if (off >= len)
		*ignoring = state;
	return state;
}

/*
 * reuse's patterns: "SPDX-FileCopyrightText:" or "SPDX-SnippetCopyrightText:"
 * with text after it, "Copyright" and "(C)" or "©" or nothing, then blanks
 * and text, "©" then blanks and text.  "copyright" in prose does not count.
 */
static bool notice_at(const char *p, const char *end)
{
	static const char *const spdx[] = { "SPDX-FileCopyrightText:",
					    "SPDX-SnippetCopyrightText:", NULL };
	static const char symbol[] = "\xc2\xa9";
	size_t n;
	int i;

	for (i = 0; spdx[i]; i++) {
		n = strlen(spdx[i]);
		if ((size_t)(end - p) > n && !memcmp(p, spdx[i], n) &&
		    spdx_is_space((unsigned char)p[n]))
			goto text;
	}
	n = 0;
	if ((size_t)(end - p) > 9 && !memcmp(p, "Copyright", 9)) {
		n = 9;
		/* ">=": "(c)" that ends the text is the symbol, not a holder. */
		if ((size_t)(end - p) >= n + 4 && p[n] == ' ' && p[n + 1] == '(' &&
		    (p[n + 2] == 'c' || p[n + 2] == 'C') && p[n + 3] == ')')
			n += 4;
		else if ((size_t)(end - p) >= n + 3 && p[n] == ' ' && !memcmp(p + n + 1, symbol, 2))
			n += 3;
	} else if ((size_t)(end - p) > 2 && !memcmp(p, symbol, 2)) {
		n = 2;
	} else {
		return false;
	}
	if (n >= (size_t)(end - p) || !spdx_is_space((unsigned char)p[n]))
		return false;
text:
	/* Something other than blanks and comment closers follows on the line. */
	for (p += n; p < end && *p != '\n'; p++)
		if (!spdx_is_space((unsigned char)*p) && *p != '*' && *p != '/')
			return true;
	return false;
}

bool spdx_has_copyright(const char *text, size_t len, bool *ignoring)
{
	const char *p, *end = text + len;
	bool found = false;

	for (p = text; p < end && !found; p++) {
		if (*p != 'S' && *p != 'C' && *p != '\xc2')
			continue;
		if (notice_at(p, end) && !spdx_reuse_ignored(text, len, (size_t)(p - text),
							     ignoring))
			found = true;
	}
	spdx_reuse_ignored(text, len, len, ignoring);
	return found;
}
