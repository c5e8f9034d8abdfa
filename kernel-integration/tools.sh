#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# usage: tools.sh checkpatch | patches DIR | tarball VERSION | compare [OUT] | measure |
#                 link | sample [N [OUT]]
#
#   checkpatch         scripts/checkpatch.pl --strict of each tree on its series
#   patches DIR        the series for the first tree of KERNEL_TREES (6.1,
#                      that of "make kernel") in DIR, for the others in
#                      DIR/linux-VERSION
#   tarball VERSION    the path of linux-source-VERSION.tar.xz (fetched first
#                      when it is not Debian 12's), for make corpus
#   compare [OUT]      scripts/spdxcheck.py (Debian's /usr/bin/python3, with
#                      python3-ply and python3-git) over the files the build in
#                      OUT (default: that of "make kernel") compiled, against
#                      the plugin's report of that build
#   measure            the "make kernel" configuration built from scratch
#                      without and with CONFIG_GCC_PLUGIN_SPDX: wall, CPU time
#   link               vmlinux's link time in the builds "make kernel" leaves,
#                      without and with the plugin (median of three)
#   sample [N [OUT]]   every Nth C file of the build in OUT compiled again, one
#                      at a time, without and with the plugin in turn: CPU time
set -eu
. "$(dirname "$0")/common.sh"

mkdir -p "$KERNEL_BUILD_DIR"
case ${1:-} in
checkpatch)
	rc=0
	for v in $(kernel_versions); do
		s=$(series $v)
		src=$(kernel_tree $v "$s") || die "the $v series does not apply"
		echo "linux-source-$v:"
		checkpatch "$src" "$s" || rc=1
	done
	exit $rc
	;;
tarball)
	[ $# -eq 2 ] || die "usage: $0 tarball VERSION"
	tarball "$2"
	;;
patches)
	[ $# -eq 2 ] || die "usage: $0 patches DIR"
	first=$(kernel_versions | head -n 1)
	for v in $(kernel_versions); do
		d=$2/linux-$v
		[ $v != "$first" ] || d=$2
		tb=$(tarball $v) || die "no linux-source-$v"
		"$ki/gen-series.sh" "$top/plugin" "$d" "$tb"
		ls "$d"/*.patch
	done
	;;
compare)
	src=$KERNEL_BUILD_DIR/linux-source-6.1
	out=${2:-$KERNEL_BUILD_DIR/build-6.1}
	[ -s "$out/spdx.jsonl" ] || die "no $out/spdx.jsonl: run make kernel first"
	python3 "$ki/report.py" files "$src" "$out" > "$out/compiled-files.txt"
	(cd "$src" && xargs /usr/bin/python3 scripts/spdxcheck.py -f) \
		< "$out/compiled-files.txt" > "$out/spdxcheck.txt" 2>&1
	python3 "$ki/report.py" compare "$src" "$out" "$out/spdxcheck.txt" \
		"$out/spdx.jsonl" > "$out/compare.txt"
	echo "$(wc -l < "$out/compiled-files.txt") files; spdxcheck.py: $out/spdxcheck.txt"
	cat "$out/compare.txt"
	echo "comparison: $out/compare.txt"
	;;
measure)
	deps
	s=$(series 6.1)
	src=$(kernel_tree 6.1 "$s") || die "the series does not apply"
	res=$KERNEL_BUILD_DIR/measure.txt
	: > "$res"
	for plugin in off on; do
		out=$KERNEL_BUILD_DIR/measure-$plugin
		set -- GCC_PLUGINS HEADERS_INSTALL UAPI_HEADER_TEST
		[ $plugin = on ] && set -- "$@" GCC_PLUGIN_SPDX
		rm -rf "$out"
		configure "$src" "$out" defconfig kvm_guest.config -- "$@"
		cmd="make -C $src O=$out -j$JOBS bzImage modules"
		echo "  MEASURE plugin $plugin: $cmd"
		/usr/bin/time -f "plugin $plugin: wall %e s, user %U s, sys %S s" -a -o "$res" \
			$cmd > "$out/build.log" 2>&1 || die "build failed, see $out/build.log"
		tail -n 1 "$res"
	done
	echo "figures: $res"
	;;
link)
	# vmlinux's link (make vmlinux after rm vmlinux; everything else is up
	# to date), three times each, in the two builds "make kernel" leaves:
	# without and with the plugin.
	src=$KERNEL_BUILD_DIR/linux-source-6.1
	res=$KERNEL_BUILD_DIR/link.txt
	: > "$res"
	for b in build-6.1-noplugin build-6.1; do
		out=$KERNEL_BUILD_DIR/$b
		[ -f "$out/vmlinux" ] || die "no $out/vmlinux: run make kernel first"
		: > "$out/link.times"
		for i in 1 2 3; do
			rm -f "$out/vmlinux"
			/usr/bin/time -f %e -a -o "$out/link.times" make -s -C "$src" O="$out" \
				SPDX_REPORT="$out/spdx.jsonl" vmlinux > "$out/link.log" 2>&1 ||
				die "make vmlinux failed, see $out/link.log"
		done
		echo "$b: vmlinux link $(sort -n "$out/link.times" | sed -n 2p) s" \
			"(median of $(sort -n "$out/link.times" | tr '\n' ' ')s)," \
			"vmlinux $(wc -c < "$out/vmlinux") bytes" | tee -a "$res"
	done
	echo "figures: $res"
	;;
sample)
	# Every Nth C translation unit of "make kernel", compiled again with
	# its own command line, with and without the plugin's flags, one at a
	# time: CPU time per TU that a busy machine does not distort much.
	n=${2:-25}
	out=${3:-$KERNEL_BUILD_DIR/build-6.1}
	cd "$out"
	find . -name '.*.o.cmd' | sort | awk -v n="$n" 'NR % n == 0' |
		xargs grep -h '^cmd_.*\.o := gcc .* -c -o .*\.c' |
		sed -e 's/^cmd_[^ ]* := //' -e 's/;.*//' -e 's/ -Wp,-MMD,[^ ]*//' \
		    -e 's/ -fplugin-arg-spdx_plugin-report=[^ ]*//' \
		    -e 's/\$\$/$/g' -e 's/\\#/#/g' \
		    -e 's| -c -o [^ ]* | -c -o /dev/null |' > "$KERNEL_BUILD_DIR/sample.cmds"
	res=$KERNEL_BUILD_DIR/sample.txt
	: > "$res"
	rm -f "$res.off" "$res.on"
	t0=$(date +%s)
	# Interleaved, TU by TU, so that drift hits both sides alike.
	while read -r cmd; do
		off=$(echo "$cmd" | sed -e 's/ -fplugin=[^ ]*spdx_plugin.so//' \
			-e 's/ -fplugin-arg-spdx_plugin-[^ ]*//g')
		/usr/bin/time -f "%U %S" -a -o "$res.off" sh -c "$off" 2> /dev/null || true
		/usr/bin/time -f "%U %S" -a -o "$res.on" sh -c "$cmd" 2> /dev/null || true
	done < "$KERNEL_BUILD_DIR/sample.cmds"
	for plugin in off on; do
		echo "plugin $plugin: $(wc -l < "$KERNEL_BUILD_DIR/sample.cmds") TUs," \
			"CPU $(awk '{ s += $1 + $2 } END { printf "%.2f", s }' "$res.$plugin") s" >> "$res"
	done
	echo "wall $(($(date +%s) - t0)) s for both" >> "$res"
	rm -f "$res.off" "$res.on"
	cat "$res"
	;;
*)
	sed -n '4,20s/^# \{0,1\}//p' "$0" >&2
	exit 2
	;;
esac
