#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Runs the whole DejaGnu suite with GCC N and the spdx.so built for it, and
# (identity.sh) compares its output on every test source with GCC 12's.
#
# usage: run.sh BUILD_DIR N LICENSES_DIR
#
# Output: one line, "gcc-N (X.Y.Z): N passed, N failed", after the suite's
# failing lines; the summary stays in BUILD_DIR/gcc-N/dejagnu/spdx.sum.
set -u

build=$1
ver=$2
licenses=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
dir=$build/gcc-$ver
full=$("$dir/bin/gcc" -dumpfullversion 2>/dev/null || echo unknown)

rm -rf "$dir/dejagnu"
mkdir -p "$dir/dejagnu"
(cd "$dir/dejagnu" && runtest --tool spdx --srcdir "$top/testsuite" \
	PLUGIN="$dir/spdx.so" LICENSES_DIR="$licenses" \
	CC="$dir/bin/gcc" CXX="$dir/bin/g++" > runtest.out 2>&1)

sum=$dir/dejagnu/spdx.sum
if [ ! -f "$sum" ]; then
	tail -n 5 "$dir/dejagnu/runtest.out"
	echo "gcc-$ver ($full): 0 passed, 1 failed"
	exit 0
fi
field() { sed -n "s/^# of $1[[:space:]]*\([0-9]*\)/\1/p" "$sum"; }
passed=$(( $(field 'expected passes') + 0 + $(field 'expected failures') + 0 ))
failed=$(( $(field 'unexpected failures') + 0 + $(field 'unexpected successes') + 0 +
	   $(field 'unresolved testcases') + 0 ))
# An ERROR line (a broken .exp) counts as a failure too.
errors=$(grep -c '^ERROR' "$sum")
failed=$((failed + errors))
[ "$passed" -gt 0 ] || failed=$((failed + 1))
grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR)' "$sum" | sed "s/^/gcc-$ver: /"
# Beyond each test's own expectations: the very same output as GCC 12.
if [ "$ver" != 12 ]; then
	same=$(bash "$top/testsuite/gcc-matrix/identity.sh" "$build" "$ver" "$licenses")
	case $same in
	PASS:*) passed=$((passed + 1)) ;;
	*) failed=$((failed + 1)); echo "$same" | sed "s/^/gcc-$ver: /" ;;
	esac
fi
# GCC's own SARIF (13 on) of the editors' test project, our rule ids and
# helpUri, fix-its, notes and include chains in it: valid for Microsoft's
# SARIF Multitool (kernel-integration/common.sh fetches it from npm).
# gcc_include_chain BASE: BASE.sarif's only faults are GCC 15 and 16's own
# (SARIF1008: an #include line's region repeated as its contextRegion, in
# the include chain GCC writes, relatedLocations with an "includes" kind).
gcc_include_chain() {
	/usr/bin/python3 - "$1.sarif" "$1.sarif.validate.log" <<-'EOF'
	import json, re, sys
	doc = json.load(open(sys.argv[1]))
	faults = [l for l in open(sys.argv[2]) if re.search(r': (error|warning) ', l)]
	ok = bool(faults)
	for line in faults:
	    m = re.search(r'error SARIF1008: runs\[0\]\.results\[(\d+)\]\.'
	                  r'relatedLocations\[(\d+)\]\.physicalLocation:', line)
	    rel = m and doc['runs'][0]['results'][int(m[1])]['relatedLocations'][int(m[2])]
	    ok = ok and bool(rel) and any('includes' in r.get('kinds', [])
	                                  for r in rel.get('relationships', []))
	sys.exit(0 if ok else 1)
	EOF
}

if [ "$ver" -ge 13 ]; then
	here=$top	# common.sh sets top to its caller's parent
	# shellcheck source=../../kernel-integration/common.sh
	. "$top/kernel-integration/common.sh"
	top=$here
	s=$dir/sarif-valid
	rm -rf "$s"
	mkdir -p "$s"
	cp -r "$top/testsuite/editors/project" "$s/project"
	bad=
	for f in mismatch misplaced missing syntax uapi; do
		(cd "$s/project" && "$dir/bin/gcc" -fsyntax-only -fplugin="$dir/spdx.so" \
			-fplugin-arg-spdx-policy=kernel -fplugin-arg-spdx-licenses="$licenses" \
			-fplugin-arg-spdx-default=GPL-2.0 -Iinclude/uapi \
			-fdiagnostics-format=sarif-stderr "kernel/$f.c") 2> "$s/$f.sarif"
		grep -q '"ruleId": "spdx-' "$s/$f.sarif" && { sarif_valid "$s/$f.sarif" \
			> "$s/$f.valid.log" 2>&1 || gcc_include_chain "$s/$f"; } || bad="$bad $f.c"
	done
	if [ -z "$bad" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "gcc-$ver: FAIL: SARIF with spdx-* rule ids, valid for the SARIF Multitool:$bad (see $s)"
	fi
fi
echo "gcc-$ver ($full): $passed passed, $failed failed"
