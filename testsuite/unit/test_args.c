// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The README's argument table is made from plugin/spdx_args.def: every row
 * the table gives must be in README.md, in the table's order.  With
 * --print, prints the rows (make readme-args puts them into the README).
 */
#include <stdlib.h>
#include <string.h>

#include "spdx_core.h"
#include "spdx_util.h"
#include "unit.h"

static const struct {
	const char *key, *values, *doc;
} args[] = {
#define SPDX_ARG(key, values, summary, doc) { #key, values, doc },
#include "spdx_args.def"
#undef SPDX_ARG
};

#define NR_ARGS ARRAY_SIZE(args)

/* "| `key=a\|b` | doc |": Markdown escapes a | inside a table cell. */
static void row(char *out, size_t size, size_t i)
{
	size_t n = 0;
	const char *v;

	n += snprintf(out + n, size - n, "| `%s%s", args[i].key, args[i].values[0] ? "=" : "");
	for (v = args[i].values; *v && n + 3 < size; v++)
		n += snprintf(out + n, size - n, *v == '|' ? "\\|" : "%c", *v);
	snprintf(out + n, size - n, "` | %s |", args[i].doc);
}

int main(int argc, char **argv)
{
	enum spdx_read_status st;
	const char *at, *found;
	char line[2048];
	size_t i, len;
	char *readme;

	if (argc > 1 && !strcmp(argv[1], "--print")) {
		for (i = 0; i < NR_ARGS; i++) {
			row(line, sizeof(line), i);
			puts(line);
		}
		return 0;
	}
	readme = spdx_read_file("README.md", 1 << 22, &len, &st);
	CHECK(readme);
	if (!readme)
		return 1;
	at = readme;
	for (i = 0; i < NR_ARGS; i++) {
		row(line, sizeof(line), i);
		found = strstr(at, line);
		if (!found)
			fprintf(stderr, "README.md lacks, or has out of order: %s\n", line);
		CHECK(found);
		if (found)
			at = found + strlen(line);
	}
	/* policy='s choices are spdx_policies.def's names, in its order, then auto. */
	{
		static const struct {
			enum spdx_policy policy;
			const char *name;
		} names[] = {
#define SPDX_POLICY(e, name) { SPDX_POLICY_##e, name },
#include "spdx_policies.def"
#undef SPDX_POLICY
		};
		char want[128] = "";

		for (i = 0; i < ARRAY_SIZE(names); i++) {
			CHECK(names[i].policy == (enum spdx_policy)i);
			strcat(want, names[i].name);
			strcat(want, "|");
		}
		strcat(want, "auto");
		for (i = 0; i < NR_ARGS && strcmp(args[i].key, "policy"); i++)
			;
		CHECK(i < NR_ARGS && !strcmp(args[i].values, want));
		if (i < NR_ARGS && strcmp(args[i].values, want))
			fprintf(stderr, "policy='s choices %s, the policies %s\n",
				args[i].values, want);
	}
	/* No row for an argument the table does not have. */
	CHECK(!strstr(readme, "| `policy=kernel\\|reuse\\|auto`"));
	free(readme);
	return unit_report("args");
}
