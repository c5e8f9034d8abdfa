#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# pyshacl for validating SPDX 3.0.1 documents against the model's SHACL
# shapes, without installing anything of another suite: Debian sid's
# python3-pyshacl and the sid packages it needs that Debian 12's are too
# old for or lacks (rdflib 7, owlrl, prettytable, isodate, wcwidth) are
# unpacked with dpkg -x into a private root, run by Debian 12's
# /usr/bin/python3 with Debian 12's python3-packaging,
# python3-importlib-metadata and python3-jsonschema (installed from the
# system's suite with apt-get when missing).  The JSON Schema is checked
# by Ajv 8 (spdx3_schema.js, node): ajv and ajv-formats at the versions
# below, from the npm registry into BUILD_DIR/pyshacl/ajv, never globally.
#
# usage: pyshacl.sh BUILD_DIR
# Prints the path of a wrapper, BUILD_DIR/pyshacl/spdx3-validate-HASH, that runs
# testsuite/lib/spdx3_validate.py (JSON Schema and SHACL) with its
# arguments.  Idempotent: a second run fetches and unpacks nothing.
set -euo pipefail
AJV_PACKAGES="ajv@8.20.0 ajv-formats@3.0.1"

[ $# -eq 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mkdir -p "$1/pyshacl" && cd "$1/pyshacl" && pwd)
# One wrapper per checkout: BUILD_DIR outlives clones, and a wrapper made
# by another clone would run that clone's validator (or a removed one).
wrapper=$dir/spdx3-validate-$(echo "$here $AJV_PACKAGES" | md5sum | cut -c1-12)
if [ -x "$wrapper" ] && [ -f "$dir/ajv/.installed" ]; then
	echo "$wrapper"
	exit 0
fi

"$here/system-packages.sh" "$dir/apt-install.log" python3-packaging \
	python3-importlib-metadata python3-jsonschema

debs=$("$here/debian-archive.sh" "$1/debian" sid download python3-pyshacl python3-rdflib \
	python3-owlrl python3-prettytable python3-isodate python3-wcwidth)
# The unpacked root is shared by the checkouts' wrappers: made once.
if [ ! -d "$dir/root" ]; then
	rm -rf "$dir/root.tmp"
	for d in $debs; do
		dpkg -x "$d" "$dir/root.tmp"
	done
	mv "$dir/root.tmp" "$dir/root"
fi
if [ ! -f "$dir/ajv/.installed" ] || [ "$(cat "$dir/ajv/.installed")" != "$AJV_PACKAGES" ]; then
	command -v npm > /dev/null || { echo "$0: npm is needed for Ajv" >&2; exit 1; }
	rm -rf "$dir/ajv"
	mkdir -p "$dir/ajv"
	# shellcheck disable=SC2086 (the list is words)
	npm install --prefix "$dir/ajv" --no-audit --no-fund --save-exact $AJV_PACKAGES \
		> "$dir/ajv/npm.log" 2>&1 ||
		{ tail -n 5 "$dir/ajv/npm.log" >&2; exit 1; }
	echo "$AJV_PACKAGES" > "$dir/ajv/.installed"
fi
# The private root first: its rdflib 7 must win over Debian 12's 6.1.
cat > "$wrapper.tmp" <<EOF
#!/bin/sh
# $(for d in $debs; do basename "$d" .deb; done | tr '\n' ' ')
# from Debian sid, unpacked by testsuite/lib/pyshacl.sh
SPDX3_AJV=$dir/ajv/node_modules PYTHONPATH=$dir/root/usr/lib/python3/dist-packages \\
	exec /usr/bin/python3 $here/spdx3_validate.py "\$@"
EOF
chmod +x "$wrapper.tmp"
PYTHONPATH=$dir/root/usr/lib/python3/dist-packages /usr/bin/python3 -c 'import pyshacl' ||
	{ echo "$0: pyshacl does not run with /usr/bin/python3" >&2; exit 1; }
mv "$wrapper.tmp" "$wrapper"
echo "$wrapper"
