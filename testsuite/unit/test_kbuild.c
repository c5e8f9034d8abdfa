// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kbuild's conventions (spdx_kbuild.c): uapi directories from the table and
 * from a tree, uapi path components, and .modinfo license strings.
 */
#include <stdlib.h>
#include <sys/stat.h>

#include "spdx_core.h"
#include "spdx_kbuild.h"
#include "spdx_modlic.h"
#include "unit.h"

static void test_table(void)
{
	/* Mainline directories a list written from memory lacked. */
	CHECK(spdx_uapi_installed(NULL, "regulator/regulator.h"));
	CHECK(spdx_uapi_installed(NULL, "fwctl/fwctl.h"));
	CHECK(spdx_uapi_installed(NULL, "linux/types.h"));
	CHECK(spdx_uapi_installed(NULL, "asm/unistd.h"));
	CHECK(spdx_uapi_installed(NULL, "asm-generic/int-ll64.h"));
	CHECK(!spdx_uapi_installed(NULL, "linuxx/types.h"));
	CHECK(!spdx_uapi_installed(NULL, "stdio.h"));
	CHECK(!spdx_uapi_installed(NULL, "Kbuild"));
	CHECK(spdx_uapi_usr_include(NULL, "/o/usr/include/drm/drm.h"));
	CHECK(spdx_uapi_usr_include(NULL, "usr/include/linux/a.h"));
	CHECK(!spdx_uapi_usr_include(NULL, "/o/myusr/include/linux/a.h"));
	CHECK(!spdx_uapi_usr_include(NULL, "/usr/include/stdio.h"));
	CHECK(spdx_uapi_component("include/uapi/linux/a.h"));
	CHECK(spdx_uapi_component("/k/arch/x86/include/uapi/asm/a.h"));
	CHECK(!spdx_uapi_component("include/notuapi/a.h"));
}

/* A tree newer than the table: its include/uapi decides. */
static void test_tree(void)
{
	char top[] = "/tmp/spdx-kbuild-XXXXXX", path[256];
	struct spdx_uapi_dirs dirs = { NULL, 0 };

	if (!mkdtemp(top)) {
		CHECK(!"mkdtemp");
		return;
	}
	snprintf(path, sizeof(path), "%s/LICENSES", top);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/include", top);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/include/uapi", top);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/include/uapi/newsubsys", top);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/include/uapi/linux", top);
	mkdir(path, 0755);
	CHECK(!spdx_uapi_installed(&dirs, "newsubsys/a.h"));
	snprintf(path, sizeof(path), "%s/LICENSES", top);
	spdx_uapi_dirs_read_tree(&dirs, path);
	CHECK_INT(dirs.n, 1);		/* linux/ is in the table already */
	CHECK(spdx_uapi_installed(&dirs, "newsubsys/a.h"));
	CHECK(spdx_uapi_usr_include(&dirs, "/o/usr/include/newsubsys/a.h"));
	spdx_uapi_dirs_release(&dirs);
	CHECK(!spdx_uapi_installed(&dirs, "newsubsys/a.h"));
	/* No tree there: nothing added, nothing fails. */
	spdx_uapi_dirs_read_tree(&dirs, "/nonexistent/LICENSES");
	CHECK_INT(dirs.n, 0);
	snprintf(path, sizeof(path), "rm -rf %s", top);
	CHECK(system(path) == 0);
}

static void test_modinfo(void)
{
	static const char builtin[] = "dummy.license=GPL v2";
	size_t len = 0;
	const char *v;

	v = spdx_modinfo_license("license=GPL", sizeof("license=GPL"), &len);
	CHECK(v && len == 3 && !memcmp(v, "GPL", 3));
	v = spdx_modinfo_license(builtin, sizeof(builtin), &len);
	CHECK(v && len == 6 && !memcmp(v, "GPL v2", 6));
	/* Not terminated within LEN: the value ends at LEN. */
	v = spdx_modinfo_license("license=MIT", 11, &len);
	CHECK(v && len == 3);
	CHECK(!spdx_modinfo_license("author=Someone", sizeof("author=Someone"), &len));
	CHECK(!spdx_modinfo_license("xlicense=GPL", sizeof("xlicense=GPL"), &len));
	CHECK(!spdx_modinfo_license("license", sizeof("license"), &len));
	CHECK(!spdx_modinfo_license("licens=GPL", sizeof("licens=GPL"), &len));
}

/* spdx_modlic.def's BIT column (the reader's) is the bit C gives the row. */
static void test_family_bits(void)
{
	static const struct {
		unsigned long bit, mask;
	} rows[] = {
#define SPDX_FAMILY(name, words, bit) { bit, SPDX_FAMILY_MASK(name) },
#include "spdx_modlic.def"
	};
	size_t i;

	CHECK(ARRAY_SIZE(rows) > 1);
	for (i = 0; i < ARRAY_SIZE(rows); i++)
		CHECK_INT(rows[i].bit, rows[i].mask);
}

int main(void)
{
	test_table();
	test_tree();
	test_modinfo();
	test_family_bits();
	return unit_report("kbuild");
}
