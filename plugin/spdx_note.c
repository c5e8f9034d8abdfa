// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * License data in the object file: builds one translation unit's record and
 * writes it as assembler text (see spdx_note.h for the format).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "spdx_note.h"
#include "spdx_tag.h"
#include "spdx_util.h"

/*
 * spdx_note_asm() writes each entry's fields as the struct lists them, one
 * 32-bit word each: a field added to a struct must change the size the
 * reader is generated from (spdx_note.h).
 */
static_assert(sizeof(struct spdx_note_file) == SPDX_NOTE_FILE_SIZE,
	      "struct spdx_note_file and SPDX_NOTE_FILE_SIZE differ");
static_assert(sizeof(struct spdx_note_finding) == SPDX_NOTE_FINDING_SIZE,
	      "struct spdx_note_finding and SPDX_NOTE_FINDING_SIZE differ");

static bool grow(void **v, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? *cap * 2 : 16;
	void *p;

	if (n < *cap)
		return true;
	p = realloc(*v, c * size);
	if (!p)
		return false;
	*v = p;
	*cap = c;
	return true;
}

static void rehash(struct spdx_note *note)
{
	size_t size = note->hash_size ? note->hash_size * 2 : 64, i;
	unsigned int *h = (unsigned int *)calloc(size, sizeof(*h));

	if (!h)
		return;
	for (i = 0; i < note->nr_strs; i++) {
		size_t j = spdx_hash_bytes(note->strs[i], strlen(note->strs[i])) & (size - 1);

		while (h[j])
			j = (j + 1) & (size - 1);
		h[j] = (unsigned int)i + 1;
	}
	free(note->hash);
	note->hash = h;
	note->hash_size = size;
}

/* Index of string S (LEN bytes) in the note's table, added if new. */
static unsigned int intern(struct spdx_note *note, const char *s, size_t len)
{
	char *copy;
	size_t j;

	/* Kept at most half full, so that a probe always ends. */
	if (2 * (note->nr_strs + 1) > note->hash_size)
		rehash(note);
	if (!note->hash_size)
		return 0;
	for (j = spdx_hash_bytes(s, len) & (note->hash_size - 1); note->hash[j];
	     j = (j + 1) & (note->hash_size - 1)) {
		const char *t = note->strs[note->hash[j] - 1];

		if (!strncmp(t, s, len) && !t[len])
			return note->hash[j] - 1;
	}
	if (!grow((void **)&note->strs, &note->strs_cap, note->nr_strs, sizeof(char *)))
		return 0;
	copy = (char *)malloc(len + 1);
	if (!copy)
		return 0;
	memcpy(copy, s, len);
	copy[len] = '\0';
	note->strs[note->nr_strs] = copy;
	note->nr_strs++;
	note->hash[j] = (unsigned int)note->nr_strs;
	return note->hash[j] - 1;
}

static unsigned int intern_str(struct spdx_note *note, const char *s)
{
	return intern(note, s, strlen(s));
}

void spdx_note_init(struct spdx_note *note, const char *main_file)
{
	memset(note, 0, sizeof(*note));
	/* String 0 is the producer: every record names it. */
	intern_str(note, "spdx.so " SPDX_VERSION);
	note->main_file = intern_str(note, main_file);
}

void spdx_note_set_module_license(struct spdx_note *note, const char *ident, unsigned int file,
				  unsigned int line, unsigned int col)
{
	note->modlic = intern_str(note, ident);
	note->modlic_file = file;
	note->modlic_line = line;
	note->modlic_col = col;
}

unsigned int spdx_note_add_file(struct spdx_note *note, const char *path, unsigned int flags)
{
	struct spdx_note_file *f;

	if (!grow((void **)&note->files, &note->files_cap, note->nr_files, sizeof(*f)))
		return 0;
	f = &note->files[note->nr_files];
	f->path = intern_str(note, path);
	f->expr = 0;
	f->flags = flags & ~SPDX_NOTE_HAS_EXPR;
	return (unsigned int)note->nr_files++;
}

void spdx_note_set_expr(struct spdx_note *note, unsigned int file, const char *expr, size_t len)
{
	if (file >= note->nr_files || !expr)
		return;
	note->files[file].expr = intern(note, expr, len);
	note->files[file].flags |= SPDX_NOTE_HAS_EXPR;
}

void spdx_note_add_finding(struct spdx_note *note, unsigned int file,
			   const struct spdx_finding *f, bool error)
{
	struct spdx_note_finding *n;

	if (!grow((void **)&note->findings, &note->findings_cap, note->nr_findings, sizeof(*n)))
		return;
	n = &note->findings[note->nr_findings++];
	n->check = intern_str(note, spdx_check_name(f->check));
	n->file = file;
	n->line = f->line;
	n->col = f->col;
	n->flags = error ? SPDX_NOTE_ERROR : 0;
	n->message = intern_str(note, f->message ? f->message : "");
	n->suggested = 0;
	if (f->suggested) {
		n->suggested = intern_str(note, f->suggested);
		n->flags |= SPDX_NOTE_HAS_SUGGESTED;
	}
}

static void put(struct spdx_buf *out, const char *s)
{
	spdx_buf_put(out, s, strlen(s));
}

/* Decimal V, without snprintf: this runs a few times per file of the TU. */
static void put_uint(struct spdx_buf *out, unsigned int v)
{
	char digits[12];
	size_t i = sizeof(digits);

	do {
		digits[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	spdx_buf_put(out, digits + i, sizeof(digits) - i);
}

/*
 * The records' local labels carry the record's own hash: the records of
 * several translation units can meet in one assembler file (an LTO
 * partition's toplevel asm), and the same bytes must give the same object.
 * Two units can also make the same record (one source compiled twice into
 * one LTO link): the record then stands once, under ".ifndef", as a reader
 * keeps identical records once anyway.  So the hash covers every byte of
 * the record, 64 bits of it.
 */
struct labels {
	char prefix[24];	/* ".Lspdx_" and 16 hex digits */
};

static unsigned long long hash_word(unsigned long long h, unsigned int v)
{
	int i;

	for (i = 0; i < 32; i += 8)
		h = spdx_hash64_step(h, (unsigned char)(v >> i));
	return h;
}

static void make_labels(const struct spdx_note *note, struct labels *l)
{
	static const char hex[] = "0123456789abcdef";
	unsigned long long h = SPDX_HASH64_SEED;
	size_t i;

	for (i = 0; i < note->nr_strs; i++) {
		const char *p = note->strs[i];

		do
			h = spdx_hash64_step(h, (unsigned char)*p);
		while (*p++);
	}
	h = hash_word(h, note->main_file);
	h = hash_word(h, note->modlic_line ? note->modlic : 0);
	h = hash_word(h, note->modlic_file);
	h = hash_word(h, note->modlic_line);
	h = hash_word(h, note->modlic_col);
	h = hash_word(h, note->allowed);
	h = hash_word(h, note->retain);
	h = hash_word(h, (unsigned int)note->nr_files);
	for (i = 0; i < note->nr_files; i++) {
		const struct spdx_note_file *f = &note->files[i];

		h = hash_word(hash_word(hash_word(h, f->path), f->expr), f->flags);
	}
	h = hash_word(h, (unsigned int)note->nr_findings);
	for (i = 0; i < note->nr_findings; i++) {
		const struct spdx_note_finding *f = &note->findings[i];

		h = hash_word(hash_word(hash_word(h, f->check), f->file), f->line);
		h = hash_word(hash_word(hash_word(h, f->col), f->flags), f->message);
		h = hash_word(h, f->suggested);
	}
	memcpy(l->prefix, ".Lspdx_", 7);
	for (i = 0; i < 16; i++)
		l->prefix[7 + i] = hex[(h >> (60 - 4 * i)) & 15];
	l->prefix[23] = '\0';
}

/* A .4byte line: a string's label (relocated by the linker) or a number. */
static void put_word(struct spdx_buf *out, const struct labels *l, bool label, unsigned int v)
{
	put(out, "\t.4byte\t");
	if (label) {
		put(out, l->prefix);
		put(out, "_s");
	}
	put_uint(out, v);
	spdx_buf_put(out, "\n", 1);
}

static bool plain_char(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

/* A .string with everything but printable ASCII escaped in octal. */
static void put_string(struct spdx_buf *out, const struct labels *l, unsigned int i,
		       const char *s)
{
	put(out, l->prefix);
	put(out, "_s");
	put_uint(out, i);
	put(out, ":\n\t.string\t\"");
	while (*s) {
		const char *run = s;
		char esc[5];

		while (*s && plain_char((unsigned char)*s))
			s++;
		spdx_buf_put(out, run, (size_t)(s - run));
		if (!*s)
			break;
		esc[0] = '\\';
		esc[1] = (char)('0' + (((unsigned char)*s >> 6) & 7));
		esc[2] = (char)('0' + (((unsigned char)*s >> 3) & 7));
		esc[3] = (char)('0' + ((unsigned char)*s & 7));
		spdx_buf_put(out, esc, 4);
		s++;
	}
	put(out, "\"\n");
}

void spdx_note_asm(const struct spdx_note *note, struct spdx_buf *out)
{
	/* The header's words after the prefix, in spdx_note.h's order. */
	const struct {
		bool label;		/* a string's index, relocated */
		unsigned int v;
	} head[] = {
		{ true, 0 },		/* the producer */
		{ true, note->main_file },
		{ false, (unsigned int)note->nr_files },
		{ false, (unsigned int)note->nr_findings },
		{ note->modlic_line != 0, note->modlic_line ? note->modlic : 0 },
		{ false, note->modlic_file },
		{ false, note->modlic_line },
		{ false, note->modlic_col },
		{ false, note->allowed },
	};
	struct labels l;
	size_t i;

	static_assert(SPDX_NOTE_PREFIX_SIZE + 4 * ARRAY_SIZE(head) == SPDX_NOTE_HEADER_SIZE,
		      "the header's words and SPDX_NOTE_HEADER_SIZE differ");

	make_labels(note, &l);
	put(out, "\t.ifndef\t");
	put(out, l.prefix);
	put(out, "_rec\n");
	/* %progbits: '@' starts a comment on some targets (ARM). */
	put(out, "\t.pushsection\t" SPDX_NOTE_STR_SECTION ",\"MS\",%progbits,1\n");
	for (i = 0; i < note->nr_strs; i++)
		put_string(out, &l, (unsigned int)i, note->strs[i]);
	put(out, "\t.popsection\n");

	put(out, note->retain ? "\t.pushsection\t" SPDX_NOTE_SECTION ",\"R\",%progbits\n" :
				"\t.pushsection\t" SPDX_NOTE_SECTION ",\"\",%progbits\n");
	put(out, "\t.balign\t");
	put_uint(out, SPDX_NOTE_ALIGN);
	spdx_buf_put(out, "\n", 1);
	put(out, l.prefix);
	put(out, "_rec:\n\t.ascii\t\"" SPDX_NOTE_MAGIC "\"\n");
	put(out, "\t.2byte\t");
	put_uint(out, SPDX_NOTE_VERSION);
	put(out, "\n\t.2byte\t");
	put_uint(out, SPDX_NOTE_HEADER_SIZE);
	spdx_buf_put(out, "\n", 1);
	put(out, "\t.4byte\t");
	put(out, l.prefix);
	put(out, "_end - ");
	put(out, l.prefix);
	put(out, "_rec\n");
	for (i = 0; i < ARRAY_SIZE(head); i++)
		put_word(out, &l, head[i].label, head[i].v);
	for (i = 0; i < note->nr_files; i++) {
		const struct spdx_note_file *f = &note->files[i];

		put_word(out, &l, true, f->path);
		put_word(out, &l, (f->flags & SPDX_NOTE_HAS_EXPR) != 0, f->expr);
		put_word(out, &l, false, f->flags);
	}
	for (i = 0; i < note->nr_findings; i++) {
		const struct spdx_note_finding *f = &note->findings[i];

		put_word(out, &l, true, f->check);
		put_word(out, &l, false, f->file);
		put_word(out, &l, false, f->line);
		put_word(out, &l, false, f->col);
		put_word(out, &l, false, f->flags);
		put_word(out, &l, true, f->message);
		put_word(out, &l, (f->flags & SPDX_NOTE_HAS_SUGGESTED) != 0, f->suggested);
	}
	put(out, l.prefix);
	put(out, "_end:\n\t.popsection\n\t.endif\n");
}

void spdx_note_c_asm(const char *asm_text, size_t len, struct spdx_buf *out)
{
	size_t i;

	put(out, "\n__asm__(\"");
	for (i = 0; i < len; i++) {
		const char *esc = asm_text[i] == '"' ? "\\\"" : asm_text[i] == '\\' ? "\\\\" :
				  asm_text[i] == '\n' ? "\\n" : asm_text[i] == '\t' ? "\\t" : NULL;

		if (esc)
			put(out, esc);
		else
			spdx_buf_put(out, asm_text + i, 1);
	}
	put(out, "\");\n");
}

void spdx_note_release(struct spdx_note *note)
{
	size_t i;

	for (i = 0; i < note->nr_strs; i++)
		free(note->strs[i]);
	free(note->strs);
	free(note->hash);
	free(note->files);
	free(note->findings);
	memset(note, 0, sizeof(*note));
}
