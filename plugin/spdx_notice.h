/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The notice classifier of the license-text inference: before a file
 * without license text gets default=, do its leading comments still speak
 * of rights or terms?  A restriction on copying, distribution, disclosure
 * or use, a grant of such rights, confidentiality, a pointer to terms kept
 * elsewhere (COPYING, an agreement, an EULA), a warranty disclaimer: the
 * default would put a license on a file whose author stated other terms,
 * so such a file gets no guess, unless the notice is the whole text of a
 * license the SPDX list names.
 *
 * It reads the vocabulary of rights over the tokeniser's words
 * (spdx_words.h), a sentence at a time: word classes in their grammatical
 * forms (stems, negations, modal verbs), combined by a few rules; not a
 * list of sentences.
 *
 * Interface: struct spdx_notice_lex is the lexicon compiled once (it
 * lives in the inference context); spdx_notice_read() classifies one
 * file and, when the notice decides, fills the inference result.
 */
#ifndef SPDX_NOTICE_H
#define SPDX_NOTICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spdx_core.h"
#include "spdx_infer.h"
#include "spdx_licdb.h"
#include "spdx_words.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SPDX_NOTICE_SLOTS	512	/* lexicon hash set; about 200 forms */
#define SPDX_NOTICE_WHOLE	2	/* short licenses matched whole */
#define SPDX_NOTICE_WHOLE_WORDS	48

struct spdx_notice_lex {
	bool ready;			/* compiled on the first file that needs it */
	unsigned int hash[SPDX_NOTICE_SLOTS];	/* 0: empty slot */
	unsigned long long cls[SPDX_NOTICE_SLOTS];	/* the word's classes (spdx_notice.c) */
	struct {
		unsigned int hash[SPDX_NOTICE_WHOLE_WORDS];
		size_t n;
	} whole[SPDX_NOTICE_WHOLE];
};

/*
 * Classifies FILE's leading comments (WS: their words, or NULL to
 * tokenise them here).  True when the notice decides: OUT is then the
 * license a whole short license text names (RECOGNISED, if DB knows it),
 * or UNRECOGNISED with the deciding sentence quoted in OUT->why.  False:
 * the comments speak of no rights, the default applies.
 */
bool spdx_notice_read(struct spdx_notice_lex *lex, const struct spdx_file *file,
		      const struct spdx_words *ws, const struct spdx_db *db,
		      struct spdx_inference *out);

#ifdef __cplusplus
}
#endif

#endif /* SPDX_NOTICE_H */
