#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Installs the packages of the system's own Debian suite that are not
# installed yet (apt-get, no recommends); the helpers that unpack packages
# of other suites run them with these.
#
# usage: system-packages.sh LOG PKG...
# apt-get's output goes to LOG; on failure its end is printed, exit 1.
set -euo pipefail

[ $# -ge 2 ] || { echo "usage: $0 LOG PKG..." >&2; exit 2; }
log=$1
shift
missing=
for p in "$@"; do
	dpkg-query -W -f '${Status}\n' "$p" 2> /dev/null | grep -q ' installed$' ||
		missing="$missing $p"
done
[ -n "$missing" ] || exit 0
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing > "$log" 2>&1 ||
	{ tail -n 20 "$log" >&2; exit 1; }
