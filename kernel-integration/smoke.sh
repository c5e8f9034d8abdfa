#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel-smoke", part of "make check": a tinyconfig kernel with a serial
# console and initramfs support, built with the plugin from the generated
# series under CONFIG_WERROR=y, booted in QEMU, its report checked against
# findings this configuration must have.  The 6.12 series must apply and
# build the plugin too.  One PASS/FAIL line per assertion, then the total.
set -u
. "$(dirname "$0")/common.sh"

# FILE CHECK [SUGGESTED]: findings the smoke configuration must report:
# untagged uapi headers that its core code includes, one that only the uapi
# header test reaches (through its installed copy in usr/include/), an
# untagged C file, and an untagged assembler file of the vDSO, which filters
# out the other plugins' flags.  An empty SUGGESTED matches any suggestion.
expected='
include/uapi/linux/poll.h missing GPL-2.0 WITH Linux-syscall-note
include/uapi/linux/virtio_ring.h missing BSD-3-Clause
include/uapi/linux/quota.h missing
include/uapi/linux/timex.h missing
scripts/mod/empty.c missing GPL-2.0
arch/x86/entry/vdso/vdso-note.S missing GPL-2.0
'

pass=0 fail=0
t() {
	name=$1
	shift
	if "$@"; then
		echo "PASS: kernel-smoke: $name"
		pass=$((pass + 1))
	else
		echo "FAIL: kernel-smoke: $name"
		fail=$((fail + 1))
		return 1
	fi
}
finish() {
	echo "kernel-smoke: $pass passed, $fail failed"
	[ $fail -eq 0 ]
	exit
}

mkdir -p "$KERNEL_BUILD_DIR"
deps

series_applies() {
	s=$(series "$1") && kernel_tree "$1" "$s" > /dev/null
}
plugin_builds() {
	s=$1 o=$2
	shift 2
	[ -f "$s/.git/spdx-series" ] || return 1	# the series did not apply
	(configure "$s" "$o" "$@") || return 1
	build "$s" "$o" scripts && [ -f "$o/scripts/gcc-plugins/spdx_plugin.so" ] ||
		{ tail -n 20 "$o/build.log"; return 1; }
}
kernel_builds() {
	build "$src" "$out" bzImage || { tail -n 30 "$out/build.log"; return 1; }
}
boots() {
	initramfs "$src" "$out" && boot "$out"
}
not_grep() {
	[ -s "$2" ] && ! grep -q "$1" "$2"
}
generated_apart() {
	grep -q '^Generated findings' "$1" &&
	awk '/^Source findings/ { s = 1 } /^Generated findings/ { s = 0 }
	     s && /include\/generated\// { bad = 1 } END { exit bad }' "$1"
}
# The checks themselves must fail on bad input: a record cut in two, a
# SARIF file without its tool's name.
torn_caught() {
	head -n 1 "$out/spdx.jsonl" > "$out/torn.jsonl"
	sed -n 2p "$out/spdx.jsonl" | head -c 20 >> "$out/torn.jsonl"
	! python3 "$ki/report.py" check "$out/torn.jsonl" 0 /dev/null > /dev/null
}
bad_sarif_caught() {
	echo '{"version":"2.1.0","runs":[{"tool":{"driver":{}},"results":[]}]}' \
		> "$out/bad.sarif"
	! sarif_valid "$out/bad.sarif" > /dev/null
}
reports() {
	grep -q "^$1:[0-9]*:[0-9]* *$2 .*${3:+ $3\$}" "$out/spdx-report.txt"
}

src=$KERNEL_BUILD_DIR/linux-source-6.1
out=$KERNEL_BUILD_DIR/smoke-6.1
t "6.1 series applies with git am" series_applies 6.1 || finish
t "plugin builds in-tree (HOSTCXX, spdx_plugin-objs)" plugin_builds "$src" "$out" \
	tinyconfig -- 64BIT PRINTK TTY SERIAL_8250 SERIAL_8250_CONSOLE \
	BLK_DEV_INITRD BINFMT_ELF WERROR GCC_PLUGINS GCC_PLUGIN_SPDX \
	HEADERS_INSTALL UAPI_HEADER_TEST || finish
t "tinyconfig kernel builds with CONFIG_WERROR=y" kernel_builds
t "-j report: no torn or lost records, no internal compiler error" report_intact "$out"
t "kernel boots in QEMU and /init prints the marker" boots
python3 "$ki/report.py" report "$src" "$out" "$out/spdx-report" "$out/spdx.jsonl" > /dev/null
while read -r file check suggested; do
	[ -n "$file" ] || continue
	t "report has $check for $file${suggested:+ ($suggested)}" \
		reports "$file" "$check" "$suggested"
done <<EOF
$expected
EOF
t "installed uapi headers are mapped back to their sources" \
	not_grep '^usr/include/' "$out/spdx-report.txt"
t "generated headers are counted apart from the source findings" \
	generated_apart "$out/spdx-report.txt"
t "SARIF report is valid SARIF 2.1.0 (SARIF Multitool validate)" \
	sarif_valid "$out/spdx-report.sarif"
t "report check catches a torn record" torn_caught
t "SARIF validation catches a broken file" bad_sarif_caught

src=$KERNEL_BUILD_DIR/linux-source-6.12
t "6.12 series applies with git am" series_applies 6.12
t "6.12: plugin builds in-tree" plugin_builds "$src" \
	"$KERNEL_BUILD_DIR/smoke-6.12" defconfig -- GCC_PLUGINS GCC_PLUGIN_SPDX
finish
