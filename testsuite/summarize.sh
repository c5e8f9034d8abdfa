#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Adds up the unit tests, the DejaGnu suite of every GCC version and the
# kernel smoke test into the one closing line CI reads: "N passed, N failed".
dir=${1:?usage: summarize.sh BUILD_DIR}
passed=0
failed=0

add() {
	passed=$((passed + ${1:-0}))
	failed=$((failed + ${2:-0}))
}

# "unit NAME: N passed, N failed", "fuzz-regress: …", "kernel-smoke: …", "objects: …"
# "editors: …" and "bench-guard: …"
for log in "$dir/unit.log" "$dir/fuzz-regress.log" "$dir/kernel-smoke.log" "$dir/objects.log" \
	"$dir/editors.log" "$dir/bench-guard.log"; do
	[ -f "$log" ] || { echo "missing $log"; add 0 1; continue; }
	counts=$(sed -n 's/^[a-z -]*[a-z_]*: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log")
	[ -n "$counts" ] || { echo "no results in $log"; add 0 1; }
	echo "$counts" | while read -r p f; do echo "$p $f"; done > "$dir/.counts"
	while read -r p f; do add "$p" "$f"; done < "$dir/.counts"
	grep -q 'exited with failure' "$log" && add 0 1
done

# One line per GCC version: "gcc-N (X.Y.Z): N passed, N failed".
matrix="$dir/gcc-matrix.log"
if [ -f "$matrix" ] && grep -q '^gcc-[0-9]* (' "$matrix"; then
	sed -n 's/^gcc-[0-9]* ([^)]*): \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' \
		"$matrix" > "$dir/.counts"
	while read -r p f; do add "$p" "$f"; done < "$dir/.counts"
	grep '^gcc-[0-9]*:' "$matrix"
else
	echo "missing $matrix"
	add 0 1
fi
rm -f "$dir/.counts"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
