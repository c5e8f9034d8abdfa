// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * REUSE.toml, read by a TOML 1.0 library: toml++ (Debian's
 * libtomlplusplus-dev), header-only, so that spdx_toml.so needs nothing
 * but libstdc++ beside the plugin.  Built as its own shared object: it
 * needs libstdc++, which the plugin proper does without, and the GCC
 * adapter loads it only for a project that has a REUSE.toml.
 */
#define TOML_HEADER_ONLY 1
/* Parse errors as values with their line and column, not exceptions. */
#define TOML_EXCEPTIONS 0
/* Only the parser: no TOML writer, JSON or YAML in the object. */
#define TOML_ENABLE_FORMATTERS 0
#include <toml++/toml.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "spdx_limits.h"
#include "spdx_project.h"

namespace {

/* "line N: " for a node's place, so that every message points into the file. */
std::string at(const toml::node &n)
{
	return "line " + std::to_string(n.source().begin.line) + ": ";
}

/* A key that is a string or an array of strings, into malloc'd strings. */
bool strings(const toml::table &t, const char *key, bool required, char ***out, size_t *n,
	     size_t *globs, std::string &why)
{
	const toml::node *node = t.get(key);
	std::vector<const std::string *> v;

	*out = nullptr;
	*n = 0;
	if (!node) {
		if (required)
			why = at(t) + "an [[annotations]] table without '" + key + "'";
		return !required;
	}
	if (auto s = node->as_string()) {
		v.push_back(&s->get());
	} else if (auto a = node->as_array()) {
		for (const auto &e : *a) {
			if (!e.is_string()) {
				why = at(e) + "'" + key + "' has an element that is not a string";
				return false;
			}
			v.push_back(&e.as_string()->get());
		}
	} else {
		why = at(*node) + "'" + key + "' is neither a string nor an array of strings";
		return false;
	}
	if (globs) {
		*globs += v.size();
		if (*globs > SPDX_LIMIT_TOML_GLOBS) {
			why = at(*node) + "more than " + std::to_string(SPDX_LIMIT_TOML_GLOBS) +
			      " path globs (SPDX_LIMIT_TOML_GLOBS)";
			return false;
		}
	}
	*out = static_cast<char **>(calloc(v.size() ? v.size() : 1, sizeof(char *)));
	if (!*out)
		return false;
	for (const auto *s : v) {
		char *c = strdup(s->c_str());

		if (!c)
			return false;
		(*out)[(*n)++] = c;
	}
	return true;
}

bool annotation(const toml::node &node, spdx_toml_annotation *a, size_t *globs, std::string &why)
{
	const toml::table *t = node.as_table();

	if (!t) {
		why = at(node) + "'annotations' is not an array of tables";
		return false;
	}
	if (!strings(*t, "path", true, &a->paths, &a->nr_paths, globs, why) ||
	    !strings(*t, "SPDX-FileCopyrightText", false, &a->copyrights, &a->nr_copyrights,
		     nullptr, why) ||
	    !strings(*t, "SPDX-License-Identifier", false, &a->exprs, &a->nr_exprs, nullptr, why))
		return false;
	a->precedence = SPDX_PRECEDENCE_CLOSEST;

	const toml::node *p = t->get("precedence");

	if (!p)
		return true;
	if (!p->is_string()) {
		why = at(*p) + "'precedence' is not a string";
		return false;
	}
	const std::string &s = p->as_string()->get();

	if (s == "closest")
		return true;
	if (s == "aggregate") {
		a->precedence = SPDX_PRECEDENCE_AGGREGATE;
		return true;
	}
	if (s == "override") {
		a->precedence = SPDX_PRECEDENCE_OVERRIDE;
		return true;
	}
	why = at(*p) + "unknown precedence '" + s + "'";
	return false;
}

/*
 * The whole file, at most SPDX_LIMIT_TOML_BYTES: a FIFO would block the
 * compiler and a huge file cost every compile of the project its parse.
 */
bool slurp(const char *path, std::string &text, std::string &why)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	char buf[65536];
	ssize_t r;

	if (fd < 0) {
		why = strerror(errno);
		return false;
	}
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		why = "not a regular file, not read";
		close(fd);
		return false;
	}
	/* The size first, not to read 4 MiB to learn it; the loop bounds a growing file. */
	if (st.st_size > (off_t)SPDX_LIMIT_TOML_BYTES)
		text.resize(SPDX_LIMIT_TOML_BYTES + 1);
	while (text.size() <= SPDX_LIMIT_TOML_BYTES && (r = read(fd, buf, sizeof(buf))) != 0) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			why = strerror(errno);
			close(fd);
			return false;
		}
		text.append(buf, (size_t)r);
	}
	close(fd);
	if (text.size() > SPDX_LIMIT_TOML_BYTES) {
		why = "larger than " + std::to_string(SPDX_LIMIT_TOML_BYTES) +
		      " bytes (SPDX_LIMIT_TOML_BYTES), not read";
		return false;
	}
	return true;
}

bool read(const char *path, spdx_toml *out, std::string &why)
{
	std::string text;

	if (!slurp(path, text, why))
		return false;

	toml::parse_result res = toml::parse(text, std::string_view(path));

	if (!res) {
		const auto &e = res.error();

		why = "line " + std::to_string(e.source().begin.line) + ", column " +
		      std::to_string(e.source().begin.column) + ": " +
		      std::string(e.description());
		return false;
	}
	const toml::table &root = res.table();
	const toml::node *version = root.get("version");

	if (!version || version->value_or<int64_t>(0) != 1 || !version->is_integer()) {
		why = "'version = 1' is missing";
		return false;
	}
	const toml::node *node = root.get("annotations");

	if (!node)
		return true;
	const toml::array *items = node->as_array();

	if (!items) {
		why = at(*node) + "'annotations' is not an array of tables";
		return false;
	}
	if (items->size() > SPDX_LIMIT_TOML_ANNOTATIONS) {
		why = std::to_string(items->size()) + " [[annotations]] tables, more than " +
		      std::to_string(SPDX_LIMIT_TOML_ANNOTATIONS) +
		      " (SPDX_LIMIT_TOML_ANNOTATIONS)";
		return false;
	}
	out->items = static_cast<spdx_toml_annotation *>(calloc(items->size() ? items->size() : 1,
							       sizeof(*out->items)));
	if (!out->items)
		return false;

	size_t globs = 0;

	for (const auto &t : *items)
		if (!annotation(t, &out->items[out->nr_items++], &globs, why))
			return false;
	return true;
}

} // namespace

extern "C" __attribute__((visibility("default")))
bool spdx_toml_read(const char *path, struct spdx_toml *out, char *err, size_t size)
{
	std::string why;
	bool ok = false;

	memset(out, 0, sizeof(*out));
	/* Nothing may escape into the compiler: it has no handler for it. */
	try {
		ok = read(path, out, why);
	} catch (const std::exception &e) {
		why = e.what();
	} catch (...) {
		why = "unreadable";
	}
	/* What was read so far stays in OUT: the caller releases it. */
	if (!ok)
		snprintf(err, size, "%s", why.empty() ? "out of memory" : why.c_str());
	return ok;
}
