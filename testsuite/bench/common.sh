# SPDX-License-Identifier: GPL-2.0-or-later
#
# What make bench and the cost guard share: the defconfig 6.1 tree they
# compile in, kbuild's own command for a file, cc1's command under it,
# and an instruction count.  Sourced; BENCH_TREE names the tree.

# The kernel tree gets its own make, not our -s and jobserver.
unset MAKEFLAGS MFLAGS MAKELEVEL

# A defconfig tree, prepared once: later runs reuse it.
bench_prepare() {
	local dir=$1 tarball=$2

	mkdir -p "$dir"
	[ -f "$BENCH_TREE/.bench-prepared" ] && return 0
	echo "bench: preparing a defconfig tree in $BENCH_TREE"
	rm -rf "$BENCH_TREE"
	tar -C "$dir" -xJf "$tarball"
	make -C "$BENCH_TREE" -s defconfig >/dev/null
	make -C "$BENCH_TREE" -s -j"$(nproc)" prepare >/dev/null
	# spdxcheck.py reads LICENSES/ through git.
	(cd "$BENCH_TREE" && git init -q && git add -f LICENSES &&
	 git -c user.name=bench -c user.email=bench@localhost commit -qm LICENSES)
	touch "$BENCH_TREE/.bench-prepared"
}

# The do-nothing plugin, built as the adapter is.
bench_nop() {
	g++ -std=gnu++11 -O2 -fPIC -fno-rtti -fno-exceptions -shared \
		-I"$(gcc -print-file-name=plugin)/include" \
		-o "$1" "$(dirname "${BASH_SOURCE[0]}")/nop_plugin.c"
}

# The compiler command kbuild uses for FILE, from its own verbose output.
kbuild_cmd() {
	local obj=${1%.c}.o

	rm -f "$BENCH_TREE/$obj"
	make -C "$BENCH_TREE" V=1 "$obj" 2>/dev/null |
		grep -E "^ *gcc .* -c -o $obj $1( |;|$)" | tail -n 1 |
		sed "s/^ *//; s| -c -o $obj $1.*| -c -o $obj $1|"
}

# The cc1 command line the driver would run for a compile command.
cc1_cmd() {
	(cd "$BENCH_TREE" && eval "$1 -###" 2>&1) | grep -E '^ [^ ]*/cc1 ' | tail -n 1 |
		sed 's/ "-o" "[^"]*\.s"/ -o \/dev\/null/; s/ -o [^ ]*\.s\( \|$\)/ -o \/dev\/null\1/'
}

# cc1's instruction count for a cc1 command line (callgrind: deterministic).
# Writes OUT.cg and OUT.ir; OUT.vg has valgrind's own output.
bench_ir() {
	(cd "$BENCH_TREE" && eval valgrind --tool=callgrind \
		--callgrind-out-file="$2.cg" "$1" >/dev/null 2>"$2.vg") || return 1
	sed -n 's/^summary: //p' "$2.cg" > "$2.ir"
	[ -s "$2.ir" ]
}

# bench_ir for a run that does not involve spdx.so (cc1 alone, or with the
# do-nothing plugin), its count kept in CACHE under a key of everything the
# count depends on: cc1 and the libraries it loads, the plugin it names,
# valgrind, the command line and the preprocessed translation unit.
bench_ir_cached() {
	local cmd=$1 o=$2 cache=$3 key cc1 so sums

	mkdir -p "$cache"
	cc1=$(echo "$cmd" | awk '{ print $1 }' | tr -d '"')
	so=$(echo "$cmd" | sed -n 's/.*-fplugin=\([^" ]*\).*/\1/p')
	(cd "$BENCH_TREE" && eval "$(echo "$cmd" | sed 's| -o /dev/null| -E -o '"$o"'.i|')" \
		>/dev/null 2>&1) || return 1
	[ -s "$o.i" ] || { echo "bench: no preprocessed unit for $o" >&2; return 1; }
	sums=$(sha256sum "$cc1" $(ldd "$cc1" | awk '$3 ~ /^\// { print $3 }') $so "$o.i") ||
		return 1
	key=$({ echo "$sums" | cut -d' ' -f1; valgrind --version; echo "$cmd"; } | sha256sum | cut -d' ' -f1)
	rm -f "$o.i"
	if [ -s "$cache/$key.ir" ]; then
		cp "$cache/$key.ir" "$o.ir"
		return 0
	fi
	bench_ir "$cmd" "$o" && cp "$o.ir" "$cache/$key.ir"
}
