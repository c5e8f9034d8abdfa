#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel": Debian's linux-source-6.1 with the generated series applied,
# x86_64 defconfig + kvm_guest.config + the plugin + the uapi header test,
# built whole, booted in QEMU with an /init compiled with the plugin, and the
# build-wide report.  Fails if the build or the boot fails.
set -eu
. "$(dirname "$0")/common.sh"

mkdir -p "$KERNEL_BUILD_DIR"
deps
series=$(series 6.1)
src=$(kernel_tree 6.1 "$series") || die "the series does not apply"
out=$KERNEL_BUILD_DIR/build-6.1
configure "$src" "$out" defconfig kvm_guest.config -- \
	GCC_PLUGINS GCC_PLUGIN_SPDX HEADERS_INSTALL UAPI_HEADER_TEST

status=0
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
	status=1
fi

# The report of a -j build: no torn or lost records; and no compiler crash.
if msg=$(report_intact "$out"); then
	echo "  CHECK   $msg"
else
	echo "  CHECK   FAILED: $msg"
	status=1
fi

echo "  REPORT"
python3 "$ki/report.py" report "$src" "$out" "$out/spdx-report" "$out/spdx.jsonl" |
	sed 's/^/        /'
echo "  init.c: $(cat "$out/boot-test/spdx.jsonl" 2> /dev/null | wc -l) findings ($out/boot-test/spdx.jsonl)"
echo "report: $out/spdx-report.txt"
echo "        $out/spdx-report.sarif"
exit $status
