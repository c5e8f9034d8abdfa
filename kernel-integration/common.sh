# SPDX-License-Identifier: GPL-2.0-or-later
#
# Shared by kernel.sh, smoke.sh and tools.sh: packages, the extracted and
# patched kernel tree, configuration, the build and the boot test.  Sourced,
# not run.  Every path lives under $KERNEL_BUILD_DIR, outside the checkout.

KERNEL_BUILD_DIR=${KERNEL_BUILD_DIR:-/var/tmp/spdx-kernel}
# Where testsuite/lib/debian-archive.sh keeps its downloads (shared with the
# GCC matrix, which fetches from the same suites).
BUILD_DIR=${BUILD_DIR:-/var/tmp/spdx-build}
JOBS=${JOBS:-$(nproc)}
ki=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$ki")
# Every build the same time stamp, user, host and build number, so that the
# images of two builds can be compared byte for byte.
export KBUILD_BUILD_TIMESTAMP="Thu Jan  1 00:00:00 UTC 2026"
export KBUILD_BUILD_USER=spdx KBUILD_BUILD_HOST=spdx KBUILD_BUILD_VERSION=1
# The kernel's make must not inherit the caller's: "make check" runs us
# under "make -s", whose s in MAKEFLAGS silences kbuild, and the logs that
# are compared line by line would then differ with the way we were called.
unset MAKEFLAGS MFLAGS MAKELEVEL
# Printed by init.c, awaited by boot.sh.
BOOT_MARKER="spdx.so: /init reached"

die() {
	echo "$0: $*" >&2
	exit 1
}

# The trees the series is made for, VERSION:SOURCE.  "system" is Debian 12's
# linux-source-VERSION package (deps installs it, the tarball is in
# /usr/src); a suite name is that suite's package, downloaded by
# debian-archive.sh and unpacked with dpkg -x under $KERNEL_BUILD_DIR, never
# installed.  This is the only place that knows where a tree comes from.
KERNEL_TREES="6.1:system 6.12:system 7.2:sid"

kernel_versions() {
	for tb in $KERNEL_TREES; do echo "${tb%%:*}"; done
}

# tarball VERSION: prints the path of linux-source-VERSION.tar.xz, fetching
# and unpacking its package first if it is not one of Debian 12's.
tarball() {
	tb_suite=
	for tb in $KERNEL_TREES; do
		[ "${tb%%:*}" = "$1" ] && tb_suite=${tb#*:}
	done
	case $tb_suite in
	"")
		echo "$0: linux-source-$1 is not in KERNEL_TREES" >&2
		return 1 ;;
	system)
		[ -f "/usr/src/linux-source-$1.tar.xz" ] ||
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
				--no-install-recommends "linux-source-$1" >&2 || return 1
		echo "/usr/src/linux-source-$1.tar.xz"
		return ;;
	esac
	tb_dir=$KERNEL_BUILD_DIR/deb-$1
	tb=$tb_dir/usr/src/linux-source-$1.tar.xz
	if [ ! -f "$tb" ]; then
		echo "  FETCH   linux-source-$1 ($tb_suite)" >&2
		tb_deb=$("$top/testsuite/lib/debian-archive.sh" "$BUILD_DIR/debian" \
			"$tb_suite" download "linux-source-$1") || return 1
		rm -rf "$tb_dir"
		dpkg -x "$tb_deb" "$tb_dir" && [ -f "$tb" ] || return 1
	fi
	echo "$tb"
}

# The compiler of the kernel builds below (configure, build, initramfs):
# empty for kbuild's default, gcc; smoke.sh sets it for its GCC 14 build.
KCC=
kmake() {
	make ${KCC:+CC="$KCC"} "$@"
}

# Packages the kernel build, the boot test and spdxcheck.py need.
deps() {
	pkgs="$(for tb in $KERNEL_TREES; do
		case $tb in *:system) echo "linux-source-${tb%%:*}" ;; esac
	done) qemu-system-x86 bc bison flex
	      libelf-dev libssl-dev cpio kmod rsync python3-ply python3-git python3-pyelftools
	      gcc-$(gcc -dumpversion)-plugin-dev g++ make git xz-utils time"
	missing=
	for p in $pkgs; do
		dpkg -s "$p" > /dev/null 2>&1 || missing="$missing $p"
	done
	# npm fetches the SARIF validator; any Node.js install will do.
	command -v npm > /dev/null || missing="$missing npm"
	[ -z "$missing" ] && return 0
	echo "  APT    $missing"
	{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y \
		--no-install-recommends $missing; } > "$KERNEL_BUILD_DIR/apt.log" 2>&1 ||
		die "apt-get install failed, see $KERNEL_BUILD_DIR/apt.log"
}

# sarif_valid FILE: Microsoft's SARIF Multitool (from the npm registry, kept
# in $KERNEL_BUILD_DIR) validates FILE against the SARIF 2.1.0 schema and its
# own SARIF rules: neither an error nor a warning.
SARIF_TOOL_VERSION=5.7.0
sarif_valid() {
	d=$KERNEL_BUILD_DIR/sarif-tool
	tool=$d/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
	if [ ! -f "$tool" ]; then
		mkdir -p "$d"
		(cd "$d" && npm install --no-audit --no-fund \
			"@microsoft/sarif-multitool-linux@$SARIF_TOOL_VERSION") > "$d/npm.log" 2>&1 ||
			{ tail -n 5 "$d/npm.log"; return 1; }
	fi
	chmod u+x "$tool"
	"$tool" validate "$1" --output "$1.validation" --log ForceOverwrite > "$1.validate.log" 2>&1
	grep -q 'Analysis completed successfully' "$1.validate.log" &&
		! grep -E ': (error|warning) ' "$1.validate.log"
}

# series VERSION: generates the patch series for linux-source-VERSION into
# $KERNEL_BUILD_DIR/series-VERSION and prints that directory.
series() {
	d=$KERNEL_BUILD_DIR/series-$1
	tb=$(tarball "$1") && "$ki/gen-series.sh" "$top/plugin" "$d" "$tb" >&2 ||
		die "cannot generate the series for $1"
	echo "$d"
}

# kernel_tree VERSION SERIES_DIR: extracts linux-source-VERSION once into a
# git repository and applies the series with git am, unless exactly this
# series is applied already.  Prints the tree.  The commit tagged "debian"
# holds the parts of the tree a series may touch (and LICENSES/ for
# spdxcheck.py): committing all 80000 files costs minutes of disk time for
# nothing.  Debian's .gitignore ignores everything, hence the -f.
kernel_tree() {
	src=$KERNEL_BUILD_DIR/linux-source-$1
	if ! git -C "$src" rev-parse -q --verify debian > /dev/null 2>&1; then
		tb=$(tarball "$1") || return 1
		echo "  EXTRACT $tb" >&2
		rm -rf "$src"
		tar -xJf "$tb" -C "$KERNEL_BUILD_DIR" &&
		git -C "$src" init -q &&
		git -C "$src" add -f MAINTAINERS Makefile Kconfig LICENSES scripts \
			usr Documentation/kbuild &&
		git -C "$src" -c user.name=Debian -c user.email=debian@localhost \
			commit -q --no-verify -m "linux-source-$1" &&
		git -C "$src" tag debian || return 1
	fi
	id=$(cat "$2"/*.patch | sha256sum | cut -d' ' -f1)
	if [ "$(cat "$src/.git/spdx-series" 2>/dev/null)" != "$id" ]; then
		echo "  GIT AM  $2" >&2
		rm -f "$src/.git/spdx-series"
		git -C "$src" am --abort > /dev/null 2>&1 || true
		git -C "$src" reset -q --hard debian || return 1
		# Files of the tarball that a series touches but "debian" does
		# not hold yet are still pristine: add them to it.
		new=
		for f in $(sed -n 's|^diff --git a/\([^ ]*\) .*|\1|p' "$2"/*.patch); do
			[ -e "$src/$f" ] &&
			! git -C "$src" ls-files --error-unmatch "$f" > /dev/null 2>&1 &&
			new="$new $f"
		done
		if [ -n "$new" ]; then
			git -C "$src" add -f $new &&
			git -C "$src" -c user.name=Debian -c user.email=debian@localhost \
				commit -q --amend --no-verify -C HEAD &&
			git -C "$src" tag -f debian > /dev/null || return 1
		fi
		# 0000 is the cover letter.
		git -C "$src" am -q "$2"/000[1-9]-*.patch >&2 || return 1
		echo "$id" > "$src/.git/spdx-series"
	fi
	# The first patch holds the plugin's sources: configure's key.
	cat "$2"/0001-*.patch | sha256sum | cut -d' ' -f1 > "$src/.git/spdx-plugin"
	echo "$src"
}

# configure SRC OUT TARGETS... -- SYMBOLS...: makes TARGETS (defconfig,
# fragments), turns SYMBOLS on (NAME or NAME=VALUE), and checks that they
# stuck.  An OUT built by another plugin (the series' first patch) or with
# another configuration is wiped first: kbuild recompiles nothing when a
# plugin changes (for any GCC plugin; it does when the compiler's version
# changes), so every object would keep the old plugin's data.  The other
# patches change Makefiles, whose effects kbuild tracks itself.  A build
# without the plugin sets CONFIG_KEY (to anything).
configure() {
	src=$1 out=$2
	shift 2
	targets=
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		targets="$targets $1"
		shift
	done
	shift
	want="${CONFIG_KEY:-$(cat "$src/.git/spdx-plugin")} ${KCC:+CC=$KCC }$targets $*"
	# A log from scratch without kbuild's command lines ("  CC      x.o")
	# was written under a silencing outer make: it cannot be compared.
	if [ "$(cat "$out/.spdx-config" 2>/dev/null)" != "$want" ] ||
	   { [ -f "$out/build-scratch.log" ] &&
	     ! grep -Eq '^  [A-Z][A-Z0-9_]* +[^ ]' "$out/build-scratch.log"; }; then
		rm -rf "$out"
		mkdir -p "$out"
		touch "$out/.spdx-scratch"
	fi
	mkdir -p "$out"
	kmake -s -C "$src" O="$out" $targets > "$out/config.log" 2>&1 ||
		die "make$targets failed, see $out/config.log"
	for s in "$@"; do
		case $s in
		*=*) "$src/scripts/config" --file "$out/.config" --set-val "${s%%=*}" "${s#*=}" ;;
		*) "$src/scripts/config" --file "$out/.config" --enable "$s" ;;
		esac
	done
	kmake -s -C "$src" O="$out" olddefconfig >> "$out/config.log" 2>&1 ||
		die "olddefconfig failed, see $out/config.log"
	for s in "$@"; do
		case $s in *=*) v="CONFIG_$s" ;; *) v="CONFIG_$s=y" ;; esac
		grep -qx -- "$v" "$out/.config" || die "$v did not stick in $out/.config"
	done
	echo "$want" > "$out/.spdx-config"
}

# build SRC OUT TARGETS...: builds with the findings collected in
# OUT/spdx.jsonl; the log goes to OUT/build.log.  From the configure that
# emptied OUT until scratch_done, the logs are also kept together in
# OUT/build-scratch.log, the build from scratch that a reused OUT's
# build.log no longer shows (log comparisons read it); a failure there
# makes the next configure start again from scratch.
build() {
	src=$1 out=$2
	shift 2
	echo "  MAKE    -j$JOBS ${KCC:+CC=$KCC }$* (log: $out/build.log)"
	# Where this build's records start: a reused OUT has earlier ones.
	cat "$out/spdx.jsonl" 2> /dev/null | wc -l > "$out/spdx.jsonl.skip"
	kmake -C "$src" O="$out" -j"$JOBS" SPDX_REPORT="$out/spdx.jsonl" "$@" \
		> "$out/build.log" 2>&1
	b_rc=$?
	if [ -f "$out/.spdx-scratch" ]; then
		cat "$out/build.log" >> "$out/build-scratch.log"
		[ $b_rc -eq 0 ] || rm -f "$out/.spdx-config"
	fi
	return $b_rc
}

# scratch_done OUT: OUT/build-scratch.log is complete; later builds of a
# reused OUT only add to build.log.
scratch_done() {
	rm -f "$1/.spdx-scratch"
	[ -s "$1/build-scratch.log" ]
}

# report_json OUT ARGS...: spdx-report --format json -o OUT ARGS.  Some
# inputs of a kernel build carry no license data by design (fixdep and
# kconfig are built before the plugin): spdx-report names them on stderr and
# exits 3 (or 4); that is no failure here as long as data was read.  An
# unreadable input or record (exit 1) is one.
report_json() {
	rj_out=$1
	shift
	"$top/tools/spdx-report" --format json -o "$rj_out" "$@" 2> "$rj_out.stderr"
	rj_rc=$?
	case $rj_rc in
	0) ;;
	3|4) /usr/bin/python3 -c 'import json, sys
sys.exit(json.load(open(sys.argv[1]))["translation_units"] == 0)' "$rj_out" ||
		{ cat "$rj_out.stderr" >&2; return 1; } ;;
	*) cat "$rj_out.stderr" >&2; return 1 ;;
	esac
}

# objects_report SRC OUT NAME: the report of what the build linked, from
# the objects' data (report.py artifacts: vmlinux, modules, host programs,
# the boot images), plus the uapi header test, which writes no object: its
# findings come from report=, from a run of the test alone (an earlier run's
# records may be stale, and a rerun appends).  The same SPDX_REPORT as the
# build's, so that no command line changes: a rebuilt objtool would rebuild
# every object.  Writes OUT/NAME.json (spdx-report) and
# OUT/NAME-hdrtest.jsonl (the test's records, main file /dev/null).
objects_report() {
	find "$2/usr/include" -name '*.hdrtest' -delete
	skip=$(cat "$2/spdx.jsonl" 2> /dev/null | wc -l)
	kmake -C "$1" O="$2" -j"$JOBS" SPDX_REPORT="$2/spdx.jsonl" usr/include/ \
		> "$2/$3-hdrtest.log" 2>&1 || { tail -n 20 "$2/$3-hdrtest.log"; return 1; }
	tail -n +$((skip + 1)) "$2/spdx.jsonl" |
		/usr/bin/python3 "$ki/report.py" hdrtest > "$2/$3-hdrtest.jsonl" &&
	# Not boot-test/init: make kernel's own program, not the kernel build's.
	/usr/bin/python3 "$ki/report.py" artifacts "$2" | grep -v '/boot-test/' \
		> "$2/$3-artifacts.txt" &&
	report_json "$2/$3.json" --licenses "$1/LICENSES" @"$2/$3-artifacts.txt"
}

# report_intact OUT: the last build's report and log, see report.py check.
report_intact() {
	[ -f "$1/spdx.jsonl" ] || : > "$1/spdx.jsonl"
	/usr/bin/python3 "$ki/report.py" check "$1/spdx.jsonl" "$(cat "$1/spdx.jsonl.skip")" \
		"$1/build.log"
}

# initramfs SRC OUT: headers_install, then /init built from init.c with the
# plugin against those headers, packed with the tree's gen_init_cpio into
# OUT/boot-test/initramfs.cpio.  Its findings go to OUT/boot-test/spdx.jsonl.
initramfs() {
	src=$1 b=$2/boot-test
	kmake -s -C "$src" O="$2" headers_install >> "$2/build.log" 2>&1 || return 1
	rm -rf "$b"
	mkdir -p "$b"
	# The kernel's compiler: the plugin was built for it.
	${KCC:-gcc} -static -nostdlib -ffreestanding -fno-stack-protector -fno-pie -no-pie \
		-O2 -Wall -Werror -I "$2/usr/include" \
		-DBOOT_MARKER="\"$BOOT_MARKER\"" \
		-fplugin="$2/scripts/gcc-plugins/spdx_plugin.so" \
		-fplugin-arg-spdx_plugin-licenses="$src/LICENSES" \
		-fplugin-arg-spdx_plugin-report="$b/spdx.jsonl" \
		-o "$b/init" "$ki/init.c" 2> "$b/init.log" || { cat "$b/init.log"; return 1; }
	cat > "$b/initramfs.list" <<-EOF
	dir /dev 0755 0 0
	nod /dev/console 0600 0 0 c 5 1
	file /init $b/init 0755 0 0
	EOF
	"$2/usr/gen_init_cpio" "$b/initramfs.list" > "$b/initramfs.cpio"
}

# boot OUT: boots OUT's bzImage with the initramfs, see boot.sh.
boot() {
	"$ki/boot.sh" "$1/arch/x86/boot/bzImage" "$1/boot-test/initramfs.cpio" \
		"$1/boot-test/console.log" "${BOOT_TIMEOUT:-120}" "$BOOT_MARKER"
}

# checkpatch SRC SERIES_DIR: scripts/checkpatch.pl --strict of SRC on every
# patch (not the cover letter); fails unless all have 0 errors, 0 warnings
# and 0 checks.
# checkpatch.pl runs spdxcheck.py as "python3", which must be Debian's, with
# python3-ply and python3-git, not another one earlier in PATH.
checkpatch() {
	rc=0
	for p in "$2"/000[1-9]-*.patch; do
		r=$(cd "$1" && PATH=/usr/bin:/bin:$PATH ./scripts/checkpatch.pl --strict "$p" |
			grep '^total:')
		case $r in
		*"total: 0 errors, 0 warnings, 0 checks"*) ;;
		*) rc=1 ;;
		esac
		echo "  CHECKPATCH $(basename "$p"): ${r#*total: }"
	done
	return $rc
}
