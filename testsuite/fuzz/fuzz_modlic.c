// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: MODULE_LICENSE() against a file's SPDX expression,
 * spdx_modlic_check().
 *
 * Byte 0 selects the options:
 *   bit 0     the kernel LICENSES/ db (else the builtin SPDX list)
 *   bit 1     the ident is the row of spdx_modlic.def that the first byte of
 *             its part picks (modulo the rows), not the part's raw bytes
 *   bits 2-4  the size of WHY: 0, 1, 2, 3, 8, 32, 100 or 400 (the plugin's)
 *   bit 5     LEN counts one NUL byte after the ident
 *   bits 6-7  X when the input has no third part: MIT, GPL-2.0-only,
 *             BSD-3-Clause or LicenseRef-fuzz
 * The rest is split at its first two NUL bytes: the ident, the expression E
 * and an optional expression X, the other operand of the compositions.
 *
 * Properties checked beyond memory safety:
 *  - the result is one of the three; UNKNOWN_IDENT exactly when the LEN
 *    bytes are no ident of spdx_modlic.def (its rows read here with this
 *    file's own macros), whatever the expression;
 *  - WHY is never written past SIZE (a canary follows it); on DISAGREES and
 *    UNKNOWN_IDENT it is NUL-terminated within SIZE, not empty when SIZE is
 *    2 or more, and a prefix of the message a large buffer gets; with the
 *    plugin's 400 bytes UNKNOWN_IDENT lists every ident and DISAGREES names
 *    the missing families in the words of the .def;
 *  - the same call twice gives the same result and WHY, and the result does
 *    not depend on SIZE;
 *  - an expression that does not parse is passed as the plugin passes it
 *    (root -1): a known ident agrees;
 *  - the result is what the documented semantics give, evaluated apart: the
 *    choices of the expression (one per way of picking an OR's side, a WITH
 *    being its license) enumerated one by one when there are at most
 *    MAX_CHOICES, the families of each identifier by the rules of the .def,
 *    and the ident agreeing when for FIRST and for SECOND all licenses of
 *    some choice share a family of it (MIT | BSD: all MIT or all BSD);
 *  - metamorphic, as those semantics imply: the case of the identifiers,
 *    the canonical spelling and the syscall note after the GPL terms change
 *    nothing; (E) OR (E) and (E) AND (E) are E; OR and AND commute; if E or
 *    X agrees, (E) OR (X) does, and for an ident of one family only if one
 *    of them does; if (E) AND (X) agrees, E and X do, and when every
 *    family the ident needs is a single one, the converse holds.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spdx_core.h"
#include "spdx_expr.h"
#include "spdx_licdb.h"
#include "spdx_modlic.h"
#include "fuzz_common.h"

#define CANARY		16
#define FULL		1024
#define PLUGIN_WHY	400
#define MAX_CHOICES	512

/* The .def's rows through this file's own macros, names resolved by init(). */
static const struct {
	const char *name, *words;
	unsigned int bit, mask;		/* the .def's BIT, the header's bit */
} fams[] = {
#define SPDX_FAMILY(name, words, bit) { #name, words, bit, SPDX_FAMILY_MASK(name) },
#include "spdx_modlic.def"
};

static const struct {
	const char *family, *id;
	bool prefix;
} fam_ids[] = {
#define SPDX_FAMILY_ID(name, id) { #name, id, false },
#define SPDX_FAMILY_PREFIX(name, prefix) { #name, prefix, true },
#include "spdx_modlic.def"
};

static const struct {
	const char *ident, *first, *second;	/* "GPL_COMPAT", "MIT | BSD", "0" */
} rows[] = {
#define SPDX_MODLIC(ident, first, second, ...) { ident, #first, #second },
#include "spdx_modlic.def"
};

static unsigned int id_family[ARRAY_SIZE(fam_ids)];
static unsigned int row_first[ARRAY_SIZE(rows)], row_second[ARRAY_SIZE(rows)];
static unsigned int gpl2, gpl_compat, mit, bsd, not_gpl_compat;

/* The bits of "NAME | NAME ..." or "0". */
static unsigned int family_bits(const char *names)
{
	unsigned int f = 0;
	const char *p = names;
	size_t i, n;

	if (!strcmp(names, "0"))
		return 0;
	while (*p) {
		while (*p == ' ' || *p == '|')
			p++;
		n = strcspn(p, " |");
		if (!n)
			break;
		for (i = 0; i < ARRAY_SIZE(fams); i++)
			if (strlen(fams[i].name) == n && !strncmp(fams[i].name, p, n))
				break;
		if (i == ARRAY_SIZE(fams))
			fprintf(stderr, "unknown family in '%s'\n", names);
		FUZZ_ASSERT(i < ARRAY_SIZE(fams));
		f |= fams[i].bit;
		p += n;
	}
	FUZZ_ASSERT(f);
	return f;
}

static void init(void)
{
	static bool done;
	size_t i;

	if (done)
		return;
	done = true;
	/* The header's enum is one bit per row, in order: the BIT of the .def. */
	for (i = 0; i < ARRAY_SIZE(fams); i++)
		FUZZ_ASSERT(fams[i].bit == fams[i].mask && fams[i].bit == 1u << i);
	for (i = 0; i < ARRAY_SIZE(fam_ids); i++)
		id_family[i] = family_bits(fam_ids[i].family);
	for (i = 0; i < ARRAY_SIZE(rows); i++) {
		row_first[i] = family_bits(rows[i].first);
		row_second[i] = family_bits(rows[i].second);
	}
	gpl2 = family_bits("GPL2");
	gpl_compat = family_bits("GPL_COMPAT");
	mit = family_bits("MIT");
	bsd = family_bits("BSD");
	not_gpl_compat = family_bits("NOT_GPL_COMPAT");
}

static const size_t why_sizes[8] = { 0, 1, 2, 3, 8, 32, 100, PLUGIN_WHY };
static const char *const default_x[4] = {
	"MIT", "GPL-2.0-only", "BSD-3-Clause", "LicenseRef-fuzz"
};

/* The row of IDENT[0..LEN), or -1: exact bytes, as the table spells it. */
static int row_of(const char *ident, size_t len)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(rows); i++)
		if (strlen(rows[i].ident) == len && !memcmp(rows[i].ident, ident, len))
			return (int)i;
	return -1;
}

/* The families of identifier ID[0..LEN) by the .def's rules. */
static unsigned int oracle_families(const char *id, size_t len, const struct spdx_db *db)
{
	const struct spdx_license *lic = spdx_db_license(db, id, len);
	unsigned int f = 0;
	bool compat;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(fam_ids); i++) {
		size_t l = strlen(fam_ids[i].id);

		if ((fam_ids[i].prefix ? len >= l : len == l) &&
		    !strncasecmp(id, fam_ids[i].id, l))
			f |= id_family[i];
	}
	/* GPL2, the kernel's LICENSES/ but dual/, or MIT and BSD without it. */
	if (spdx_db_is_kernel(db))
		compat = (f & gpl2) || (lic && !(lic->flags & SPDX_LIC_DUAL));
	else
		compat = f & (gpl2 | mit | bsd);
	return f | (compat ? gpl_compat : not_gpl_compat);
}

struct choices {
	unsigned int m[MAX_CHOICES];	/* the families all licenses of a choice share */
	size_t n;
};

/* The choices of node I one by one into OUT; false when there are too many. */
static bool oracle_choices(const struct spdx_expr *e, int i, const struct spdx_db *db,
			   struct choices *out)
{
	const struct spdx_node *n = &e->nodes[i];
	struct choices *r;
	size_t x, y;
	bool ok;

	out->n = 0;
	switch (n->kind) {
	case SPDX_NODE_LICENSE:
		out->m[out->n++] = oracle_families(e->src + n->off, n->len, db);
		return true;
	case SPDX_NODE_WITH:
		return oracle_choices(e, n->left, db, out);
	case SPDX_NODE_OR:
	case SPDX_NODE_AND:
		break;
	}
	r = (struct choices *)malloc(sizeof(*r));
	FUZZ_ASSERT(r);
	ok = oracle_choices(e, n->left, db, out) && oracle_choices(e, n->right, db, r);
	if (ok && n->kind == SPDX_NODE_OR) {
		ok = out->n + r->n <= MAX_CHOICES;
		for (y = 0; ok && y < r->n; y++)
			out->m[out->n++] = r->m[y];
	} else if (ok) {
		struct choices *l = (struct choices *)malloc(sizeof(*l));

		FUZZ_ASSERT(l);
		*l = *out;
		out->n = 0;
		ok = l->n * r->n <= MAX_CHOICES;
		for (x = 0; ok && x < l->n; x++)
			for (y = 0; y < r->n; y++)
				out->m[out->n++] = l->m[x] & r->m[y];
		free(l);
	}
	free(r);
	return ok;
}

static bool some_choice(const struct choices *c, unsigned int family)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		if (c->m[i] & family)
			return true;
	return false;
}

/*
 * The documented verdict for known ident ROW: AGREES, DISAGREES, or -1
 * when there are too many choices to enumerate.  *MISSING: the family the
 * message must name.
 */
static int oracle(int row, const struct spdx_expr *e, const struct spdx_db *db,
		  unsigned int *missing)
{
	struct choices *c;
	int v = SPDX_MODLIC_AGREES;

	*missing = 0;
	if (e->root < 0)
		return SPDX_MODLIC_AGREES;
	c = (struct choices *)malloc(sizeof(*c));
	FUZZ_ASSERT(c);
	if (!oracle_choices(e, e->root, db, c)) {
		v = -1;
	} else if (!some_choice(c, row_first[row])) {
		v = SPDX_MODLIC_DISAGREES;
		*missing = row_first[row];
	} else if (row_second[row] && !some_choice(c, row_second[row])) {
		v = SPDX_MODLIC_DISAGREES;
		*missing = row_second[row];
	}
	free(c);
	return v;
}

/*
 * One call with a SIZE-byte WHY (heap, a canary after it, filled with
 * non-NUL bytes); checks what holds for any call and copies WHY to OUT.
 */
static enum spdx_modlic_result call(const char *ident, size_t len, const struct spdx_expr *e,
				    const struct spdx_db *db, size_t size, char *out)
{
	unsigned char *buf = (unsigned char *)malloc(size + CANARY);
	enum spdx_modlic_result r;
	size_t i;

	FUZZ_ASSERT(buf);
	memset(buf, 'U', size + CANARY);
	r = spdx_modlic_check(ident, len, e, db, (char *)buf, size);
	FUZZ_ASSERT(r == SPDX_MODLIC_AGREES || r == SPDX_MODLIC_DISAGREES ||
		    r == SPDX_MODLIC_UNKNOWN_IDENT);
	for (i = size; i < size + CANARY; i++)
		FUZZ_ASSERT(buf[i] == 'U');
	/* With SIZE 1 the list of idents once left WHY as it was (fixed). */
	if (r != SPDX_MODLIC_AGREES && size) {
		FUZZ_ASSERT(memchr(buf, '\0', size));
		FUZZ_ASSERT(size < 2 || buf[0]);
	}
	if (out)
		memcpy(out, buf, size);
	free(buf);
	return r;
}

/* The verdict on source SRC[0..LEN) (an exact-size copy); -1 if it does not parse. */
static int verdict(const char *ident, size_t len, const char *src, size_t slen,
		   const struct spdx_db *db, char *why)
{
	char *copy = (char *)malloc(slen ? slen : 1);
	struct spdx_expr e;
	int r = -1;

	FUZZ_ASSERT(copy);
	memcpy(copy, src, slen);
	if (!spdx_expr_parse(&e, copy, slen))
		r = call(ident, len, &e, db, FULL, why);
	spdx_expr_release(&e);
	free(copy);
	return r;
}

/* "(A) OP (B)"; -1 when it does not parse (too many nodes, too deep). */
static int verdict_of(const char *ident, size_t len, const char *a, size_t alen,
		      const char *op, const char *b, size_t blen, const struct spdx_db *db)
{
	size_t olen = strlen(op), n = alen + blen + olen + 4;
	char *s = (char *)malloc(n);
	int r;

	FUZZ_ASSERT(s);
	s[0] = '(';
	memcpy(s + 1, a, alen);
	s[alen + 1] = ')';
	memcpy(s + alen + 2, op, olen);
	s[alen + olen + 2] = '(';
	memcpy(s + alen + olen + 3, b, blen);
	s[n - 1] = ')';
	r = verdict(ident, len, s, n, db, NULL);
	free(s);
	return r;
}

static void check_why(int row, enum spdx_modlic_result r, const char *why, unsigned int missing)
{
	char quoted[64];
	size_t i;

	if (r == SPDX_MODLIC_UNKNOWN_IDENT) {
		for (i = 0; i < ARRAY_SIZE(rows); i++) {
			snprintf(quoted, sizeof(quoted), "\"%s\"", rows[i].ident);
			FUZZ_ASSERT(strstr(why, quoted));
		}
	} else if (r == SPDX_MODLIC_DISAGREES && row >= 0) {
		FUZZ_ASSERT(missing);
		for (i = 0; i < ARRAY_SIZE(fams); i++)
			if (missing & fams[i].bit)
				FUZZ_ASSERT(strstr(why, fams[i].words));
	}
}

/* The semantics seen through other spellings and compositions of E. */
static void check_metamorphic(const char *ident, size_t len, const struct spdx_expr *e,
			      const char *x, size_t xlen, const struct spdx_db *db,
			      enum spdx_modlic_result r, const char *why)
{
	const char *src = e->src;
	size_t slen = e->src_len, size, i;
	bool single = true;
	char *buf, *other;
	int row = row_of(ident, len), rx, ror, rand, v;

	/* Identifiers in other case: tokens stay what they were. */
	buf = (char *)malloc(slen ? slen : 1);
	other = (char *)malloc(FULL);
	FUZZ_ASSERT(buf && other);
	memcpy(buf, src, slen);
	for (i = 0; i < (size_t)e->nr_nodes; i++) {
		const struct spdx_node *n = &e->nodes[i];
		unsigned int k;

		for (k = 0; n->kind == SPDX_NODE_LICENSE && k < n->len; k++) {
			char *c = &buf[n->off + k];

			if (i & 1 && *c >= 'A' && *c <= 'Z')
				*c = (char)(*c - 'A' + 'a');
			else if (!(i & 1) && *c >= 'a' && *c <= 'z')
				*c = (char)(*c - 'a' + 'A');
		}
	}
	v = verdict(ident, len, buf, slen, db, other);
	FUZZ_ASSERT(v == (int)r && !memcmp(why, other, FULL));
	free(buf);

	/* The canonical spelling. */
	size = spdx_expr_format(e, e->root, NULL, 0) + 1;
	buf = (char *)malloc(size);
	FUZZ_ASSERT(buf);
	spdx_expr_format(e, e->root, buf, size);
	v = verdict(ident, len, buf, strlen(buf), db, NULL);
	FUZZ_ASSERT(v == -1 || v == (int)r);
	free(buf);

	/* An exception adds permissions: the license decides. */
	size = 4 * slen + 64;
	buf = (char *)calloc(1, size);
	other = (char *)realloc(other, slen + 1);
	FUZZ_ASSERT(buf && other);
	memcpy(other, src, slen);
	other[slen] = '\0';
	spdx_expr_add_syscall_note(other, db, buf, size);
	if (buf[0]) {
		v = verdict(ident, len, buf, strlen(buf), db, NULL);
		FUZZ_ASSERT(v == -1 || v == (int)r);
	}
	free(buf);
	free(other);

	if (row < 0)
		return;
	/* Idempotence. */
	v = verdict_of(ident, len, src, slen, " OR ", src, slen, db);
	FUZZ_ASSERT(v == -1 || v == (int)r);
	v = verdict_of(ident, len, src, slen, " AND ", src, slen, db);
	FUZZ_ASSERT(v == -1 || v == (int)r);

	rx = verdict(ident, len, x, xlen, db, NULL);
	if (rx < 0)
		return;
	ror = verdict_of(ident, len, src, slen, " OR ", x, xlen, db);
	v = verdict_of(ident, len, x, xlen, " OR ", src, slen, db);
	FUZZ_ASSERT(ror == -1 || v == -1 || ror == v);
	if (ror == -1)
		ror = v;
	rand = verdict_of(ident, len, src, slen, " AND ", x, xlen, db);
	v = verdict_of(ident, len, x, xlen, " AND ", src, slen, db);
	FUZZ_ASSERT(rand == -1 || v == -1 || rand == v);
	if (rand == -1)
		rand = v;

	/* Any choice suffices. */
	if (ror >= 0 && (r == SPDX_MODLIC_AGREES || rx == SPDX_MODLIC_AGREES))
		FUZZ_ASSERT(ror == SPDX_MODLIC_AGREES);
	if (ror == SPDX_MODLIC_AGREES && !row_second[row])
		FUZZ_ASSERT(r == SPDX_MODLIC_AGREES || rx == SPDX_MODLIC_AGREES);
	/* A choice of AND has only the families both sides share. */
	if (rand == SPDX_MODLIC_AGREES)
		FUZZ_ASSERT(r == SPDX_MODLIC_AGREES && rx == SPDX_MODLIC_AGREES);
	if (row_first[row] & (row_first[row] - 1))
		single = false;
	if (row_second[row] & (row_second[row] - 1))
		single = false;
	if (rand >= 0 && single && r == SPDX_MODLIC_AGREES && rx == SPDX_MODLIC_AGREES)
		FUZZ_ASSERT(rand == SPDX_MODLIC_AGREES);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data + 1, *end = (const char *)data + size;
	const char *ip, *ep, *xp, *nul, *x;
	size_t ilen, elen, xlen, wsize, len, wlen;
	const struct spdx_db *db;
	struct spdx_expr e, none;
	char *ident, *src, *why, *why2, *full;
	enum spdx_modlic_result r, r2, rfull;
	unsigned int flags, missing;
	int row, want;

	if (size < 1)
		return 0;
	init();
	flags = data[0];
	db = spdx_db_builtin();
	if ((flags & 1) && fuzz_kernel_db())
		db = fuzz_kernel_db();
	wsize = why_sizes[(flags >> 2) & 7];

	/* ident NUL E [NUL X] */
	ip = p;
	nul = (const char *)memchr(p, '\0', (size_t)(end - p));
	ilen = (size_t)((nul ? nul : end) - ip);
	ep = nul ? nul + 1 : end;
	nul = (const char *)memchr(ep, '\0', (size_t)(end - ep));
	elen = (size_t)((nul ? nul : end) - ep);
	xp = nul ? nul + 1 : NULL;
	if (xp) {
		x = xp;
		xlen = (size_t)(end - xp);
	} else {
		x = default_x[flags >> 6];
		xlen = strlen(x);
	}

	/* The ident, exact-size and unterminated unless LEN counts its NUL. */
	if (flags & 2) {
		const char *t = rows[ilen ? (unsigned char)ip[0] % ARRAY_SIZE(rows) : 0].ident;

		ilen = strlen(t);
		ip = t;
	}
	len = ilen + !!(flags & 0x20);
	ident = (char *)calloc(1, len ? len : 1);
	FUZZ_ASSERT(ident);
	memcpy(ident, ip, ilen);
	row = row_of(ident, len);
	if (flags & 0x20)
		FUZZ_ASSERT(row < 0);

	why = (char *)malloc(wsize ? wsize : 1);
	why2 = (char *)malloc(wsize ? wsize : 1);
	full = (char *)malloc(FULL);
	FUZZ_ASSERT(why && why2 && full);

	/* As the plugin calls it for a tag that does not parse. */
	memset(&none, 0, sizeof(none));
	none.root = -1;
	r = call(ident, len, &none, db, wsize, NULL);
	FUZZ_ASSERT(r == (row < 0 ? SPDX_MODLIC_UNKNOWN_IDENT : SPDX_MODLIC_AGREES));

	src = (char *)malloc(elen ? elen : 1);
	FUZZ_ASSERT(src);
	memcpy(src, ep, elen);
	if (spdx_expr_parse(&e, src, elen)) {
		FUZZ_ASSERT(e.root == -1);
		goto out;
	}

	r = call(ident, len, &e, db, wsize, why);
	r2 = call(ident, len, &e, db, wsize, why2);
	FUZZ_ASSERT(r == r2 && !memcmp(why, why2, wsize));
	rfull = call(ident, len, &e, db, FULL, full);
	FUZZ_ASSERT(r == rfull);
	FUZZ_ASSERT((r == SPDX_MODLIC_UNKNOWN_IDENT) == (row < 0));

	if (r != SPDX_MODLIC_AGREES) {
		wlen = strlen(full);
		FUZZ_ASSERT(wlen > 0 && wlen < PLUGIN_WHY);
		if (wsize) {
			FUZZ_ASSERT(strlen(why) == (wlen < wsize ? wlen : wsize - 1));
			FUZZ_ASSERT(!strncmp(why, full, strlen(why)));
		}
	}
	if (row >= 0) {
		want = oracle(row, &e, db, &missing);
		if (want >= 0 && want != (int)r)
			fprintf(stderr, "ident '%s' expression '%.*s': %d, documented %d\n",
				rows[row].ident, (int)elen, src, r, want);
		FUZZ_ASSERT(want < 0 || want == (int)r);
		if (want >= 0)
			check_why(row, r, full, missing);
	} else {
		check_why(row, r, full, 0);
	}
	check_metamorphic(ident, len, &e, x, xlen, db, r, full);
out:
	spdx_expr_release(&e);
	free(src);
	free(full);
	free(why2);
	free(why);
	free(ident);
	return 0;
}
