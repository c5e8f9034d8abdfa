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
echo "gcc-$ver ($full): $passed passed, $failed failed"
