#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# make projects: build Debian's curl and systemd with and without spdx.so,
# collect the plugin's findings, compare them with "reuse lint" (REUSE 5
# from trixie, run from a private unpacked root) over the files the build
# compiled, and inject four defects.  Everything is redone on each run;
# only the downloads are kept.
#
# usage: projects.sh [PROJECT...]          (default: curl systemd)
#
# Environment: PROJECTS_DIR (work directory, default /var/tmp/spdx-projects),
# SPDX_PLUGIN, SPDX_REPORT, JOBS (2), CURL_SUITES, SYSTEMD_SUITES (the Debian
# suites tried in order for each source; the first one whose source package
# can be fetched is used).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
PROJECTS_DIR=${PROJECTS_DIR:-/var/tmp/spdx-projects}
SPDX_PLUGIN=${SPDX_PLUGIN:-$top/plugin/spdx.so}
SPDX_REPORT=${SPDX_REPORT:-$top/tools/spdx-report}
JOBS=${JOBS:-2}
CURL_SUITES=${CURL_SUITES:-trixie bookworm}
SYSTEMD_SUITES=${SYSTEMD_SUITES:-trixie bookworm}
REUSE_SUITE=${REUSE_SUITE:-trixie}
PY=/usr/bin/python3
# Debian's Python first: meson's python3 must find jinja2.
export PATH=/usr/bin:/bin:$PATH
export LC_ALL=C.UTF-8
CFLAGS_BASE="-O2 -g"

[ -f "$SPDX_PLUGIN" ] || { echo "$0: no plugin $SPDX_PLUGIN" >&2; exit 1; }
SPDX_PLUGIN=$(cd "$(dirname "$SPDX_PLUGIN")" && pwd)/$(basename "$SPDX_PLUGIN")
mkdir -p "$PROJECTS_DIR"
archive=$PROJECTS_DIR/archive
results=$PROJECTS_DIR/results
debarch=$top/testsuite/lib/debian-archive.sh

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# --- reuse ----------------------------------------------------------------

reuse_root=$PROJECTS_DIR/reuse-root
reuse() {
	PYTHONPATH=$reuse_root/usr/lib/python3/dist-packages $PY -m reuse "$@"
}

setup_reuse() {
	local deb
	deb=$(bash "$debarch" "$archive" "$REUSE_SUITE" download reuse)
	rm -rf "$reuse_root"
	dpkg -x "$deb" "$reuse_root"
	echo "reuse: $(basename "$deb"), unpacked in $reuse_root:" \
		"$(reuse --version | head -n 1)"
}

# --- the projects -----------------------------------------------------------
# NAME_prepare SRC        once per run, in the fresh copy of the tree
# NAME_configure SRC BUILD CFLAGS
# NAME_compile BUILD

curl_prepare() {
	# Debian's patches touch configure.ac and Makefile.am; Debian's own
	# build runs autoreconf too.
	(cd "$1" && autoreconf -fi > autoreconf.log 2>&1 && rm -rf autom4te.cache autoreconf.log)
}

curl_configure() {
	(cd "$2" && CC=gcc CFLAGS="$3" "$1/configure" --disable-static --with-openssl \
		--without-libpsl --without-brotli --without-zstd --without-libidn2 \
		--without-nghttp2 --without-libssh2 --without-libssh --without-librtmp \
		--without-gssapi --disable-ldap --disable-manual)
}

curl_compile() {
	make -C "$1" -j"$JOBS"
}

systemd_prepare() {
	:
}

systemd_configure() {
	CC=gcc CFLAGS="$3" meson setup "$2" "$1" -Dbuildtype=plain -Db_colorout=never \
		-Dauto_features=disabled -Dtests=false
}

systemd_compile() {
	ninja -C "$1" -j"$JOBS"
}

# Fetches the source, first suite that works; prints the tree.
fetch() {
	local name=$1 suites=$2 out=$3 s tree
	: > "$out"
	for s in $suites; do
		if tree=$(bash "$debarch" "$archive" "$s" source "$name" 2> "$out.err"); then
			echo "source: $name from $s: $(basename "$tree")" >> "$out"
			echo "$tree"
			return 0
		fi
		# The archive's address stays out of the results.
		echo "source: $name from $s: cannot be fetched:" \
			"$(grep -m1 -E '^E: ' "$out.err" || tail -n 1 "$out.err")" |
			sed -E 's,[a-z]+://[^ ]*/pool/,<archive>/pool/,; s, \[IP: [^]]*\],,' >> "$out"
	done
	cat "$out" >&2
	return 1
}

layout() {
	local src=$1
	printf 'REUSE files: REUSE.toml %s, .reuse/dep5 %s, LICENSES/ %s\n' \
		"$([ -f "$src/REUSE.toml" ] && echo yes || echo no)" \
		"$([ -f "$src/.reuse/dep5" ] && echo yes || echo no)" \
		"$([ -d "$src/LICENSES" ] && ls "$src/LICENSES" | tr '\n' ' ' || echo no)"
}

build() {
	local name=$1 src=$2 b=$3 cflags=$4 label=$5 t0 t1 t2
	rm -rf "$b"
	mkdir -p "$b"
	t0=$(now)
	"${name}_configure" "$src" "$b" "$cflags" > "$res/configure-$label.log" 2>&1 ||
		{ tail -n 20 "$res/configure-$label.log"; return 1; }
	t1=$(now)
	"${name}_compile" "$b" > "$res/build-$label.log" 2>&1 ||
		{ tail -n 20 "$res/build-$label.log"; return 1; }
	t2=$(now)
	printf '%-8s %-7s configure %7ss  compile (-j%s) %7ss\n' "$name" "$label" \
		"$(elapsed "$t0" "$t1")" "$JOBS" "$(elapsed "$t1" "$t2")" >> "$res/times.txt"
	tail -n 1 "$res/times.txt"
}

# spdx-report over the build's objects.  Not over the whole directory:
# binutils writes the header of a thin-archive member whose name has 15
# characters as "/N" padded, with the '/' of the short name left in the
# 16th column, and spdx-report (at 63b5ea2) then looks for a file named
# "/N   ..." (meson's static libraries are thin archives).  The objects
# hold the same records.
objects() {
	local objs s=0
	mapfile -t objs < <(find "$1" -name '*.o' | sort)
	# Exit status 3: objects without license data (compiled without the
	# plugin), each named on stderr; the report of the others is written.
	$PY "$SPDX_REPORT" --format json -o "$2" "${objs[@]}" || s=$?
	[ "$s" = 0 ] || [ "$s" = 3 ]
}

project() {
	local name=$1 suites=$2 w=$PROJECTS_DIR/$1 tree src files t0 t1
	res=$results/$name
	rm -rf "$res"
	mkdir -p "$res" "$w"
	echo "== $name"
	tree=$(fetch "$name" "$suites" "$res/source.txt")
	cat "$res/source.txt"
	src=$w/src
	rm -rf "$src" "$w/backup"
	cp -a "$tree" "$src"
	# dpkg-source's record of the patches: not part of the tree.
	rm -rf "$src/.pc"
	"${name}_prepare" "$src"
	layout "$src" | tee -a "$res/source.txt"

	echo "reuse lint (pristine tree)"
	(cd "$src" && reuse lint --json > "$res/reuse-lint.json" 2> "$res/reuse-lint.err" || true)
	(cd "$src" && reuse lint --lines > "$res/reuse-lint.txt" 2>> "$res/reuse-lint.err" || true)

	build "$name" "$src" "$w/build-plain" "$CFLAGS_BASE" plain
	build "$name" "$src" "$w/build-plugin" "$CFLAGS_BASE -fplugin=$SPDX_PLUGIN" plugin
	objects "$w/build-plugin" "$res/spdx-report.json"
	$PY "$here/analyze.py" findings --src "$src" --build "$w/build-plugin" \
		--log "$res/build-plugin.log" --report "$res/spdx-report.json" --out "$res"
	$PY "$here/analyze.py" compare --src "$src" --build "$w/build-plugin" \
		--report "$res/spdx-report.json" --reuse "$res/reuse-lint.json" --out "$res"

	echo "defect injection"
	mapfile -t files < <($PY "$here/analyze.py" pick --src "$src" \
		--build "$w/build-plugin" --report "$res/spdx-report.json")
	$PY "$here/analyze.py" inject --src "$src" --backup "$w/backup" \
		--desc "$res/inject-desc.json" "${files[@]}"
	t0=$(now)
	"${name}_compile" "$w/build-plugin" > "$res/build-inject.log" 2>&1 ||
		{ tail -n 20 "$res/build-inject.log"; return 1; }
	t1=$(now)
	printf '%-8s inject  rebuild of the 4 changed files %ss\n' "$name" \
		"$(elapsed "$t0" "$t1")" >> "$res/times.txt"
	objects "$w/build-plugin" "$res/spdx-report-inject.json"
	(cd "$src" && reuse lint --json > "$res/reuse-lint-inject.json" \
		2> "$res/reuse-lint-inject.err" || true)
	$PY "$here/analyze.py" injected --src "$src" --build "$w/build-plugin" \
		--desc "$res/inject-desc.json" --log "$res/build-inject.log" \
		--report "$res/spdx-report-inject.json" --reuse "$res/reuse-lint-inject.json" \
		--reuse-before "$res/reuse-lint.json" --out "$res"
	# The tree as it was; build-plugin keeps the defects' objects until
	# the next run rebuilds it from scratch.
	(cd "$w/backup" && find . -type f) | while read -r f; do
		cp -p "$w/backup/$f" "$src/$f"
	done
	cat "$res/inject.txt"
}

# Which plugin: the checkout's (its commit, and whether plugin/ differs
# from it), or another one named by SPDX_PLUGIN (its checksum only).
if [ "$SPDX_PLUGIN" = "$top/plugin/spdx.so" ]; then
	plugin_desc="$SPDX_PLUGIN, checkout at $(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo '?')"
	[ -z "$(git -C "$top" status --porcelain -- plugin 2>/dev/null)" ] ||
		plugin_desc="$plugin_desc, plugin/ modified"
else
	plugin_desc="$SPDX_PLUGIN, sha256 $(sha256sum "$SPDX_PLUGIN" | cut -c1-16)"
fi
echo "plugin: $plugin_desc"
setup_reuse
mkdir -p "$results"
{
	echo "plugin: $plugin_desc"
	echo "reuse: $(reuse --version | head -n 1)"
	echo "gcc: $(gcc -dumpfullversion), CFLAGS $CFLAGS_BASE, -j$JOBS, $(date -u +%F)"
} > "$results/run.txt"

[ $# -gt 0 ] || set -- curl systemd
for p in "$@"; do
	case $p in
	curl) project curl "$CURL_SUITES" ;;
	systemd) project systemd "$SYSTEMD_SUITES" ;;
	*) echo "$0: unknown project $p" >&2; exit 2 ;;
	esac
done

echo
echo "===== summary"
cat "$results/run.txt"
dirs=()
for p in "$@"; do dirs+=("$results/$p"); done
$PY "$here/analyze.py" summary "${dirs[@]}" | tee "$results/summary.txt"
