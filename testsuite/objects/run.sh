#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# License data in the objects (issue 11): builds testsuite/objects/project
# with the plugin in every way a build reaches the compiler and checks that
# spdx-report reads back exactly expected.json, and that no compile prints a
# finding twice.  Prints PASS/FAIL lines and "objects: N passed, N failed".
#
#   run.sh PLUGIN BUILD_DIR
set -u
plugin=$(realpath "${1:?usage: run.sh PLUGIN BUILD_DIR}")
build=${2:?usage: run.sh PLUGIN BUILD_DIR}
out=$build/objects
here=$(cd "$(dirname "$0")" && pwd)
# sarif_valid: the kernel integration's SARIF Multitool, fetched once from npm.
# shellcheck source=../../kernel-integration/common.sh
. "$here/../../kernel-integration/common.sh"
top=$(cd "$here/../.." && pwd)
report="/usr/bin/python3 $top/tools/spdx-report"
expected=$here/expected.json
proj=$out/proj
# shellcheck source=../lib/results.sh
. "$top/testsuite/lib/results.sh"

fresh() {
	rm -rf "$proj" && mkdir -p "$out" && cp -r "$here/project" "$proj"
}

# pmake NAME ARGS...: make in the project; its stderr kept as NAME.err
pmake() {
	local name=$1
	shift
	make -C "$proj" -s PLUGIN="$plugin" "$@" > "$out/$name.out" 2> "$out/$name.err"
}

# The diagnostics a build printed, one line each, sorted: what must not double.
findings() {
	grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error): ' "$out/$1.err" | LC_ALL=C sort
}

# same_r NAME: the report of the project's directory is R, and the build
# printed the same findings as the plain build.
same_r() {
	(cd "$proj" && $report --format json .) > "$out/$1.json" 2> "$out/$1.report-err"
	cmp -s "$expected" "$out/$1.json" && [ ! -s "$out/$1.report-err" ]
	result "$1: report is R" $?
	[ "$1" = plain-j1 ] && findings plain-j1 > "$out/findings.ref"
	findings "$1" | cmp -s - "$out/findings.ref"
	result "$1: each finding printed once per compile" $?
}

# same_twice FORMAT DOC: the program's document in FORMAT, written again,
# is DOC byte for byte, and SOURCE_DATE_EPOCH sets its creation time.
same_twice() {
	(cd "$proj" && $report --format "$1" prog) | cmp -s - "$2" &&
		(cd "$proj" && SOURCE_DATE_EPOCH=86400 $report --format "$1" prog) |
			grep -q '"created": "1970-01-02T00:00:00Z"'
}

ccache_stat() {
	CCACHE_DIR=$out/ccache ccache --print-stats | awk -v k="$1" '$1 == k { print $2 }'
}

rm -rf "$out"
mkdir -p "$out"

# 1. plain builds, -j1 and -j16
fresh
pmake plain-j1 -j1
same_r plain-j1
pmake clean clean
pmake plain-j16 -j16
same_r plain-j16

# The README's size figure, not a test: bytes the three sections add per
# object (.spdx, .spdx_str, .rela.spdx), median and maximum.
for o in "$proj"/*.o; do
	n=0
	for x in $(readelf -SW "$o" | sed 's/^ *\[ *[0-9]*\] //' |
		   awk '$1 ~ /^\.(spdx|spdx_str|rela\.spdx)$/ { print $5 }'); do
		n=$((n + 0x$x))
	done
	echo $n
done | sort -n | awk '{ v[NR] = $1 } END { print "objects: the notes add " v[int((NR + 1) / 2)] \
	" bytes per object (median), " v[NR] " at most, over " NR " objects" }'

# Sections: non-allocated, in objects, archives, ld -r and the program.
readelf -SW "$proj/main.o" | grep -E ' \.spdx(_str)? ' > "$out/sections"
[ "$(wc -l < "$out/sections")" -eq 2 ] && ! awk '{ print $(NF-3) }' "$out/sections" | grep -q A
result "sections: .spdx and .spdx_str without SHF_ALLOC" $?
# same_object A B: the same bytes, but that B's ELF header may say OS/ABI
# GNU where A's says System V: .spdx is SHF_GNU_RETAIN (so that
# ld --gc-sections keeps it), and gas marks an object that uses a GNU
# flag.  A linked program is not marked (testsuite/spdx.misc/build.exp).
same_object() {
	/usr/bin/python3 -c 'import sys
a, b = (bytearray(open(f, "rb").read()) for f in sys.argv[1:3])
if len(a) == len(b) and a[7] == 0 and b[7] in (0, 3):
    b[7] = 0
sys.exit(a != b)' "$1" "$2"
}
# Generated code unchanged: without the three sections, main.o is the
# object GCC writes without the plugin (objcopy rewrites both alike).
(cd "$proj" && gcc -O2 -Iinclude -c main.c -o "$out/noplugin.o") &&
	objcopy "$out/noplugin.o" "$out/noplugin-copy.o" &&
	objcopy -R .spdx -R .spdx_str -R .rela.spdx "$proj/main.o" "$out/stripped.o" &&
	same_object "$out/noplugin-copy.o" "$out/stripped.o"
result "the plugin adds the sections and changes nothing else" $?
# An assembler source: the plugin's whole run is the -E step (the assembler
# makes the object), so its record is appended to the preprocessed text.
mkdir -p "$out/asm" &&
	gcc -c "$here/asm/start.S" -fplugin="$plugin" -o "$out/asm/start.o" \
		2> "$out/asm/start.err" &&
	gcc -c "$here/asm/start.S" -o "$out/asm/noplugin.o" &&
	$report --format json "$out/asm/start.o" > "$out/asm/start.json" &&
	/usr/bin/python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
f = d["findings"]
sys.exit(not (d["translation_units"] == 1 and len(f) == 1 and f[0]["check"] == "missing"
              and f[0]["file"].endswith("asm/start.S") and
              any(x["file"].endswith("asm/asm.h") and x["expression"] == "MIT"
                  for x in d["files"])))' "$out/asm/start.json" &&
	[ "$(grep -c 'warning: .*\[spdx-missing\]' "$out/asm/start.err")" = 1 ]
result "assembler source: the object carries its record (the .S, its header's tag)" $?
objcopy "$out/asm/noplugin.o" "$out/asm/noplugin-copy.o" &&
	objcopy -R .spdx -R .spdx_str -R .rela.spdx "$out/asm/start.o" "$out/asm/stripped.o" &&
	same_object "$out/asm/noplugin-copy.o" "$out/asm/stripped.o"
result "assembler source: the sections are all the plugin adds" $?
ld -r -o "$out/both.o" "$proj/main.o" "$proj/net.o" &&
	$report --format json "$out/both.o" > "$out/both.json" &&
	$report --format json "$proj/main.o" "$proj/net.o" | cmp -s - "$out/both.json"
result "ld -r keeps both records, strings merged" $?
# The program: every TU the linker took (not fmt.o, io.o), all the findings.
$report --format json "$proj/prog" > "$out/prog.json" &&
	/usr/bin/python3 -c 'import json, sys; a, b = (json.load(open(f)) for f in sys.argv[1:])
sys.exit(not (a["findings"] == b["findings"] and b["translation_units"] == 9))' \
		"$expected" "$out/prog.json"
result "the program carries its 9 TUs' data" $?
$report --format json "$proj/libthin.a" "$proj/libutil.a" > "$out/archives.json" &&
	grep -q '"translation_units": 5,' "$out/archives.json"
result "archives and thin archives are read" $?

# The program's SPDX 2.3 document (--format spdx), validated by the SPDX
# project's pyspdxtools (Debian's, unpacked by testsuite/lib/spdx-tools.sh).
pyspdxtools=$(bash "$top/testsuite/lib/spdx-tools.sh" "$build" 2> "$out/spdx-tools.err")
result "sbom: pyspdxtools unpacked" $?
(cd "$proj" && $report --format spdx prog) > "$out/prog.spdx.json" &&
	"$pyspdxtools" -i "$out/prog.spdx.json" > "$out/pyspdxtools.out" 2>&1 &&
	grep -q 'The document is valid' "$out/pyspdxtools.out"
result "sbom: pyspdxtools validates the program's SPDX 2.3 document" $?
# Its files are the files the compiler read: those the dependency files
# (-MD) of the 9 objects the linker took name, stdc-predef.h (which GCC
# reads unasked), the generated header and the forced include among them;
# checksums, tags, the inferred and the invalid expressions where they belong.
/usr/bin/python3 - "$out/prog.spdx.json" "$proj" "$here" <<'EOF'
import hashlib, json, os, sys
doc, proj = json.load(open(sys.argv[1])), sys.argv[2]
sys.path.insert(0, sys.argv[3])
from compiler_read import compiler_read
host = {p['SPDXID'] for p in doc['packages'] if p['SPDXID'].endswith('-host-files')}
hosted = {r['relatedSpdxElement'] for r in doc['relationships']
          if r['spdxElementId'] in host and r['relationshipType'] == 'CONTAINS'}
files = {}
for f in doc['files']:
    path = f['fileName'][1:] if f['SPDXID'] in hosted else proj + f['fileName'][1:]
    files[os.path.realpath(path)] = f
read = compiler_read(proj)


def by(name):
    return files[os.path.realpath(os.path.join(proj, name))]


gen = by('include/generated/version.h')['SPDXID']
refs = {x['licenseId']: x['extractedText'] for x in doc['hasExtractedLicensingInfos']}
ok = (set(files) == read and
      {'/usr/include/stdio.h', '/usr/include/stdc-predef.h'} <= read and
      all(f['checksums'][0]['checksumValue'] == hashlib.sha1(open(p, 'rb').read()).hexdigest()
          for p, f in files.items()) and
      'inferred from the license text: GPL-2.0 (not a conclusion)'
      in by('include/forced.h')['comment'] and
      by('include/forced.h')['licenseInfoInFiles'] == ['NOASSERTION'] and
      {'spdxElementId': gen, 'relationshipType': 'GENERATED_FROM',
       'relatedSpdxElement': 'NOASSERTION'} in doc['relationships'] and
      refs[by('log.c')['licenseInfoInFiles'][0]] == 'GPL-2.0-only OR' and
      by('include/uapi/proto.h')['licenseInfoInFiles'] == ['GPL-2.0'])
sys.exit(0 if ok else 1)
EOF
result "sbom: its files are what the compiler read (-MD), forced include, generated header" $?
same_twice spdx "$out/prog.spdx.json"
result "sbom: same inputs, same bytes; created from SOURCE_DATE_EPOCH" $?
(cd "$proj" && $report --format summary prog) > "$out/prog.summary" &&
	grep -A3 ' 3  without a tag:' "$out/prog.summary" | tr -d ' ' |
		cmp -s - <(printf '%s\n' 3withoutatag: ./include/forced.h \
			./include/generated/version.h ./util.c)
result "sbom: the summary lists the 3 untagged files" $?

# The program's SPDX 3.0.1 document (--format spdx3), validated offline by
# the official JSON Schema (draft 2020-12, Ajv 8 from npm) and the
# model's SHACL shapes (pyshacl of Debian sid, unpacked by
# testsuite/lib/pyshacl.sh), with the published model files kept in
# testsuite/spdx-3.0.1 (checksums checked).
spdx3_validate=$(bash "$top/testsuite/lib/pyshacl.sh" "$build" 2> "$out/pyshacl.err")
result "sbom3: pyshacl unpacked" $?
(cd "$proj" && $report --format spdx3 prog) > "$out/prog.spdx3.json" &&
	"$spdx3_validate" "$out/prog.spdx3.json" > "$out/spdx3-validate.out" 2>&1 &&
	[ "$(grep -c -e ': schema: valid$' -e ': shacl: valid$' "$out/spdx3-validate.out")" = 2 ]
result "sbom3: the program's SPDX 3.0.1 document is valid (JSON Schema and SHACL)" $?
# The other direction: a file element without its creationInfo and a
# relationship without its "to" fail both validators.
/usr/bin/python3 - "$out/prog.spdx3.json" "$out/broken.spdx3.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
f = next(e for e in d['@graph'] if e['type'] == 'software_File')
del f['creationInfo']
r = next(e for e in d['@graph'] if e['type'] == 'Relationship')
del r['to']
json.dump(d, open(sys.argv[2], 'w'), indent=1)
EOF
! "$spdx3_validate" "$out/broken.spdx3.json" > "$out/spdx3-broken.out" 2>&1 &&
	grep -q ': schema: INVALID' "$out/spdx3-broken.out" &&
	grep -q ': shacl: INVALID' "$out/spdx3-broken.out" &&
	grep -q "must have required property 'creationInfo'" "$out/spdx3-broken.out" &&
	grep -q 'Less than 1 values on .*->ns1:to' "$out/spdx3-broken.out"
result "sbom3: a broken document (no creationInfo, no to) fails the schema and SHACL" $?
# Its files are what the compiler read (-MD), with their SHA-256; tags
# declared, concluded only where valid, NoAssertion without a tag, the
# invalid tag a LicenseRef whose text is the tag, the inferred expression a
# comment; the package contains them and its build_Build reads them; its
# child builds (ancestorOf) are the 9 compilations, each reading what its
# object's .d file names.
/usr/bin/python3 - "$out/prog.spdx3.json" "$proj" "$here" <<'EOF'
import hashlib, json, os, sys
doc, proj = json.load(open(sys.argv[1])), sys.argv[2]
sys.path.insert(0, sys.argv[3])
from compiler_read import PROGRAM_OBJECTS, compiler_read, unit_read
els = {e.get('spdxId', e.get('@id')): e for e in doc['@graph']}
files = {os.path.realpath(os.path.join(proj, e['name'])): e for e in els.values()
         if e['type'] == 'software_File'}
rels = {}
for e in els.values():
    if e['type'] == 'Relationship':
        rels.setdefault((e['from'], e['relationshipType']), []).extend(e['to'])
read = compiler_read(proj)


def by(name):
    return files[os.path.realpath(os.path.join(proj, name))]


def lic(name, rtype):
    return [els[t]['simplelicensing_licenseExpression'] if t in els else t
            for t in rels[by(name)['spdxId'], rtype]]


NOA = ['expandedlicensing_NoAssertionLicense']
pkg = next(e for e in els.values() if e['type'] == 'software_Package')
build = next(e for e in els.values() if e['type'] == 'build_Build')
real_of = {f['spdxId']: p for p, f in files.items()}
units = {els[b]['name']: {real_of[i] for i in rels.get((b, 'hasInput'), [])}
         for b in rels[build['spdxId'], 'ancestorOf']}
compiled = {'compile ' + o + '.c': unit_read(proj, o) for o in PROGRAM_OBJECTS}
ids = sorted(f['spdxId'] for f in files.values())
log = els[rels[by('log.c')['spdxId'], 'hasDeclaredLicense'][0]]
text = els[log['simplelicensing_customIdToUri'][0]['value']]
ok = (set(files) == read and
      {'/usr/include/stdio.h', '/usr/include/stdc-predef.h'} <= read and
      all(f['verifiedUsing'] == [{'type': 'Hash', 'algorithm': 'sha256', 'hashValue':
                                  hashlib.sha256(open(p, 'rb').read()).hexdigest()}]
          for p, f in files.items()) and
      pkg['verifiedUsing'][0]['hashValue'] ==
      hashlib.sha256(open(proj + '/prog', 'rb').read()).hexdigest() and
      lic('main.c', 'hasDeclaredLicense') == lic('main.c', 'hasConcludedLicense') and
      lic('main.c', 'hasDeclaredLicense') != NOA and
      lic('include/forced.h', 'hasDeclaredLicense') == NOA and
      lic('include/forced.h', 'hasConcludedLicense') == NOA and
      'inferred from the license text: GPL-2.0 (not a conclusion)'
      in by('include/forced.h')['comment'] and
      'generated in the build' in by('include/generated/version.h')['comment'] and
      text['simplelicensing_licenseText'] == 'GPL-2.0-only OR' and
      lic('log.c', 'hasConcludedLicense') == NOA and
      lic('include/uapi/proto.h', 'hasDeclaredLicense') == ['GPL-2.0'] and
      sorted(rels[pkg['spdxId'], 'contains']) == ids and
      sorted(rels[build['spdxId'], 'hasInput']) == ids and
      rels[build['spdxId'], 'hasOutput'] == [pkg['spdxId']] and
      units == compiled and
      all(els[b]['build_buildType'] == 'urn:spdx-report:build-type:compile' and
          (b, 'hasOutput') not in rels for b in rels[build['spdxId'], 'ancestorOf']) and
      doc['@graph'][0]['type'] == 'CreationInfo')
sys.exit(0 if ok else 1)
EOF
result "sbom3: its files are what the compiler read (-MD), sha256, tags, NoAssertion, LicenseRef" $?
same_twice spdx3 "$out/prog.spdx3.json"
result "sbom3: same inputs, same bytes; created from SOURCE_DATE_EPOCH" $?
# A kernel module (ld -r of an object and a .modinfo, named .ko): its
# MODULE_LICENSE read as the kernel's license-rules.rst says.
printf '%s\n' 'static const char l[] __attribute__((section(".modinfo"), used)) =' \
	'	"license=Dual BSD/GPL";' | gcc -x c -c - -o "$out/modinfo.o" &&
	ld -r -o "$out/fake.ko" "$proj/proto.o" "$out/modinfo.o" &&
	(cd "$proj" && $report --format spdx "$out/fake.ko") > "$out/fake.ko.spdx.json" &&
	"$pyspdxtools" -i "$out/fake.ko.spdx.json" > "$out/pyspdxtools-ko.out" 2>&1 &&
	grep -q '"licenseDeclared": "GPL-2.0-only OR LicenseRef-MODULE-LICENSE-BSD"' \
		"$out/fake.ko.spdx.json"
result "sbom: a kernel module's MODULE_LICENSE(\"Dual BSD/GPL\"), validated" $?
# The same module in SPDX 3.0.1: valid by the schema and the SHACL shapes,
# the package's hasDeclaredLicense is the expression the ident maps to.
(cd "$proj" && $report --format spdx3 "$out/fake.ko") > "$out/fake.ko.spdx3.json" &&
	"$spdx3_validate" "$out/fake.ko.spdx3.json" > "$out/spdx3-ko.out" 2>&1 &&
	[ "$(grep -c -e ': schema: valid$' -e ': shacl: valid$' "$out/spdx3-ko.out")" = 2 ] &&
	/usr/bin/python3 - "$out/fake.ko.spdx3.json" <<'EOF'
import json, sys
graph = json.load(open(sys.argv[1]))['@graph']
by_id = {e.get('spdxId'): e for e in graph}
pkg = [e['spdxId'] for e in graph if e.get('type') == 'software_Package' and e['name'] == 'fake.ko']
rel = [e for e in graph if e.get('type') == 'Relationship' and e['from'] in pkg and
       e['relationshipType'] == 'hasDeclaredLicense']
got = [by_id.get(t, {}).get('simplelicensing_licenseExpression') for r in rel for t in r['to']]
sys.exit(0 if got == ['GPL-2.0-only OR LicenseRef-MODULE-LICENSE-BSD'] else print(got) or 1)
EOF
result "sbom: SPDX 3: a kernel module's MODULE_LICENSE(\"Dual BSD/GPL\") as the package's declared license, validated" $?
# An object is its one compilation's output; a module's (a link of two
# objects) compilation has none it could name.
(cd "$proj" && $report --format spdx3 main.o) > "$out/main.o.spdx3.json" &&
	"$spdx3_validate" "$out/main.o.spdx3.json" > "$out/spdx3-o.out" 2>&1 &&
	[ "$(grep -c -e ': schema: valid$' -e ': shacl: valid$' "$out/spdx3-o.out")" = 2 ] &&
	/usr/bin/python3 - "$out/main.o.spdx3.json" "$out/fake.ko.spdx3.json" <<'EOF'
import json, sys


def outputs(doc):
    graph = json.load(open(doc))['@graph']
    pkg = [e['spdxId'] for e in graph if e.get('type') == 'software_Package']
    comp = [e['spdxId'] for e in graph if e.get('type') == 'build_Build' and
            e['build_buildType'].endswith(':compile')]
    rel = {(e['from'], e['relationshipType']): e['to'] for e in graph
           if e.get('type') == 'Relationship'}
    return len(comp), [rel.get((c, 'hasOutput')) == pkg for c in comp]


got = outputs(sys.argv[1]), outputs(sys.argv[2])
sys.exit(0 if got == ((1, [True]), (1, [False])) else print(got) or 1)
EOF
result "sbom3: an object is its compilation's output; a module's compilation names none" $?
# Built-in code's .modinfo says "NAME.license=X" (the plugin's rule,
# spdx_kbuild.c, takes both forms): the object's declared license.
printf '%s\n' 'static const char l[] __attribute__((section(".modinfo"), used)) =' \
	'	"e1000.license=GPL v2";' | gcc -x c -c - -o "$out/modinfo-builtin.o" &&
	ld -r -o "$out/builtin.o" "$proj/proto.o" "$out/modinfo-builtin.o" &&
	(cd "$proj" && $report --format spdx "$out/builtin.o") > "$out/builtin.spdx.json" &&
	grep -q '"licenseDeclared": "GPL-2.0-only"' "$out/builtin.spdx.json"
result "sbom: built-in code's MODULE_LICENSE(\"GPL v2\") (NAME.license=) as the object's declared license" $?

# SARIF that Microsoft's SARIF Multitool validates.
(cd "$proj" && $report --format sarif .) > "$out/R.sarif" && sarif_valid "$out/R.sarif"
result "sarif: validates" $?

# 2. ccache, empty cache, then every compile a hit.
export CCACHE_DIR=$out/ccache
rm -rf "$CCACHE_DIR"
fresh
pmake ccache-miss CC="ccache gcc"
same_r ccache-miss
[ "$(ccache_stat cache_miss)" = 11 ]
result "ccache: 11 misses" $?
pmake clean clean
pmake ccache-hit CC="ccache gcc"
same_r ccache-hit
[ $(($(ccache_stat direct_cache_hit) + $(ccache_stat preprocessed_cache_hit))) = 11 ]
result "ccache: 11 hits" $?
# run_second_cpp=false with -fdirectives-only, as ccache's manual suggests.
rm -rf "$CCACHE_DIR"
fresh
CCACHE_NOCPP2=1 pmake ccache-nocpp2 CC="ccache gcc" CFLAGS="-O2 -fdirectives-only"
same_r ccache-nocpp2
unset CCACHE_DIR

# 3. incremental: break one header's tag, then restore it.
fresh
pmake incr-base
cp "$proj/include/common.h" "$out/common.h.orig"
sed -i '1s/GPL-2.0-only/GPL-2.0-only OR/' "$proj/include/common.h"
pmake incr-broken
(cd "$proj" && $report --format json .) > "$out/incr-broken.json"
/usr/bin/python3 - "$expected" "$out/incr-broken.json" "$proj" <<'EOF'
# R plus one finding, in every TU whose dependencies name the header.
import glob, json, sys
r, broken, proj = (json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3])
tus = sum('include/common.h' in open(d).read() for d in glob.glob(proj + '/*.d'))
new = [f for f in broken['findings'] if f not in r['findings']]
gone = [f for f in r['findings'] if f not in broken['findings']]
# Exactly those TUs' records changed (the units' ids are their contents).
changed = [u for u in broken['units'] if u not in r['units']]
ok = (not gone and len(new) == 1 and new[0]['file'] == 'include/common.h' and
      new[0]['check'] == 'syntax' and new[0]['translation_units'] == tus and tus == 7 and
      broken['translation_units'] == r['translation_units'] and len(changed) == tus)
sys.exit(0 if ok else 1)
EOF
result "incremental: R plus the broken header's finding in its 7 TUs" $?
cp "$out/common.h.orig" "$proj/include/common.h"
pmake incr-restored
(cd "$proj" && $report --format json .) | cmp -s "$expected" -
result "incremental: restored, report is R" $?

# 4. icecream's split: -E -fdirectives-only, then -fpreprocessed -fdirectives-only.
fresh
pmake split CC="$here/split-cc.sh"
same_r split

# 5. distcc: distccd refuses -fplugin (src/serve.c), the client falls back
# to a local compile: one compile prints, the object records.
if command -v distccd > /dev/null; then
	port=$((36000 + RANDOM % 1000))
	distccd --no-detach --daemon --listen 127.0.0.1 --port "$port" --allow 127.0.0.1 \
		--enable-tcp-insecure --log-stderr 2> "$out/distccd.log" &
	distccd_pid=$!
	sleep 1
	fresh
	mkdir -p "$out/distcc"
	DISTCC_HOSTS="127.0.0.1:$port/4" DISTCC_DIR=$out/distcc DISTCC_SKIP_LOCAL_RETRY=1 \
		pmake distcc CC="distcc gcc"
	same_r distcc
	grep -q -- '-fplugin= and/or -specs= passed' "$out/distccd.log"
	result "distcc: distccd refused -fplugin, the client compiled locally" $?
	kill "$distccd_pid" 2> /dev/null
	wait "$distccd_pid" 2> /dev/null
else
	result "distcc: distccd is installed" 1
fi

# MODULE_LICENSE() across a module's objects: the plugin checks the file
# that states it, spdx-report the others (main.c says "Dual MIT/GPL"; gpl.c
# is GPL-2.0 only and withholds MIT: one finding, at main.c's macro; mit.c
# is MIT only, which the GPL side may take: none).
mkdir -p "$out/module" &&
	for f in main gpl mit; do
		gcc -DMODULE -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel \
			-fplugin-arg-spdx-licenses="$build/linux-6.1-LICENSES/LICENSES" \
			-c "$here/module/$f.c" -o "$out/module/$f.o" 2>> "$out/module/cc.err" ||
			exit 1
	done &&
	ld -r "$out/module"/{main,gpl,mit}.o -o "$out/module/m.ko" &&
	$report "$out/module/m.ko" > "$out/module/report.txt"
[ "$(grep -c 'main.c:3:1: warning: MODULE_LICENSE("Dual MIT/GPL") of m.ko disagrees with the tag' \
	"$out/module/report.txt")" = 1 ] && grep -q "of .*gpl.c, one of its objects: .* does not allow MIT alone" \
	"$out/module/report.txt" && ! grep -q "mit.c, one of" "$out/module/report.txt" &&
	! grep -q spdx-module-license "$out/module/cc.err"
result "module-license: spdx-report checks a module's other objects against its MODULE_LICENSE()" $?
# A built-in module: kbuild links its objects into vmlinux and lists it in
# modules.builtin; each object's .cmd file names its KBUILD_MODFILE.  m
# (main.c, "Dual MIT/GPL", and gpl.c) gets the finding a .ko of the two
# would; n.c, GPL-2.0 only, is module n's, not m's; k.c is no module.
kb=$out/kbuild
rm -rf "$kb" && mkdir -p "$kb/src/drivers/m" "$kb/src/drivers/n" "$kb/src/kernel" \
	"$kb/obj/drivers/m" "$kb/obj/drivers/n" "$kb/obj/kernel" &&
	cp "$here/module/main.c" "$here/module/gpl.c" "$kb/src/drivers/m/" &&
	sed -i 's|"../../spdx.dg/include/module.h"|"module.h"|' "$kb/src/drivers/m/main.c" &&
	sed 's/module_gpl/module_n/' "$here/module/gpl.c" > "$kb/src/drivers/n/n.c" &&
	sed 's/module_gpl/kernel_k/' "$here/module/gpl.c" > "$kb/src/kernel/k.c" &&
	for o in drivers/m/main:drivers/m/m drivers/m/gpl:drivers/m/m drivers/n/n:drivers/n/n \
		 kernel/k:kernel/k; do
		obj=${o%%:*} modfile=${o#*:}
		cmd="gcc -fplugin=$plugin -fplugin-arg-spdx-policy=kernel -fplugin-arg-spdx-licenses=$build/linux-6.1-LICENSES/LICENSES -I$top/testsuite/spdx.dg/include -DKBUILD_MODFILE='\"$modfile\"' -DKBUILD_MODNAME=$(basename "$modfile") -c -o $obj.o $kb/src/$obj.c"
		(cd "$kb/obj" && eval "$cmd") 2>> "$kb/cc.err" || exit 1
		printf 'cmd_%s := %s\n\nsource_%s := %s\n\ndeps_%s := \\\n' "$obj.o" "$cmd" \
			"$obj.o" "$kb/src/$obj.c" "$obj.o" > "$kb/obj/$(dirname "$obj")/.$(basename "$obj").o.cmd"
	done &&
	printf '%s\n' kernel/drivers/m/m.ko kernel/drivers/n/n.ko > "$kb/obj/modules.builtin" &&
	printf 'm.license=Dual MIT/GPL\0n.author=x\0' > "$kb/obj/modules.builtin.modinfo" &&
	(cd "$kb/obj" && ld -e 0 -o vmlinux drivers/m/main.o drivers/m/gpl.o drivers/n/n.o kernel/k.o) &&
	(cd "$kb/obj" && $report vmlinux) > "$kb/report.txt" &&
	[ "$(grep -c 'MODULE_LICENSE("Dual MIT/GPL") of m.ko (built into vmlinux) disagrees with the tag' \
		"$kb/report.txt")" = 1 ] &&
	grep -q "tag 'GPL-2.0' of $kb/src/drivers/m/gpl.c, one of its objects: .* does not allow MIT alone" \
		"$kb/report.txt" &&
	! grep -q -e 'n\.c, one of' -e 'k\.c, one of' "$kb/report.txt"
result "module-license: a built-in module's objects in vmlinux (modules.builtin, .cmd files) are checked like a .ko's" $?
# In the SBOMs each built-in module is a package of its own, contained in
# vmlinux's, declared by its modules.builtin.modinfo license and containing
# the files its units read.
(cd "$kb/obj" && $report --format spdx -o "$kb/vmlinux.spdx.json" vmlinux &&
	$report --format spdx3 -o "$kb/vmlinux.spdx3.json" vmlinux) &&
	"$pyspdxtools" -i "$kb/vmlinux.spdx.json" > "$kb/pyspdxtools.out" 2>&1 &&
	"$spdx3_validate" "$kb/vmlinux.spdx3.json" > "$kb/spdx3.out" 2>&1 &&
	[ "$(grep -c -e ': schema: valid$' -e ': shacl: valid$' "$kb/spdx3.out")" = 2 ] &&
	/usr/bin/python3 - "$kb/vmlinux.spdx.json" "$kb/vmlinux.spdx3.json" <<'EOF'
import json, os, sys
d2, d3 = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))['@graph']
files2 = {f['SPDXID']: os.path.basename(f['fileName']) for f in d2['files']}
pk2 = {p['name']: p for p in d2['packages']}
has2 = {}
for r in d2['relationships']:
    if r['relationshipType'] == 'CONTAINS':
        has2.setdefault(r['spdxElementId'], set()).add(r['relatedSpdxElement'])


def c_files2(name):
    return sorted(files2[i] for i in has2[pk2[name]['SPDXID']] if files2.get(i, '').endswith('.c'))


els = {e.get('spdxId'): e for e in d3}
rel3 = {(e['from'], e['relationshipType']): e['to'] for e in d3 if e.get('type') == 'Relationship'}
pk3 = {e['name']: e['spdxId'] for e in d3 if e.get('type') == 'software_Package'}


def c_files3(name):
    return sorted(os.path.basename(els[i]['name']) for i in rel3[pk3[name], 'contains']
                  if els[i]['type'] == 'software_File' and els[i]['name'].endswith('.c'))


m, n = 'm.ko (built into vmlinux)', 'n.ko (built into vmlinux)'
lic3 = els[rel3[pk3[m], 'hasDeclaredLicense'][0]]['simplelicensing_licenseExpression']
ok = (pk2['vmlinux']['primaryPackagePurpose'] == 'OPERATING-SYSTEM' and
      pk2[m]['licenseDeclared'] == 'GPL-2.0-only OR MIT' and
      pk2[n]['licenseDeclared'] == 'NOASSERTION' and
      c_files2(m) == ['gpl.c', 'main.c'] and c_files2(n) == ['n.c'] and
      {pk2[m]['SPDXID'], pk2[n]['SPDXID']} <= has2[pk2['vmlinux']['SPDXID']] and
      lic3 == 'GPL-2.0-only OR MIT' and
      rel3[pk3[n], 'hasDeclaredLicense'] == ['expandedlicensing_NoAssertionLicense'] and
      els[pk3[m]]['software_primaryPurpose'] == 'module' and
      c_files3(m) == ['gpl.c', 'main.c'] and c_files3(n) == ['n.c'] and
      {pk3[m], pk3[n]} <= set(rel3[pk3['vmlinux'], 'contains']))
sys.exit(0 if ok else 1)
EOF
result "sbom: built-in modules are packages in vmlinux's SPDX 2.3 and 3.0.1 documents, validated" $?
# Generated files name their inputs, from kbuild's data: the .cmd file of a
# generated header (its command's files), the compile of the .s that
# filechk turned into asm-offsets.h (the .s, whose .cmd file has the
# compile's source and dependencies; "savedcmd_" since Linux 6.3), an
# asm-generic wrapper (scripts/Makefile.asm-generic); a header without
# either (utsrelease.h) is said to have no recorded origin.  The tags of a
# -S compile's inputs come from the record the plugin wrote into the .s;
# a generator's script, which no compiler read, has none.
mkdir -p "$kb/src/scripts" "$kb/src/arch/x86/kernel" "$kb/src/include/asm-generic" \
	"$kb/obj/include/generated" "$kb/obj/arch/x86/include/generated/asm" \
	"$kb/obj/arch/x86/kernel" &&
	ln -sfn "$kb/src" "$kb/obj/source" && : > "$kb/obj/.config" && : > "$kb/obj/Makefile" &&
	printf '#!/bin/sh\n# SPDX-License-Identifier: GPL-2.0\n' > "$kb/src/scripts/gen.sh" &&
	printf '0 a\n' > "$kb/src/data.tbl" && : > "$kb/src/scripts/Makefile.asm-generic" &&
	mkdir -p "$kb/src/LICENSES" && : > "$kb/src/LICENSES/GPL-2.0" &&
	printf '/* SPDX-License-Identifier: GPL-2.0 */\n' > "$kb/src/include/asm-generic/rwonce.h" &&
	printf '// SPDX-License-Identifier: GPL-2.0\n' > "$kb/src/arch/x86/kernel/asm-offsets.c" &&
	printf '#define G 1\n' > "$kb/obj/include/generated/g.h" &&
	printf 'savedcmd_include/generated/g.h := sh %s %s include/generated/g.h\n' \
		"$kb/src/scripts/gen.sh" "$kb/src/data.tbl" > "$kb/obj/include/generated/.g.h.cmd" &&
	printf '#ifndef __ASM_OFFSETS_H__\n/*\n * DO NOT MODIFY.\n *\n * This file was generated by Kbuild\n */\n#endif\n' \
		> "$kb/obj/include/generated/asm-offsets.h" &&
	printf 'cmd_arch/x86/kernel/asm-offsets.s := gcc -S -o arch/x86/kernel/asm-offsets.s %s\n\nsource_arch/x86/kernel/asm-offsets.s := %s\n\ndeps_arch/x86/kernel/asm-offsets.s := \\\n  $(wildcard include/config/X) \\\n  %s \\\n  %s/LICENSES/GPL-2.0 \\\n\n' \
		"$kb/src/arch/x86/kernel/asm-offsets.c" "$kb/src/arch/x86/kernel/asm-offsets.c" \
		"$kb/src/include/asm-generic/rwonce.h" "$kb/src" \
		> "$kb/obj/arch/x86/kernel/.asm-offsets.s.cmd" &&
	(cd "$kb/obj" && gcc -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel \
		-fplugin-arg-spdx-licenses="$build/linux-6.1-LICENSES/LICENSES" -S \
		-o arch/x86/kernel/asm-offsets.s "$kb/src/arch/x86/kernel/asm-offsets.c") &&
	printf '#include <asm-generic/rwonce.h>\n' > "$kb/obj/arch/x86/include/generated/asm/rwonce.h" &&
	printf '#define UTS_RELEASE "6.1"\n' > "$kb/obj/include/generated/utsrelease.h" &&
	printf '%s\n' '// SPDX-License-Identifier: GPL-2.0' '#include <generated/g.h>' \
		'#include <generated/asm-offsets.h>' '#include <generated/utsrelease.h>' \
		'#include <asm/rwonce.h>' 'int gen_k;' > "$kb/src/kernel/gen.c" &&
	(cd "$kb/obj" && gcc -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel \
		-fplugin-arg-spdx-licenses="$build/linux-6.1-LICENSES/LICENSES" -I./include \
		-I./arch/x86/include/generated -I"$kb/src/include" -c -o kernel/gen.o \
		"$kb/src/kernel/gen.c" 2>> "$kb/cc.err" &&
		ld -e 0 -o vmlinux drivers/m/main.o drivers/m/gpl.o drivers/n/n.o kernel/k.o \
			kernel/gen.o &&
		$report --format spdx3 -o "$kb/gen.spdx3.json" vmlinux &&
		$report --format spdx -o "$kb/gen.spdx.json" vmlinux) &&
	"$pyspdxtools" -i "$kb/gen.spdx.json" > "$kb/gen-pyspdxtools.out" 2>&1 &&
	"$spdx3_validate" "$kb/gen.spdx3.json" > "$kb/gen-spdx3.out" 2>&1 &&
	[ "$(grep -c -e ': schema: valid$' -e ': shacl: valid$' "$kb/gen-spdx3.out")" = 2 ] &&
	/usr/bin/python3 - "$kb/gen.spdx.json" "$kb/gen.spdx3.json" <<'EOF'
import json, os, sys
d2, d3 = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))['@graph']
name2 = {f['SPDXID']: os.path.basename(f['fileName']) for f in d2['files']}
name2['NOASSERTION'] = 'NOASSERTION'
from2 = {}
for r in d2['relationships']:
    if r['relationshipType'] == 'GENERATED_FROM' and r['spdxElementId'] in name2:
        from2.setdefault(name2[r['spdxElementId']], set()).add(name2[r['relatedSpdxElement']])
els = {e.get('spdxId'): e for e in d3}
rel3 = {(e['from'], e['relationshipType']): e['to'] for e in d3 if e.get('type') == 'Relationship'}
from3 = {}
for e in d3:
    if e.get('type') == 'build_Build' and e.get('name', '').startswith('generate '):
        out, = rel3[e['spdxId'], 'hasOutput']
        from3[os.path.basename(els[out]['name'])] = {
            os.path.basename(els[i]['name']) for i in rel3.get((e['spdxId'], 'hasInput'), [])}
want = {'g.h': {'gen.sh', 'data.tbl'}, 'asm-offsets.h': {'asm-offsets.s'},
        'asm-offsets.s': {'asm-offsets.c', 'rwonce.h'},
        'rwonce.h': {'Makefile.asm-generic'}}
gen = [e for e in d3 if e.get('type') == 'software_File' and e['name'].endswith('gen.sh')]
aoc = [e for e in d3 if e.get('type') == 'software_File' and e['name'].endswith('asm-offsets.c')]
aoc2 = [f for f in d2['files'] if f['fileName'].endswith('asm-offsets.c')]
gen2 = [f for f in d2['files'] if f['fileName'].endswith('gen.sh')]
ok = (from3 == want and dict(from2, **{'utsrelease.h': None}) == dict(want, **{'utsrelease.h': None})
      and from2.get('utsrelease.h') == {'NOASSERTION'} and len(gen) == 1 and
      rel3[gen[0]['spdxId'], 'hasDeclaredLicense'] == ['expandedlicensing_NoAssertionLicense'] and
      [els[i]['simplelicensing_licenseExpression']
       for i in rel3[aoc[0]['spdxId'], 'hasDeclaredLicense']] == ['GPL-2.0'] and
      aoc2[0]['licenseInfoInFiles'] == ['GPL-2.0'] and
      gen2[0]['licenseInfoInFiles'] == ['NOASSERTION'])
sys.exit(0 if ok else print(from2, from3) or 1)
EOF
result "sbom: generated files name their inputs from kbuild's data (.cmd files, filechk's .s, wrappers), both formats validated" $?
# A tag of 4,000 terms (the parsers take 4,096) is a tree 4,000 deep: the
# reader still checks it (the recursive walk it had died of Python's
# recursion limit), and its verdict is the plugin's.
/usr/bin/python3 -c "print('// SPDX-License-Identifier: ' + ' AND '.join(['GPL-2.0'] * 4000))
print('int module_long;')" > "$out/module/long.c" &&
	gcc -DMODULE -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel \
		-fplugin-arg-spdx-licenses="$build/linux-6.1-LICENSES/LICENSES" \
		-c "$out/module/long.c" -o "$out/module/long.o" 2>> "$out/module/cc.err" &&
	ld -r "$out/module"/{main,mit,long}.o -o "$out/module/long.ko" &&
	$report "$out/module/long.ko" > "$out/module/long.txt" 2> "$out/module/long.err" &&
	[ "$(grep -c "of .*long.c, one of its objects: .* does not allow MIT alone" \
		"$out/module/long.txt")" = 1 ] && [ ! -s "$out/module/long.err" ]
result "module-license: a 4,000-term tag is checked, not a crash of the reader" $?
# The evaluation is the plugin's alone: spdx-report checks a module's other
# objects with the allowed families each object's record carries.  Every
# DejaGnu case (testsuite/spdx.dg/modlic-*.c), compiled as an object,
# gets the verdict from its record that the plugin gives in the compile.
agree=0
for t in "$top"/testsuite/spdx.dg/modlic-*-ok.c "$top"/testsuite/spdx.dg/modlic-*-bad.c; do
	ident=$(sed -n 's|^MODULE_LICENSE("\([^"]*\)");.*|\1|p' "$t")
	case $t in *-bad.c) want=1 ;; *) want=0 ;; esac
	o=$out/module/$(basename "$t" .c).o
	gcc -DMODULE -I"$top/testsuite/spdx.dg/include" -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel \
		-fplugin-arg-spdx-licenses="$build/linux-6.1-LICENSES/LICENSES" -c "$t" -o "$o" \
		2> "$o.err"
	said=0; grep -q "spdx-module-license" "$o.err" && said=1
	got=$(PYTHONPATH=$top/tools /usr/bin/python3 -c 'import sys
from spdx_report import elf, modlic, records
out = records.Records()
elf.read_path(sys.argv[2], out)
tu, = out.tus
print(1 if tu[5] and modlic.module_license_problem(sys.argv[1], tu[5], modlic.module_idents()) else 0 if tu[5] else "none")' \
		"$ident" "$o")
	[ "$got" = "$want" ] && [ "$said" = "$want" ] ||
		{ echo "disagree: $t ($ident): the record says $got, the compile $said"; agree=1; }
done
result "module-license: the verdict from each record's allowed families is the plugin's, every ident both ways" $agree

# Hostile objects: 3,000 seeded mutations of the archives, objects, the
# program and the modules above, each read as the command line reads a
# file, must end as records or named problems, never as a traceback or a
# hang (testsuite/objects/fuzz_reader.py; before its fixes: 119 escapes).
/usr/bin/python3 "$here/fuzz_reader.py" "$top/tools" "$out/fuzz-reader" 500 \
	"$proj/libutil.a" "$proj/libthin.a" "$out/fake.ko" "$out/both.o" "$proj/prog" \
	"$out/module/m.ko" > "$out/fuzz-reader.out" 2> "$out/fuzz-reader.err"
result "reader fuzz: $(sed "s/^fuzz-reader: //" "$out/fuzz-reader.out")" $?

# spdx-report as installed: the whole package, equal to the checkout's.
# shellcheck source=install.sh
. "$here/install.sh"

# spdx-report as an honest reader: no data, malformed records, separate
# debug files, out-of-tree Meson and CMake builds.
# shellcheck source=reader.sh
. "$here/reader.sh"

echo "objects: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
