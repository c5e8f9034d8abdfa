#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The cost guard: the plugin's instructions and the size of its object data
# against testsuite/bench/budgets.  Every instruction count is callgrind's,
# so the same plugin gives the same figures on every run; the do-nothing
# plugin is the floor.  Prints the README's table and one line
# "bench-guard: N passed, N failed".
#
# usage: guard.sh PLUGIN BENCH_DIR TARBALL [--table]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"
plugin=$(realpath "$1")
dir=$2
tarball=$3
BENCH_TREE=$dir/linux-source-6.1
out=$dir/guard
budgets=$here/budgets

bench_prepare "$dir" "$tarball"
rm -rf "$out"
mkdir -p "$out"
bench_nop "$out/nop.so"
kflags="-fplugin=$plugin -fplugin-arg-spdx-policy=kernel -fplugin-arg-spdx-default=GPL-2.0"
kflags="$kflags -fplugin-arg-spdx-licenses=$BENCH_TREE/LICENSES"

# The compile command of a row's unit: kbuild's for a kernel unit, the host
# compile kbuild recorded for a userspace one.
unit_cmd() {
	case $1 in
	kernel:*)
		kbuild_cmd "${1#kernel:}"
		;;
	user:*)
		local src=${1#user:}
		sed -n "s/^cmd_[^ ]* := //p" \
			"$BENCH_TREE/$(dirname "$src")/.$(basename "${src%.c}").o.cmd" |
			sed "s| -o [^ ]* | -o /dev/null |"
		;;
	esac
}

# Three cc1 runs per unit, two at a time: without the plugin, with the
# do-nothing one, with spdx.so.
jobs=()
for what in $(awk '$1 == "ir" && $3 != "-" { print $2 }' "$budgets"); do
	cmd=$(unit_cmd "$what")
	[ -n "$cmd" ] || { echo "bench-guard: no compile command for $what" >&2; exit 1; }
	flags=$kflags
	[ "${what%%:*}" = user ] && flags="-fplugin=$plugin"
	name=$(echo "$what" | tr :/ __)
	jobs+=("$name.without|$(cc1_cmd "$cmd")")
	jobs+=("$name.nop|$(cc1_cmd "$cmd -fplugin=$out/nop.so")")
	jobs+=("$name.with|$(cc1_cmd "$cmd $flags")")
done
running=0
for j in "${jobs[@]}"; do
	if [ "$running" -ge "$(nproc)" ]; then
		wait -n || { echo "bench-guard: a callgrind run failed" >&2; exit 1; }
		running=$((running - 1))
	fi
	case ${j%%|*} in
	*.with) bench_ir "${j#*|}" "$out/${j%%|*}" & ;;
	*) bench_ir_cached "${j#*|}" "$out/${j%%|*}" "$dir/guard-cache" & ;;
	esac
	running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
	wait -n || { echo "bench-guard: a callgrind run failed" >&2; exit 1; }
	running=$((running - 1))
done

# The license sections' bytes of OBJECTS (pyelftools reads the headers;
# the section names are the plugin's, from spdx_report's facts).
note_bytes() {
	PYTHONPATH=$here/../../tools /usr/bin/python3 - "$@" <<'PY'
import sys
from elftools.elf.elffile import ELFFile
from spdx_report._facts import SECTION, STR_SECTION
names = {SECTION, STR_SECTION, '.rela' + SECTION, '.rel' + SECTION}
total = 0
for path in sys.argv[1:]:
    with open(path, 'rb') as f:
        total += sum(s['sh_size'] for s in ELFFile(f).iter_sections() if s.name in names)
print(total)
PY
}

measure() {
	local what=$1 name

	name=$(echo "$what" | tr :/ __)
	case $what in
	kernel:*.o)
		local src=${what#kernel:}
		src=${src%.o}.c
		(cd "$BENCH_TREE" && eval "$(kbuild_cmd "$src") $kflags" 2>/dev/null) || return 1
		note_bytes "$BENCH_TREE/${what#kernel:}"
		;;
	objects:project)
		# Built by its own Makefile, as make objects builds it.
		rm -rf "$out/project"
		cp -r "$here/../objects/project" "$out/project"
		make -s -C "$out/project" PLUGIN="$plugin" >/dev/null 2>&1 || return 1
		note_bytes "$out/project"/*.o
		;;
	*)
		awk -v a="$(cat "$out/$name.without.ir")" -v b="$(cat "$out/$name.with.ir")" \
			'BEGIN { printf "%.3f\n", (b - a) * 100 / a }'
		;;
	esac
}

floor() {
	local name

	name=$(echo "$1" | tr :/ __)
	[ -f "$out/$name.nop.ir" ] || { echo "-"; return; }
	awk -v a="$(cat "$out/$name.without.ir")" -v b="$(cat "$out/$name.nop.ir")" \
		'BEGIN { printf "%.3f\n", (b - a) * 100 / a }'
}

passed=0
failed=0
echo "| kind | what | measured | floor | budget | goal |"
echo "|---|---|---|---|---|---|"
while read -r kind what budget goal <&3; do
	case $kind in '#'*|'') continue ;; esac
	if [ "$budget" = - ]; then
		echo "| $kind | $what | (make bench) | | - | $goal |"
		continue
	fi
	got=$(measure "$what") || got=
	verdict=ok
	if [ -z "$got" ] || ! awk -v g="$got" -v b="$budget" 'BEGIN { exit !(g <= b) }'; then
		verdict="OVER BUDGET"
		failed=$((failed + 1))
	else
		passed=$((passed + 1))
	fi
	fl=
	[ "$kind" = ir ] && fl=$(floor "$what")
	echo "| $kind | $what | ${got:-not measured} | $fl | $budget | $goal |"
	[ "$verdict" = ok ] || echo "bench-guard: $what: ${got:-not measured} over its budget $budget" >&2
done 3< "$budgets"
echo "bench-guard: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
