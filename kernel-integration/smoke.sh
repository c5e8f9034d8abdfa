#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel-smoke", part of "make check": a tinyconfig kernel with a serial
# console and initramfs support, built with the plugin from the generated
# series under CONFIG_WERROR=y, booted in QEMU, its report checked against
# findings this configuration must have; the same with GCC 14 in the 7.2
# tree.  The 6.12 and 7.2 series must apply and build the plugin with GCC 12
# too.  One PASS/FAIL line per assertion, then the total.
set -u
. "$(dirname "$0")/common.sh"
. "$ki/matrix-lib.sh"

# FILE CHECK [SUGGESTED]: findings the smoke configuration must report:
# untagged uapi headers that its core code includes, one that only the uapi
# header test reaches (through its installed copy in usr/include/), an
# untagged C file, an untagged assembler file of the vDSO, which filters
# out the other plugins' flags, and a host program.  An empty SUGGESTED matches any suggestion.
expected='
include/uapi/linux/poll.h missing GPL-2.0 WITH Linux-syscall-note
include/uapi/linux/virtio_ring.h missing BSD-3-Clause
include/uapi/linux/quota.h missing
include/uapi/linux/timex.h missing
scripts/mod/empty.c missing GPL-2.0
arch/x86/entry/vdso/vdso-note.S missing GPL-2.0
scripts/mod/modpost.c missing
'
# The same kind for the 7.2 tree (its vDSO notes are tagged now).
expected_7_2='
include/uapi/linux/poll.h missing GPL-2.0 WITH Linux-syscall-note
include/uapi/linux/quota.h missing
include/uapi/linux/timex.h missing
scripts/mod/empty.c missing GPL-2.0
'
# The tinyconfig additions: a serial console, an initramfs, ELF, the plugin
# under CONFIG_WERROR and the uapi header test.
smoke_config="64BIT PRINTK TTY SERIAL_8250 SERIAL_8250_CONSOLE BLK_DEV_INITRD
	BINFMT_ELF WERROR GCC_PLUGINS GCC_PLUGIN_SPDX HEADERS_INSTALL UAPI_HEADER_TEST"
# 6.1 adds the purgatory (KEXEC_FILE), which must carry no records.  Its
# pair with and without the plugin has no debug info; make kernel's has
# DWARF 5.
smoke_config_6_1="$smoke_config CRYPTO CRYPTO_SHA256 KEXEC_FILE"
# 7.2 adds modules, for an external module built against the headers of
# install-extmod-build.
smoke_config_7_2="$smoke_config MODULES"

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
	# vmlinux.o again, so that modpost runs in this build's log, which
	# no_modpost_noise checks, also when a reused tree has nothing else to do.
	rm -f "$out/vmlinux.o"
	touch "$out/.spdx-build-start"
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
	# Exit 1 with the count: a traceback (also exit 1) is no catch.
	python3 "$ki/report.py" check "$out/torn.jsonl" 0 /dev/null > "$out/torn.out" 2>&1
	[ $? -eq 1 ] && grep -q '^2 records, 1 torn;' "$out/torn.out" &&
	! grep -q Traceback "$out/torn.out"
}
bad_sarif_caught() {
	echo '{"version":"2.1.0","runs":[{"tool":{"driver":{}},"results":[]}]}' \
		> "$out/bad.sarif"
	# Caught by the validator that ran to its end, not by one that is missing.
	! sarif_valid "$out/bad.sarif" > /dev/null &&
	grep -q 'Analysis completed successfully' "$out/bad.sarif.validate.log" &&
	grep -qE ': error ' "$out/bad.sarif.validate.log"
}
# notes_unallocated ELF: .spdx and .spdx_str are there, without SHF_ALLOC.
notes_unallocated() {
	readelf -SW "$1" > "$1.sections" &&
	grep -q ' \.spdx ' "$1.sections" && grep -q ' \.spdx_str ' "$1.sections" &&
	! grep -E ' \.spdx(_str)? ' "$1.sections" | awk '{ print $(NF - 3) }' | grep -q A
}
# no_notes ELF: neither .spdx nor .spdx_str (an image embedded as data).
no_notes() {
	readelf -SW "$1" > "$1.sections" && ! grep -qE ' \.spdx(_str)? ' "$1.sections"
}
# units_at_least ELF N: spdx-report finds N translation units or more in ELF.
units_at_least() {
	"$top/tools/spdx-report" --format json "$1" > "$1.spdx.json" &&
	python3 -c 'import json, sys
sys.exit(json.load(open(sys.argv[1]))["translation_units"] < int(sys.argv[2]))' \
		"$1.spdx.json" "$2"
}
# vmlinux_reports ELF FILE: spdx-report, reading ELF, lists FILE as missing.
vmlinux_reports() {
	"$top/tools/spdx-report" --format json "$1" > "$1.spdx.json" &&
	python3 -c '
import json, sys
data = json.load(open(sys.argv[1]))
findings = data["findings"] if isinstance(data, dict) else data
hits = [f for f in findings if f.get("file", "").endswith(sys.argv[2]) and f.get("check") == "missing"]
sys.exit(0 if hits and max(f["translation_units"] for f in hits) > 1 else 1)
' "$1.spdx.json" "$2"
}
# no_modpost_noise LOG: modpost takes .spdx and .spdx_str for what they are.
# (modpost ran in that build: it wrote vmlinux.symvers after kernel_builds
# began.  Under make -s the log may be empty, and still a clean one.)
no_modpost_noise() {
	[ "$out/vmlinux.symvers" -nt "$out/.spdx-build-start" ] &&
	! grep -q 'unexpected non-allocatable section' "$1"
}
# same_image A B: cmp of two images.
same_image() {
	cmp "$1" "$2"
}
# no_env_leak: SPDX_* variables from the environment do not reach the
# build without the plugin: after a make with them set, no command line of
# the boot code or the purgatory (which add SPDX_PLUGIN_FLAGS and
# SPDX_NO_RECORDS themselves) has them.
no_env_leak() {
	SPDX_PLUGIN_FLAGS=-DSPDX_ENV_LEAK SPDX_NO_RECORDS=-DSPDX_ENV_LEAK \
	SPDX_HOST_PLUGIN_FLAGS=-DSPDX_ENV_LEAK kmake -C "$src" O="$ref" -j"$JOBS" bzImage \
		> "$ref/env.log" 2>&1 || { tail -n 20 "$ref/env.log"; return 1; }
	! grep -rl -e SPDX_ENV_LEAK "$ref/arch/x86/boot" "$ref/arch/x86/purgatory" \
		--include='.*.cmd'
}
# rebuilt_with_plugin OBJ...: after the plugin changes (touched), make
# rebuilds the objects OBJ... (paths in $out) that it checked.  Objects of
# directories that kbuild cannot build one by one (the boot code) are
# checked by depends_on_plugin instead.
rebuilt_with_plugin() {
	touch "$out/scripts/gcc-plugins/spdx_plugin.so"
	kmake -C "$src" O="$out" -j"$JOBS" SPDX_REPORT="$out/spdx.jsonl" "$@" \
		> "$out/rebuild.log" 2>&1 || { tail -n 20 "$out/rebuild.log"; return 1; }
	for o in "$@"; do
		[ "$out/$o" -nt "$out/scripts/gcc-plugins/spdx_plugin.so" ] ||
			{ echo "$o was not rebuilt"; return 1; }
	done
}
# depends_on_plugin OBJ...: the dependencies kbuild recorded for OBJ...
# (fixdep, .OBJ.cmd) name the header that changes with the plugin.
depends_on_plugin() {
	for o in "$@"; do
		grep -q 'include/generated/spdx_plugin[.]h' "$out/${o%/*}/.${o##*/}.cmd" ||
			{ echo "$o does not depend on the plugin"; return 1; }
	done
}
# sbom_clean: 7.2's make sbom parses every saved command, spdx-attach.sh's
# too: exit 0, no [ERROR].
sbom_clean() {
	kmake -C "$src" O="$out" -j"$JOBS" SPDX_REPORT="$out/spdx.jsonl" sbom \
		> "$out/sbom.log" 2>&1 || { grep -A3 ERROR "$out/sbom.log" | head -n 20; return 1; }
	! grep -F '[ERROR]' "$out/sbom.log"
}
# extmod_builds: the headers install-extmod-build makes carry LICENSES/, and
# a one-file module builds against them with the plugin: it reports its
# untagged file, and nothing about the licenses directory or modpost.
extmod_builds() {
	h=$out/extmod-headers m=$out/extmod
	rm -rf "$h" "$m"
	mkdir -p "$m"
	kmake -C "$src" O="$out" run-command \
		KBUILD_RUN_COMMAND="\${srctree}/scripts/package/install-extmod-build $h" \
		> "$out/extmod-headers.log" 2>&1 || { tail -n 20 "$out/extmod-headers.log"; return 1; }
	[ -f "$h/LICENSES/preferred/GPL-2.0" ] || { echo "no LICENSES/ in $h"; return 1; }
	printf '%s\n' '#include <linux/module.h>' 'MODULE_LICENSE("GPL");' > "$m/smoke.c"
	echo 'obj-m := smoke.o' > "$m/Kbuild"
	kmake -C "$h" M="$m" > "$m/build.log" 2>&1 || { tail -n 20 "$m/build.log"; return 1; }
	[ -f "$m/smoke.ko" ] && grep -q 'smoke.c:1:1: warning: missing SPDX' "$m/build.log" &&
	! grep -E 'LICENSES|non-allocatable' "$m/build.log"
}
# bindgen_no_plugin: rust/Makefile leaves the plugin's options out of
# bindgen's flags.  Without a Rust toolchain: a make that descends into
# rust/ with CONFIG_RUST=y and prints bindgen_c_flags_final, the flags of
# the bindgen command, instead of building anything.
bindgen_no_plugin() {
	kmake -s -C "$src" O="$out" spdx-bindgen-flags \
		--eval='$(if $(sub_make_done),$(eval spdx-bindgen-flags: ; $$(MAKE) $$(build)=rust CONFIG_RUST=y spdx-print))' \
		--eval='$(if $(filter rust,$(obj)),$(eval spdx-print: ; @echo "BINDGEN: $$(bindgen_c_flags_final)"))' \
		> "$out/bindgen.log" 2>&1
	flags=$(sed -n 's/^BINDGEN: //p' "$out/bindgen.log")
	[ -n "$flags" ] || { tail -n 5 "$out/bindgen.log"; return 1; }
	echo "$flags" | grep -q -- '-Wp,-MMD' &&
	! echo "$flags" | tr ' ' '\n' | grep -E -- '^-fplugin(=|-arg-)'
}
# host_no_error: CONFIG_GCC_PLUGIN_SPDX_ERROR's error=all (given here on
# the command line, as the option would add it) reaches the kernel's
# objects, not the host programs, which prepare builds first.
host_no_error() {
	kmake -s -C "$src" O="$out" 'spdx-plugin-args-y=error=all' spdx-host-flags \
		--eval='$(if $(sub_make_done),$(eval spdx-host-flags: ; @echo "KERNEL: $$(SPDX_PLUGIN_FLAGS)"; echo "HOST: $$(SPDX_HOST_PLUGIN_FLAGS)"))' \
		> "$out/host-flags.log" 2>&1
	grep -q '^KERNEL: .*-fplugin-arg-spdx_plugin-error=all' "$out/host-flags.log" &&
	grep -q '^HOST: .*-fplugin=' "$out/host-flags.log" &&
	! grep -q '^HOST: .*error=' "$out/host-flags.log"
}
# host_plugin_dir: host programs get the plugin when HOSTCC loads the
# plugins of CC (the same plugin directory), whatever it is called: gcc-12
# is this build's gcc under another name and gets it, gcc-11 is another
# compiler and does not.  A dry run (-n) of "scripts" prints the host
# compiles that a new HOSTCC would redo, and changes nothing.
host_plugin_dir() {
	kmake -C "$src" O="$out" HOSTCC=gcc-12 -n scripts > "$out/hostcc-12.log" 2>&1 &&
	kmake -C "$src" O="$out" HOSTCC=gcc-11 -n scripts > "$out/hostcc-11.log" 2>&1 &&
	grep ' gcc-12 ' "$out/hostcc-12.log" | grep -q -- '-fplugin=[^ ]*spdx_plugin.so' &&
	grep -q ' gcc-11 ' "$out/hostcc-11.log" &&
	! grep ' gcc-11 ' "$out/hostcc-11.log" | grep -q -- '-fplugin='
}
# gcc_range: Kconfig offers the checker for GCC 11 to 16 only, and tells a
# user of a newer GCC why it is not offered.  The compiler is gcc under a
# wrapper that reports another __GNUC__ to scripts/cc-version.sh.
gcc_range() {
	for v in 10 17; do
		k=$KERNEL_BUILD_DIR/smoke-kconfig-gcc$v
		rm -rf "$k" && mkdir -p "$k" &&
		printf '#!/bin/sh\nexec gcc -U__GNUC__ -D__GNUC__=%s "$@"\n' $v > "$k/gcc" &&
		chmod +x "$k/gcc" &&
		kmake -C "$src" O="$k" CC="$k/gcc" tinyconfig > "$k/log" 2>&1 &&
		"$src/scripts/config" --file "$k/.config" -e GCC_PLUGINS -e GCC_PLUGIN_SPDX &&
		kmake -C "$src" O="$k" CC="$k/gcc" olddefconfig >> "$k/log" 2>&1 &&
		grep -q "^CONFIG_GCC_VERSION=${v}0" "$k/.config" &&
		! grep -q '^CONFIG_GCC_PLUGIN_SPDX=y' "$k/.config" || { tail -n 5 "$k/log"; return 1; }
	done
	grep -q '^# The SPDX license identifier checker needs GCC 11 to 16$' \
		"$KERNEL_BUILD_DIR/smoke-kconfig-gcc17/.config" &&
	! grep -q 'needs GCC 11 to 16' "$KERNEL_BUILD_DIR/smoke-kconfig-gcc10/.config"
}
# builddeb_licenses: 6.1's Debian headers package (builddeb's own
# deploy_kernel_headers, run alone) carries LICENSES/ for external modules.
builddeb_licenses() (
	cd "$out" && rm -rf debian/spdx-headers && mkdir -p debian &&
	sed -n -e '/^is_enabled()/,/^}/p' -e '/^deploy_kernel_headers ()/,/^}/p' \
		"$src/scripts/package/builddeb" > debian/spdx-deploy.sh &&
	srctree=$src SRCARCH=x86 version=spdx KCONFIG_CONFIG=.config &&
	. ./debian/spdx-deploy.sh && deploy_kernel_headers debian/spdx-headers &&
	[ -f debian/spdx-headers/usr/src/linux-headers-spdx/LICENSES/preferred/GPL-2.0 ] &&
	[ -f debian/spdx-headers/usr/src/linux-headers-spdx/scripts/gcc-plugins/spdx_plugin.so ] &&
	rm -rf debian
)
# attach_fails_clean: spdx-attach.sh stops at a failing step (no "&&" that
# set -e ignores) and leaves no temporary file behind, and a build leaves
# none either.
attach_fails_clean() {
	d=$out/attach-test
	rm -rf "$d" && mkdir -p "$d" && cp "$out/vmlinux" "$d/image" || return 1
	! sh "$src/scripts/gcc-plugins/spdx-attach.sh" ld false "$d/image" \
		"$out/init/main.o" 2> /dev/null &&
	[ "$(ls -A "$d")" = image ] &&
	[ -z "$(find "$out" -name '.tmp_spdx*' -print -quit)" ] &&
	rm -rf "$d"
}
# rules_not_in_flags: scripts/Makefile.gcc-plugins, a fragment of flags
# included everywhere, holds no rule; the plugin's build order is in the
# top Makefile.
rules_not_in_flags() {
	! grep -En '^[^#[:space:]][^=]*:([^=]|$)' "$src/scripts/Makefile.gcc-plugins" &&
	grep -q '^spdx_plugin: scripts_basic' "$src/Makefile"
}
# discards_conditional: the linker script discards the records only where
# the build has them (CONFIG_GCC_PLUGIN_SPDX_RECORDS); without the plugin
# it is the one of a tree without the series.
discards_conditional() {
	grep -q '\*(\.spdx \.spdx_str)' "$out/arch/x86/kernel/vmlinux.lds" &&
	! grep -q spdx "$ref/arch/x86/kernel/vmlinux.lds"
}
reports() {
	grep -q "^$1:[0-9]*:[0-9]* *$2 .*${3:+ $3\$}" "$out/spdx-report.txt"
}
# report_has PREFIX EXPECTED: the report of $out has every finding listed.
report_has() {
	python3 "$ki/report.py" report "$src" "$out" "$out/spdx-report" "$out/spdx.jsonl" > /dev/null
	while read -r file check suggested; do
		[ -n "$file" ] || continue
		t "${1}report has $check for $file${suggested:+ ($suggested)}" \
			reports "$file" "$check" "$suggested"
	done <<EOF
$2
EOF
}

src=$KERNEL_BUILD_DIR/linux-source-6.1
out=$KERNEL_BUILD_DIR/smoke-6.1
t "6.1 series applies with git am" series_applies 6.1 || finish
# Keyed by the whole series, as the build without the plugin below: the
# two are built from scratch together, for their logs to be compared.
series_key="series $(cat "$src/.git/spdx-series")"
CONFIG_KEY=$series_key
t "plugin builds in-tree (HOSTCXX, spdx_plugin-objs)" plugin_builds "$src" "$out" \
	tinyconfig -- $smoke_config_6_1 || finish
CONFIG_KEY=
t "tinyconfig kernel builds with CONFIG_WERROR=y" kernel_builds && scratch_done "$out"
t "-j report: no torn or lost records, no internal compiler error" report_intact "$out"
t "kernel boots in QEMU and /init prints the marker" boots
report_has "" "$expected"
t "installed uapi headers are mapped back to their sources" \
	not_grep '^usr/include/' "$out/spdx-report.txt"
t "generated headers are counted apart from the source findings" \
	generated_apart "$out/spdx-report.txt"
t "SARIF report is valid SARIF 2.1.0 (SARIF Multitool validate)" \
	sarif_valid "$out/spdx-report.sarif"
t "vmlinux keeps the objects' license data, not allocated (.spdx, .spdx_str)" \
	notes_unallocated "$out/vmlinux"
t "spdx-report reads vmlinux: poll.h's missing tag, met by several TUs" \
	vmlinux_reports "$out/vmlinux" include/uapi/linux/poll.h
t "the decompressor's vmlinux.bin (embedded in bzImage) has no license data" \
	no_notes "$out/arch/x86/boot/compressed/vmlinux.bin"
t "the vDSO image embedded in the kernel has no license data" \
	no_notes "$out/arch/x86/entry/vdso/vdso64.so"
t "vdso64.so.dbg keeps it" notes_unallocated "$out/arch/x86/entry/vdso/vdso64.so.dbg"
# Directories with flags of their own are checked: the real-mode blob's
# four assembler sources (their records appended to the -E output) and
# the setup code.
t "realmode.elf has the records of its 4 assembler sources" \
	units_at_least "$out/arch/x86/realmode/rm/realmode.elf" 4
t "setup.elf has the records of the setup code (20 or more)" \
	units_at_least "$out/arch/x86/boot/setup.elf" 20
t "report check catches a torn record" torn_caught
t "SARIF validation catches a broken file" bad_sarif_caught
t "modpost: no unexpected non-allocatable section (.spdx, .spdx_str)" \
	no_modpost_noise "$out/build.log"
t "the purgatory embedded in the kernel has no license data" \
	no_notes "$out/arch/x86/purgatory/purgatory.ro"
# The same configuration without the plugin, in another O= directory:
# the same bzImage.
ref=$KERNEL_BUILD_DIR/smoke-6.1-noplugin
# A subshell: configure and build set src and out.
# The same steps as the build with the plugin (make scripts, then bzImage),
# so that the two logs from scratch can be compared line for line.
noplugin_builds() (
	CONFIG_KEY="noplugin $series_key" configure "$src" "$ref" tinyconfig -- \
		$(for s in $smoke_config_6_1; do [ $s = GCC_PLUGIN_SPDX ] || echo $s; done) &&
	! grep -q '^CONFIG_GCC_PLUGIN_SPDX=y' "$ref/.config" &&
	build "$src" "$ref" scripts && build "$src" "$ref" bzImage &&
	scratch_done "$ref" || { tail -n 30 "$ref/build.log"; exit 1; }
)
# logs_compare: the logs of the two builds from scratch have the same lines
# but for the spdx findings and the plugin's own build (log_compare).
logs_compare() {
	log_compare "$out/build-scratch.log" "$ref/build-scratch.log" "$src" "$out" "$ref" \
		> "$out/log-compare.txt"
	lc=$?
	cat "$out/log-compare.txt"
	[ $lc -eq 0 ] && grep -q ' 0 unexplained' "$out/log-compare.txt"
}
# The comparison fails on one new line (the linker warning 7.2's vDSO once
# had) and passes a finding with its include chain and source lines, also
# when another job's kbuild line falls between the finding and its note.
logs_compare_catches() {
	{ cat "$out/build-scratch.log"
	  echo "ld: warning: arch/x86/entry/vdso/vdso-note.o: missing .note.GNU-stack section implies executable stack"
	} > "$out/logcmp-bad.log"
	{ cat "$out/build-scratch.log"
	  echo "In file included from $src/include/linux/types.h:6,"
	  echo "                 from $src/init/main.c:14:"
	  echo "$src/include/uapi/linux/types.h:1:1: warning: missing SPDX-License-Identifier tag [spdx-missing]"
	  echo "    1 | /* a header */"
	  echo "      | ^"
	  echo "      | // SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note"
	} > "$out/logcmp-finding.log"
	# The build's first kbuild "AR" line, between a finding and its note.
	awk -v w="$src/include/uapi/linux/a.h:1:1: warning: missing SPDX-License-Identifier tag; suggest 'ISC' [spdx-missing]" \
	    -v n="$src/include/uapi/linux/a.h:16:4: note: license text is here" '
		/^  AR / && !done { print w; print; print n
			print "   16 |  * Permission to use, copy, modify, and/or distribute"
			print "      |    ^"; done = 1; next }
		{ print }' "$out/build-scratch.log" > "$out/logcmp-interleaved.log"
	! log_compare "$out/logcmp-bad.log" "$ref/build-scratch.log" "$src" "$out" "$ref" \
		> /dev/null &&
	log_compare "$out/logcmp-finding.log" "$ref/build-scratch.log" "$src" "$out" "$ref" \
		> /dev/null &&
	grep -q '^  AR ' "$out/logcmp-interleaved.log" &&
	log_compare "$out/logcmp-interleaved.log" "$ref/build-scratch.log" "$src" "$out" "$ref" \
		> /dev/null
}
t "the same configuration without the plugin builds (O=smoke-6.1-noplugin)" \
	noplugin_builds && {
	t "bzImage (no debug info) is identical with and without the plugin" \
		same_image "$out/arch/x86/boot/bzImage" "$ref/arch/x86/boot/bzImage"
	t "build logs from scratch: no new line with the plugin but its findings and its build" \
		logs_compare &&
	t "the log comparison catches a new linker warning and passes a finding" \
		logs_compare_catches
}
t "SPDX_* in the environment do not change the build without the plugin" no_env_leak
t "error= reaches the kernel's objects, not the host programs" host_no_error
t "host programs get the plugin when HOSTCC shares CC's plugin directory" host_plugin_dir
t "Kconfig offers the checker for GCC 11 to 16, says why for GCC 17" gcc_range
t "the Debian headers package (6.1 builddeb) carries LICENSES/" builddeb_licenses
t "spdx-attach.sh stops at a failing step and leaves no temporary file" attach_fails_clean
t "the plugin's build rules are in the top Makefile, not in a flags fragment" \
	rules_not_in_flags
t "the linker script discards .spdx only in builds with records" discards_conditional
t "boot and real-mode objects depend on the plugin (fixdep)" depends_on_plugin \
	arch/x86/boot/header.o arch/x86/boot/compressed/misc.o \
	arch/x86/boot/compressed/head_64.o arch/x86/realmode/rm/trampoline_64.o \
	arch/x86/purgatory/entry64.o
t "a changed plugin rebuilds C and vDSO assembler objects" rebuilt_with_plugin \
	init/main.o arch/x86/entry/vdso/vdso-note.o

# The other trees: the series applies and the plugin builds (make scripts).
for v in 6.12 7.2; do
	t "$v series applies with git am" series_applies $v &&
	t "$v: plugin builds in-tree" plugin_builds "$KERNEL_BUILD_DIR/linux-source-$v" \
		"$KERNEL_BUILD_DIR/smoke-$v" defconfig -- GCC_PLUGINS GCC_PLUGIN_SPDX
done

# GCC 14 (Debian trixie's, run by testsuite/gcc-matrix/toolchain.sh's wrapper,
# SMOKE_GCC from kernel.mk) builds and boots the 7.2 tree: kbuild compiles
# the plugin with HOSTCXX, the system's g++ 12, against GCC 14's plugin
# headers ($(CC) -print-file-name=plugin), and the kernel with GCC 14.
src=$KERNEL_BUILD_DIR/linux-source-7.2
out=$KERNEL_BUILD_DIR/smoke-7.2-gcc14
KCC=${SMOKE_GCC:-}
t "GCC 14 is there (SMOKE_GCC=$KCC)" test -x "${KCC:-/nonexistent}" &&
t "7.2, GCC 14: plugin builds in-tree against GCC 14's headers" plugin_builds \
	"$src" "$out" tinyconfig -- $smoke_config_7_2 &&
t "7.2, GCC 14: tinyconfig kernel builds with CONFIG_WERROR=y" kernel_builds && {
	t "7.2, GCC 14: the kernel was built by GCC 14 (CONFIG_GCC_VERSION)" \
		grep -q '^CONFIG_GCC_VERSION=14' "$out/.config"
	t "7.2, GCC 14: -j report: no torn or lost records, no internal compiler error" \
		report_intact "$out"
	t "7.2, GCC 14: kernel boots in QEMU and /init prints the marker" boots
	report_has "7.2, GCC 14: " "$expected_7_2"
	t "7.2, GCC 14: modpost: no unexpected non-allocatable section" \
		no_modpost_noise "$out/build.log"
	t "7.2, GCC 14: make sbom runs clean (spdx-attach.sh commands parsed)" sbom_clean
	t "7.2, GCC 14: an external module builds against install-extmod-build's headers" \
		extmod_builds
	t "7.2, GCC 14: bindgen's flags have no -fplugin (rust/Makefile)" bindgen_no_plugin
}
KCC=

# One cross build (issue 19's matrix has the others): arm64 7.2 tinyconfig
# with the EFI stub, whose cmd_stubcopy refuses absolute relocations, the
# vDSO and the compat vDSO (built by the 32-bit arm compiler, which cannot
# load the aarch64 plugin), all under CONFIG_WERROR, where orphan sections
# are errors; records are off there (GCC_PLUGIN_SPDX_RECORDS is x86's).
# Booted in qemu-system-aarch64 with an /init cross-compiled with the plugin.
out=$KERNEL_BUILD_DIR/smoke-7.2-arm64
arm64_configures() {
	(cross_packages arm64) && cross_env arm64 &&
	matrix_configure "$src" "$out" tinyconfig arm64 &&
	{ [ -z "$MATRIX_NOTE" ] || { echo "$MATRIX_NOTE"; false; }; }
}
arm64_builds() {
	build "$src" "$out" Image && scratch_done "$out" ||
		{ grep -v '\[spdx-' "$out/build.log" | tail -n 20; false; }
}
# checked MAIN...: spdx.jsonl has records of translation units under each.
checked() {
	for d in "$@"; do
		grep -qE "\"main\": *\"([^\"]*/)?$d" "$out/spdx.jsonl" ||
			{ echo "no record of a unit under $d"; return 1; }
	done
}
no_data_anywhere() {
	no_notes "$out/vmlinux" && no_notes "$out/arch/arm64/kernel/vdso/vdso.so" &&
	no_notes "$out/arch/arm64/kernel/vdso32/vdso.so" &&
	for o in $(find "$out/drivers/firmware/efi/libstub" -name '*.stub.o'); do
		no_notes "$o" || return 1
	done
}
t "arm64 7.2: tinyconfig + EFI_STUB, COMPAT_VDSO, CONFIG_WERROR configures" \
	arm64_configures && {
	t "arm64 7.2: Image builds (the EFI stub's relocation check, vDSO links)" arm64_builds &&
	t "arm64 7.2: the EFI stub and the vDSO were checked (report= records)" checked \
		drivers/firmware/efi/libstub/ arch/arm64/kernel/vdso/ &&
	t "arm64 7.2: no license data in vmlinux, the vDSO images, the stub objects" \
		no_data_anywhere &&
	t "arm64 7.2: build from scratch: no orphan-section or modpost warning" \
		not_grep 'orphan section\|unexpected non-allocatable' "$out/build-scratch.log" &&
	t "arm64 7.2: boots in qemu-system-aarch64, /init (with the plugin) prints the marker" \
		arm64_boot "$src" "$out"
}
KCC=
unset ARCH CROSS_COMPILE CROSS_COMPILE_COMPAT
finish
