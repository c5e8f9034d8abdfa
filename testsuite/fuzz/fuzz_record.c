// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target: the object record writer (spdx_note.c).  The input is
 * decoded into the calls the plugin makes (files, tags, findings, the
 * MODULE_LICENSE()), the record is written as assembler text, and that
 * text is assembled again by a strict model of the assembler (only the
 * directives the writer may emit; a label defined twice is the error GNU
 * as gives) and decoded by the layout of spdx_note.h: the result must be
 * exactly what was put in.  The -save-temps form (spdx_note_c_asm) must
 * give the same text back, and the text written twice (two units of one
 * LTO partition) must give one record.
 *
 * With FUZZ_RECORD_DUMP=DIR each input also leaves DIR/NAME.s and the
 * record it must read as, DIR/NAME.json: record_roundtrip.py assembles
 * them with the real assembler and reads them with spdx-report's reader.
 *
 * Byte 0: bit 0 .spdx retained (SHF_GNU_RETAIN), bit 1 the unit has a
 * MODULE_LICENSE(), bit 2 the ident is the input's last field, bit 3 the
 * main file has allowed families (the main file's bytes, at most 4).  The rest
 * is split at NUL bytes: the main file, then one operation per field, its
 * first byte choosing it (modulo 3): a file (the next byte its flags, the
 * rest its path), a tag for a file (the next byte the file, the rest the
 * expression), a finding (bytes: file, check, line, column, error; the
 * rest the message, and after a 0x01 byte the suggested expression).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_findings.h"
#include "spdx_note.h"
#include "spdx_util.h"
#include "fuzz_common.h"

#define MAX_OPS		2000
#define MAX_SYMS	(4 * MAX_OPS + 16)

/* What was put in, as the reader must see it. */
struct want_file {
	const uint8_t *path, *expr;
	size_t path_len, expr_len;
	unsigned int flags;
};

struct want_finding {
	unsigned int file, check, line, col;
	bool error;
	const uint8_t *msg, *sugg;
	size_t msg_len, sugg_len;
};

struct want {
	const uint8_t *main;
	size_t main_len;
	struct want_file files[MAX_OPS];
	size_t nr_files;
	struct want_finding findings[MAX_OPS];
	size_t nr_findings;
	const uint8_t *ident;
	size_t ident_len;
	unsigned int ident_file, ident_line, ident_col;
	unsigned int allowed;
};

/* A byte buffer that grows. */
struct bytes {
	uint8_t *p;
	size_t len, cap;
};

static void put_bytes(struct bytes *b, const void *s, size_t n)
{
	if (b->len + n > b->cap) {
		b->cap = (b->len + n) * 2 + 64;
		b->p = (uint8_t *)realloc(b->p, b->cap);
		FUZZ_ASSERT(b->p);
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
}

/* The assembler model: two sections, labels, fixups resolved at the end. */
struct sym {
	char name[40];
	int section;		/* 0 .spdx_str, 1 .spdx */
	size_t off;
};

struct fixup {
	size_t at;		/* in .spdx */
	char a[40], b[40];	/* A, or A - B */
};

struct model_as {
	struct bytes sec[2];
	struct sym syms[MAX_SYMS];
	size_t nr_syms;
	struct fixup *fix;
	size_t nr_fix, fix_cap;
};

static struct sym *find_sym(struct model_as *m, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < m->nr_syms; i++)
		if (strlen(m->syms[i].name) == len && !memcmp(m->syms[i].name, name, len))
			return &m->syms[i];
	return NULL;
}

static bool is_label_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '.';
}

/* A symbol name of the writer's form at S; its length, 0 if none. */
static size_t label_len(const char *s, size_t n)
{
	size_t i = 0;

	if (n < 7 || memcmp(s, ".Lspdx_", 7))
		return 0;
	while (i < n && is_label_char(s[i]))
		i++;
	FUZZ_ASSERT(i < sizeof(((struct sym *)0)->name));
	return i;
}

static bool is(const char *line, size_t n, const char *want)
{
	return n == strlen(want) && !memcmp(line, want, n);
}

static bool starts(const char *line, size_t n, const char *prefix)
{
	size_t l = strlen(prefix);

	return n >= l && !memcmp(line, prefix, l);
}

static unsigned long parse_number(const char *s, size_t n)
{
	unsigned long v = 0;
	size_t i;

	FUZZ_ASSERT(n > 0 && n <= 10);
	for (i = 0; i < n; i++) {
		FUZZ_ASSERT(s[i] >= '0' && s[i] <= '9');
		v = v * 10 + (unsigned long)(s[i] - '0');
	}
	FUZZ_ASSERT(n == 1 || s[0] != '0');
	return v;
}

/* The body of a "..." operand of .string/.ascii: plain bytes and \ooo only. */
static void parse_quoted(struct bytes *out, const char *s, size_t n)
{
	size_t i;

	FUZZ_ASSERT(n >= 2 && s[0] == '"' && s[n - 1] == '"');
	for (i = 1; i < n - 1; i++) {
		uint8_t c = (uint8_t)s[i];

		FUZZ_ASSERT(c != '"');
		if (c == '\\') {
			FUZZ_ASSERT(i + 3 <= n - 2);
			FUZZ_ASSERT(s[i + 1] >= '0' && s[i + 1] <= '3');
			FUZZ_ASSERT(s[i + 2] >= '0' && s[i + 2] <= '7');
			FUZZ_ASSERT(s[i + 3] >= '0' && s[i + 3] <= '7');
			c = (uint8_t)((s[i + 1] - '0') * 64 + (s[i + 2] - '0') * 8 +
				      (s[i + 3] - '0'));
			/* Only what plain_char() does not pass is escaped. */
			FUZZ_ASSERT(c < 0x20 || c >= 0x7f || c == '"' || c == '\\');
			FUZZ_ASSERT(c);
			i += 3;
		} else {
			FUZZ_ASSERT(c >= 0x20 && c < 0x7f);
		}
		put_bytes(out, &c, 1);
	}
}

static void put_le(struct bytes *b, unsigned long v, size_t n)
{
	uint8_t x[4];
	size_t i;

	for (i = 0; i < n; i++)
		x[i] = (uint8_t)(v >> (8 * i));
	put_bytes(b, x, n);
}

/* One line of the writer's text into M. */
static void assemble_line(struct model_as *m, const char *line, size_t n, int *section,
			  int *skip, bool *retained)
{
	size_t l;

	if (*skip) {
		if (is(line, n, "\t.endif"))
			*skip = 0;
		return;
	}
	l = label_len(line, n);
	if (l && l + 1 == n && line[l] == ':') {
		struct sym *s;

		FUZZ_ASSERT(*section >= 0);
		/* GNU as: "symbol ... is already defined". */
		FUZZ_ASSERT(!find_sym(m, line, l));
		FUZZ_ASSERT(m->nr_syms < MAX_SYMS);
		s = &m->syms[m->nr_syms++];
		memcpy(s->name, line, l);
		s->name[l] = '\0';
		s->section = *section;
		s->off = m->sec[*section].len;
		return;
	}
	if (starts(line, n, "\t.ifndef\t")) {
		l = label_len(line + 9, n - 9);
		FUZZ_ASSERT(l && 9 + l == n && *section == -1);
		*skip = !!find_sym(m, line + 9, l);
	} else if (is(line, n, "\t.endif")) {
		FUZZ_ASSERT(*section == -1);
	} else if (is(line, n, "\t.pushsection\t.spdx_str,\"MS\",%progbits,1")) {
		FUZZ_ASSERT(*section == -1);
		*section = 0;
	} else if (is(line, n, "\t.pushsection\t.spdx,\"R\",%progbits")) {
		FUZZ_ASSERT(*section == -1);
		*section = 1;
		*retained = true;
	} else if (is(line, n, "\t.pushsection\t.spdx,\"\",%progbits")) {
		FUZZ_ASSERT(*section == -1);
		*section = 1;
	} else if (is(line, n, "\t.popsection")) {
		FUZZ_ASSERT(*section >= 0);
		*section = -1;
	} else if (is(line, n, "\t.balign\t4")) {
		FUZZ_ASSERT(*section == 1);
		while (m->sec[1].len % 4)
			put_le(&m->sec[1], 0, 1);
	} else if (starts(line, n, "\t.string\t")) {
		FUZZ_ASSERT(*section == 0);
		parse_quoted(&m->sec[0], line + 9, n - 9);
		put_le(&m->sec[0], 0, 1);
	} else if (starts(line, n, "\t.ascii\t")) {
		FUZZ_ASSERT(*section == 1);
		parse_quoted(&m->sec[1], line + 8, n - 8);
	} else if (starts(line, n, "\t.2byte\t")) {
		unsigned long v = parse_number(line + 8, n - 8);

		FUZZ_ASSERT(*section == 1 && v <= 0xffff);
		put_le(&m->sec[1], v, 2);
	} else if (starts(line, n, "\t.4byte\t")) {
		const char *op = line + 8;
		size_t on = n - 8;

		FUZZ_ASSERT(*section == 1);
		l = label_len(op, on);
		if (!l) {
			unsigned long v = parse_number(op, on);

			FUZZ_ASSERT(v <= 0xffffffffu);
			put_le(&m->sec[1], v, 4);
			return;
		}
		if (m->nr_fix == m->fix_cap) {
			m->fix_cap = m->fix_cap * 2 + 16;
			m->fix = (struct fixup *)realloc(m->fix, m->fix_cap * sizeof(*m->fix));
			FUZZ_ASSERT(m->fix);
		}
		memset(&m->fix[m->nr_fix], 0, sizeof(m->fix[0]));
		m->fix[m->nr_fix].at = m->sec[1].len;
		memcpy(m->fix[m->nr_fix].a, op, l);
		if (l < on) {
			size_t l2;

			FUZZ_ASSERT(on > l + 3 && !memcmp(op + l, " - ", 3));
			l2 = label_len(op + l + 3, on - l - 3);
			FUZZ_ASSERT(l2 && l + 3 + l2 == on);
			memcpy(m->fix[m->nr_fix].b, op + l + 3, l2);
		}
		m->nr_fix++;
		put_le(&m->sec[1], 0, 4);
	} else {
		fprintf(stderr, "fuzz_record: a line the writer must not emit: %.*s\n",
			(int)n, line);
		FUZZ_ASSERT(0);
	}
}

/* TEXT as the model assembles it; the .spdx and .spdx_str bytes in M. */
static void assemble(struct model_as *m, const char *text, size_t len, bool *retained)
{
	int section = -1, skip = 0;
	size_t i, start;

	for (start = 0; start < len; start = i + 1) {
		const char *eol = (const char *)memchr(text + start, '\n', len - start);

		FUZZ_ASSERT(eol);
		i = (size_t)(eol - text);
		assemble_line(m, text + start, i - start, &section, &skip, retained);
	}
	FUZZ_ASSERT(section == -1 && !skip);
	for (i = 0; i < m->nr_fix; i++) {
		struct fixup *f = &m->fix[i];
		struct sym *a = find_sym(m, f->a, strlen(f->a));
		unsigned long v;
		size_t k;

		FUZZ_ASSERT(a);
		if (f->b[0]) {
			struct sym *b = find_sym(m, f->b, strlen(f->b));

			FUZZ_ASSERT(b && a->section == 1 && b->section == 1 && a->off >= b->off);
			v = a->off - b->off;
		} else {
			/* A string's offset: what the relocation gives in this object. */
			FUZZ_ASSERT(a->section == 0);
			v = a->off;
		}
		for (k = 0; k < 4; k++)
			m->sec[1].p[f->at + k] = (uint8_t)(v >> (8 * k));
	}
}

static void model_release(struct model_as *m)
{
	free(m->sec[0].p);
	free(m->sec[1].p);
	free(m->fix);
	memset(m, 0, sizeof(*m));
}

static unsigned int word(const struct bytes *b, size_t off)
{
	FUZZ_ASSERT(off + 4 <= b->len);
	return (unsigned int)b->p[off] | (unsigned int)b->p[off + 1] << 8 |
	       (unsigned int)b->p[off + 2] << 16 | (unsigned int)b->p[off + 3] << 24;
}

/* Is the string at OFF of .spdx_str S[0..LEN)? */
static bool str_is(const struct bytes *strs, unsigned int off, const void *s, size_t len)
{
	return off < strs->len && off + len < strs->len && !memcmp(strs->p + off, s, len) &&
	       !strs->p[off + len];
}

static bool str_is_c(const struct bytes *strs, unsigned int off, const char *s)
{
	return str_is(strs, off, s, strlen(s));
}

/* The one record in M is exactly W. */
static void check_record(const struct model_as *m, const struct want *w)
{
	const struct bytes *r = &m->sec[1], *s = &m->sec[0];
	size_t base, i;
	unsigned int hsize, size;

	FUZZ_ASSERT(r->len >= SPDX_NOTE_HEADER_SIZE && !memcmp(r->p, SPDX_NOTE_MAGIC, 4));
	FUZZ_ASSERT((r->p[4] | r->p[5] << 8) == SPDX_NOTE_VERSION);
	hsize = (unsigned int)(r->p[6] | r->p[7] << 8);
	FUZZ_ASSERT(hsize == SPDX_NOTE_HEADER_SIZE);
	size = word(r, 8);
	FUZZ_ASSERT(size == r->len);
	FUZZ_ASSERT(size == hsize + w->nr_files * SPDX_NOTE_FILE_SIZE +
			    w->nr_findings * SPDX_NOTE_FINDING_SIZE);
	FUZZ_ASSERT(str_is_c(s, word(r, 12), "spdx.so " SPDX_VERSION));
	FUZZ_ASSERT(str_is(s, word(r, 16), w->main, w->main_len));
	FUZZ_ASSERT(word(r, 20) == w->nr_files && word(r, 24) == w->nr_findings);
	if (w->ident_line) {
		FUZZ_ASSERT(str_is(s, word(r, 28), w->ident, w->ident_len));
		FUZZ_ASSERT(word(r, 32) == w->ident_file && word(r, 36) == w->ident_line &&
			    word(r, 40) == w->ident_col);
	} else {
		FUZZ_ASSERT(!word(r, 36));
	}
	FUZZ_ASSERT(word(r, 44) == w->allowed);
	for (i = 0; i < w->nr_files; i++) {
		const struct want_file *f = &w->files[i];
		size_t at = hsize + i * SPDX_NOTE_FILE_SIZE;
		unsigned int flags = word(r, at + 8);

		FUZZ_ASSERT(str_is(s, word(r, at), f->path, f->path_len));
		FUZZ_ASSERT(!!(flags & SPDX_NOTE_HAS_EXPR) == !!f->expr);
		FUZZ_ASSERT((flags & ~SPDX_NOTE_HAS_EXPR) == f->flags);
		FUZZ_ASSERT(!f->expr || str_is(s, word(r, at + 4), f->expr, f->expr_len));
	}
	base = hsize + w->nr_files * SPDX_NOTE_FILE_SIZE;
	for (i = 0; i < w->nr_findings; i++) {
		const struct want_finding *f = &w->findings[i];
		size_t at = base + i * SPDX_NOTE_FINDING_SIZE;
		unsigned int flags = word(r, at + 16);

		FUZZ_ASSERT(str_is_c(s, word(r, at), spdx_check_name((enum spdx_check)f->check)));
		FUZZ_ASSERT(word(r, at + 4) == f->file && word(r, at + 8) == f->line &&
			    word(r, at + 12) == f->col);
		FUZZ_ASSERT(!!(flags & SPDX_NOTE_ERROR) == f->error);
		FUZZ_ASSERT(!!(flags & SPDX_NOTE_HAS_SUGGESTED) == !!f->sugg);
		FUZZ_ASSERT(str_is(s, word(r, at + 20), f->msg, f->msg_len));
		FUZZ_ASSERT(!f->sugg || str_is(s, word(r, at + 24), f->sugg, f->sugg_len));
	}
}

/* The -save-temps form: a C string literal whose value is TEXT. */
static void check_c_asm(const char *text, size_t len)
{
	struct spdx_buf c = { NULL, 0, 0 };
	struct bytes back = { NULL, 0, 0 };
	size_t i;

	spdx_note_c_asm(text, len, &c);
	FUZZ_ASSERT(c.p && c.len >= 13 && !memcmp(c.p, "\n__asm__(\"", 10) &&
		    !memcmp(c.p + c.len - 4, "\");\n", 4));
	for (i = 10; i < c.len - 4; i++) {
		char ch = c.p[i];

		FUZZ_ASSERT(ch != '"' && ch != '\n');
		if (ch == '\\') {
			i++;
			ch = c.p[i] == 'n' ? '\n' : c.p[i] == 't' ? '\t' : c.p[i];
			FUZZ_ASSERT(ch == '\n' || ch == '\t' || ch == '"' || ch == '\\');
		}
		put_bytes(&back, &ch, 1);
	}
	FUZZ_ASSERT(back.len == len && !memcmp(back.p, text, len));
	free(back.p);
	spdx_buf_release(&c);
}

/* FUZZ_RECORD_DUMP: S[0..N) as hex, a JSON string, or null. */
static void dump_hex(FILE *f, const uint8_t *s, size_t n, bool present)
{
	size_t i;

	if (!present) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	for (i = 0; i < n; i++)
		fprintf(f, "%02x", s[i]);
	fputc('"', f);
}

static void dump(const char *dir, const char *text, size_t len, const struct want *w)
{
	unsigned int h = spdx_hash_bytes(text, len);
	char path[4096];
	size_t i;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%08x.s", dir, h);
	f = fopen(path, "w");
	FUZZ_ASSERT(f && fwrite(text, 1, len, f) == len && !fclose(f));
	snprintf(path, sizeof(path), "%s/%08x.json", dir, h);
	f = fopen(path, "w");
	FUZZ_ASSERT(f);
	fputs("{\"producer\": ", f);
	dump_hex(f, (const uint8_t *)"spdx.so " SPDX_VERSION, strlen("spdx.so " SPDX_VERSION),
		 true);
	fputs(", \"main\": ", f);
	dump_hex(f, w->main, w->main_len, true);
	fputs(", \"files\": [", f);
	for (i = 0; i < w->nr_files; i++) {
		fputs(i ? ", [" : "[", f);
		dump_hex(f, w->files[i].path, w->files[i].path_len, true);
		fputs(", ", f);
		dump_hex(f, w->files[i].expr, w->files[i].expr_len, w->files[i].expr);
		fprintf(f, ", %u]", w->files[i].flags);
	}
	fputs("], \"findings\": [", f);
	for (i = 0; i < w->nr_findings; i++) {
		const struct want_finding *g = &w->findings[i];
		const char *check = spdx_check_name((enum spdx_check)g->check);

		fputs(i ? ", [" : "[", f);
		dump_hex(f, w->files[g->file].path, w->files[g->file].path_len, true);
		fprintf(f, ", %u, %u, ", g->line, g->col);
		dump_hex(f, (const uint8_t *)check, strlen(check), true);
		fprintf(f, ", \"%s\", ", g->error ? "error" : "warning");
		dump_hex(f, g->msg, g->msg_len, true);
		fputs(", ", f);
		dump_hex(f, g->sugg, g->sugg_len, g->sugg);
		fputs("]", f);
	}
	fputs("], \"module_license\": ", f);
	if (w->ident_line) {
		fputs("[", f);
		dump_hex(f, w->ident, w->ident_len, true);
		fputs(", ", f);
		dump_hex(f, w->files[w->ident_file].path, w->files[w->ident_file].path_len, true);
		fprintf(f, ", %u, %u]", w->ident_line, w->ident_col);
	} else {
		fputs("null", f);
	}
	fprintf(f, ", \"allowed\": %u}\n", w->allowed);
	FUZZ_ASSERT(!fclose(f));
}

/* The fields of DATA[0..SIZE), split at NUL; returns how many. */
static size_t split(const uint8_t *data, size_t size, const uint8_t **field, size_t *len,
		    size_t max)
{
	size_t n = 0, start = 0, i;

	for (i = 0; i <= size && n < max; i++) {
		if (i == size || !data[i]) {
			field[n] = data + start;
			len[n++] = i - start;
			start = i + 1;
		}
	}
	return n;
}

static unsigned int byte_at(const uint8_t *f, size_t len, size_t i)
{
	return i < len ? f[i] : 0;
}

static struct want w;
static const uint8_t *field[MAX_OPS + 2];
static size_t field_len[MAX_OPS + 2];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct spdx_buf text = { NULL, 0, 0 }, twice = { NULL, 0, 0 };
	struct model_as m;
	struct spdx_note note;
	unsigned int flags;
	size_t nr, last, i;
	bool retained = false;
	const char *dir;
	char *main_file;

	if (size < 2)
		return 0;
	flags = data[0];
	memset(&w, 0, sizeof(w));
	nr = split(data + 1, size - 1, field, field_len, ARRAY_SIZE(field));
	last = flags & 4 && nr > 1 ? nr - 1 : nr;
	w.main = field[0];
	w.main_len = field_len[0];
	main_file = strndup((const char *)field[0], field_len[0]);
	FUZZ_ASSERT(main_file);
	spdx_note_init(&note, main_file);
	note.retain = flags & 1;
	for (i = 1; i < last; i++) {
		const uint8_t *f = field[i];
		size_t n = field_len[i];
		char *s;

		if (!n)
			continue;
		switch (f[0] % 3) {
		case 0: {
			struct want_file *wf;
			unsigned int ff = byte_at(f, n, 1) & 0x3f;
			size_t skip = n > 1 ? 2 : 1;

			if (w.nr_files == MAX_OPS)
				break;
			wf = &w.files[w.nr_files++];
			wf->path = f + skip;
			wf->path_len = n - skip;
			wf->flags = ff & ~SPDX_NOTE_HAS_EXPR;
			s = strndup((const char *)f + skip, n - skip);
			FUZZ_ASSERT(s);
			FUZZ_ASSERT(spdx_note_add_file(&note, s, ff) == w.nr_files - 1);
			free(s);
			break;
		}
		case 1: {
			unsigned int file;

			if (!w.nr_files || n < 2)
				break;
			file = f[1] % w.nr_files;
			w.files[file].expr = f + 2;
			w.files[file].expr_len = n - 2;
			/* Not NUL-terminated: the writer takes LEN bytes. */
			spdx_note_set_expr(&note, file, (const char *)f + 2, n - 2);
			break;
		}
		default: {
			struct want_finding *wf;
			struct spdx_finding g;
			const uint8_t *msg = f + (n < 8 ? n : 8), *one;
			size_t msg_len = n < 8 ? 0 : n - 8;

			if (!w.nr_files || w.nr_findings == MAX_OPS)
				break;
			wf = &w.findings[w.nr_findings++];
			memset(&g, 0, sizeof(g));
			wf->file = byte_at(f, n, 1) % w.nr_files;
			wf->check = byte_at(f, n, 2) % SPDX_NR_CHECKS;
			wf->line = byte_at(f, n, 3) << 8 | byte_at(f, n, 4);
			wf->col = byte_at(f, n, 5) << 16 | byte_at(f, n, 6);
			wf->error = byte_at(f, n, 7) & 1;
			one = (const uint8_t *)memchr(msg, 1, msg_len);
			wf->msg = msg;
			wf->msg_len = one ? (size_t)(one - msg) : msg_len;
			if (one) {
				wf->sugg = one + 1;
				wf->sugg_len = msg_len - wf->msg_len - 1;
			}
			g.check = (enum spdx_check)wf->check;
			g.line = wf->line;
			g.col = wf->col;
			g.message = strndup((const char *)wf->msg, wf->msg_len);
			g.suggested = NULL;
			if (wf->sugg)
				g.suggested = strndup((const char *)wf->sugg, wf->sugg_len);
			FUZZ_ASSERT(g.message && (!wf->sugg || g.suggested));
			spdx_note_add_finding(&note, wf->file, &g, wf->error);
			free(g.message);
			free(g.suggested);
			break;
		}
		}
	}
	if (flags & 2 && w.nr_files) {
		const uint8_t *id = last < nr ? field[nr - 1] : (const uint8_t *)"GPL";
		size_t id_len = last < nr ? field_len[nr - 1] : 3;
		char *s = strndup((const char *)id, id_len);

		FUZZ_ASSERT(s);
		w.ident = id;
		w.ident_len = id_len;
		w.ident_file = byte_at(data, size, 1) % w.nr_files;
		w.ident_line = byte_at(data, size, size - 1) | 1;
		w.ident_col = byte_at(data, size, size - 2);
		spdx_note_set_module_license(&note, s, w.ident_file, w.ident_line, w.ident_col);
		free(s);
	}

	if (flags & 8)
		for (i = 0; i < w.main_len && i < 4; i++)
			w.allowed |= (unsigned int)w.main[i] << (8 * i);
	note.allowed = w.allowed;

	spdx_note_asm(&note, &text);
	FUZZ_ASSERT(text.p && text.len && text.p[text.len - 1] == '\n');
	FUZZ_ASSERT(!memchr(text.p, '\0', text.len));
	memset(&m, 0, sizeof(m));
	assemble(&m, text.p, text.len, &retained);
	FUZZ_ASSERT(retained == !!(flags & 1));
	check_record(&m, &w);
	model_release(&m);

	/* Two units with this record in one assembler file: one record. */
	spdx_buf_put(&twice, text.p, text.len);
	spdx_buf_put(&twice, text.p, text.len);
	memset(&m, 0, sizeof(m));
	assemble(&m, twice.p, twice.len, &retained);
	check_record(&m, &w);
	model_release(&m);
	spdx_buf_release(&twice);

	check_c_asm(text.p, text.len);
	dir = getenv("FUZZ_RECORD_DUMP");
	if (dir && *dir)
		dump(dir, text.p, text.len, &w);
	spdx_buf_release(&text);
	spdx_note_release(&note);
	free(main_file);
	return 0;
}
