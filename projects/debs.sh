#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# make projects-debs: Debian source packages rebuilt with dpkg-buildpackage
# as the archive builds them, once as they are and once with spdx.so
# injected the way a distribution injects a flag into every package
# (DEB_CFLAGS_APPEND / DEB_CXXFLAGS_APPEND, read by dpkg-buildflags; nothing
# else changed), then the resulting .deb files (binary packages and their
# -dbgsym packages) unpacked and read with spdx-report: per package, the
# binaries, those that carry license data, the translation units, the
# findings, and the time the plugin added.  Every binary without data is
# listed with what spdx-report said about it.
#
# usage: debs.sh [PACKAGE[:lto]...]
#   PACKAGE:lto  the same package with DEB_BUILD_MAINT_OPTIONS=optimize=+lto
#                (dpkg-buildflags' LTO: -flto=auto -ffat-lto-objects, what
#                Ubuntu turns on for every package), in both builds
#
# Environment: DEBS_REBUILD=0 (read the .debs of the last builds again),
# PROJECTS_DIR (default /var/tmp/spdx-projects; the work is in
# PROJECTS_DIR/debs), SPDX_PLUGIN, SPDX_REPORT, JOBS (2), DEBS_SUITE
# (bookworm: the system's own, so that the build dependencies come from the
# system's archive; make projects-debs-deps installs them).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
PROJECTS_DIR=${PROJECTS_DIR:-/var/tmp/spdx-projects}
SPDX_PLUGIN=${SPDX_PLUGIN:-$top/plugin/spdx.so}
SPDX_REPORT=${SPDX_REPORT:-$top/tools/spdx-report}
JOBS=${JOBS:-2}
DEBS_SUITE=${DEBS_SUITE:-bookworm}
DEBS_DEFAULT="libyaml cjson fuse3 lz4 busybox lz4:lto"
PY=/usr/bin/python3
export PATH=/usr/bin:/bin:$PATH LC_ALL=C.UTF-8

[ -f "$SPDX_PLUGIN" ] || { echo "$0: no plugin $SPDX_PLUGIN" >&2; exit 1; }
SPDX_PLUGIN=$(cd "$(dirname "$SPDX_PLUGIN")" && pwd)/$(basename "$SPDX_PLUGIN")
work=$PROJECTS_DIR/debs
archive=$PROJECTS_DIR/archive
mkdir -p "$work"
results=$work/results.md
binaries=$work/binaries.txt

# source NAME: the extracted source package (downloaded once).
source_tree() {
	bash "$top/testsuite/lib/debian-archive.sh" "$archive" "$DEBS_SUITE" source "$1" |
		tail -n 1
}

# build NAME MODE LTO SRC: a fresh copy of the extracted source SRC in
# $work/NAME[-lto]-MODE, dpkg-buildpackage -B there; prints "wall cpu".
build() {
	local name=$1 mode=$2 lto=$3 src=$4 dir maint
	dir=$work/$name${lto:+-lto}-$mode
	maint=${lto:+optimize=+lto}
	if [ "${DEBS_REBUILD:-1}" = 0 ] && [ -f "$dir/time" ]; then
		awk '{ printf "%s %.1f\n", $1, $2 + $3 }' "$dir/time"
		return
	fi
	rm -rf "$dir"
	mkdir -p "$dir"
	cp -a "$src" "$dir/"
	(
		cd "$dir/$(basename "$src")"
		if [ "$mode" = plugin ]; then
			export DEB_CFLAGS_APPEND="-fplugin=$SPDX_PLUGIN"
			export DEB_CXXFLAGS_APPEND="-fplugin=$SPDX_PLUGIN"
		fi
		[ -z "$maint" ] || export DEB_BUILD_MAINT_OPTIONS=$maint
		# nocheck: the packages' own test suites are not what is
		# measured; parallel: as the buildds' -j.
		DEB_BUILD_OPTIONS="nocheck parallel=$JOBS" /usr/bin/time -f "%e %U %S" \
			-o "$dir/time" dpkg-buildpackage -B -us -uc > "$dir/build.log" 2>&1
	) || { echo "$0: $name ($mode${lto:+, lto}) did not build: $dir/build.log" >&2; return 1; }
	awk '{ printf "%s %.1f\n", $1, $2 + $3 }' "$dir/time"
}

# unpack DIR: each binary package (.deb, .udeb) into DIR/root/PACKAGE (two
# packages may ship the same path: busybox and busybox-static), the -dbgsym
# ones together into DIR/dbg.
unpack() {
	local deb
	rm -rf "$1/root" "$1/dbg"
	mkdir -p "$1/root" "$1/dbg"
	for deb in "$1"/*.deb "$1"/*.udeb; do
		[ -f "$deb" ] || continue
		case $deb in
		*-dbgsym_*) dpkg -x "$deb" "$1/dbg" ;;
		*) dpkg -x "$deb" "$1/root/$(basename "${deb%%_*}")" ;;
		esac
	done
}

# The binaries of an unpacked tree: ELF executables and shared objects
# (not the debug files), and ar archives; "KIND PATH" per line.
list_binaries() {
	$PY - "$1" <<'EOF'
import os, sys
for d, _, fs in sorted(os.walk(sys.argv[1])):
    for f in sorted(fs):
        p = os.path.join(d, f)
        if os.path.islink(p) or not os.path.isfile(p):
            continue
        with open(p, 'rb') as fh:
            head = fh.read(18)
        if head.startswith(b'!<arch>\n'):
            print('archive', p)
        elif head.startswith(b'\x7fELF'):
            et = int.from_bytes(head[16:18], 'little')
            print({2: 'executable', 3: 'pie-or-shared'}.get(et, 'elf-%d' % et), p)
EOF
}

# read_one FILE DBG [WHY]: "STATUS UNITS FINDINGS" of spdx-report over
# FILE; what it said on stderr, on one line, into WHY.
read_one() {
	local json status
	json=$(mktemp)
	status=0
	"$SPDX_REPORT" --format json --debug-dir "$2/usr/lib/debug" "$1" > "$json" 2> "$json.err" ||
		status=$?
	$PY -c 'import json, sys
try:
    d = json.load(open(sys.argv[1]))
    print(sys.argv[2], d["translation_units"], len(d["findings"]))
except Exception:
    print(sys.argv[2], 0, 0)' "$json" "$status"
	tr '\n' ' ' < "$json.err" | cut -c 1-400 > "${3:-/dev/null}"
	rm -f "$json" "$json.err"
}

echo "# make projects-debs: $(date -u +%Y-%m-%d), plugin $SPDX_PLUGIN" > "$results"
{
	echo
	echo "| package | build system | binaries | with license data | translation units | findings | time with the plugin (wall, CPU) | without: no-data answers |"
	echo "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |"
} >> "$results"
: > "$binaries"
fail=0

for spec in ${*:-$DEBS_DEFAULT}; do
	name=${spec%%:*}
	lto=
	[ "$spec" = "${spec%:lto}" ] || lto=1
	label=$name${lto:+ (LTO)}
	echo "== $label"
	if ! src=$(source_tree "$name") || [ ! -d "$src" ] ||
		! t_plain=$(build "$name" plain "$lto" "$src") ||
		! t_plugin=$(build "$name" plugin "$lto" "$src"); then
		echo "| $label | – | – | – | – | – | build failed | – |" >> "$results"
		fail=1
		continue
	fi
	plain=$work/$name${lto:+-lto}-plain
	plugin=$work/$name${lto:+-lto}-plugin
	# What debhelper ran to configure (its commands are echoed, indented).
	case $(grep -m1 -oE -e '--buildsystem=[a-z_]+' -e '^\s+(cd [^&]*&& )?(cmake|meson|\./configure) ' \
		"$plugin/build.log" || true) in
	*cmake*) system=CMake ;;
	*meson*) system=Meson ;;
	*configure*) system=autotools ;;
	*) system=make ;;
	esac
	unpack "$plain"
	unpack "$plugin"

	n_bin=0 n_data=0 n_nodata_plain=0
	files=()
	while read -r kind path; do
		rel=${path#"$plugin/root"}
		n_bin=$((n_bin + 1))
		files+=("$path")
		read -r st units nf <<< "$(read_one "$path" "$plugin/dbg" "$work/why")"
		[ "$st" = 0 ] && n_data=$((n_data + 1))
		echo "$label	$kind	$rel	status $st	$units units	$nf findings	$(cat "$work/why")" >> "$binaries"
		# The same binary of the build without the plugin: the "no
		# data" answer (status 3), never "0 findings".
		if [ -f "$plain/root$rel" ]; then
			read -r pst _ _ <<< "$(read_one "$plain/root$rel" "$plain/dbg")"
			[ "$pst" = 3 ] && n_nodata_plain=$((n_nodata_plain + 1))
			[ "$pst" = 3 ] || echo "$label	plain	$rel	status $pst (not 3)" >> "$binaries"
		fi
	done < <(list_binaries "$plugin/root")

	units=0 nf=0
	if [ "$n_bin" -gt 0 ]; then
		read -r _ units nf <<< "$(read_one "${files[0]}" "$plugin/dbg")"
		if [ "$n_bin" -gt 1 ]; then
			json=$("$SPDX_REPORT" --format json --debug-dir "$plugin/dbg/usr/lib/debug" \
				"${files[@]}" 2> /dev/null || true)
			read -r units nf < <(echo "$json" | $PY -c 'import json, sys
try:
    d = json.load(sys.stdin); print(d["translation_units"], len(d["findings"]))
except Exception:
    print(0, 0)')
		fi
	fi
	read -r w0 c0 <<< "$t_plain"
	read -r w1 c1 <<< "$t_plugin"
	added=$(awk -v w0="$w0" -v w1="$w1" -v c0="$c0" -v c1="$c1" 'BEGIN {
		printf "%.1f s vs %.1f s (%+.1f %%), CPU %.1f s vs %.1f s (%+.1f %%)",
		w1, w0, 100 * (w1 - w0) / w0, c1, c0, 100 * (c1 - c0) / c0 }')
	logged=$(grep -c '\[spdx-[a-z-]*\]$' "$plugin/build.log" || true)
	echo "| $label | $system | $n_bin | $n_data | $units | $nf ($logged in the log) | $added | $n_nodata_plain of $n_bin |" >> "$results"
	echo "  $label: $n_bin binaries, $n_data with data, $units units, $nf findings; $added"
done

echo >> "$results"
echo "Binaries (status: spdx-report's exit status; 3 no data, 4 units without data named):" >> "$results"
echo >> "$results"
sed 's/^/    /' "$binaries" >> "$results"
cat "$results"
exit $fail
