#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The SPDX project's own validator, pyspdxtools (spdx-tools 0.8), without
# installing anything of another suite: Debian's python3-spdx-tools (sid;
# trixie has none) and the trixie packages it needs that Debian 12's are
# too old for or lacks (beartype, boolean.py, license-expression,
# semantic-version, uritools) are unpacked with dpkg -x into a private root,
# run by Debian 12's /usr/bin/python3 with Debian 12's python3-click, -ply,
# -rdflib, -xmltodict and -yaml (installed from the system's suite with
# apt-get when missing).
#
# usage: spdx-tools.sh BUILD_DIR
# Prints the path of a wrapper, BUILD_DIR/spdx-tools/pyspdxtools, that runs
# pyspdxtools with its arguments ("pyspdxtools -i FILE" validates FILE: exit
# status 0 and "INFO: The document is valid." or 1 and the issues found).
# Idempotent: a second run fetches and unpacks nothing.
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mkdir -p "$1/spdx-tools" && cd "$1/spdx-tools" && pwd)
wrapper=$dir/pyspdxtools
if [ -x "$wrapper" ]; then
	echo "$wrapper"
	exit 0
fi

"$here/system-packages.sh" "$dir/apt-install.log" python3-click python3-ply python3-rdflib \
	python3-xmltodict python3-yaml

debs=$("$here/debian-archive.sh" "$1/debian" trixie download python3-beartype \
	python3-boolean python3-license-expression python3-semantic-version python3-uritools)
tools=$("$here/debian-archive.sh" "$1/debian" trixie download python3-spdx-tools 2> /dev/null ||
	"$here/debian-archive.sh" "$1/debian" sid download python3-spdx-tools)
rm -rf "$dir/root.tmp"
for d in $debs $tools; do
	dpkg -x "$d" "$dir/root.tmp"
done
rm -rf "$dir/root"
mv "$dir/root.tmp" "$dir/root"
# The private root first: its packages are the ones that must win.
cat > "$wrapper.tmp" <<EOF
#!/bin/sh
# $(basename "$tools" .deb) from Debian, unpacked by testsuite/lib/spdx-tools.sh
PYTHONPATH=$dir/root/usr/lib/python3/dist-packages exec /usr/bin/python3 -c \\
	'import logging, sys
logging.basicConfig(level=logging.INFO, format="%(levelname)s: %(message)s")
from spdx_tools.spdx.clitools.pyspdxtools import main
sys.argv[0] = "pyspdxtools"
sys.exit(main())' "\$@"
EOF
chmod +x "$wrapper.tmp"
"$wrapper.tmp" --help > /dev/null
mv "$wrapper.tmp" "$wrapper"
echo "$wrapper"
