#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Makes GCC N usable as DIR/gcc-N/bin/gcc and DIR/gcc-N/bin/g++, without
# installing anything newer than Debian 12 into the system.
#
# usage: toolchain.sh BUILD_DIR N
#
# GCC 11 and 12 are Debian 12's own packages: the wrappers exec them.  The
# others come from the suite testsuite/gcc-matrix/versions names: the
# compilers, their plugin headers and the suite's binutils and C library are
# downloaded by testsuite/lib/debian-archive.sh (private apt state, nothing
# installed) and unpacked with dpkg -x into BUILD_DIR/root-SUITE.  Their binaries need that
# suite's C library, so every program the driver runs (cc1, cc1plus,
# collect2, as, ld) goes through the suite's dynamic loader; the host's
# /usr/include and C library stay the ones compiled and linked against, so
# what the wrapper builds runs here.  Downloads are kept in BUILD_DIR.
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR N" >&2; exit 2; }
build=$(mkdir -p "$1" && cd "$1" && pwd)
ver=$2
here=$(cd "$(dirname "$0")" && pwd)
suite=$(awk -v v="$ver" '$1 == v { print $2 }' "$here/versions")
[ -n "$suite" ] || { echo "$0: GCC $ver is not in $here/versions" >&2; exit 2; }
out=$build/gcc-$ver
mkdir -p "$out/bin"

# wrapper NAME COMMAND...: DIR/gcc-N/bin/NAME runs COMMAND "$@".
wrapper() {
	local name=$1
	shift
	printf '#!/bin/sh\n# GCC %s for spdx.so tests, made by %s\nexec %s "$@"\n' \
		"$ver" "${0##*/}" "$*" > "$out/bin/$name.tmp"
	chmod +x "$out/bin/$name.tmp"
	mv "$out/bin/$name.tmp" "$out/bin/$name"
}

if [ "$suite" = system ]; then
	for tool in gcc g++; do
		[ -x /usr/bin/$tool-$ver ] || { echo "$0: /usr/bin/$tool-$ver missing" >&2; exit 1; }
		wrapper $tool /usr/bin/$tool-$ver
	done
	exit 0
fi

root=$build/root-$suite
stamp=$root/.gcc-$ver
if [ ! -f "$stamp" ]; then
	debs=$("$here/../lib/debian-archive.sh" "$build/debian" "$suite" closure \
		gcc-"$ver" g++-"$ver" gcc-"$ver"-plugin-dev)
	mkdir -p "$root"
	for deb in $debs; do
		# The host's C library headers and startup files are the ones to use.
		case ${deb##*/} in libc6-dev_* | libc-dev-bin_* | linux-libc-dev_*) continue ;; esac
		dpkg -x "$deb" "$root"
	done
	touch "$stamp"
fi
[ -x "$root/usr/bin/gcc-$ver" ] || { echo "$0: $root/usr/bin/gcc-$ver missing" >&2; exit 1; }

ldso=$root/usr/lib64/ld-linux-x86-64.so.2
loader="$ldso --library-path $root/usr/lib/x86_64-linux-gnu"
# -wrapper runs each program the driver starts through exec; collect2
# finds as and ld through -B, in tools/, which runs the suite's binutils.
# --library-path replaces LD_LIBRARY_PATH, so cc1 is handed the caller's
# too (after the suite's C library): its dlopen() of a bare -fplugin=NAME
# searches it as an installed GCC's would.
cat > "$out/exec" <<EOF
#!/bin/sh
# Runs a program of $root with that suite's C library.
case "\$1" in
$root/*) exec $ldso --library-path "$root/usr/lib/x86_64-linux-gnu\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}" "\$@" ;;
esac
exec "\$@"
EOF
chmod +x "$out/exec"
mkdir -p "$out/tools"
for tool in as ld ld.bfd; do
	printf '#!/bin/sh\nexec %s %s "$@"\n' "$loader" "$root/usr/bin/$tool" > "$out/tools/$tool"
	chmod +x "$out/tools/$tool"
done
for tool in gcc g++; do
	wrapper $tool "$loader $root/usr/bin/$tool-$ver -wrapper $out/exec -B$out/tools/"
done
