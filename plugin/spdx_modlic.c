// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * MODULE_LICENSE() against the tags.  An expression is a set of choices
 * (its disjunctive form: one choice per way of picking an OR's side); the
 * code may be used under a family when some choice holds only licenses of
 * that family.  A choice is told by the families all its licenses share, a
 * mask of six bits, so a node's choices are a set of at most 64 masks
 * (one 64-bit word) and AND is their pairwise intersection: bounded work
 * whatever the expression.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "spdx_core.h"
#include "spdx_modlic.h"

static const struct {
	const char *ident;
	unsigned int first, second;
	const char *meaning;
} idents[] = {
#define GPL2 SPDX_FAMILY_MASK(GPL2)
#define GPL_COMPAT SPDX_FAMILY_MASK(GPL_COMPAT)
#define MIT SPDX_FAMILY_MASK(MIT)
#define BSD SPDX_FAMILY_MASK(BSD)
#define MPL SPDX_FAMILY_MASK(MPL)
#define NOT_GPL_COMPAT SPDX_FAMILY_MASK(NOT_GPL_COMPAT)
#define SPDX_MODLIC(ident, first, second, meaning, ...) { ident, first, second, meaning },
#include "spdx_modlic.def"
#undef GPL2
#undef GPL_COMPAT
#undef MIT
#undef BSD
#undef MPL
#undef NOT_GPL_COMPAT
};

/* Identifiers (exact, or a prefix) and the family they are in. */
static const struct {
	unsigned int family;
	const char *id;
	bool prefix;
} family_ids[] = {
#define SPDX_FAMILY_ID(name, id) { SPDX_FAMILY_MASK(name), id, false },
#define SPDX_FAMILY_PREFIX(name, prefix) { SPDX_FAMILY_MASK(name), prefix, true },
#include "spdx_modlic.def"
};

static const struct {
	unsigned int family;
	const char *words;
} family_names[] = {
#define SPDX_FAMILY(name, words, ...) { SPDX_FAMILY_MASK(name), words },
#include "spdx_modlic.def"
};

/* The families of license ID ("+" kept), as the kernel's rules read it. */
static unsigned int families(const char *id, const struct spdx_db *db)
{
	const struct spdx_license *lic = spdx_db_license(db, id, strlen(id));
	unsigned int f = 0;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(family_ids); i++)
		if (family_ids[i].prefix ?
		    !strncasecmp(id, family_ids[i].id, strlen(family_ids[i].id)) :
		    !strcasecmp(id, family_ids[i].id))
			f |= family_ids[i].family;
	/* The kernel's LICENSES/ says which are GPL-compatible: all but dual/. */
	if (f & SPDX_FAMILY_MASK(GPL2))
		f |= SPDX_FAMILY_MASK(GPL_COMPAT);
	else if (lic && spdx_db_is_kernel(db) && !(lic->flags & SPDX_LIC_DUAL))
		f |= SPDX_FAMILY_MASK(GPL_COMPAT);
	else if (!spdx_db_is_kernel(db) && (f & (SPDX_FAMILY_MASK(MIT) | SPDX_FAMILY_MASK(BSD))))
		f |= SPDX_FAMILY_MASK(GPL_COMPAT);
	if (!(f & SPDX_FAMILY_MASK(GPL_COMPAT)))
		f |= SPDX_FAMILY_MASK(NOT_GPL_COMPAT);
	return f;
}

/* The set of choice masks of node I: bit m set when some choice has mask m. */
static unsigned long long choices(const struct spdx_expr *e, int i, const struct spdx_db *db)
{
	const struct spdx_node *n = &e->nodes[i];
	unsigned long long a, b, out = 0;
	char id[128];
	int x, y;

	switch (n->kind) {
	case SPDX_NODE_LICENSE:
		spdx_expr_leaf(e, i, id, sizeof(id));
		return 1ULL << families(id, db);
	case SPDX_NODE_WITH:
		/* An exception adds permissions: the license decides. */
		return choices(e, n->left, db);
	case SPDX_NODE_OR:
		return choices(e, n->left, db) | choices(e, n->right, db);
	case SPDX_NODE_AND:
		a = choices(e, n->left, db);
		b = choices(e, n->right, db);
		for (x = 0; x < 64; x++)
			for (y = 0; (a >> x & 1) && y < 64; y++)
				if (b >> y & 1)
					out |= 1ULL << (x & y);
		return out;
	}
	return 0;
}

unsigned int spdx_modlic_allowed(const struct spdx_expr *e, const struct spdx_db *db)
{
	unsigned long long set;
	unsigned int allowed = SPDX_MODLIC_EVALUATED;
	int m;

	if (e->root < 0)
		return 0;
	/* Some choice allows family F alone when its mask has F. */
	set = choices(e, e->root, db);
	for (m = 0; m < 64; m++)
		if (set >> m & 1)
			allowed |= (unsigned int)m;
	return allowed;
}

/* The words for the families of mask F, "MIT or a BSD license", into BUF. */
static const char *family_name(unsigned int f, char *buf, size_t size)
{
	size_t i, n = 0;

	buf[0] = '\0';
	for (i = 0; i < ARRAY_SIZE(family_names) && n + 1 < size; i++)
		if (f & family_names[i].family)
			n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? SPDX_FAMILY_JOIN : "",
					      family_names[i].words);
	return buf;
}

enum spdx_modlic_result spdx_modlic_check(const char *ident, size_t len,
					  const struct spdx_expr *e,
					  const struct spdx_db *db, char *why, size_t size)
{
	unsigned int allowed;
	char name[128];
	size_t i, n = 0;

	for (i = 0; i < ARRAY_SIZE(idents); i++)
		if (strlen(idents[i].ident) == len && !memcmp(idents[i].ident, ident, len))
			break;
	if (i == ARRAY_SIZE(idents)) {
		/* Terminated even when no ident fits (SIZE 1: fuzz_modlic). */
		if (size)
			why[0] = '\0';
		for (i = 0; i < ARRAY_SIZE(idents) && n + 1 < size; i++)
			n += (size_t)snprintf(why + n, size - n, "%s\"%s\"", i ? ", " : "",
					      idents[i].ident);
		return SPDX_MODLIC_UNKNOWN_IDENT;
	}
	if (e->root < 0)
		return SPDX_MODLIC_AGREES;
	allowed = spdx_modlic_allowed(e, db);
	if (!(allowed & idents[i].first)) {
		snprintf(why, size, SPDX_MODLIC_WHY, idents[i].ident, idents[i].meaning,
			 family_name(idents[i].first, name, sizeof(name)));
		return SPDX_MODLIC_DISAGREES;
	}
	if (idents[i].second && !(allowed & idents[i].second)) {
		snprintf(why, size, SPDX_MODLIC_WHY, idents[i].ident, idents[i].meaning,
			 family_name(idents[i].second, name, sizeof(name)));
		return SPDX_MODLIC_DISAGREES;
	}
	return SPDX_MODLIC_AGREES;
}
