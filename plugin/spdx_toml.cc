// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * REUSE.toml, read by a TOML library (cpptoml, Debian's libcpptoml-dev).
 * Built as its own shared object, spdx_toml.so: it needs libstdc++ and
 * exceptions, which the plugin proper does without, and the GCC adapter
 * loads it only for a project that has a REUSE.toml.
 */
#include <cpptoml.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "spdx_project.h"

namespace {

/* A key that is a string or an array of strings, into malloc'd strings. */
bool strings(const cpptoml::table &t, const char *key, bool required, char ***out, size_t *n,
	     std::string &why)
{
	std::vector<std::string> v;

	*out = nullptr;
	*n = 0;
	if (!t.contains(key)) {
		if (required)
			why = std::string("an [[annotations]] table without '") + key + "'";
		return !required;
	}
	if (auto s = t.get_as<std::string>(key)) {
		v.push_back(*s);
	} else if (auto a = t.get_array_of<std::string>(key)) {
		v = *a;
	} else {
		why = std::string("'") + key + "' is neither a string nor an array of strings";
		return false;
	}
	*out = static_cast<char **>(calloc(v.size() ? v.size() : 1, sizeof(char *)));
	if (!*out)
		return false;
	for (const auto &s : v) {
		char *c = strdup(s.c_str());

		if (!c)
			return false;
		(*out)[(*n)++] = c;
	}
	return true;
}

bool annotation(const cpptoml::table &t, spdx_toml_annotation *a, std::string &why)
{
	auto precedence = t.get_as<std::string>("precedence");

	if (!strings(t, "path", true, &a->paths, &a->nr_paths, why) ||
	    !strings(t, "SPDX-FileCopyrightText", false, &a->copyrights, &a->nr_copyrights,
		     why) ||
	    !strings(t, "SPDX-License-Identifier", false, &a->exprs, &a->nr_exprs, why))
		return false;
	a->precedence = SPDX_PRECEDENCE_CLOSEST;
	if (!precedence && t.contains("precedence")) {
		why = "'precedence' is not a string";
		return false;
	}
	if (!precedence || *precedence == "closest")
		return true;
	if (*precedence == "aggregate") {
		a->precedence = SPDX_PRECEDENCE_AGGREGATE;
		return true;
	}
	if (*precedence == "override") {
		a->precedence = SPDX_PRECEDENCE_OVERRIDE;
		return true;
	}
	why = "unknown precedence '" + *precedence + "'";
	return false;
}

bool read(const char *path, spdx_toml *out, std::string &why)
{
	auto root = cpptoml::parse_file(path);
	auto version = root->get_as<int64_t>("version");

	if (!version || *version != 1) {
		why = "'version = 1' is missing";
		return false;
	}
	if (!root->contains("annotations"))
		return true;
	auto items = root->get_table_array("annotations");
	if (!items) {
		why = "'annotations' is not an array of tables";
		return false;
	}
	size_t n = 0;
	for (auto it = items->begin(); it != items->end(); ++it)
		n++;
	out->items = static_cast<spdx_toml_annotation *>(calloc(n ? n : 1, sizeof(*out->items)));
	if (!out->items)
		return false;
	for (const auto &t : *items)
		if (!annotation(*t, &out->items[out->nr_items++], why))
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
