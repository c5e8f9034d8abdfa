#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx.so in real editors, headless (issue 25): spdx-lsp in Neovim 0.7
# (vim.lsp) and in Emacs 28 with eglot 1.9, and the test project's build log
# in Emacs' compilation-mode and in Vim's and Neovim's quickfix lists, all
# against expected-lsp.txt and expected-log.txt; spdx-lsp over bare JSON-RPC
# where editors do not go (protocol.py); the copies the server checked hold
# no file it wrote; spdx-lsp as make install puts it, run from / with an
# empty PYTHONPATH.  Debian 12's neovim, emacs-nox, elpa-eglot and vim-nox
# are installed where missing; pygls comes from tools/lsp-vendor.sh.  Each
# client has a timeout: a hang is a failure.  Prints PASS/FAIL lines and
# "editors: N passed, N failed".
#
#   run.sh PLUGIN LICENSES_DIR BUILD_DIR
#   SPDX_LSP=CMD run.sh ...     another server (a broken one, to see the tests fail)
set -euo pipefail

[ $# -eq 3 ] || { echo "usage: $0 PLUGIN LICENSES_DIR BUILD_DIR" >&2; exit 2; }
plugin=$(realpath "$1")
licenses=$(realpath "$2")
build=$(mkdir -p "$3" && cd "$3" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=$build/editors
# Seconds a client may take: each needs one to three here.
limit=${EDITORS_TIMEOUT:-60}
# shellcheck source=../lib/results.sh
. "$top/testsuite/lib/results.sh"

# check NAME CMD...: CMD's exit status as one result (set -e spares it).
check() {
	local name=$1
	shift
	if "$@"; then result "$name" 0; else result "$name" 1; fi
}

finished() {	# finished FILE: it exists and its last line is "done"
	[ -f "$1" ] && [ "$(tail -n 1 "$1")" = "done" ]
}

# collect NAME FILE STATUS: a client's PASS/FAIL lines; no "done" at the
# end (it died, or hung and was killed) is one failure more.
collect() {
	local line
	if [ -f "$2" ]; then
		while IFS= read -r line; do
			case $line in
			PASS:*) echo "$line"; passed=$((passed + 1)) ;;
			FAIL:*) echo "$line"; failed=$((failed + 1)) ;;
			esac
		done < "$2"
	fi
	check "$1: ran to its end within ${limit} s (exit status $3)" finished "$2"
}

# client NAME CMD...: CMD with the test's environment, under the timeout,
# its results in $out/NAME.out, its own output in $out/NAME.log.
client() {
	local name=$1 status=0
	shift
	rm -f "$out/$name.out"
	env HOME="$out/home" XDG_CONFIG_HOME="$out/home/.config" XDG_CACHE_HOME="$out/home/.cache" \
		XDG_DATA_HOME="$out/home/.local/share" XDG_STATE_HOME="$out/home/.local/state" \
		LANG=C.UTF-8 OUT="$out/$name.out" EXPECTED="${expected:-}" \
		timeout --kill-after=5 "$limit" "$@" > "$out/$name.log" 2>&1 < /dev/null || status=$?
	collect "$name" "$out/$name.out" "$status"
}

# copy NAME: a fresh copy of the project with its compile_commands.json
# (SPDX_CCDB_CC: its compiler, plugin: its plugin);
# reuse/ is a version-control root, so that it is the REUSE project's root
# wherever BUILD_DIR is.
copy() {
	rm -rf "${out:?}/$1"
	mkdir -p "$out/$1"
	cp -r "$here/project" "$out/$1/project"
	mkdir "$out/$1/project/reuse/.git"
	SPDX_CCDB_CC=${SPDX_CCDB_CC:-gcc} /usr/bin/python3 "$here/ccdb.py" "$out/$1/project" \
		"$plugin" "$licenses"
}

rm -rf "$out"
mkdir -p "$out/home"

check "Debian 12's neovim, emacs-nox, elpa-eglot and vim-nox installed" \
	"$top/testsuite/lib/system-packages.sh" "$out/apt.log" neovim emacs-nox elpa-eglot vim-nox
server=${SPDX_LSP:-}
if [ -z "$server" ]; then
	status=0
	server=$(bash "$top/tools/lsp-vendor.sh" --wrapper "$build") || status=$?
	result "pygls from Debian trixie unpacked, the server's wrapper made" $status
fi
export SPDX_LSP=$server PLUGIN=$plugin

# The language server in the editors.
expected=$here/expected-lsp.txt
copy nvim
PROJECT=$out/nvim/project client nvim nvim --headless -u NONE -i NONE -n \
	-c "luafile $here/nvim-lsp.lua"
copy emacs
PROJECT=$out/emacs/project client emacs-eglot emacs -Q --batch -l "$here/eglot-lsp.el"
copy protocol
# shellcheck disable=SC2016
client protocol sh -c '/usr/bin/python3 "$0" "$@" > "$OUT"' "$here/protocol.py" "$server" \
	"$out/protocol/project" "$expected" "$out/protocol/scratch"
# GCC 16 writes SARIF, not JSON: the same session through it.
gcc16=$build/gcc-16
copy sarif12
SPDX_CCDB_CC=$gcc16/bin/gcc plugin=$gcc16/spdx.so copy sarif16
# shellcheck disable=SC2016
client sarif sh -c '/usr/bin/python3 "$0" "$@" > "$OUT"' "$here/protocol.py" --sarif "$server" \
	"$out/sarif12" "$out/sarif12/project" "$plugin" "$out/sarif16/project" "$gcc16/spdx.so"
written=$(cd "$out" && find nvim emacs protocol/project sarif12/project sarif16/project \( -name '*.o' -o -name '*.d' -o \
	-name '*.i' -o -name '*.s' -o -name '*.ltrans*' -o -name report.json \) -print) || written='(find failed)'
check "the server wrote no file (objects, dependency files, temporaries, report=)${written:+: $written}" \
	test -z "$written"

# The build log: GCC's default columns for compilation-mode, bytes for Vim.
expected=$here/expected-log.txt
for unit in display byte; do
	rm -rf "$out/log-$unit"
	mkdir -p "$out/log-$unit"
	cp -r "$here/project" "$out/log-$unit/project"
	mkdir "$out/log-$unit/project/reuse/.git"
	status=0
	# A make of its own: an outer "make -s" would pass --no-print-directory
	# down in MAKEFLAGS, and the log would lose its "Entering directory" lines.
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -C "$out/log-$unit/project" PLUGIN="$plugin" LICENSES="$licenses" \
		CFLAGS="-fdiagnostics-column-unit=$unit" > "$out/log-$unit/build.log" 2>&1 || status=$?
	result "build log, -fdiagnostics-column-unit=$unit: the project builds" $status
done
PROJECT=$out/log-display/project LOG=$out/log-display/build.log \
	client emacs-compilation emacs -Q --batch -l "$here/compile-log.el"
PROJECT=$out/log-byte/project LOG=$out/log-byte/build.log \
	client vim-quickfix vim -es -u NONE -i NONE -N -S "$here/quickfix.vim"
PROJECT=$out/log-byte/project LOG=$out/log-byte/build.log \
	client nvim-quickfix nvim --headless -u NONE -i NONE -n -S "$here/quickfix.vim"

# As installed: the script finds its package and the vendored pygls by its
# own place.  -o: the install must not rebuild what make check built.
inst=$out/install
status=0
make -s -C "$top" -o plugin/spdx.so -o plugin/spdx_toml.so -o tools/spdx_report/_facts.py \
	install DESTDIR="$inst" PREFIX=/opt/spdx BINDIR=/opt/spdx/bin BUILD_DIR="$build" \
	> "$out/install.log" 2>&1 || status=$?
result "install: make install DESTDIR= PREFIX= succeeds" $status
installed() {
	local lib=$inst/opt/spdx/lib/spdx-lsp
	[ -x "$inst/opt/spdx/bin/spdx-lsp" ] && [ -f "$lib/spdx_lsp/server.py" ] &&
		[ -f "$lib/vendor/pygls/server.py" ] && [ -f "$lib/vendor/copyright/python3-pygls" ]
}
check "install: spdx-lsp in BINDIR, its package and vendor/ (with the copyright files) in PREFIX/lib/spdx-lsp" \
	installed
copy install-check
file=$out/install-check/project/kernel/syntax.c
status=0
(cd / && "$server" --check "$file") > "$out/install-check/checkout.json" 2>&1 || status=$?
(cd / && env -u PYTHONPATH PATH=/usr/bin:/bin "$inst/opt/spdx/bin/spdx-lsp" --check "$file") \
	> "$out/install-check/installed.json" 2>&1 || status=$?
same_check() {
	[ "$status" -eq 0 ] && [ -s "$out/install-check/installed.json" ] &&
		cmp -s "$out/install-check/checkout.json" "$out/install-check/installed.json"
}
check "install: the installed spdx-lsp --check, run from /, prints what the checkout's prints" \
	same_check
(cd / && env -u PYTHONPATH PATH=/usr/bin:/bin /usr/bin/python3 "$here/protocol.py" --installed \
	"$inst/opt/spdx/bin/spdx-lsp" "$out/install-check/project" "$here/expected-lsp.txt" \
	"$out/install-check/scratch") > "$out/install-check/protocol.out" 2>&1 || true
collect "install: a session with the installed server" "$out/install-check/protocol.out" 0

echo "editors: $passed passed, $failed failed"
