#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The same findings on every GCC version: compiles every test source of
# spdx.dg, spdx.infer and spdx.patch with GCC N and with GCC 12 (Debian's
# default), with the kernel's arguments, parseable fix-its, byte columns
# and a report, and compares the two outputs byte for byte: messages,
# locations, ranges, include context, fix-its and report records.
#
# usage: identity.sh BUILD_DIR N LICENSES_DIR
# Output: "PASS: gcc-N: ..." or "FAIL: gcc-N: ..." and the diff.
set -u

build=$1
ver=$2
licenses=$3
top=$(cd "$(dirname "$0")/../.." && pwd)

# outputs N: every test source's diagnostics and report records, in order.
outputs() {
	local dir=$build/gcc-$1 src out mode
	out=$dir/identity
	rm -rf "$out"
	mkdir -p "$out"
	for src in "$top"/testsuite/spdx.{dg,infer,patch}/*.{c,cc,h,S}; do
		[ -f "$src" ] || continue
		echo "== ${src#"$top"/testsuite/}"
		# Headers are not compiled to a PCH: GCC 12 cannot write one to
		# /dev/null.  Assembler sources are only preprocessed.
		case $src in *.S) mode=-E ;; *) mode=-fsyntax-only ;; esac
		(cd "$(dirname "$src")" && LC_ALL=C "$dir/bin/gcc" -fplugin="$dir/spdx.so" \
			-fplugin-arg-spdx-licenses="$licenses" -fplugin-arg-spdx-default=GPL-2.0 \
			-fplugin-arg-spdx-report="$out/report.jsonl" \
			-fdiagnostics-column-unit=byte -fdiagnostics-parseable-fixits \
			-fno-diagnostics-show-caret -fdiagnostics-color=never -Iinclude \
			$mode "${src##*/}" -o /dev/null 2>&1 |
			grep -E '\[spdx-|: note: |^In file included|^ +from|^fix-it:')
		cat "$out/report.jsonl" 2> /dev/null
		rm -f "$out/report.jsonl"
	done > "$out/output"
	echo "$out/output"
}

want=$(outputs 12)
got=$(outputs "$ver")
n=$(grep -c '^== ' "$want")
findings=$(grep -c 'spdx-' "$want")
if [ "$(grep -c 'spdx-' "$got")" -gt 0 ] && cmp -s "$want" "$got"; then
	echo "PASS: gcc-$ver: same diagnostics, fix-its and report as gcc-12 on $n files ($findings lines)"
else
	echo "FAIL: gcc-$ver: output differs from gcc-12 ($want vs $got)"
	diff "$want" "$got" | head -n 20
fi
