#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Fetches packages of another Debian suite (trixie, sid) without touching
# the system's apt state: a private sources list, private lists, cache and
# an empty dpkg status under DIR.  The archive is the one the system's own
# apt sources name; nothing is installed.
#
# usage: debian-archive.sh DIR SUITE closure PKG...
#          PKG and everything it depends on (an empty status: the whole
#          closure, C library included)
#        debian-archive.sh DIR SUITE download PKG...
#          just these packages
#        debian-archive.sh DIR SUITE source PKG...
#          these source packages (a deb-src line, in DIR/SUITE-source):
#          apt-get source --download-only, then dpkg-source -x; prints the
#          extracted trees instead
# Prints the paths of the .deb files, one per line.  DIR keeps the
# downloads: a second run fetches nothing.
set -euo pipefail

[ $# -ge 4 ] || { echo "usage: $0 DIR SUITE closure|download|source PKG..." >&2; exit 2; }
# Source lists live apart from the binary ones: the two never share a
# lists directory, so neither mode sees the other's indexes.
sub=$2
[ "$3" != source ] || sub=$2-source
dir=$(mkdir -p "$1/$sub" && cd "$1/$sub" && pwd)
suite=$2
mode=$3
shift 3

uri=$(apt-get indextargets --format '$(REPO_URI)' 2>/dev/null | grep -m1 '/debian/$' || true)
[ -n "$uri" ] || { echo "$0: no Debian archive in the system's apt sources" >&2; exit 1; }
mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial" "$dir/download"
type=deb
[ "$mode" != source ] || type=deb-src
echo "$type [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${uri%/} $suite main" \
	> "$dir/sources.list"
[ -f "$dir/status" ] || : > "$dir/status"

apt_private() {
	apt-get -q -o Dir::Etc::SourceList="$dir/sources.list" \
		-o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$dir/lists" \
		-o Dir::Cache="$dir/cache" -o Dir::State::status="$dir/status" \
		-o APT::Architecture=amd64 -o Debug::NoLocking=1 "$@"
}

log=$dir/apt.log
# The lists are fetched once; a download that fails refreshes them (the
# suite moved on) and tries again.
fetch() {
	[ -n "$(ls "$dir/lists" | grep -v partial)" ] || apt_private update >> "$log" 2>&1
	case $mode in
	closure)
		apt_private install -d -y --no-install-recommends "$@" >> "$log" 2>&1 &&
		ls "$dir"/cache/archives/*.deb ;;
	download)
		(cd "$dir/download" && apt_private download "$@") >> "$log" 2>&1 &&
		for p in "$@"; do ls "$dir/download/${p}_"*.deb | tail -n 1; done ;;
	source)
		# The newest version of each source in the suite; an extracted
		# tree is reused.
		(cd "$dir/download" && apt_private source --download-only "$@") >> "$log" 2>&1 &&
		for p in "$@"; do
			dsc=$(ls -v "$dir/download/${p}_"*.dsc | tail -n 1)
			ver=$(sed -n 's/^Version: *//p' "$dsc")
			ver=${ver#*:}
			tree=$dir/src/$p-$ver
			if [ ! -d "$tree" ]; then
				mkdir -p "$dir/src"
				rm -rf "$tree.tmp"
				dpkg-source -q -x "$dsc" "$tree.tmp" >> "$log" 2>&1 &&
				mv "$tree.tmp" "$tree" || return 1
			fi
			echo "$tree"
		done ;;
	*)
		echo "$0: unknown mode $mode" >&2
		return 2 ;;
	esac
}
fetch "$@" || { apt_private update >> "$log" 2>&1 && fetch "$@"; } ||
	{ tail -n 20 "$log" >&2; exit 1; }
