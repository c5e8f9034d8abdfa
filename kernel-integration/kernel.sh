#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel": Debian's linux-source-6.1 with the generated series applied,
# x86_64 defconfig + kvm_guest.config + the plugin + the uapi header test +
# DWARF 5 debug info, built whole, booted in QEMU with an /init compiled
# with the plugin; the report read back from what the build linked,
# compared with the report= file of the same build; an incremental rebuild;
# and bzImage compared with the bzImage of a build without the plugin.
# Fails if any of it fails.
set -eu
. "$(dirname "$0")/common.sh"

# build_id ELF: its GNU build ID.
build_id() {
	readelf -n "$1" 2> /dev/null | sed -n 's/^ *Build ID: //p'
}

# has_records ELF: whether it carries license data.
has_records() {
	readelf -SW "$1" 2> /dev/null | grep -q ' [.]spdx '
}

# What the incremental rebuild touches: an untagged uapi header that few
# files include, and an untagged .c file of vmlinux.
TOUCH_UAPI=include/uapi/linux/coda.h
TOUCH_C=arch/x86/realmode/rm/regs.c

mkdir -p "$KERNEL_BUILD_DIR"
deps
series=$(series 6.1)
src=$(kernel_tree 6.1 "$series") || die "the series does not apply"
out=$KERNEL_BUILD_DIR/build-6.1
ref=$KERNEL_BUILD_DIR/build-6.1-noplugin
# DWARF 5 debug info, so that the comparison with the build without the
# plugin (the end of this script) covers what reaches the debug info too;
# make kernel-smoke's pair has none.  The two O= directories are mapped to
# "." (DW_AT_comp_dir would differ, and with it the build IDs); the longer
# name last: GCC uses the last map that matches.  -fdebug-prefix-map is
# not recorded in DW_AT_producer.
debug="DEBUG_KERNEL DEBUG_INFO_DWARF5"
dbgmap="-fdebug-prefix-map=$out=. -fdebug-prefix-map=$ref=."
export KCFLAGS="$dbgmap" KAFLAGS="$dbgmap"
configure "$src" "$out" defconfig kvm_guest.config -- \
	GCC_PLUGINS GCC_PLUGIN_SPDX HEADERS_INSTALL UAPI_HEADER_TEST $debug

status=0
fail() {
	echo "  CHECK   FAILED: $*"
	status=1
}
report() {
	/usr/bin/python3 "$ki/report.py" "$@"
}

t0=$(date +%s)
if build "$src" "$out" bzImage modules; then
	echo "  BUILT   in $(($(date +%s) - t0))s, CONFIG_WERROR=$(grep -c '^CONFIG_WERROR=y' "$out/.config")"
	if initramfs "$src" "$out"; then
		boot "$out" || status=1
	else
		echo "cannot build the initramfs, see $out/build.log"
		status=1
	fi
else
	echo "BUILD FAILED; the end of $out/build.log:"
	tail -n 30 "$out/build.log"
	exit 1
fi

# The report= file of a -j build: no torn or lost records, no compiler crash.
if msg=$(report_intact "$out"); then
	echo "  CHECK   report=: $msg"
else
	fail "report=: $msg"
fi
# The report= file of the build from scratch, kept for the comparison below:
# later runs append to spdx.jsonl.
[ "$(cat "$out/spdx.jsonl.skip")" != 0 ] || cp "$out/spdx.jsonl" "$out/spdx-full.jsonl"

# The report: from the objects' data in vmlinux, the modules, the host
# programs and the boot images, and from the uapi header test.
objects_report "$src" "$out" spdx-objects || fail "the report from the objects"
echo "  REPORT  from $(wc -l < "$out/spdx-objects-artifacts.txt") linked files and the uapi header test"
report report "$src" "$out" "$out/spdx-report" "$out/spdx-objects.json" \
	"$out/spdx-objects-hdrtest.jsonl" | sed 's/^/        /'
echo "  init.c: $(cat "$out/boot-test/spdx.jsonl" 2> /dev/null | wc -l) findings ($out/boot-test/spdx.jsonl)"
echo "report: $out/spdx-report.txt"
echo "        $out/spdx-report.sarif"
# What is in vmlinux and each module, under which license: validated SPDX
# documents, the license summary, the module-license findings.
bash "$ki/sbom.sh" "$src" "$out" "$BUILD_DIR" ||
	fail "SBOM: a document pyspdxtools, the SPDX 3.0.1 schema or its SHACL shapes reject, or two runs that differ"

# The report= file of the same build from scratch, which every compile
# appended to.
echo "  DIFF    report= file against the objects (spdx-diff.txt)"
report diff "$src" "$out" "$out/spdx-full.jsonl" "$out/spdx-objects.json" \
	"$out/spdx-objects-hdrtest.jsonl" > "$out/spdx-diff.txt" || true
head -n 1 "$out/spdx-diff.txt" | sed 's/^/        /'
# What the objects have and no linked file holds explains the difference.
find "$out" -name '*.o' | sort > "$out/spdx-all-objects.txt"
report_json "$out/spdx-all-objects.json" @"$out/spdx-all-objects.txt" ||
	fail "spdx-report of every object"
report units "$out/spdx-objects.json" "$out/spdx-all-objects.json" \
	> "$out/spdx-unlinked.txt"
head -n 1 "$out/spdx-unlinked.txt" | sed 's/^/        /'
echo "  SIZE    $(report sizes "$out" | tr '\n' ';')"

# Incremental: touch a uapi header and a .c file, build again, and the
# report must be what it was.
for f in "$TOUCH_UAPI" "$TOUCH_C"; do
	! head -n 5 "$src/$f" | grep -q SPDX-License-Identifier ||
		die "$f has a tag: pick an untagged file for the incremental build"
done
touch "$src/$TOUCH_UAPI" "$src/$TOUCH_C"
if build "$src" "$out" bzImage modules; then
	echo "  REBUILT $(grep -c '^  \(CC\|AS\|HDRTEST\) ' "$out/build.log") compiles after touching $TOUCH_UAPI and $TOUCH_C"
	objects_report "$src" "$out" spdx-incremental &&
	report diff "$src" "$out" "$out/spdx-objects.json" "$out/spdx-incremental.json" \
		> "$out/spdx-incremental-diff.txt" &&
	sort "$out/spdx-objects-hdrtest.jsonl" > "$out/spdx-objects-hdrtest.sorted" &&
	sort "$out/spdx-incremental-hdrtest.jsonl" |
		cmp -s - "$out/spdx-objects-hdrtest.sorted" &&
	! grep -q 'TU counts differ' "$out/spdx-incremental-diff.txt" &&
	echo "  CHECK   the report after the rebuild is the report before it" ||
	fail "the incremental rebuild changed the report, see $out/spdx-incremental-diff.txt"
	# What appending to report= makes of it, for comparison.
	report diff "$src" "$out" "$out/spdx.jsonl" "$out/spdx-objects.json" \
		"$out/spdx-objects-hdrtest.jsonl" > "$out/spdx-appended-diff.txt" || true
	head -n 1 "$out/spdx-appended-diff.txt" |
		sed 's/^/        report= (appended to since the build from scratch): /'
else
	fail "the incremental build, see $out/build.log"
fi

# The plugin changes no code: the kernel image against that of a build
# without it.  (configure and build set src and out: keep ours.)
plugin_out=$out
CONFIG_KEY=noplugin configure "$src" "$ref" defconfig kvm_guest.config -- \
	GCC_PLUGINS HEADERS_INSTALL UAPI_HEADER_TEST $debug
out=$plugin_out
if build "$src" "$ref" bzImage; then
	out=$plugin_out
	echo "  CONFIG  differs in: $(diff "$ref/.config" "$out/.config" | grep '^[<>]' |
		tr '\n' ' ')"
	if cmp -s "$ref/arch/x86/boot/bzImage" "$out/arch/x86/boot/bzImage"; then
		echo "  CHECK   bzImage identical with and without the plugin (DWARF 5 debug info)"
	else
		echo "  BZIMAGE differs: $(cmp "$ref/arch/x86/boot/bzImage" \
			"$out/arch/x86/boot/bzImage" | sed 's/.*: //'), $(cmp -l \
			"$ref/arch/x86/boot/bzImage" "$out/arch/x86/boot/bzImage" | wc -l) bytes"
		# Whether only the build IDs differ (records that reached a
		# link with --build-id) or code does.
		report same-code "$ref" "$out" | sed 's/^/        /' || true
		fail "bzImage differs from the build without the plugin"
	fi
	# The links that hash their output saw no records, yet their
	# outputs carry them (added after the link).
	for f in vmlinux arch/x86/entry/vdso/vdso64.so.dbg \
		 arch/x86/entry/vdso/vdso32.so.dbg; do
		a=$(build_id "$ref/$f") b=$(build_id "$out/$f")
		if [ -n "$a" ] && [ "$a" = "$b" ] && has_records "$out/$f"; then
			echo "  CHECK   $f: build ID $b as without the plugin, records added after the link"
		else
			fail "$f: build ID ${b:-none} (without the plugin ${a:-none}), or no records"
		fi
	done
else
	out=$plugin_out
	fail "the build without the plugin, see $ref/build.log"
fi
exit $status
