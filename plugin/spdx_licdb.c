// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * License database: the SPDX list built in, or a kernel LICENSES/ tree read
 * at start-up.  Lookups are case-insensitive hash probes, since every
 * identifier of every checked file goes through here.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "spdx_core.h"
#include "spdx_licdb.h"
#include "spdx_limits.h"
#include "spdx_util.h"

struct spdx_db {
	bool kernel;
	struct spdx_license *v;
	size_t n, cap;
	/* Open-addressing table of indices into v, keyed case-insensitively. */
	int *hash;
	size_t hash_size;
	char **owned;			/* strings and file buffers to free */
	size_t nr_owned, owned_cap;
};

static unsigned int hash_id(const char *s, size_t len, unsigned int exc)
{
	unsigned int h = SPDX_HASH_SEED ^ exc;
	size_t i;

	for (i = 0; i < len; i++)
		h = spdx_hash_step(h, (unsigned char)spdx_to_lower((unsigned char)s[i]));
	return h;
}

static bool own(struct spdx_db *db, char *p)
{
	if (!p)
		return false;
	if (db->nr_owned == db->owned_cap) {
		size_t n = db->owned_cap ? db->owned_cap * 2 : 64;
		char **v = (char **)realloc(db->owned, n * sizeof(*v));

		if (!v) {
			free(p);
			return false;
		}
		db->owned = v;
		db->owned_cap = n;
	}
	db->owned[db->nr_owned++] = p;
	return true;
}

static struct spdx_license *add(struct spdx_db *db, const char *id, unsigned int flags)
{
	struct spdx_license *l;

	if (db->n == db->cap) {
		size_t n = db->cap ? db->cap * 2 : 256;
		struct spdx_license *v = (struct spdx_license *)realloc(db->v, n * sizeof(*v));

		if (!v)
			return NULL;
		db->v = v;
		db->cap = n;
	}
	l = &db->v[db->n++];
	memset(l, 0, sizeof(*l));
	l->id = id;
	l->flags = flags;
	return l;
}

static const struct spdx_license *find(const struct spdx_db *db, const char *id, size_t len,
				       unsigned int exc)
{
	size_t mask = db->hash_size - 1, i;

	if (!db->hash_size)
		return NULL;
	for (i = hash_id(id, len, exc) & mask; db->hash[i] >= 0; i = (i + 1) & mask) {
		const struct spdx_license *l = &db->v[db->hash[i]];

		if ((l->flags & SPDX_LIC_EXCEPTION) == exc && strlen(l->id) == len &&
		    !strncasecmp(l->id, id, len))
			return l;
	}
	return NULL;
}

/* Builds the hash; a later duplicate merges its flags into the first entry. */
static bool index_db(struct spdx_db *db)
{
	size_t size = 16, i, j;

	while (size < db->n * 2)
		size *= 2;
	db->hash = (int *)malloc(size * sizeof(int));
	if (!db->hash)
		return false;
	db->hash_size = size;
	for (i = 0; i < size; i++)
		db->hash[i] = -1;
	for (i = 0, j = 0; i < db->n; i++) {
		struct spdx_license *l = &db->v[i];
		unsigned int exc = l->flags & SPDX_LIC_EXCEPTION;
		struct spdx_license *dup;
		size_t k;

		dup = (struct spdx_license *)find(db, l->id, strlen(l->id), exc);
		if (dup) {
			dup->flags |= l->flags;
			continue;
		}
		db->v[j] = *l;
		for (k = hash_id(l->id, strlen(l->id), exc) & (size - 1); db->hash[k] >= 0;
		     k = (k + 1) & (size - 1))
			;
		db->hash[k] = (int)j++;
	}
	db->n = j;
	return true;
}

/* GPL family, for the uapi rule: what Linux-syscall-note may follow. */
static bool gpl_prefix(const char *id)
{
	return !strncasecmp(id, "GPL-", 4) || !strncasecmp(id, "LGPL-", 5);
}

const struct spdx_db *spdx_db_builtin(void)
{
	static struct spdx_db db;
	static bool ready;
	size_t i;

	if (ready)
		return &db;
	for (i = 0; spdx_builtin_licenses[i]; i++)
		add(&db, spdx_builtin_licenses[i],
		    gpl_prefix(spdx_builtin_licenses[i]) ? SPDX_LIC_GPL : 0);
	for (i = 0; spdx_builtin_deprecated[i]; i++)
		add(&db, spdx_builtin_deprecated[i], SPDX_LIC_DEPRECATED |
		    (gpl_prefix(spdx_builtin_deprecated[i]) ? SPDX_LIC_GPL : 0));
	for (i = 0; spdx_builtin_exceptions[i]; i++)
		add(&db, spdx_builtin_exceptions[i], SPDX_LIC_EXCEPTION);
	index_db(&db);
	ready = true;
	return &db;
}

static char *read_file(const char *path, size_t *len, char *err, size_t errlen)
{
	enum spdx_read_status st;
	char *buf = spdx_read_file(path, SPDX_LIMIT_LICENSE_FILE, len, &st);

	if (st == SPDX_READ_OPEN)
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
	else if (st == SPDX_READ_TOO_LARGE)
		snprintf(err, errlen, "'%s' is too large for a LICENSES file", path);
	else if (st != SPDX_READ_OK && !err[0])
		snprintf(err, errlen, "cannot read '%s'", path);
	return buf;
}

/*
 * The db lives as long as the compiler: keep a license text only when it is
 * short enough to be found in a source file, the rest of a file only up to
 * its "License-Text:" line.
 */
static char *trim_text(char *buf, size_t *len)
{
	static const char key[] = "License-Text:";
	char *at = !strncmp(buf, key, strlen(key)) ? buf : strstr(buf, "\nLicense-Text:");
	char *eol, *v;
	size_t keep;

	if (!at)
		return buf;
	if (*at == '\n')
		at++;
	eol = strchr(at, '\n');
	keep = eol ? (size_t)(eol - buf) : *len;
	if (*len - keep <= SPDX_DB_TEXT_MAX + 1)
		keep = *len;
	/* A copy of the right size: the read buffer has room to spare. */
	v = (char *)malloc(keep + 1);
	if (!v)
		return buf;
	memcpy(v, buf, keep);
	v[keep] = '\0';
	free(buf);
	*len = keep;
	return v;
}

/* "Key: value" at the start of LINE; returns the value or NULL. */
static char *tag_value(char *line, const char *key)
{
	size_t kl = strlen(key);

	if (strncmp(line, key, kl))
		return NULL;
	line += kl;
	while (*line == ' ' || *line == '\t')
		line++;
	return line;
}

static void trim(char *s)
{
	size_t n = strlen(s);

	while (n && spdx_is_space((unsigned char)s[n - 1]))
		s[--n] = '\0';
}

/* Parses one LICENSES/<dir>/<file>; its buffer stays owned by the db. */
static bool load_file(struct spdx_db *db, const char *path, unsigned int flags,
		      char *err, size_t errlen)
{
	size_t len, first = db->n, i;
	char *buf = read_file(path, &len, err, errlen), *line, *end, *text = NULL;
	const char **allowed = NULL;
	size_t nr_allowed = 0;
	bool exc = flags & SPDX_LIC_EXCEPTION;

	if (buf)
		buf = trim_text(buf, &len);
	if (!buf || !own(db, buf))
		return false;
	for (line = buf; line && *line; line = end) {
		char *v;

		end = strchr(line, '\n');
		if (end)
			*end++ = '\0';
		trim(line);
		if (!strcmp(line, "License-Text:")) {
			text = end;
			break;
		}
		v = tag_value(line, exc ? SPDX_EXCEPTION_ID_KEY : SPDX_LICENSE_ID_KEY);
		if (v && *v) {
			if (!add(db, v, flags))
				return false;
			db->v[db->n - 1].file = path;
			continue;
		}
		v = exc ? tag_value(line, SPDX_EXCEPTION_FOR_KEY) : NULL;
		if (v && allowed) {
			snprintf(err, errlen, "'%s' has more than one %s line", path,
				 SPDX_EXCEPTION_FOR_KEY);
			return false;
		}
		if (v) {
			char *tok;

			allowed = (const char **)calloc(strlen(v) / 2 + 2, sizeof(*allowed));
			if (!allowed || !own(db, (char *)allowed))
				return false;
			for (tok = strtok(v, ", \t"); tok; tok = strtok(NULL, ", \t"))
				allowed[nr_allowed++] = tok;
		}
	}
	if (db->n == first) {
		snprintf(err, errlen, "'%s' has no %s line", path,
			 exc ? SPDX_EXCEPTION_ID_KEY : SPDX_LICENSE_ID_KEY);
		return false;
	}
	if (exc && !allowed) {
		snprintf(err, errlen, "'%s' has no %s line", path, SPDX_EXCEPTION_FOR_KEY);
		return false;
	}
	for (i = first; i < db->n; i++) {
		db->v[i].text = text;
		db->v[i].text_len = text ? strlen(text) : 0;
		db->v[i].allowed = allowed;
		db->v[i].nr_allowed = nr_allowed;
	}
	return true;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every regular file of DIR/SUB, in name order so that results are stable. */
static bool load_dir(struct spdx_db *db, const char *dir, const char *sub, unsigned int flags,
		     char *err, size_t errlen)
{
	size_t plen = strlen(dir) + strlen(sub) + 2, n = 0, cap = 0, i;
	char *path = (char *)malloc(plen), **names = NULL;
	struct dirent *de;
	bool ok = true;
	DIR *d;

	if (!path || !own(db, path))
		return false;
	snprintf(path, plen, "%s/%s", dir, sub);
	d = opendir(path);
	if (!d)
		return true;	/* not every tree has every directory */
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (n == cap) {
			char **v;

			cap = cap ? cap * 2 : 32;
			v = (char **)realloc(names, cap * sizeof(*v));
			if (!v) {
				ok = false;
				break;
			}
			names = v;
		}
		names[n] = strdup(de->d_name);
		if (!names[n] || !own(db, names[n])) {
			ok = false;
			break;
		}
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), cmp_names);
	for (i = 0; ok && i < n; i++) {
		size_t flen = strlen(path) + strlen(names[i]) + 2;
		char *file = (char *)malloc(flen);
		struct stat st;

		if (!file || !own(db, file)) {
			ok = false;
			break;
		}
		snprintf(file, flen, "%s/%s", path, names[i]);
		if (stat(file, &st) || !S_ISREG(st.st_mode))
			continue;
		ok = load_file(db, file, flags, err, errlen);
	}
	free(names);
	return ok;
}

struct spdx_db *spdx_db_load_kernel(const char *dir, char *err, size_t errlen)
{
	static const struct {
		const char *sub;
		unsigned int flags;
	} subs[] = {
#define SPDX_LICENSES_DIR(sub, flags, ...) { sub, flags },
#include "spdx_licenses_dirs.def"
#undef SPDX_LICENSES_DIR
	};
	struct spdx_db *db = (struct spdx_db *)calloc(1, sizeof(*db));
	const struct spdx_license *note;
	struct stat st;
	size_t i, nr_licenses = 0;

	err[0] = '\0';
	if (!db) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	db->kernel = true;
	if (stat(dir, &st) || !S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "'%s' is not a directory", dir);
		goto fail;
	}
	for (i = 0; i < ARRAY_SIZE(subs); i++)
		if (!load_dir(db, dir, subs[i].sub, subs[i].flags, err, errlen))
			goto fail;
	for (i = 0; i < db->n; i++)
		nr_licenses += !(db->v[i].flags & SPDX_LIC_EXCEPTION);
	if (!nr_licenses) {
		snprintf(err, errlen,
			 "'%s' has no license files (expected preferred/, dual/, deprecated/ and exceptions/)",
			 dir);
		goto fail;
	}
	if (!index_db(db)) {
		snprintf(err, errlen, "out of memory");
		goto fail;
	}
	/* The kernel's GPL family is whatever its syscall note may follow. */
	note = find(db, "Linux-syscall-note", strlen("Linux-syscall-note"), SPDX_LIC_EXCEPTION);
	for (i = 0; i < db->n; i++) {
		struct spdx_license *l = &db->v[i];

		if (l->flags & SPDX_LIC_EXCEPTION)
			continue;
		if (note ? spdx_db_exception_allows(db, note, l->id, strlen(l->id)) :
			   gpl_prefix(l->id))
			l->flags |= SPDX_LIC_GPL;
	}
	return db;
fail:
	spdx_db_free(db);
	return NULL;
}

void spdx_db_free(struct spdx_db *db)
{
	size_t i;

	if (!db || !db->kernel)
		return;
	for (i = 0; i < db->nr_owned; i++)
		free(db->owned[i]);
	free(db->owned);
	free(db->v);
	free(db->hash);
	free(db);
}

bool spdx_db_is_kernel(const struct spdx_db *db)
{
	return db->kernel;
}

const struct spdx_license *spdx_db_license(const struct spdx_db *db, const char *id, size_t len)
{
	const struct spdx_license *l = find(db, id, len, 0);

	/* In SPDX "+" is an operator on any license; the kernel lists "GPL-2.0+". */
	if (!l && !db->kernel && len > 1 && id[len - 1] == '+')
		l = find(db, id, len - 1, 0);
	return l;
}

const struct spdx_license *spdx_db_exception(const struct spdx_db *db, const char *id, size_t len)
{
	return find(db, id, len, SPDX_LIC_EXCEPTION);
}

/*
 * Without a kernel tree, which licenses an exception may follow comes from
 * the exception texts on spdx.org: nearly all are GPL-family exceptions;
 * these are the ones that attach to something else.
 */
static const struct {
	const char *exception;
	const char *license_prefix;
} non_gpl_exceptions[] = {
	{ "LLVM-exception", "Apache-2.0" },		/* spdx.org/licenses/LLVM-exception */
	{ "OCaml-LGPL-linking-exception", "LGPL-" },	/* LGPL only */
	{ "Qt-LGPL-exception-1.1", "LGPL-2.1" },
	{ "Universal-FOSS-exception-1.0", "" },		/* any license */
	{ "WxWindows-exception-3.1", "LGPL-" },
	{ "openvpn-openssl-exception", "GPL-" },
};

bool spdx_db_exception_allows(const struct spdx_db *db, const struct spdx_license *exc,
			      const char *id, size_t len)
{
	const struct spdx_license *l;
	size_t i;

	if (db->kernel) {
		for (i = 0; i < exc->nr_allowed; i++)
			if (strlen(exc->allowed[i]) == len &&
			    !strncasecmp(exc->allowed[i], id, len))
				return true;
		return false;
	}
	for (i = 0; i < ARRAY_SIZE(non_gpl_exceptions); i++) {
		const char *prefix = non_gpl_exceptions[i].license_prefix;

		if (strcasecmp(exc->id, non_gpl_exceptions[i].exception))
			continue;
		return len >= strlen(prefix) && !strncasecmp(id, prefix, strlen(prefix));
	}
	l = spdx_db_license(db, id, len);
	return l && (l->flags & SPDX_LIC_GPL);
}

size_t spdx_db_count(const struct spdx_db *db)
{
	return db->n;
}

const struct spdx_license *spdx_db_at(const struct spdx_db *db, size_t i)
{
	return i < db->n ? &db->v[i] : NULL;
}
