// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Spelling the license-text inference's result (see spdx_spell.h): terms
 * to an expression and to the words of the message, and the default.
 * Pure string work on fixed buffers; an expression too long for its buffer
 * is cut, which the parser then reports.
 */
#include <stdio.h>
#include <string.h>

#include "spdx_expr.h"
#include "spdx_spell.h"

bool spdx_family_id(enum spdx_family family, const char *version, bool plus, char *buf,
		    size_t size)
{
	static const char *const names[SPDX_NR_VERSIONED] = { "GPL", "LGPL", "MPL", "Apache",
								"CDDL" };
	/* Versions each family has; the kernel spells them "GPL-2.0". */
	static const char *const versions[SPDX_NR_VERSIONED][4] = {
		{ "1.0", "2.0", "3.0", NULL },
		{ "2.0", "2.1", "3.0", NULL },
		{ "1.0", "1.1", "2.0", NULL },
		{ "2.0", NULL },
		{ "1.0", "1.1", NULL },
	};
	size_t k;

	if ((unsigned int)family >= SPDX_NR_VERSIONED)
		return false;
	for (k = 0; versions[family][k] && strcmp(versions[family][k], version); k++)
		;
	if (!versions[family][k])
		return false;
	snprintf(buf, size, "%s-%s%s", names[family], version, plus ? "+" : "");
	return true;
}

void spdx_terms_order(struct spdx_term *t, size_t n)
{
	struct spdx_term tmp;
	size_t i, k;

	for (i = 1; i < n; i++) {
		for (k = i; k > 0 && t[k].gpl && !t[k - 1].gpl; k--) {
			tmp = t[k - 1];
			t[k - 1] = t[k];
			t[k] = tmp;
		}
	}
}

static void long_id(const char *id, char *buf, size_t size)
{
	size_t n = strlen(id);

	if (!strncmp(id, "GPL-", 4) || !strncmp(id, "LGPL-", 5)) {
		if (n && id[n - 1] == '+')
			snprintf(buf, size, "%.*s-or-later", (int)(n - 1), id);
		else
			snprintf(buf, size, "%s-only", id);
	} else {
		snprintf(buf, size, "%s", id);
	}
}

static void append(char *buf, size_t size, const char *s)
{
	size_t n = strlen(buf);

	if (n < size)
		snprintf(buf + n, size - n, "%s", s);
}

void spdx_terms_spell(const struct spdx_term *t, size_t n, bool uapi, bool long_ids,
		      bool spdx_reading, char *buf, size_t size)
{
	size_t i;
	bool compound = n > 1;

	buf[0] = '\0';
	if (uapi && compound)
		append(buf, size, "(");
	for (i = 0; i < n; i++) {
		const char *term = t[i].versionless && spdx_reading ? "GPL-1.0+" : t[i].id;
		char id[48];

		if (long_ids)
			long_id(term, id, sizeof(id));
		else
			snprintf(id, sizeof(id), "%s", term);
		if (i)
			append(buf, size, " OR ");
		if (uapi && t[i].gpl) {
			if (compound)
				append(buf, size, "(");
			append(buf, size, id);
			append(buf, size, " WITH Linux-syscall-note");
			if (compound)
				append(buf, size, ")");
		} else {
			append(buf, size, id);
		}
	}
	if (uapi && compound)
		append(buf, size, ")");
}

void spdx_terms_describe(const struct spdx_term *t, size_t n, char *buf, size_t size)
{
	size_t i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		size_t len = strlen(t[i].id);
		char one[96];

		if (t[i].gpl && len && t[i].id[len - 1] == '+' && strcmp(t[i].id, "GPL-1.0+"))
			snprintf(one, sizeof(one), "%.*s or later", (int)(len - 1), t[i].id);
		else if (t[i].gpl && strchr(t[i].note, '('))
			snprintf(one, sizeof(one), "%s %s", t[i].id, t[i].note);
		else
			snprintf(one, sizeof(one), "%s", t[i].id);
		if (i)
			append(buf, size, " or ");
		append(buf, size, one);
	}
}

void spdx_default_spell(struct spdx_default_cache *cache, const char *default_expr, bool uapi,
			const struct spdx_db *db, char *buf, size_t size)
{
	snprintf(buf, size, "%s", default_expr ? default_expr : "");
	if (!uapi || !buf[0])
		return;
	if (cache->db != db || strcmp(cache->src, buf)) {
		cache->db = db;
		snprintf(cache->src, sizeof(cache->src), "%s", buf);
		/*
		 * As the kernel's uapi commit gave untagged headers; a note that
		 * does not fit leaves the default as it is.
		 */
		snprintf(cache->expr, sizeof(cache->expr), "%s", buf);
		spdx_expr_add_syscall_note(default_expr, db ? db : spdx_db_builtin(), cache->expr,
					   sizeof(cache->expr));
	}
	snprintf(buf, size, "%s", cache->expr);
}
