#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The plugin's cost per translation unit on real kernel code: cc1's
# instruction count (callgrind: deterministic here), peak RSS and CPU time,
# with and without the plugin, over a fixed mix of linux-source-6.1 files,
# with spdxcheck.py over the same files as the anchor.
#
# usage: bench.sh PLUGIN BENCH_DIR [TARBALL]
set -eu
. "$(dirname "$0")/common.sh"
plugin=$(realpath "$1")
dir=$2
tarball=${3:-/usr/src/linux-source-6.1.tar.xz}
runs=${BENCH_RUNS:-5}
mix=${BENCH_MIX:-"lib/string.c kernel/sys.c net/socket.c fs/namei.c drivers/virtio/virtio_ring.c mm/page_alloc.c"}
BENCH_TREE=$dir/linux-source-6.1
tree=$BENCH_TREE

bench_prepare "$dir" "$tarball"
# The floor: a plugin that does nothing.
nop=$dir/nop_plugin.so
bench_nop "$nop"

flags="-fplugin=$plugin -fplugin-arg-spdx-licenses=$tree/LICENSES -fplugin-arg-spdx-default=GPL-2.0"
out=$dir/out
rm -rf "$out"
mkdir -p "$out"

median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# The cost of loading the plugin at all: cc1 on an empty translation unit.
cc1=$(gcc -print-prog-name=cc1)
: > "$out/empty.c"
for v in without with; do
	extra=
	[ $v = with ] && extra="-fplugin=$plugin"
	valgrind --tool=callgrind --callgrind-out-file="$out/empty.$v.cg" \
		"$cc1" -quiet "$out/empty.c" -o /dev/null $extra > /dev/null 2>&1
done
echo "empty translation unit: Ir without $(sed -n 's/^summary: //p' "$out/empty.without.cg")," \
	"with $(sed -n 's/^summary: //p' "$out/empty.with.cg")"

# +Ir % / +RSS: spdx.so over cc1 alone; "floor": the do-nothing plugin's share of it.
printf '%-30s %14s %14s %7s %7s %9s %8s %7s %7s %7s\n' "translation unit" "Ir without" "Ir with" \
	"+Ir %" "floor %" "RSS KiB" "+RSS KiB" "floor" "cpu -s" "cpu +s"
total_without=0
total_with=0
total_nop=0
worst=0
for src in $mix; do
	cmd=$(kbuild_cmd "$src")
	[ -n "$cmd" ] || { echo "bench: no kbuild command for $src" >&2; exit 1; }
	base=$(cc1_cmd "$cmd")
	with=$(cc1_cmd "$cmd $flags")
	floor=$(cc1_cmd "$cmd -fplugin=$nop")
	name=$(echo "$src" | tr / _)
	for v in without with nop; do
		c=$base
		[ $v = with ] && c=$with
		[ $v = nop ] && c=$floor
		bench_ir "$c" "$out/$name.$v"
		# Peak RSS moves by a few pages from run to run: the median of three.
		for i in 1 2 3; do
			(cd "$tree" && eval /usr/bin/time -f %M "$c" 2>&1 >/dev/null | tail -n 1)
		done | median > "$out/$name.$v.rss"
	done
	# CPU seconds, interleaved so that drift hits both sides alike.
	for i in $(seq "$runs"); do
		for v in without with; do
			c=$cmd
			[ $v = with ] && c="$cmd $flags"
			(cd "$tree" && /usr/bin/time -f '%U %S' bash -c "$c" 2>&1 >/dev/null |
				tail -n 1 | awk '{ print $1 + $2 }') >> "$out/$name.$v.cpu"
		done
	done
	irw=$(cat "$out/$name.without.ir")
	irp=$(cat "$out/$name.with.ir")
	irn=$(cat "$out/$name.nop.ir")
	total_without=$((total_without + irw))
	total_with=$((total_with + irp))
	total_nop=$((total_nop + irn))
	pct=$(awk -v a="$irw" -v b="$irp" 'BEGIN { printf "%.3f", (b - a) * 100 / a }')
	worst=$(awk -v a="$worst" -v b="$pct" 'BEGIN { print (b > a) ? b : a }')
	rss=$(cat "$out/$name.without.rss")
	printf '%-30s %14d %14d %7s %7s %9d %8d %7d %7s %7s\n' "$src" "$irw" "$irp" "$pct" \
		"$(awk -v a="$irw" -v b="$irn" 'BEGIN { printf "%.3f", (b - a) * 100 / a }')" \
		"$rss" "$(( $(cat "$out/$name.with.rss") - rss ))" \
		"$(( $(cat "$out/$name.nop.rss") - rss ))" \
		"$(median < "$out/$name.without.cpu")" "$(median < "$out/$name.with.cpu")"
done
pct=$(awk -v a="$total_without" -v b="$total_with" 'BEGIN { printf "%.3f", (b - a) * 100 / a }')
printf '%-30s %14d %14d %7s %7s\n' "mix" "$total_without" "$total_with" "$pct" \
	"$(awk -v a="$total_without" -v b="$total_nop" 'BEGIN { printf "%.3f", (b - a) * 100 / a }')"

# The anchor: the kernel's own checker over the same files.
files=""
for src in $mix; do files="$files $src"; done
sc=$( (cd "$tree" && /usr/bin/time -f '%e %U %S' /usr/bin/python3 scripts/spdxcheck.py $files \
	2>&1 >/dev/null | tail -n 1) )
echo "spdxcheck.py over the mix: wall/user/sys seconds: $sc"

# Where the plugin's instructions go, unit by unit: its own functions, and
# GCC printing its warnings.
for src in $mix; do
	name=$(echo "$src" | tr / _)
	echo "inclusive Ir in $src:"
	callgrind_annotate --inclusive=yes --threshold=100 "$out/$name.with.cg" 2>/dev/null |
		grep -E 'spdx_|on_comment|on_include_file|on_finish|warning_at\(rich' | head -14
done

# Which mappings grow at exit, for the first unit (see smaps.sh).
bash "$(dirname "$0")/smaps.sh" "$tree" "$(cc1_cmd "$(kbuild_cmd "${mix%% *}")")" "$flags"

# The goals, from the one place budgets live.
goal() {
	awk -v w="$1" '$2 == w { print $4 }' "$(dirname "$0")/budgets"
}
echo "goals: mix <= $(goal bench:mix) %, each unit <= $(goal kernel:lib/string.c) %:" \
	"mix $pct %, worst unit $worst %"
