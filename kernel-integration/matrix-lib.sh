# SPDX-License-Identifier: GPL-2.0-or-later
#
# The steps of "make kernel-matrix" (matrix.sh), small enough for another
# script to take one: a cross build of one architecture (cross_env,
# matrix_configure, cell_build), an external module built against the
# headers that install-extmod-build makes (extmod_check), and a build-log
# comparison with and without the plugin (log_compare).  Sourced after
# common.sh, not run.  Each step leaves a one-line result in $MATRIX_NOTE.

MATRIX_NOTE=

# cross_env ARCH: the environment kbuild takes for ARCH (arm64, riscv64,
# powerpc64le, s390x or x86_64): ARCH and CROSS_COMPILE exported, KCC (see
# common.sh's kmake) Debian 12's cross compiler, which has no unversioned
# name.  arm64 also gets CROSS_COMPILE_COMPAT, the 32-bit compiler of its
# compat vDSO (vdso32/Makefile calls it $(CROSS_COMPILE_COMPAT)gcc: a link
# to gcc-12 in $KERNEL_BUILD_DIR/cross-bin, early in PATH).
cross_env() {
	case $1 in
	arm64) ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- ;;
	riscv64) ARCH=riscv CROSS_COMPILE=riscv64-linux-gnu- ;;
	powerpc64le) ARCH=powerpc CROSS_COMPILE=powerpc64le-linux-gnu- ;;
	s390x) ARCH=s390 CROSS_COMPILE=s390x-linux-gnu- ;;
	x86_64) ARCH=x86_64 CROSS_COMPILE= ;;
	*) echo "$0: no cross compiler known for $1" >&2; return 1 ;;
	esac
	export ARCH CROSS_COMPILE
	KCC=${CROSS_COMPILE:+${CROSS_COMPILE}gcc-12}
	unset CROSS_COMPILE_COMPAT
	if [ "$1" = arm64 ] && [ -x /usr/bin/arm-linux-gnueabihf-gcc-12 ]; then
		mkdir -p "$KERNEL_BUILD_DIR/cross-bin"
		ln -sf /usr/bin/arm-linux-gnueabihf-gcc-12 \
			"$KERNEL_BUILD_DIR/cross-bin/arm-linux-gnueabihf-gcc"
		case :$PATH: in
		*":$KERNEL_BUILD_DIR/cross-bin:"*) ;;
		*) PATH=$KERNEL_BUILD_DIR/cross-bin:$PATH ;;
		esac
		export CROSS_COMPILE_COMPAT=arm-linux-gnueabihf-
	fi
}

# cross_packages [ARCH...]: Debian 12's cross compilers and their plugin
# headers for each ARCH (default: the four of the matrix), arm64's compat
# vDSO compiler and emulator with it, installed the way common.sh's deps
# installs (only what dpkg -s does not know).
cross_packages() {
	missing=
	for a in ${*:-arm64 riscv64 powerpc64le s390x}; do
		case $a in
		arm64) t=aarch64-linux-gnu extra="gcc-12-arm-linux-gnueabihf qemu-system-arm" ;;
		*) t=$a-linux-gnu extra= ;;
		esac
		for p in gcc-12-$t gcc-12-plugin-dev-$t $extra; do
			dpkg -s "$p" > /dev/null 2>&1 || missing="$missing $p"
		done
	done
	[ -z "$missing" ] && return 0
	echo "  APT    $missing"
	{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y \
		--no-install-recommends $missing; } > "$KERNEL_BUILD_DIR/apt-cross.log" 2>&1 ||
		die "apt-get install failed, see $KERNEL_BUILD_DIR/apt-cross.log"
}

# The configurations: tinyconfig plus what each architecture needs for the
# reported breakages (EFI stub, vDSOs), the plugin, and CONFIG_WERROR.
# REQUIRED symbols must stick; OPTIONAL ones are tried and the cell notes
# which did not (CONFIG_WERROR, the compat vDSOs).
MATRIX_BASE="PRINTK TTY BLK_DEV_INITRD BINFMT_ELF GCC_PLUGINS GCC_PLUGIN_SPDX"
matrix_required() {
	case $1 in
	arm64) echo "$MATRIX_BASE EFI EFI_STUB SERIAL_AMBA_PL011 SERIAL_AMBA_PL011_CONSOLE" ;;
	powerpc64le) echo "$MATRIX_BASE PPC64 CPU_LITTLE_ENDIAN" ;;
	x86_64) echo "$MATRIX_BASE 64BIT SERIAL_8250 SERIAL_8250_CONSOLE" ;;
	*) echo "$MATRIX_BASE" ;;
	esac
}
matrix_optional() {
	case $1 in
	arm64) echo "WERROR COMPAT COMPAT_VDSO" ;;
	powerpc64le|s390x) echo "WERROR COMPAT" ;;
	*) echo "WERROR" ;;
	esac
}

# matrix_configure SRC OUT TARGET ARCH [EXTRA...]: common.sh's configure
# with TARGET, the required symbols of ARCH and EXTRA, then the optional
# ones; sets MATRIX_NOTE to the optional symbols that did not stick.
# configure's die() becomes a failure of this function (a subshell).
matrix_configure() {
	mc_src=$1 mc_out=$2 mc_target=$3 mc_arch=$4
	shift 4
	MATRIX_NOTE=
	(configure "$mc_src" "$mc_out" $mc_target -- $(matrix_required "$mc_arch") "$@") \
		2> "$mc_out.configure.err" || { MATRIX_NOTE=$(tail -n 1 "$mc_out.configure.err"); return 1; }
	for s in $(matrix_optional "$mc_arch"); do
		"$mc_src/scripts/config" --file "$mc_out/.config" --enable "$s"
	done
	kmake -s -C "$mc_src" O="$mc_out" olddefconfig >> "$mc_out/config.log" 2>&1 || return 1
	for s in $(matrix_optional "$mc_arch"); do
		grep -qx "CONFIG_$s=y" "$mc_out/.config" || MATRIX_NOTE="$MATRIX_NOTE no $s;"
	done
	return 0
}

# first_error LOG: the line of LOG that says why the build stopped (not a
# finding of the plugin).
first_error() {
	grep -v '\[spdx-' "$1" | grep -m 1 -E \
		': (fatal )?error[: ]|ERROR: |not allowed|undefined reference' ||
		grep -m 1 -E '\*\*\* \[' "$1"
}

# vdso_notes OUT: the vDSO images of a build (those that are embedded in the
# kernel as data) that carry license data, and the orphan-section warnings
# of the build log.
vdso_notes() {
	for so in $(find "$1/arch" -name 'vdso*.so' 2> /dev/null | sort); do
		if readelf -SW "$so" 2> /dev/null | grep -qE ' \.spdx(_str)? '; then
			vn="$vn ${so#"$1"/} has .spdx;"
		fi
	done
	n=$(grep -c '\[spdx-[a-z-]*\]$' "$1/build.log" 2> /dev/null)
	vn="${n:-0} findings in the log;"
	if grep -q '^CONFIG_GCC_PLUGIN_SPDX_RECORDS=y' "$1/.config"; then
		vn="$vn records on;"
	else
		vn="$vn GCC_PLUGIN_SPDX_RECORDS off;"
	fi
	[ ! -f "$1/vmlinux" ] || ! readelf -SW "$1/vmlinux" | grep -q ' \.spdx ' ||
		vn="$vn vmlinux has .spdx;"
	n=$(grep -c 'orphan section' "$1/build.log" 2> /dev/null)
	[ "${n:-0}" = 0 ] || vn="$vn $n orphan-section warnings ($(grep -m 1 -o \
		"orphan section \`[^']*' from \`[^']*'" "$1/build.log"));"
	n=$(grep -c 'unexpected non-allocatable section' "$1/build.log" 2> /dev/null)
	[ "${n:-0}" = 0 ] || vn="$vn $n modpost non-allocatable warnings;"
	echo "$vn"
}

# cell_build SRC OUT TARGETS...: builds (common.sh's build, log in
# OUT/build.log) and sets CELL_TIME (seconds) and MATRIX_NOTE (the failure
# line, or what vdso_notes says).
cell_build() {
	cb_src=$1 cb_out=$2
	shift 2
	t0=$(date +%s)
	if build "$cb_src" "$cb_out" "$@"; then
		CELL_TIME=$(($(date +%s) - t0))
		MATRIX_NOTE=$(vdso_notes "$cb_out")
		return 0
	fi
	CELL_TIME=$(($(date +%s) - t0))
	MATRIX_NOTE="$(first_error "$cb_out/build.log" | sed "s|$cb_src/||g; s|$cb_out/||g" | cut -c 1-200)"
	return 1
}

# arm64_boot SRC OUT: OUT's Image with an /init cross-compiled with the
# plugin (common.sh's initramfs) in qemu-system-aarch64 -M virt -cpu max
# (TCG), waiting for the marker (boot.sh); sets BOOTED, fails without the
# marker.
arm64_boot() {
	if ! initramfs "$1" "$2"; then
		BOOTED="no (initramfs, see $2/boot-test/init.log)"
		return 1
	fi
	n=$(wc -l < "$2/boot-test/spdx.jsonl" 2> /dev/null)
	if QEMU=qemu-system-aarch64 QEMU_MACHINE="-M virt -cpu max" CONSOLE=ttyAMA0 \
		"$ki/boot.sh" "$2/arch/arm64/boot/Image" "$2/boot-test/initramfs.cpio" \
		"$2/boot-test/console.log" "${BOOT_TIMEOUT:-300}" "$BOOT_MARKER" \
		> "$2/boot-test/boot.out"; then
		BOOTED="yes ($(sed -n 's/^  BOOT    //p' "$2/boot-test/boot.out"); init.c: ${n:-0} findings)"
		cat "$2/boot-test/boot.out"
		return 0
	fi
	BOOTED="no (no marker in $2/boot-test/console.log)"
	cat "$2/boot-test/boot.out"
	return 1
}

# The external module: a tagged file and an untagged one, and a tagged
# Kbuild file.  The untagged file must be reported.
extmod_sources() {
	rm -rf "$1"
	mkdir -p "$1"
	cat > "$1/Kbuild" <<-'EOF'
	# SPDX-License-Identifier: GPL-2.0-only
	obj-m += spdxmod.o
	spdxmod-y := spdxmod_main.o spdxmod_util.o
	EOF
	cat > "$1/spdxmod_main.c" <<-'EOF'
	// SPDX-License-Identifier: GPL-2.0-only
	#include <linux/module.h>
	int spdxmod_util(void);
	static int __init spdxmod_init(void)
	{
		return spdxmod_util();
	}
	module_init(spdxmod_init);
	MODULE_LICENSE("GPL");
	MODULE_DESCRIPTION("spdx.so external module test");
	EOF
	cat > "$1/spdxmod_util.c" <<-'EOF'
	/* An external module's file without a license tag. */
	int spdxmod_util(void);
	int spdxmod_util(void)
	{
		return 0;
	}
	EOF
}

# extmod_check SRC OUT: the headers tree that the tree's
# scripts/package/install-extmod-build makes from the build OUT (as the
# Debian package's linux-headers; in OUT/extmod-headers), then an external
# module built against it with "make M=".  Succeeds when the module builds
# and the build log reports the untagged file.  Trees without the script
# (6.1 has builddeb's own copy) fail.
extmod_check() {
	eh=$2/extmod-headers em=$2/extmod
	MATRIX_NOTE=
	# git am leaves it without its x bit; builddeb runs it as a program.
	[ -f "$1/scripts/package/install-extmod-build" ] ||
		{ MATRIX_NOTE="no install-extmod-build in $1"; return 1; }
	rm -rf "$eh"
	kmake -C "$1" O="$2" run-command \
		KBUILD_RUN_COMMAND="\$(CONFIG_SHELL) \$(srctree)/scripts/package/install-extmod-build $eh" \
		> "$2/extmod-headers.log" 2>&1 ||
		{ MATRIX_NOTE="install-extmod-build: $(tail -n 1 "$2/extmod-headers.log")"; return 1; }
	extmod_sources "$em"
	kmake -C "$eh" M="$em" modules > "$em/build.log" 2>&1
	rc=$?
	if [ $rc -ne 0 ] || [ ! -f "$em/spdxmod.ko" ]; then
		MATRIX_NOTE="module: $(first_error "$em/build.log" | cut -c 1-200)"
		return 1
	fi
	if ! grep -q 'spdxmod_util\.c:.*\[spdx-missing\]' "$em/build.log"; then
		MATRIX_NOTE="module built, but no [spdx-missing] for spdxmod_util.c in its log"
		return 1
	fi
	MATRIX_NOTE="spdxmod.ko built; log: $(grep -m 1 'spdxmod_util\.c:.*\[spdx-' "$em/build.log" |
		sed "s|$em/||")"
	if readelf -SW "$em/spdxmod.ko" | grep -q ' \.spdx '; then
		MATRIX_NOTE="$MATRIX_NOTE; .ko carries .spdx"
	fi
	return 0
}

# log_compare LOG_WITH LOG_WITHOUT SRC OUT_WITH OUT_WITHOUT: the lines of
# the build log with the plugin that the log without it does not have,
# once the spdx findings are taken out: a diagnostic ending in [spdx-CHECK],
# the "In file included from"/"from" chain before it, and its notes and
# source context lines after it (another job's kbuild line between them,
# as -j writes them, does not end them).  Paths of the two output directories are
# made equal; both logs are sorted (-j order).  The plugin's own build
# (HOSTCXX scripts/gcc-plugins/spdx_*, spdx_plugin.so, the generated
# spdx_plugin.h) is listed apart, as expected.  Build both in the same
# directory (one moved aside): DW_AT_comp_dir is the output directory.  Prints the unexplained lines; fails if there is one.
log_compare() {
	python3 - "$@" <<-'EOF'
	import re, sys
	with_log, without_log, src, out_with, out_without = sys.argv[1:6]
	finding = re.compile(r"\[spdx-[a-z-]+\]$")
	chain = re.compile(r"^(In file included from |\s+from )")
	# GCC's source context: numbered and caret lines, fix-its (+++),
	# "......" between the lines of a range, and notes.
	context = re.compile(r"^(\s+\d*\s*\|.*|.*: note: .*|\s*\+\+\+ .*|\.\.\.\.\.\.)$")
	# Another job's kbuild line ("  AR      x/built-in.a"), written between
	# a finding's lines under -j: kept, and the finding goes on after it.
	status = re.compile(r"^  [A-Z][A-Z0-9_]* +\S")
	def lines(path, out):
	    text = open(path, errors="replace").read().splitlines()
	    keep, pending = [], []
	    infinding = False
	    for line in text:
	        line = line.replace(out, "$O").replace(src, "$S")
	        if chain.match(line):
	            pending.append(line)
	            continue
	        if finding.search(line):
	            pending, infinding = [], True
	            continue
	        if infinding and context.match(line):
	            continue
	        if infinding and status.match(line):
	            keep.append(line)
	            continue
	        infinding = False
	        keep.extend(pending)
	        pending = []
	        keep.append(line)
	    keep.extend(pending)
	    return keep
	a = lines(with_log, out_with)
	b = lines(without_log, out_without)
	from collections import Counter
	extra = Counter(a) - Counter(b)
	plugin = re.compile(r"scripts/gcc-plugins/spdx|spdx_plugin\.(so|h)")
	expected = sorted(l for l in extra.elements() if plugin.search(l))
	unexplained = sorted(l for l in extra.elements() if not plugin.search(l))
	missing = sorted((Counter(b) - Counter(a)).elements())
	print("log comparison: %d lines with the plugin, %d without (spdx findings removed); "
	      "%d new lines for the plugin's own build, %d unexplained, %d lines only without"
	      % (len(a), len(b), len(expected), len(unexplained), len(missing)))
	for l in unexplained:
	    print("  + " + l)
	for l in missing:
	    print("  - " + l)
	sys.exit(1 if unexplained or missing else 0)
	EOF
}

# apply_fixits LOG SRC BACKUP: applies the fix-its of the spdx errors in LOG
# (GCC's -fdiagnostics-parseable-fixits lines after each) to the files
# under SRC, as an editor would, each file saved to BACKUP first (once)
# for restore_fixits.  The same fix-it met by several translation units
# is applied once; one that overlaps another of its file is left and
# counted.  Prints "N edits in M files, K overlapping left"; fails when
# an edit is out of its file's range (a fix-it that does not apply).
apply_fixits() {
	python3 - "$@" <<-'EOF'
	import ast, os, re, shutil, sys
	log, src, backup = sys.argv[1:4]
	src = os.path.realpath(src)
	fixit = re.compile(r'^fix-it:(".*?"):\{(\d+):(\d+)-(\d+):(\d+)\}:(".*")$')
	spdx = re.compile(r"\[spdx-[a-z-]+\]$")
	edits, after_spdx = {}, False
	for line in open(log, errors="replace"):
	    line = line.rstrip("\n")
	    m = fixit.match(line)
	    if m and after_spdx:
	        path = os.path.realpath(ast.literal_eval(m.group(1)))
	        if path.startswith(src + "/"):
	            e = tuple(int(m.group(i)) for i in range(2, 6))
	            text = ast.literal_eval(m.group(6)).encode("latin-1")
	            edits.setdefault(path, set()).add(e + (text,))
	        continue
	    # The fix-its of a finding follow its source lines and notes; the
	    # next diagnostic ends them.
	    if spdx.search(line):
	        after_spdx = " error: " in line
	    elif re.search(r": (fatal error|error|warning): ", line):
	        after_spdx = False
	n = overlap = 0
	for path, es in sorted(edits.items()):
	    data = open(path, "rb").read()
	    starts = [0] + [i + 1 for i, c in enumerate(data) if c == 10]
	    def off(l, c):
	        if l - 1 > len(starts) or l < 1 or c < 1:
	            sys.exit("fix-it out of range: %s:%d:%d" % (path, l, c))
	        base = starts[l - 1] if l - 1 < len(starts) else len(data)
	        return base + c - 1
	    spans = sorted(((off(a, b), off(c, d), t) for a, b, c, d, t in es), reverse=True)
	    kept, low = [], None
	    for s, e, t in spans:
	        if e < s or e > len(data):
	            sys.exit("fix-it out of range: %s" % path)
	        if low is not None and e > low:
	            overlap += 1
	            continue
	        kept.append((s, e, t))
	        low = s
	    saved = os.path.join(backup, os.path.relpath(path, src))
	    if not os.path.exists(saved):
	        os.makedirs(os.path.dirname(saved), exist_ok=True)
	        shutil.copy2(path, saved)
	    for s, e, t in kept:
	        data = data[:s] + t + data[e:]
	        n += 1
	    open(path, "wb").write(data)
	print("%d edits in %d files, %d overlapping left" % (n, len(edits), overlap))
	EOF
}

# restore_fixits SRC BACKUP: puts back the files apply_fixits changed.
restore_fixits() {
	[ -d "$2" ] || return 0
	(cd "$2" && find . -type f) | while read -r f; do
		cp -p "$2/$f" "$1/$f"
	done
	rm -rf "$2"
}
