#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# pygls for spdx-lsp on Debian 12, which has none, without installing
# anything of another suite: Debian trixie's python3-pygls 1.3,
# python3-lsprotocol, python3-cattr, python3-attr (cattrs 24 needs attrs 23
# or later; Debian 12's is 22.2) and python3-typing-extensions (cattrs needs
# 4.12's NoDefault; Debian 12's is 4.4), all pure Python, unpacked with
# dpkg -x (testsuite/lib/debian-archive.sh fetches them) and laid out as one
# directory for sys.path: the packages, and copyright/PKG, each package's
# Debian copyright file, so that what make install copies carries its
# licenses.  Run by Debian 12's /usr/bin/python3.
#
# usage: lsp-vendor.sh BUILD_DIR
#          prints the directory (BUILD_DIR/lsp-vendor/vendor), what make
#          install copies to PREFIX/lib/spdx-lsp/vendor
#        lsp-vendor.sh --wrapper BUILD_DIR
#          prints a wrapper, BUILD_DIR/lsp-vendor/spdx-lsp-HASH, that runs
#          this checkout's tools/spdx-lsp with it
# Idempotent: a second run fetches and unpacks nothing.
set -euo pipefail

wrap=
if [ "${1:-}" = --wrapper ]; then
	wrap=1
	shift
fi
[ $# -eq 1 ] || { echo "usage: $0 [--wrapper] BUILD_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mkdir -p "$1/lsp-vendor" && cd "$1/lsp-vendor" && pwd)
vendor=$dir/vendor
pkgs="python3-pygls python3-lsprotocol python3-cattr python3-attr python3-typing-extensions"

# The vendor directory is shared by the checkouts' wrappers: made once.
if [ ! -d "$vendor" ]; then
	# shellcheck disable=SC2086
	debs=$("$here/../testsuite/lib/debian-archive.sh" "$1/debian" trixie download $pkgs)
	rm -rf "$dir/root.tmp" "$vendor.tmp"
	for d in $debs; do
		dpkg -x "$d" "$dir/root.tmp"
	done
	mkdir -p "$vendor.tmp/copyright"
	cp -R "$dir/root.tmp/usr/lib/python3/dist-packages/." "$vendor.tmp/"
	for p in $pkgs; do
		cp "$dir/root.tmp/usr/share/doc/$p/copyright" "$vendor.tmp/copyright/$p"
	done
	for d in $debs; do basename "$d" .deb; done > "$vendor.tmp/copyright/PACKAGES"
	PYTHONPATH=$vendor.tmp /usr/bin/python3 -c 'import pygls.server, lsprotocol.types' ||
		{ echo "$0: pygls does not run with /usr/bin/python3" >&2; exit 1; }
	rm -rf "$dir/root.tmp"
	mv "$vendor.tmp" "$vendor"
fi
if [ -z "$wrap" ]; then
	echo "$vendor"
	exit 0
fi

# One wrapper per checkout: BUILD_DIR outlives clones, and a wrapper made
# by another clone would run that clone's server (or a removed one).
wrapper=$dir/spdx-lsp-$(echo "$here" | md5sum | cut -c1-12)
if [ ! -x "$wrapper" ]; then
	cat > "$wrapper.tmp" <<EOF
#!/bin/sh
# $(tr '\n' ' ' < "$vendor/copyright/PACKAGES")
# from Debian trixie, unpacked by tools/lsp-vendor.sh
PYTHONPATH=$vendor exec /usr/bin/python3 $here/spdx-lsp "\$@"
EOF
	chmod +x "$wrapper.tmp"
	mv "$wrapper.tmp" "$wrapper"
fi
echo "$wrapper"
