#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Generates the kernel patch series from the plugin sources, so that plugin/
# stays the one source of truth.
#
# usage: gen-series.sh PLUGIN_DIR OUT_DIR TARBALL
#
# Writes OUT_DIR/000N-*.patch, a git format-patch series that applies with
# "git am" to the tree in TARBALL (/usr/src/linux-source-X.Y.tar.xz):
#   1. the plugin sources in scripts/gcc-plugins/ and a MAINTAINERS entry,
#   2. Kconfig and kbuild wiring,
#   3. Documentation/kbuild/gcc-plugins.rst.
# The commits are made with git in a scratch repository that holds only the
# files the series touches: their blobs, and so the patches, are the same as
# in the full tree.  Author, dates and therefore the output are reproducible.
set -eu

[ $# -eq 3 ] || { echo "usage: $0 PLUGIN_DIR OUT_DIR TARBALL" >&2; exit 2; }
plugin=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
tarball=$3
here=$(cd "$(dirname "$0")" && pwd)
top=$(basename "$tarball" .tar.xz)

name=$(git -C "$here" config user.name || echo "spdx.so developers")
email=$(git -C "$here" config user.email || echo "spdx@example.org")
export GIT_AUTHOR_NAME="$name" GIT_AUTHOR_EMAIL="$email"
export GIT_COMMITTER_NAME="$name" GIT_COMMITTER_EMAIL="$email"
export GIT_AUTHOR_DATE="${SOURCE_DATE_EPOCH:-1767225600} +0000"
export GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"

sources=$(cd "$plugin" && ls spdx_*.c spdx_*.h)
[ -n "$sources" ] || { echo "$0: no spdx_*.c in $plugin" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
text=$scratch/text
mkdir "$scratch/tree"
files="MAINTAINERS scripts/gcc-plugins/Kconfig scripts/gcc-plugins/Makefile
       scripts/Makefile.gcc-plugins usr/include/Makefile
       Documentation/kbuild/gcc-plugins.rst"
tar -xJf "$tarball" -C "$scratch/tree" --strip-components=1 \
	$(for f in $files; do echo "$top/$f"; done)
cd "$scratch/tree"
git init -q
git add -A
git commit -q -m "$top"

commit() {
	git add -A
	git commit -q -s -F -
}

# insert_after FILE PATTERN TEXT_FILE: TEXT after the first line matching
# PATTERN.  With PATTERN "para:RE", after the paragraph that starts at RE.
insert_after() {
	awk -v pat="$2" -v text="$3" '
		function emit() { while ((getline l < text) > 0) print l; done = 1 }
		{ print }
		done { next }
		pat ~ /^para:/ && $0 ~ substr(pat, 6) { inpara = 1 }
		inpara && $0 == "" { emit() }
		pat !~ /^para:/ && $0 ~ pat { emit() }
		END { if (!done) exit 1 }
	' "$1" > "$1.new" || { echo "$0: $1: no /$2/" >&2; exit 1; }
	mv "$1.new" "$1"
}

# insert_before FILE PATTERN TEXT_FILE: TEXT before the last line matching
# PATTERN.
insert_before() {
	line=$(grep -n -- "$2" "$1" | tail -n 1 | cut -d: -f1)
	[ -n "$line" ] || { echo "$0: $1: no /$2/" >&2; exit 1; }
	sed -i "$((line - 1))r $3" "$1"
}

# 1. Sources
for f in $sources; do
	cp "$plugin/$f" scripts/gcc-plugins/
done
cat > "$text" <<'EOF'
GCC SPDX LICENSE CHECKER PLUGIN
L:	linux-spdx@vger.kernel.org
S:	Maintained
F:	scripts/gcc-plugins/spdx_*

EOF
insert_after MAINTAINERS "para:^GCC PLUGINS$" "$text"
commit <<'EOF'
gcc-plugins: Add an SPDX license identifier checker

Documentation/process/license-rules.rst asks every source file for an
SPDX-License-Identifier tag on its first line, in the comment style of
its file type, naming licenses from LICENSES/, and asks uapi headers to
add the Linux-syscall-note exception to their GPL terms.
scripts/spdxcheck.py checks the files git knows about; nothing checks
what a configuration actually compiles, with the headers it includes.

Add a GCC plugin that checks the tag of each translation unit's main
file, and of each uapi header it includes, while the preprocessor reads
them.  It reports missing, misplaced and wrongly styled tags, syntax
errors, unknown licenses and exceptions, exceptions that do not apply
to their license, uapi headers without the syscall note, tags that
contradict the license text in the file, and LICENSES/dual/ licenses
used without an OR alternative.  Each finding is a warning that ends in
[spdx-CHECK] and carries the expression to use instead where there is
one.

The plugin only reads comments and leaves the generated code alone.
spdx_ids.c is the SPDX license list as a table, used for trees without
LICENSES/.  The next patch builds it.
EOF

# 2. Kconfig and kbuild
cat > "$text" <<'EOF'
config GCC_PLUGIN_SPDX
	bool "Check SPDX license identifiers while compiling"
	help
	  This plugin checks the SPDX-License-Identifier tag of every C and
	  assembler file the build compiles, and of every uapi header those
	  files include, against Documentation/process/license-rules.rst and
	  the licenses in LICENSES/: missing or misplaced tags, the wrong
	  comment style, syntax errors, unknown licenses and exceptions,
	  uapi headers without Linux-syscall-note and tags that contradict
	  the license text of the file.  Findings are warnings that
	  CONFIG_WERROR does not turn into errors; each one suggests the
	  expression to use.  The generated code does not change.

	  Build with SPDX_REPORT=FILE to collect the findings in FILE, one
	  JSON object per line.

	  See Documentation/kbuild/gcc-plugins.rst for details.

config GCC_PLUGIN_SPDX_ERROR
	bool "Treat SPDX license identifier findings as errors"
	depends on GCC_PLUGIN_SPDX
	help
	  Make every finding of the SPDX license identifier checker a
	  compiler error instead of a warning, so that the build stops at
	  the first file whose tag is missing or wrong.

	  Say N unless all the files of your configuration are tagged.

EOF
insert_before scripts/gcc-plugins/Kconfig "^endif" "$text"

objs=$(for f in $sources; do
	case $f in *.c) echo "${f%.c}.o" ;; esac
done | sort | awk '
	BEGIN { line = "spdx_plugin-objs :=" }
	length(line) + 1 + length($0) > 72 { print line " \\"; line = "\t\t   " }
	{ line = line " " $0 }
	END { print line }' | sed 's/^\(\t\t   \) /\1/')
printf '\n%s\n' "$objs" > "$text"
insert_after scripts/gcc-plugins/Makefile "^# foo-objs := foo.o foo2.o" "$text"

cat > "$text" <<'EOF'
# The SPDX checker only reads comments, so its flags stay out of
# GCC_PLUGINS_CFLAGS: it keeps checking where the plugins that change code
# are filtered out, and it checks assembler sources as well.
gcc-plugin-external-$(CONFIG_GCC_PLUGIN_SPDX)	+= spdx_plugin.so
ifdef CONFIG_GCC_PLUGIN_SPDX
    spdx-plugin-args := licenses=$(srctree)/LICENSES default=GPL-2.0
    spdx-plugin-args-$(CONFIG_GCC_PLUGIN_SPDX_ERROR) += error=all
    spdx-plugin-args += $(if $(SPDX_REPORT),report=$(abspath $(SPDX_REPORT)))
    SPDX_PLUGIN_FLAGS := -fplugin=$(objtree)/scripts/gcc-plugins/spdx_plugin.so \
	$(addprefix -fplugin-arg-spdx_plugin-, $(spdx-plugin-args) $(spdx-plugin-args-y))
    KBUILD_CFLAGS += $(SPDX_PLUGIN_FLAGS)
    KBUILD_AFLAGS += $(SPDX_PLUGIN_FLAGS)
endif
export SPDX_PLUGIN_FLAGS

EOF
insert_before scripts/Makefile.gcc-plugins "^# All enabled GCC plugins are collected here" "$text"
cat > "$text" <<'EOF'

# The SPDX checker, when enabled, checks each exported header here once.
UAPI_CFLAGS += $(SPDX_PLUGIN_FLAGS)
EOF
insert_after usr/include/Makefile '^UAPI_CFLAGS [+]= [$][(]USERCFLAGS[)]$' "$text"
commit <<'EOF'
gcc-plugins: spdx: Add CONFIG_GCC_PLUGIN_SPDX

Build the SPDX checker as the multi-file plugin spdx_plugin.so and run
it on C and assembler sources when CONFIG_GCC_PLUGIN_SPDX is set.  It
reads the licenses from LICENSES/ and suggests GPL-2.0, the license of
the kernel as a whole, for files without any license text.

Unlike the other plugins it does not change code, so its flags are kept
out of GCC_PLUGINS_CFLAGS: files that filter out the instrumenting
plugins, such as the vDSO, are still checked.  The uapi header test
(CONFIG_UAPI_HEADER_TEST) compiles with flags of its own; add the
checker there, so that every exported header is checked once.

Findings are warnings that CONFIG_WERROR does not promote, so turning
the checker on does not break a build; CONFIG_GCC_PLUGIN_SPDX_ERROR
makes them errors.  SPDX_REPORT=FILE on the make command line appends
every finding to FILE as one JSON object per line.
EOF

# 3. Documentation
cat > "$text" <<'EOF'
SPDX license identifier checker
===============================

CONFIG_GCC_PLUGIN_SPDX builds scripts/gcc-plugins/spdx_plugin.so and
loads it for every C and assembler file.  While the preprocessor reads a
file, the plugin checks the SPDX-License-Identifier tag of the main file
and of every uapi header it includes against
Documentation/process/license-rules.rst and the licenses and exceptions
in LICENSES/.  It changes no code.  With CONFIG_UAPI_HEADER_TEST it also
checks every exported header once, as installed in usr/include/.

Each finding is a warning whose name ends in ``[spdx-CHECK]``, with the
expression to use where the plugin can tell.  The checks are:

``missing``, ``misplaced``, ``style``
	No tag; a tag that is not on the first line (the second after a
	``#!`` line); a ``/* */`` tag in a .c file or a ``//`` tag in a
	header or assembler file.

``syntax``, ``unknown-license``, ``unknown-exception``
	An expression that does not parse, or names a license or exception
	that LICENSES/ does not have.

``exception-license``, ``uapi-note``, ``incompatible``
	An exception after a license it does not apply to; a uapi header
	whose GPL terms lack ``WITH Linux-syscall-note``; a LICENSES/dual/
	license without an ``OR`` alternative.

``text-mismatch``
	A tag that contradicts the license text of the file.

The warnings are not turned into errors by CONFIG_WERROR.
CONFIG_GCC_PLUGIN_SPDX_ERROR makes all of them errors.  To collect the
findings of a build, name a report file; the plugin appends one JSON
object per finding, also from parallel jobs::

	make SPDX_REPORT=/tmp/spdx.jsonl

A relative name is taken relative to the output directory.  Changing it
rebuilds the tree, as any change of the compiler flags does.

The plugin takes these arguments (``-fplugin-arg-spdx_plugin-KEY=VALUE``);
kbuild passes the first two:

``licenses=DIR``
	The LICENSES/ directory to take licenses and exceptions from.
``default=EXPR``
	The expression to suggest for files without license text.
``error=CHECK,...|all``
	Report these checks as errors.
``disable=CHECK,...``
	Do not run these checks.
``report=FILE``
	Append the findings to FILE.
``headers=uapi|all``, ``uapi=GLOB``
	Check all included headers, not only uapi ones; also treat the
	headers matching GLOB as uapi headers.


EOF
insert_before Documentation/kbuild/gcc-plugins.rst "^4. How to add a new GCC plugin" "$text"
commit <<'EOF'
docs: kbuild: gcc-plugins: Document the SPDX checker

Describe what CONFIG_GCC_PLUGIN_SPDX checks, how its findings relate
to CONFIG_WERROR and CONFIG_GCC_PLUGIN_SPDX_ERROR, how to collect them
with SPDX_REPORT, and the arguments the plugin takes.
EOF

rm -f "$out"/*.patch
git format-patch -q --zero-commit -o "$out" HEAD~3
