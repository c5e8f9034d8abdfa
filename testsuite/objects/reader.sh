# shellcheck shell=bash disable=SC2154
# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx-report as an honest reader (issue 20): "no data" is not "no
# findings", malformed records are errors that name the record, separate
# debug files are followed, and out-of-tree Meson and CMake builds are read
# with no arguments.  Sourced by run.sh (it defines result, plugin, report,
# here, out); every behaviour both ways.  Exit statuses: README, "Exit
# status" (0 data, 1 error, 3 no data, 4 compilation units without data).

rd=$out/reader
rm -rf "$rd"
mkdir -p "$rd/gen"
# The real tools: Debian's meson, ninja-build, cmake, elfutils (eu-strip),
# debhelper (dh_strip), debugedit (find-debuginfo).
missing=
for p in meson ninja-build cmake elfutils debhelper debugedit; do
	dpkg -s "$p" > /dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
	# shellcheck disable=SC2086
	{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends $missing; } > "$rd/apt.log" 2>&1
	result "reader: installed$missing" $?
fi
# A copy: find-debuginfo writes its lists into the build directory.
cp -r "$here/oot" "$rd/oot"
oot=$rd/oot
printf '#define GREETING "hello"\n' > "$rd/gen/config.h"
# cc_oot NAME [FLAGS...]: prog from the oot project's two sources, -g.
cc_oot() {
	local name=$1
	shift
	gcc -g -O2 "$@" -I"$oot/include" -I"$rd/gen" -c "$oot/src/main.c" -o "$rd/$name-main.o" &&
		gcc -g -O2 "$@" -I"$oot/include" -I"$rd/gen" -c "$oot/src/util.c" \
			-o "$rd/$name-util.o" &&
		gcc -o "$rd/$name" "$rd/$name-main.o" "$rd/$name-util.o"
}
# status_in_every_format FILE: "format=status" for the five formats, and
# each format's stderr in FILE.FORMAT.err.
status_in_every_format() {
	local f s
	for f in text json sarif spdx summary; do
		(cd "$rd" && $report --format "$f" "$1") > "$rd/$(basename "$1").$f.out" \
			2> "$rd/$(basename "$1").$f.err"
		s=$?
		printf '%s=%s ' "$f" "$s"
	done
}
all5() {	# all5 STATUS: the line status_in_every_format prints when every format gives it
	printf '%s ' text="$1" json="$1" sarif="$1" spdx="$1" summary="$1"
}

cc_oot with -fplugin="$plugin" && cc_oot without
result "reader: the oot sources build with and without the plugin" $?

# 1. A binary with data: 0 in every format; one without: 3, in every
# format, with one line on stderr that says so.
[ "$(status_in_every_format "$rd/with")" = "$(all5 0)" ]
result "no data: a binary built with the plugin exits 0 in every format" $?
[ "$(status_in_every_format "$rd/without")" = "$(all5 3)" ] &&
	[ "$(cat "$rd"/without.{text,json,sarif,spdx,summary}.err |
	     grep -c "without: no license data: no .spdx section")" = 5 ] &&
	[ "$(cat "$rd"/without.*.err | wc -l)" = 5 ] &&
	grep -q '"executionSuccessful": false' "$rd/without.sarif.out" &&
	grep -q '"executionSuccessful": true' "$rd/with.sarif.out" &&
	cp "$rd/without.sarif.out" "$rd/without.sarif" && sarif_valid "$rd/without.sarif" &&
	grep -qx 'no license data: 0 translation units read (not the same as no findings)' \
		"$rd/without.text.out"
result "no data: a binary built without the plugin: one line and exit 3 in every format, SARIF's invocation unsuccessful" $?

# 2. DWARF: a unit compiled without the plugin is named (exit 4), the
# program whose units all carry data is not (the case above, exit 0).
gcc -o "$rd/half" "$rd/with-main.o" "$rd/without-util.o" &&
	(cd "$rd" && $report half) > "$rd/half.out" 2> "$rd/half.err"
[ $? = 4 ] && grep -q "half: 1 of 2 compilation units carry no license data (compiled without spdx.so): $oot/src/util.c (GNU C" "$rd/half.err" &&
	grep -q '^0 findings in 1 translation unit$' "$rd/half.out"
result "dwarf: 1 of 2 compilation units without data named, exit 4" $?
# GNU as names a unit after the first file its line markers give code to:
# a header, when the .S file's first instructions come from an #include
# (the kernel's retpoline.S).  The .S file is in the unit's line table, and
# its record covers the unit: exit 0, no unit named.
mkdir -p "$rd/asm-inc" &&
	printf '/* SPDX-License-Identifier: MIT */\n\tnop\n' > "$rd/asm-inc/insn.h" &&
	printf '/* SPDX-License-Identifier: MIT */\n\t.text\n\t.globl f\nf:\n#include "insn.h"\n\tret\n' \
		> "$rd/asm-inc/f.S" &&
	printf '// SPDX-License-Identifier: MIT\nvoid f(void);\nint main(void) { f(); return 0; }\n' \
		> "$rd/asm-inc/m.c" &&
	(cd "$rd/asm-inc" && gcc -g -fplugin="$plugin" -c f.S m.c &&
	 gcc -Wl,-z,noexecstack -o prog f.o m.o && readelf --debug-dump=info f.o |
	 grep -q 'DW_AT_name.*: insn.h$' && $report prog > prog.out 2> prog.err) &&
	grep -qx '0 findings in 2 translation units' "$rd/asm-inc/prog.out" &&
	! grep -q 'carry no license data' "$rd/asm-inc/prog.err"
result "dwarf: a GNU as unit named after an included header is covered by its .S file's record" $?
# -ffile-prefix-map, as dpkg-buildflags adds it to every Debian package
# build, remaps DW_AT_name and not the record: the whole program exits 0,
# the program with an object compiled without the plugin still names it.
mkdir -p "$rd/pmap/src" "$rd/pmap/b" &&
	printf '// SPDX-License-Identifier: MIT\nint main(void) { return 0; }\n' > "$rd/pmap/src/m.c" &&
	printf 'int u(void) { return 1; }\n' > "$rd/pmap/src/u.c" &&
	(cd "$rd/pmap/b" && pm=-ffile-prefix-map=$rd/pmap/src=. &&
	 gcc -g "$pm" -fplugin="$plugin" -c "$rd/pmap/src/m.c" && gcc -g "$pm" -c "$rd/pmap/src/u.c" &&
	 gcc -o whole m.o && gcc -o half m.o u.o && $report whole > /dev/null 2> whole.err &&
	 ! grep -q 'carry no license data' whole.err && { $report half > /dev/null 2> half.err; [ $? = 4 ]; } &&
	 grep -q 'half: 1 of 2 compilation units carry no license data (compiled without spdx.so): .*u\.c (GNU C' half.err)
result "dwarf: -ffile-prefix-map'd unit names are covered by their records; the unit without data still named" $?
# DWARF 4 too; spdx-report's own reader of the units' first DIE and
# pyelftools' agree on every program here.
cc_oot dw4 -fplugin="$plugin" -gdwarf-4 && $report "$rd/dw4" > /dev/null 2>&1 &&
	PYTHONPATH=$top/tools /usr/bin/python3 - "$rd"/{with,without,half,dw4} <<'EOF'
import sys
from elftools.elf.elffile import ELFFile
from spdx_report.elf import fast_dwarf_units
for p in sys.argv[1:]:
    with open(p, 'rb') as f:
        elf = ELFFile(f)
        fast = fast_dwarf_units(elf)
        units = [(top.attributes['DW_AT_name'].value.decode(),
                  top.attributes['DW_AT_comp_dir'].value.decode(),
                  top.attributes['DW_AT_producer'].value.decode(), cu.cu_offset)
                 for cu, top in ((cu, cu.get_top_DIE())
                                 for cu in elf.get_dwarf_info().iter_CUs())]
        if fast != units or len(units) != 2:
            sys.exit('%s: %r, pyelftools %r' % (p, fast, units))
EOF
result "dwarf: DWARF 4 read; the units' names as pyelftools reads them" $?

# 3. Malformed records, in copies of the program (its two records): the
# size field of record 0 made to cover record 1 too (an older reader
# swallowed record 1 without a word), and record 0's main file string
# offset out of range: exit 1, the file and the record named, record 1
# still read.  The unpatched program: exit 0 (above).
/usr/bin/python3 - "$rd/with" "$rd" <<'EOF'
import shutil, struct, sys
from elftools.elf.elffile import ELFFile
src, d = sys.argv[1:]
with open(src, 'rb') as f:
    elf = ELFFile(f)
    sec = elf.get_section_by_name('.spdx')
    off, data, e = sec['sh_offset'], sec.data(), '<' if elf.little_endian else '>'
next1 = (struct.unpack_from(e + 'I', data, 8)[0] + 3) & ~3
size1 = struct.unpack_from(e + 'I', data, next1 + 8)[0]
for name, at, value in (('bigsize', 8, next1 + size1), ('badstr', 16, 0x7fffffff)):
    shutil.copy(src, '%s/%s' % (d, name))
    with open('%s/%s' % (d, name), 'r+b') as f:
        f.seek(off + at)
        f.write(struct.pack(e + 'I', value))
EOF
(cd "$rd" && $report bigsize) > "$rd/bigsize.out" 2> "$rd/bigsize.err"
[ $? = 1 ] && grep -q '^spdx-report: bigsize: .spdx record 0 at offset 0: size field [0-9]*, but its header and counts (.*) make [0-9]* bytes$' "$rd/bigsize.err" &&
	grep -q '^0 findings in 1 translation unit$' "$rd/bigsize.out"
result "malformed: a size field too large is an error naming record 0, record 1 still read" $?
(cd "$rd" && $report --format summary badstr) > /dev/null 2> "$rd/badstr.err"
[ $? = 1 ] && grep -q '^spdx-report: badstr: .spdx record 0 at offset 0: main file: string offset 2147483647 out of range' "$rd/badstr.err"
result "malformed: a string offset out of range is an error naming the record" $?
# Every header size the format has had (28, 44, 48; a larger one read as 48),
# and what is not a record: a header size below 28, a truncated header,
# bytes between records that are no record (the next record still read).
PYTHONPATH=$top/tools /usr/bin/python3 - <<'EOF'
import struct, sys
from spdx_report import records as r
strs = b'spdx.so 1.0\0a.c\0MIT\0'


def rec(hsize, size=None, said=None):
    """A record of one file (a.c, MIT, main) with a HSIZE-byte header whose
    header size field says SAID and whose size field says SIZE."""
    body = struct.pack('<3I', 12, 16, 1 | 32)
    head = struct.pack('<4sHHI4I', b'SPDX', 1, said or hsize, size or hsize + 12, 0, 12, 1, 0)
    return head + b'\0' * (hsize - 28) + body


def parse(data):
    out = r.Records()
    got = r.parse(data, strs, True, 'x.o', out)
    return [tu[1:3] for tu in got], out.problems


want = [('a.c', (('a.c', 'MIT', 1),))]
cases = [
    (rec(28), want, []),
    (rec(44), want, []),
    (rec(48), want, []),
    (rec(52), want, []),
    (rec(60), want, []),
    (rec(28, said=12), [], ['x.o: .spdx record 0 at offset 0: header size 12: a version-1 header has at least 28 bytes']),
    (rec(28) + b'SPDX\1\0', want, ['x.o: .spdx record 1 at offset 40: header truncated, the section ends after 6 of its 12 first bytes']),
    (rec(28) + b'junk' + rec(44), want * 2, ["x.o: .spdx record 1 at offset 40: no record magic b'junk' here"]),
    (rec(28, 28 + 12 + 56) + rec(44), want, ['x.o: .spdx record 0 at offset 0: size field 96, but its header and counts (1 files, 0 findings) make 40 bytes']),
    # A billion files, four billion findings: refused by the section's size
    # before anything is allocated or walked.
    (struct.pack('<4sHHI4I', b'SPDX', 1, 28, 40, 0, 12, 10**9, 0) + rec(28)[28:], [], ['x.o: .spdx record 0 at offset 0: its 1000000000 files and 0 findings need 12000000028 bytes, the section has 40 left']),
    (struct.pack('<4sHHI4I', b'SPDX', 1, 28, 40, 0, 12, 1, 4 * 10**9) + rec(28)[28:], [], ['x.o: .spdx record 0 at offset 0: its 1 files and 4000000000 findings need 112000000040 bytes, the section has 40 left']),
]
bad = [(i, parse(d), (w, p)) for i, (d, w, p) in enumerate(cases) if parse(d) != (w, p)]
for b in bad:
    print('record case %d: got %r, want %r' % b)
sys.exit(1 if bad else 0)
EOF
result "malformed: header sizes 28, 44, 48 and larger read; size 12, truncation, junk, a billion files are errors" $?
# Archives whose member headers cannot be right: a negative size (the
# reader used to loop forever), a size past the end, a long name past the
# name table or without its newline (a traceback), and a thin archive that
# names itself (endless recursion).  Each: exit 1 within seconds, one line
# naming the archive and the header's offset.
/usr/bin/python3 - "$rd" "$rd/with-main.o" <<'EOF'
import sys
d, obj = sys.argv[1:]
elf = open(obj, 'rb').read()


def member(name, size, body=b''):
    h = b'%-16s%-12s%-6s%-6s%-8s%-10s`\n' % (name, b'0', b'0', b'0', b'644', size)
    return h + body + (b'\n' if len(body) & 1 else b'')


good = member(b'm.o/', b'%d' % len(elf), elf)
for name, data in (
        ('negsize', b'!<arch>\n' + good + member(b'x.o/', b'-60')),
        ('pastend', b'!<arch>\n' + good + member(b'x.o/', b'999999999')),
        ('longname', b'!<arch>\n' + member(b'//', b'6', b'a.o/\n\n') + good +
         member(b'/9', b'4', b'abcd')),
        ('nonewline', b'!<arch>\n' + member(b'//', b'4', b'a.o/') + good +
         member(b'/0', b'4', b'abcd')),
        ('selfthin.a', b'!<thin>\n' + member(b'selfthin.a/', b'10')),
        ('truncated', b'!<arch>\n' + good + member(b'x.o/', b'4', b'abcd')[:30])):
    open('%s/%s' % (d, name), 'wb').write(data)
EOF
ok=0
for a in negsize pastend longname nonewline selfthin.a truncated; do
	(cd "$rd" && timeout 20 $report "$a") > "$rd/$a.out" 2> "$rd/$a.err"
	s=$?
	case $a in
	negsize) want="size field '-60' is not a size" ;;
	pastend) want="size field '999999999' runs past the archive's end" ;;
	longname) want='long name /9 is not in the name table (6 bytes)' ;;
	nonewline) want='long name /0 is not in the name table (4 bytes)' ;;
	selfthin.a) want='selfthin.a(selfthin.a): a thin archive that contains itself' ;;
	truncated) want='truncated: 30 bytes at offset' ;;
	esac
	if [ $s != 1 ] || ! grep -qF "$want" "$rd/$a.err" || grep -q Traceback "$rd/$a.err"; then
		echo "archive $a: exit $s, $(head -c 300 "$rd/$a.err")"
		ok=1
	fi
done
[ $ok = 0 ]
result "malformed archives: negative or oversized sizes, bad long names, a self-naming thin archive, a cut member header: exit 1, named, no hang" $?
# Large archives: 100,000 members (1,000 of them objects with records, of
# 1,000 different units: u000.c's object with its name's digits changed,
# the rest small non-ELF members), and a thin archive of 100,000 names of
# one object (half of them through "./").  Every record is read, each
# object once; the archive is mapped, not read into memory, so the
# reader's memory is its records' and one member's (README, "Hostile
# trees").
printf '// SPDX-License-Identifier: MIT\nint u(void);\n' > "$rd/u000.c"
(cd "$rd" && gcc -fplugin="$plugin" -c u000.c -o u000.o)
/usr/bin/python3 - "$rd" "$rd/u000.o" <<'EOF'
import os, sys
d, obj = sys.argv[1:]
elf = open(obj, 'rb').read()
assert elf.count(b'u000.c') >= 1


def member(name, size, body=b''):
    h = b'%-16s%-12s%-6s%-6s%-8s%-10s`\n' % (name, b'0', b'0', b'0', b'644', size)
    return h + body + (b'\n' if len(body) & 1 else b'')


with open('%s/many.a' % d, 'wb') as f:
    f.write(b'!<arch>\n')
    for i in range(100000):
        body = elf.replace(b'u000.c', b'u%03d.c' % (i // 100)) if i % 100 == 0 else b'x\n'
        f.write(member(b'm%d.o/' % i, b'%d' % len(body), body))
if not os.path.lexists('%s/same.o' % d):
    os.symlink(obj, '%s/same.o' % d)
names = b''.join(b'./same.o/\n' if i % 2 else b'same.o/\n' for i in range(100000))
with open('%s/samethin.a' % d, 'wb') as f:
    f.write(b'!<thin>\n' + member(b'//', b'%d' % len(names), names))
    off = 0
    for i in range(100000):
        f.write(member(b'/%d' % off, b'%d' % len(elf)))
        off += 10 if i % 2 else 8
EOF
(cd "$rd" && timeout 120 /usr/bin/time -f '%M' -o many.rss $report --format json many.a) > "$rd/many.json" 2> "$rd/many.err"
s=$?
n=$(/usr/bin/python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["units"]))' "$rd/many.json" 2> /dev/null)
rss=$(tail -n 1 "$rd/many.rss" 2> /dev/null)
[ $s = 0 ] && [ "$n" = 1000 ] && [ "${rss:-999999}" -lt 200000 ] &&
	[ "$(cat "$rd/many.err")" = "spdx-report: many.a: 99000 members are not ELF files, not read (m1.o, …)" ]
result "an archive of 100,000 members: its 1,000 objects' records all read, the 99,000 others named once, exit 0, ${rss:-?} KB" $?
(cd "$rd" && timeout 60 $report --format json samethin.a) > "$rd/samethin.json" 2> "$rd/samethin.err"
s=$?
n=$(/usr/bin/python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["units"]))' "$rd/samethin.json" 2> /dev/null)
[ $s = 0 ] && [ "$n" = 1 ] && [ ! -s "$rd/samethin.err" ]
result "a thin archive of 100,000 names of one object: read once, exit 0" $?

# 4. Separate debug files.  objcopy --only-keep-debug + strip +
# --add-gnu-debuglink: the data stays in the binary, its DWARF goes to the
# debug file, which is followed for the compilation units (exit 4 for the
# half program, 0 for the whole one).  eu-strip -f moves .spdx into the
# debug file: read there and said, by .gnu_debuglink and by build-id under
# --debug-dir; the debug file absent: "no data", exit 3 in every format,
# naming the places looked at.
mkdir -p "$rd/objcopy" "$rd/eu" "$rd/alone" "$rd/dbgroot"
for p in with half; do
	objcopy --only-keep-debug "$rd/$p" "$rd/objcopy/$p.debug" &&
		strip -o "$rd/objcopy/$p" "$rd/$p" &&
		(cd "$rd/objcopy" && objcopy --add-gnu-debuglink="$p.debug" "$p")
done
(cd "$rd/objcopy" && $report with > /dev/null 2>&1) &&
	! readelf -S "$rd/objcopy/half" | grep -q debug_info &&
	{ (cd "$rd/objcopy" && $report half) > /dev/null 2> "$rd/objcopy/half.err"; [ $? = 4 ]; } &&
	grep -q 'half: 1 of 2 compilation units' "$rd/objcopy/half.err"
result "split debug: objcopy/strip/--add-gnu-debuglink: data in the binary, DWARF followed" $?
cp "$rd/with" "$rd/eu/with" && eu-strip -f "$rd/eu/with.debug" "$rd/eu/with" &&
	! readelf -S "$rd/eu/with" | grep -q '\.spdx' &&
	[ "$(status_in_every_format "$rd/eu/with")" = "$(all5 0)" ] &&
	grep -q "eu/with: license data read from its debug file $rd/eu/with.debug (found by .gnu_debuglink with.debug)" "$rd/with.text.err" &&
	grep -q "^  license data from its debug file $rd/eu/with.debug" "$rd/with.summary.out"
result "split debug: eu-strip -f: data read from the debug file, said, exit 0" $?
bid=$(readelf -n "$rd/eu/with" | awk '/Build ID/ { print $3 }')
cp "$rd/eu/with" "$rd/alone/with" && mkdir -p "$rd/dbgroot/.build-id/${bid:0:2}" &&
	cp "$rd/eu/with.debug" "$rd/dbgroot/.build-id/${bid:0:2}/${bid:2}.debug" &&
	$report --debug-dir "$rd/dbgroot" "$rd/alone/with" > /dev/null 2> "$rd/alone.err" &&
	grep -q "found by build-id $bid)" "$rd/alone.err"
result "split debug: found by build-id under --debug-dir" $?
[ "$(status_in_every_format "$rd/alone/with")" = "$(all5 3)" ] &&
	grep -q "alone/with: no license data: .* no debug file (looked for /usr/lib/debug/.build-id/${bid:0:2}/${bid:2}.debug, $rd/alone/with.debug, $rd/alone/.debug/with.debug, /usr/lib/debug$rd/alone/with.debug)" "$rd/with.json.err"
result "split debug: the debug file absent: no data, exit 3 in every format, the places named" $?

# 4b. The distributions' own tools.  Debian's dh_strip (debhelper) strips
# the binary (the data stays in it) and puts its DWARF into the dbgsym
# package's /usr/lib/debug/.build-id; Fedora's find-debuginfo (Debian's
# debugedit) moves the non-allocated sections, the data with them, into
# ROOT/usr/lib/debug/usr/bin/NAME.debug, found through the binary's
# .gnu_debuglink by its installed path.
mkdir -p "$rd/dh/debian/prog/usr/bin" "$rd/fdi/root/usr/bin"
printf 'Source: prog\nSection: misc\nPriority: optional\nMaintainer: spdx.so tests <spdx@example.org>\nBuild-Depends: debhelper-compat (= 13)\nStandards-Version: 4.6.2\n\nPackage: prog\nArchitecture: any\nDescription: test\n test\n' \
	> "$rd/dh/debian/control"
printf 'prog (1.0-1) unstable; urgency=medium\n\n  * Test.\n\n -- spdx.so tests <spdx@example.org>  Thu, 01 Jan 2026 00:00:00 +0000\n' \
	> "$rd/dh/debian/changelog"
cp "$rd/with" "$rd/dh/debian/prog/usr/bin/prog" &&
	(cd "$rd/dh" && dh_strip) > "$rd/dh.log" 2>&1 &&
	readelf -SW "$rd/dh/debian/prog/usr/bin/prog" | grep -q ' \.spdx ' &&
	! readelf -SW "$rd/dh/debian/prog/usr/bin/prog" | grep -q debug_info &&
	$report --debug-dir "$rd/dh/debian/.debhelper/prog/dbgsym-root/usr/lib/debug" \
		"$rd/dh/debian/prog/usr/bin/prog" > /dev/null 2> "$rd/dh.err"
result "split debug: dh_strip: data in the binary, DWARF from the dbgsym tree, exit 0" $?
cp "$rd/with" "$rd/fdi/root/usr/bin/prog" &&
	(cd "$rd/fdi" && RPM_BUILD_ROOT="$rd/fdi/root" RPM_BUILD_DIR="$oot" RPM_PACKAGE_NAME=prog \
		RPM_PACKAGE_VERSION=1 RPM_PACKAGE_RELEASE=1 RPM_ARCH=x86_64 \
		find-debuginfo "$oot") > "$rd/fdi.log" 2>&1 &&
	! readelf -SW "$rd/fdi/root/usr/bin/prog" | grep -q ' \.spdx ' &&
	$report --debug-dir "$rd/fdi/root/usr/lib/debug" "$rd/fdi/root/usr/bin/prog" \
		> /dev/null 2> "$rd/fdi.err" &&
	grep -q "license data read from its debug file $rd/fdi/root/usr/lib/debug/usr/bin/prog.debug" \
		"$rd/fdi.err"
result "split debug: find-debuginfo: data read from ROOT/usr/lib/debug by the installed path, exit 0" $?

# 5. Out-of-tree Meson and CMake builds (Ninja) of the oot project, the
# plugin in CFLAGS (the build systems' compiler probes get it too): from
# the build directory, with no arguments, the summary and the SPDX
# documents name exactly the project's files, exit 0, and no probe
# (meson-private/sanitycheckc.exe, CMakeFiles/*/CompilerIdC/a.out,
# CMakeDetermineCompilerABI_C.bin) is an artifact.
cp -r "$oot" "$rd/src"
(CFLAGS="-fplugin=$plugin -g" meson setup "$rd/meson" "$rd/src" && ninja -C "$rd/meson") \
	> "$rd/meson.log" 2>&1
result "oot: meson setup and ninja" $?
(cd "$rd" && CFLAGS="-fplugin=$plugin -g" cmake -G Ninja -S src -B cmake &&
	ninja -C cmake) > "$rd/cmake.log" 2>&1
result "oot: cmake and ninja" $?
for b in meson cmake; do
	ls "$rd/$b/meson-private/sanitycheckc.exe" "$rd/$b"/CMakeFiles/*/CompilerIdC/a.out \
		2> /dev/null | grep -q . || { result "oot $b: a probe the plugin compiled exists" 1; continue; }
	(cd "$rd/$b" && $report --format summary .) > "$rd/$b.summary" 2> "$rd/$b.summary.err"
	s1=$?
	(cd "$rd/$b" && $report --format spdx -o "$rd/$b-sbom" .) 2> "$rd/$b.sbom.err"
	s2=$?
	(cd "$rd/$b" && $report --format json .) > "$rd/$b.json" 2> "$rd/$b.json.err"
	s3=$?
	[ "$s1$s2$s3" = 000 ] && [ ! -s "$rd/$b.summary.err" ] && [ ! -s "$rd/$b.sbom.err" ] &&
		/usr/bin/python3 - "$rd/$b" "$rd/src" <<'EOF'
import json, os, re, sys
build, src = sys.argv[1:]
want = {'prog': ['./include/util.h', './src/main.c'],
        'liboot.so': ['./config.h', './include/util.h', './src/util.c']}
# The summary: per artifact, its in-tree files (tagged or not) and nothing else.
text = open(build + '.summary').read()
arts = re.findall(r'^\./(\S+): (\d+) translation unit, \d+ files \((\d+) in the source tree',
                  text, re.M)
ok = sorted(a[0] for a in arts) == sorted(want) and all(
    a[1] == '1' and int(a[2]) == len(want[a[0]]) for a in arts)
ok = ok and '        ./config.h\n' in text and 'outside the source tree' in text
# The documents: one per artifact, the package's files exactly the project's.
docs = sorted(os.listdir(build + '-sbom'))
ok = ok and docs == sorted(n + '.spdx.json' for n in want)
for n in want:
    d = json.load(open('%s-sbom/%s.spdx.json' % (build, n)))
    pkg = d['packages'][0]['SPDXID']
    mine = {r['relatedSpdxElement'] for r in d['relationships']
            if r['spdxElementId'] == pkg and r['relationshipType'] == 'CONTAINS'}
    names = sorted(f['fileName'] for f in d['files'] if f['SPDXID'] in mine)
    ok = ok and names == want[n]
# text/json of the directory: the project's 2 units (objects, programs), no probe's.
ok = ok and json.load(open(build + '.json'))['translation_units'] == 2
sys.exit(0 if ok else 1)
EOF
	result "oot $b: summary, SPDX documents and json from the build directory, no arguments" $?
done

# A compile with a relative path and no -g, read from another directory
# without --root: the object's own directory, where the source is, names
# the files (before: the current directory, "/rel.c not found", exit 1).
mkdir -p "$rd/rel" &&
	printf '// SPDX-License-Identifier: MIT\nint rel;\n' > "$rd/rel/rel.c" &&
	(cd "$rd/rel" && gcc -fplugin="$plugin" -fplugin-arg-spdx-policy=kernel -c rel.c -o rel.o) &&
	(cd / && $report --format spdx "$rd/rel/rel.o") > "$rd/rel/rel.spdx.json" \
		2> "$rd/rel/rel.err" && [ ! -s "$rd/rel/rel.err" ] &&
	/usr/bin/python3 - "$rd/rel" <<'EOF'
import hashlib, json, sys
d = json.load(open(sys.argv[1] + '/rel.spdx.json'))
want = hashlib.sha1(open(sys.argv[1] + '/rel.c', 'rb').read()).hexdigest()
got = [f['checksums'][0]['checksumValue'] for f in d['files'] if f['fileName'].endswith('/rel.c')]
sys.exit(0 if got == [want] else 1)
EOF
result "relative paths: read from /, the object's directory names the source (its SHA-1)" $?
