#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# What is in the kernel, and under which license: an SPDX 2.3 document for
# vmlinux and for every module of a build (spdx-report --format spdx, from
# the license data the plugin left in the objects), each validated by the
# SPDX project's pyspdxtools; one SPDX 3.0.1 document of them all
# (--format spdx3), validated by the official JSON Schema (Ajv) and the
# model's SHACL shapes (testsuite/lib/pyshacl.sh); the license summary of
# each; and the module-license findings of the build's report.
#
# usage: sbom.sh SRC OUT BUILD_DIR
#   SRC: the source tree, OUT: the build directory (O=), BUILD_DIR: where
#   pyspdxtools, pyshacl and Ajv are unpacked (testsuite/lib/spdx-tools.sh,
#   pyshacl.sh).
# Writes OUT/sbom/*.spdx.json, OUT/sbom/validate.log, OUT/sbom/kernel.spdx3.json,
# OUT/sbom/validate3.log,
# OUT/spdx-license-summary.txt, OUT/spdx-module-license.txt; prints a short
# account.  Exit status 1 if a document is not valid.
set -euo pipefail

src=${1:?usage: sbom.sh SRC OUT BUILD_DIR}
out=${2:?usage: sbom.sh SRC OUT BUILD_DIR}
build=${3:?usage: sbom.sh SRC OUT BUILD_DIR}
top=$(cd "$(dirname "$0")/.." && pwd)
report="/usr/bin/python3 $top/tools/spdx-report"

validator=$("$top/testsuite/lib/spdx-tools.sh" "$build")
validator3=$(bash "$top/testsuite/lib/pyshacl.sh" "$build")
rm -rf "$out/sbom"
mkdir -p "$out/sbom"
{ echo "$out/vmlinux"; find "$out" -name '*.ko' -not -path '*/boot-test/*' | sort; } \
	> "$out/sbom/artifacts.txt"

t0=$(date +%s)
# The build directory first: generated files are named relative to it.
$report --format spdx --root "$out" --root "$src" -o "$out/sbom" @"$out/sbom/artifacts.txt"
t1=$(date +%s)
docs=$(find "$out/sbom" -name '*.spdx.json' | sort)
valid=0 invalid=0
: > "$out/sbom/validate.log"
for d in $docs; do
	if "$validator" -i "$d" >> "$out/sbom/validate.log" 2>&1; then
		valid=$((valid + 1))
	else
		invalid=$((invalid + 1))
		echo "INVALID: $d" >> "$out/sbom/validate.log"
	fi
done
# Same build, same bytes.
$report --format spdx --root "$out" --root "$src" -o "$out/sbom/again.spdx.json" "$out/vmlinux"
same=different
cmp -s "$out/sbom/vmlinux.spdx.json" "$out/sbom/again.spdx.json" && same=identical
rm -f "$out/sbom/again.spdx.json"

echo "  SBOM    $(echo "$docs" | wc -w) documents (vmlinux and $(($(wc -l < "$out/sbom/artifacts.txt") - 1)) modules) in $((t1 - t0))s, $(du -sh "$out/sbom" | cut -f1); pyspdxtools: $valid valid, $invalid not; vmlinux's written twice: $same"
/usr/bin/python3 - "$out/sbom/vmlinux.spdx.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
files = d.get('files', [])
print('          vmlinux: %d files, %d packages, %d relationships' %
      (len(files), len(d.get('packages', [])), len(d.get('relationships', []))))
EOF

# SPDX 3.0.1: one document, every artifact a package in it (the shapes
# cannot follow a split's imports: README.md, "--format spdx3").
t2=$(date +%s)
$report --format spdx3 --root "$out" --root "$src" -o "$out/sbom/kernel.spdx3.json" \
	@"$out/sbom/artifacts.txt"
t3=$(date +%s)
valid3=valid
"$validator3" "$out/sbom/kernel.spdx3.json" > "$out/sbom/validate3.log" 2>&1 || valid3=INVALID
t4=$(date +%s)
echo "  SPDX3   1 document (vmlinux and $(($(wc -l < "$out/sbom/artifacts.txt") - 1)) modules) in $((t3 - t2))s, $(du -h "$out/sbom/kernel.spdx3.json" | cut -f1); JSON Schema and SHACL: $valid3 ($((t4 - t3))s, $out/sbom/validate3.log)"
grep -E ': (schema|shacl): ' "$out/sbom/validate3.log" | sed 's/^/          /'

$report --format summary --root "$out" --root "$src" -o "$out/spdx-license-summary.txt" \
	@"$out/sbom/artifacts.txt"
echo "  SUMMARY $out/spdx-license-summary.txt"
sed -n '1,12p' "$out/spdx-license-summary.txt" | sed 's/^/          /'

# module-license: in the report from the objects (the plugin's own, and
# spdx-report's across a module's objects).
/usr/bin/python3 - "$out/spdx-objects.json" > "$out/spdx-module-license.txt" <<'EOF'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except OSError:
    r = {'findings': []}
for f in r['findings']:
    if f['check'] == 'module-license':
        print('%s:%d:%d: %s' % (f['file'], f['line'], f['column'], f['message']))
EOF
echo "  MODLIC  $(wc -l < "$out/spdx-module-license.txt") module-license findings ($out/spdx-module-license.txt)"
sed 's/^/          /' "$out/spdx-module-license.txt"
[ "$invalid" = 0 ] && [ "$same" = identical ] && [ "$valid3" = valid ]
