#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel-sbom-compare" (not in make check: a defconfig build of an
# hour or more under strace): linux-source-7.2 with the series, x86_64
# defconfig with the plugin, built once by GCC 12 under strace -f; on that
# build tree Linux's own "make sbom" and spdx-report --format spdx3 (over
# the ELF images bzImage is made of and the modules); each document
# validated by the official SPDX 3.0.1 JSON Schema and the model's SHACL
# shapes; both measured against what strace saw the compilers and the
# assembler open for the objects linked into those images and modules
# (kernel-integration/strace_truth.py says how, exactly); the table
# (kernel-integration/sbom3_compare.py) in OUT/compare.md.
#
# The build and its trace are kept: a second run redoes only the SBOMs and
# the comparison.  OUT is $KERNEL_BUILD_DIR/sbom-7.2.
set -eu
. "$(dirname "$0")/common.sh"

mkdir -p "$KERNEL_BUILD_DIR"
deps
series=$(series 7.2)
src=$(kernel_tree 7.2 "$series") || die "the 7.2 series does not apply"
out=$KERNEL_BUILD_DIR/sbom-7.2
# A build that did not finish under strace has no complete truth: again
# from scratch.
[ -f "$out/strace.done" ] || rm -f "$out/.spdx-config"
configure "$src" "$out" defconfig -- GCC_PLUGINS GCC_PLUGIN_SPDX
py=/usr/bin/python3

if [ ! -f "$out/strace.done" ]; then
	echo "  MAKE    -j$JOBS bzImage modules under strace -f (log: $out/build.log)"
	t0=$(date +%s)
	# Relative names in the trace are resolved from here (strace_truth.py).
	cd "$out"
	# Successful calls only (-z); what a process opened, ran and forked,
	# and where it changed directory: enough to follow every compile's
	# files and every link's inputs.
	strace -f -z -qq -e signal=none -s 4096 -o "$out/strace.log" \
		-e trace=execve,openat,open,clone,clone3,vfork,fork,chdir \
		make -C "$src" O="$out" -j"$JOBS" SPDX_REPORT="$out/spdx.jsonl" \
		bzImage modules > "$out/build.log" 2>&1 ||
		{ tail -n 20 "$out/build.log"; die "the build failed"; }
	echo "$(($(date +%s) - t0))" > "$out/strace.done"
	cd - > /dev/null
fi
echo "  BUILT   in $(cat "$out/strace.done")s under strace ($(du -h "$out/strace.log" | cut -f1) of trace)"

# The ELF images of bzImage (the decompressor, its setup, the kernel, the
# real-mode blob and the vDSOs it embeds) and the modules: what spdx-report
# reads and where strace_truth.py's walk back over the links starts.
: > "$out/artifacts.txt"
for f in vmlinux arch/x86/boot/setup.elf arch/x86/boot/compressed/vmlinux \
	arch/x86/realmode/rm/realmode.elf; do
	[ -f "$out/$f" ] || die "no $f in $out"
	echo "$out/$f" >> "$out/artifacts.txt"
done
# 7.2 keeps each vDSO in a directory of its own (vdso64/, vdso32/).
find "$out/arch/x86/entry/vdso" -name 'vdso*.so.dbg' | sort >> "$out/artifacts.txt"
find "$out" -name '*.ko' | sort >> "$out/artifacts.txt"

t0=$(date +%s)
$py "$ki/strace_truth.py" "$out" "$src" "$out/strace.log" @"$out/artifacts.txt" \
	> "$out/truth.tsv" 2> "$out/truth.log" || { cat "$out/truth.log"; die "strace_truth.py failed"; }
echo "  TRUTH   $(cut -f2 "$out/truth.tsv" | sort -u | wc -l) files for $(cut -f1 "$out/truth.tsv" | sort -u | wc -l) objects in $(($(date +%s) - t0))s"
sed 's/^/          /' "$out/truth.log"

t0=$(date +%s)
kmake -C "$src" O="$out" -j"$JOBS" SPDX_REPORT="$out/spdx.jsonl" sbom > "$out/sbom.log" 2>&1 ||
	{ tail -n 20 "$out/sbom.log"; die "make sbom failed"; }
t1=$(date +%s)
"$top/tools/spdx-report" --format spdx3 --root "$out" --root "$src" \
	-o "$out/spdx-report.spdx3.json" @"$out/artifacts.txt" 2> "$out/spdx-report.log" ||
	{ cat "$out/spdx-report.log"; die "spdx-report failed"; }
t2=$(date +%s)
echo "$((t1 - t0)) $((t2 - t1))" > "$out/times"

validator3=$(bash "$top/testsuite/lib/pyshacl.sh" "$BUILD_DIR")
# Each document by itself, schema and SHACL apart; SHACL under a memory
# bound, SHACL_MEM_GB (rdflib holds the whole graph: 3.3 GB for
# tinyconfig's sbom-build).  validate.txt: DOCUMENT SCHEMA SHACL, each 1 (valid), 0
# (not) or - (not checked: the log says why).
: > "$out/validate.txt"
for d in sbom-source sbom-build sbom-output spdx-report; do
	f=$out/$d.spdx.json
	[ "$d" = spdx-report ] && f=$out/spdx-report.spdx3.json
	"$validator3" --no-shacl "$f" > "$out/validate-$d.log" 2>&1 || true
	(ulimit -v $((${SHACL_MEM_GB:-12} * 1024 * 1024)) && "$validator3" --no-schema "$f") \
		>> "$out/validate-$d.log" 2>&1 || true
	r=$d
	for k in schema shacl; do
		if grep -q ": $k: valid" "$out/validate-$d.log"; then r="$r 1"
		elif grep -q ": $k: INVALID" "$out/validate-$d.log"; then r="$r 0"
		else r="$r -"
		fi
	done
	echo "$r" >> "$out/validate.txt"
done

$py "$ki/sbom3_compare.py" "$out" "$src" "$out/spdx-report.spdx3.json" "$out/truth.tsv" \
	"$out/validate.txt" "$out/times" > "$out/compare.md"
cat "$out/compare.md"
