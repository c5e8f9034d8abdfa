#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# "make kernel-matrix", not part of "make check": the generated series on
# other kernel builds than make kernel's x86_64 defconfig.
#
#   cells   6.1 and 7.2 (MATRIX_TREES) for arm64, riscv64, powerpc64le and
#           s390x (MATRIX_ARCHS) with Debian 12's cross compilers:
#           tinyconfig + the plugin + CONFIG_WERROR where it sticks + what
#           the architecture needs for the reported breakages (arm64:
#           EFI_STUB, the compat vDSO; powerpc: 64-bit little endian and
#           COMPAT, whose vdso32 follows; s390: COMPAT)
#   boot    the arm64 kernels in qemu-system-aarch64 -M virt -cpu max
#           (TCG), with an /init cross-compiled with the plugin
#   dwarf   x86_64 7.2 tinyconfig + CONFIG_DEBUG_INFO_DWARF5 + modules,
#           with and without the plugin: bzImage must be identical; the
#           two build logs compared (log_compare); an external module
#           against the headers of install-extmod-build (extmod_check)
#   allmod  x86_64 7.2 allmodconfig + CONFIG_GCC_PLUGIN_SPDX_ERROR (which
#           needs COMPILE_TEST off, by KCONFIG_ALLCONFIG): prepare and
#           MATRIX_ALLMOD_DIRS with make -k, in rounds between which the
#           fix-its of the spdx errors are applied, time-boxed
#           (MATRIX_ALLMOD_TIMEOUT seconds)
#
# make kernel-smoke (make check) has a part of it: the arm64 7.2 cell with
# its boot, an external module, a log comparison (of 6.1 tinyconfig).
# MATRIX_STEPS picks steps (default: all four).  Every build starts from an
# empty output directory ($KERNEL_BUILD_DIR/matrix-*), one at a time with
# -j$JOBS, so that the times are those of a build from scratch.  One row per
# cell in $KERNEL_BUILD_DIR/matrix/*.row (a later run of a subset replaces
# only its rows); the table of all rows is printed at the end and written
# to $KERNEL_BUILD_DIR/matrix/table.md.  Exits non-zero if a cell failed.
# A run takes hours: "make kernel-matrix-copy" runs it from a copy of the
# commit (MATRIX_COMMIT), so that the checkout may change meanwhile.
set -u
. "$(dirname "$0")/common.sh"
. "$ki/matrix-lib.sh"

MATRIX_TREES=${MATRIX_TREES:-6.1 7.2}
MATRIX_ARCHS=${MATRIX_ARCHS:-arm64 riscv64 powerpc64le s390x}
MATRIX_STEPS=${MATRIX_STEPS:-cells boot dwarf allmod}
MATRIX_ALLMOD_DIRS=${MATRIX_ALLMOD_DIRS:-init/ drivers/net/ethernet/intel/e1000/}
MATRIX_ALLMOD_TIMEOUT=${MATRIX_ALLMOD_TIMEOUT:-900}
rows=$KERNEL_BUILD_DIR/matrix
# The commit of the table: MATRIX_COMMIT when run from a copy (git archive)
# of the checkout, so that the checkout can change during a run of hours.
if [ -n "${MATRIX_COMMIT:-}" ]; then
	commit=$MATRIX_COMMIT
else
	commit=$(git -C "$top" rev-parse --short HEAD)
	git -C "$top" diff --quiet HEAD -- plugin kernel-integration || commit="$commit+changes"
fi

mkdir -p "$KERNEL_BUILD_DIR" "$rows"
deps
cross_packages

# row NAME ARCH TREE BUILT TIME BOOTED NOTES: one row of the table.
status=0
row() {
	printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$2" "$3" "$4" "$5" "$6" "$7" \
		"$commit" > "$rows/$1.row"
	case $4 in no*) status=1 ;; esac
	case $6 in no*) status=1 ;; esac
	echo "  ROW     $(cat "$rows/$1.row")"
}
has() {
	case " $MATRIX_STEPS " in *" $1 "*) return 0 ;; esac
	return 1
}

# tree VERSION: the patched tree (the series generated and applied once).
tree() {
	s=$(series "$1") && kernel_tree "$1" "$s"
}

image_of() {
	case $1 in
	arm64|riscv64) echo Image ;;
	powerpc64le) echo vmlinux ;;
	s390x|x86_64) echo bzImage ;;
	esac
}
image_path() {
	case $1 in
	arm64) echo arch/arm64/boot/Image ;;
	riscv64) echo arch/riscv/boot/Image ;;
	powerpc64le) echo vmlinux ;;
	s390x) echo arch/s390/boot/bzImage ;;
	x86_64) echo arch/x86/boot/bzImage ;;
	esac
}

if has cells || has boot; then
	for v in $MATRIX_TREES; do
		src=$(tree "$v") || { status=1; continue; }
		for a in $MATRIX_ARCHS; do
			out=$KERNEL_BUILD_DIR/matrix-$v-$a
			cross_env "$a" || continue
			if has cells; then
				echo "== $a $v"
				rm -rf "$out"
				if ! matrix_configure "$src" "$out" tinyconfig "$a"; then
					row "$v-$a" "$a" "$v" "no (config)" - - "$MATRIX_NOTE"
					continue
				fi
				cfg=$MATRIX_NOTE
				if cell_build "$src" "$out" "$(image_of "$a")"; then
					built="yes"
				elif grep -qx 'CONFIG_WERROR=y' "$out/.config" &&
					echo "$MATRIX_NOTE" | grep -qE 'orphan|Werror|treated as errors'; then
					# What else breaks: the same without
					# CONFIG_WERROR (orphan sections warn).
					werror="$MATRIX_NOTE"
					"$src/scripts/config" --file "$out/.config" --disable WERROR
					kmake -s -C "$src" O="$out" olddefconfig >> "$out/config.log" 2>&1
					cp "$out/build.log" "$out/build-werror.log"
					t_werror=$CELL_TIME
					if cell_build "$src" "$out" "$(image_of "$a")"; then
						built="no (WERROR); without WERROR: yes"
					else
						built="no (WERROR); without WERROR: no"
					fi
					MATRIX_NOTE="WERROR (${t_werror}s): $werror; without WERROR: $MATRIX_NOTE"
				else
					built="no"
				fi
				[ -z "${t_werror:-}" ] || CELL_TIME="$t_werror + $CELL_TIME"
				t_werror=
				row "$v-$a" "$a" "$v" "$built" "${CELL_TIME}s" \
					"$( [ "$a" = arm64 ] && echo "(below)" || echo -)" "$cfg $MATRIX_NOTE"
				echo "$built|${CELL_TIME}|$cfg $MATRIX_NOTE" > "$out/.matrix-cell"
			fi
			# arm64 boots with an /init built with the plugin.
			if has boot && [ "$a" = arm64 ] && [ -f "$out/.matrix-cell" ]; then
				IFS='|' read -r built ctime cnotes < "$out/.matrix-cell"
				if [ -f "$out/$(image_path "$a")" ]; then
					arm64_boot "$src" "$out"
				elif [ "${MATRIX_BOOT_FALLBACK:-1}" = 1 ]; then
					# The boot test on what does build: the
					# same without EFI_STUB and CONFIG_WERROR.
					nb=$out-noefi
					rm -rf "$nb"
					BOOTED="no (not built)"
					if (configure "$src" "$nb" tinyconfig -- $MATRIX_BASE \
						SERIAL_AMBA_PL011 SERIAL_AMBA_PL011_CONSOLE) > /dev/null 2>&1 &&
						"$src/scripts/config" --file "$nb/.config" --disable EFI \
							--disable EFI_STUB --disable WERROR &&
						kmake -s -C "$src" O="$nb" olddefconfig >> "$nb/config.log" 2>&1 &&
						cell_build "$src" "$nb" Image; then
						arm64_boot "$src" "$nb"
						BOOTED="no (not built); without EFI_STUB and WERROR (built in ${CELL_TIME}s): $BOOTED"
					else
						BOOTED="no (not built); without EFI_STUB and WERROR: not built either: $MATRIX_NOTE"
					fi
				else
					BOOTED="no (not built)"
				fi
				row "$v-$a" "$a" "$v" "$built" "${ctime}s" "$BOOTED" "$cnotes"
			fi
		done
	done
fi

# x86_64 with DWARF 5 debug info, with and without the plugin.
if has dwarf; then
	echo "== x86_64 7.2 DEBUG_INFO_DWARF5"
	cross_env x86_64
	KCC=
	src=$(tree 7.2) || die "7.2: the series does not apply"
	on=$KERNEL_BUILD_DIR/matrix-7.2-x86_64-dwarf5
	off=$KERNEL_BUILD_DIR/matrix-7.2-x86_64-dwarf5-noplugin
	dwarf="DEBUG_KERNEL DEBUG_INFO_DWARF5 MODULES"
	rm -rf "$on" "$off"
	# Both builds in the same directory, the one without the plugin
	# first and then moved aside: the debug info holds the output
	# directory (DW_AT_comp_dir), so two directories of different names
	# never give the same build IDs, plugin or not.
	t_off=
	if (CONFIG_KEY=noplugin configure "$src" "$on" tinyconfig -- \
		$(matrix_required x86_64 | sed 's/GCC_PLUGIN_SPDX//') $dwarf) &&
		for s in $(matrix_optional x86_64); do
			"$src/scripts/config" --file "$on/.config" --enable "$s"
		done &&
		kmake -s -C "$src" O="$on" olddefconfig >> "$on/config.log" 2>&1 &&
		cell_build "$src" "$on" bzImage modules; then
		t_off=$CELL_TIME
	fi
	mv "$on" "$off"
	if [ -z "$t_off" ]; then
		row 7.2-x86_64-dwarf5 x86_64 "7.2 DWARF5" "no (without the plugin)" - - \
			"$(first_error "$off/build.log" 2> /dev/null)"
	elif matrix_configure "$src" "$on" tinyconfig x86_64 $dwarf &&
		cell_build "$src" "$on" bzImage modules; then
		t_on=$CELL_TIME notes="$MATRIX_NOTE"
		d=$(diff "$off/.config" "$on/.config" | grep '^[<>]' | tr '\n' ' ')
		if cmp -s "$off/arch/x86/boot/bzImage" "$on/arch/x86/boot/bzImage"; then
			row 7.2-x86_64-dwarf5 x86_64 "7.2 DWARF5" "yes" "${t_on}s (without: ${t_off}s)" - \
				"bzImage identical with and without the plugin; .config differs in: $d; $notes"
		else
			why=$(/usr/bin/python3 "$ki/report.py" same-code "$off" "$on" 2>&1 | head -n 3 | tr '\n' ' ')
			row 7.2-x86_64-dwarf5 x86_64 "7.2 DWARF5" "no (bzImage differs)" \
				"${t_on}s (without: ${t_off}s)" - \
				"bzImage differs: $(cmp "$off/arch/x86/boot/bzImage" "$on/arch/x86/boot/bzImage" |
					sed 's/.*: //'); same-code: $why; $notes"
		fi
		# The logs of the two builds from scratch, both made in $on.
		if log_compare "$on/build.log" "$off/build.log" "$src" "$on" "$on" \
			> "$on/log-compare.txt"; then
			row 7.2-x86_64-logcmp x86_64 "7.2 log comparison" yes - - \
				"$(head -n 1 "$on/log-compare.txt")"
		else
			row 7.2-x86_64-logcmp x86_64 "7.2 log comparison" no - - \
				"$(head -n 1 "$on/log-compare.txt"); $(sed -n '2,4p' "$on/log-compare.txt" |
					cut -c 1-160 | tr '\n' ';')"
		fi
		cat "$on/log-compare.txt"
		# install-extmod-build's headers, a module built against them.
		if extmod_check "$src" "$on"; then
			row 7.2-x86_64-extmod x86_64 "7.2 external module" yes - - "$MATRIX_NOTE"
		else
			row 7.2-x86_64-extmod x86_64 "7.2 external module" no - - "$MATRIX_NOTE"
		fi
	else
		row 7.2-x86_64-dwarf5 x86_64 "7.2 DWARF5" "no" "${CELL_TIME:-0}s" - "$MATRIX_NOTE"
	fi
fi

# allmodconfig with CONFIG_GCC_PLUGIN_SPDX_ERROR: prepare and some
# directories with make -k, in rounds: the fix-its of the spdx errors that
# stopped a round are applied to the tree (apply_fixits, as an editor
# would) before the next, until a round has no spdx error, a round's errors
# have no fix-it, MATRIX_ALLMOD_ROUNDS rounds or the time box
# (MATRIX_ALLMOD_TIMEOUT seconds for all rounds).  The error mode is for
# trees whose files are all tagged; this makes one, so that the build gets
# past the first untagged file and meets the generated files and compiler
# probes that error= must spare.  The tree is restored afterwards.
# Counts the distinct spdx errors, apart for generated files and <stdin>.
if has allmod; then
	echo "== x86_64 7.2 allmodconfig + GCC_PLUGIN_SPDX_ERROR"
	cross_env x86_64
	KCC=
	src=$(tree 7.2) || die "7.2: the series does not apply"
	out=$KERNEL_BUILD_DIR/matrix-7.2-x86_64-allmod
	orig=$KERNEL_BUILD_DIR/matrix-7.2-x86_64-allmod-orig
	restore_fixits "$src" "$orig"
	rm -rf "$out"
	# The series makes GCC_PLUGIN_SPDX_ERROR depend on !COMPILE_TEST,
	# which allmodconfig turns on: first that it stays off there, then
	# allmodconfig with COMPILE_TEST off (KCONFIG_ALLCONFIG) and the
	# error mode on.
	mkdir -p "$out"
	kmake -s -C "$src" O="$out" allmodconfig > "$out/config.log" 2>&1
	plain=$(grep -E '^(# )?CONFIG_GCC_PLUGIN_SPDX_ERROR[= ]' "$out/.config")
	echo "# CONFIG_COMPILE_TEST is not set" > "$KERNEL_BUILD_DIR/allmod-no-compile-test.config"
	if KCONFIG_ALLCONFIG=$KERNEL_BUILD_DIR/allmod-no-compile-test.config \
		matrix_configure "$src" "$out" allmodconfig x86_64 GCC_PLUGIN_SPDX_ERROR WERROR; then
		export KCFLAGS=-fdiagnostics-parseable-fixits KAFLAGS=-fdiagnostics-parseable-fixits
		t0=$(date +%s)
		round=0 fixed=0 rounds_note= : > "$out/all.log"
		while :; do
			round=$((round + 1))
			left=$((MATRIX_ALLMOD_TIMEOUT - ($(date +%s) - t0)))
			[ $left -gt 0 ] || { rounds_note="$rounds_note time box reached;"; break; }
			timeout "$left" make -C "$src" O="$out" -j"$JOBS" -k prepare \
				$MATRIX_ALLMOD_DIRS > "$out/round-$round.log" 2>&1
			drc=$?
			cat "$out/round-$round.log" >> "$out/all.log"
			n=$(grep -cE ' error: .*\[spdx-' "$out/round-$round.log")
			rounds_note="$rounds_note round $round: $n spdx errors, make exit $drc"
			[ $drc -ne 124 ] || { rounds_note="$rounds_note (time box);"; break; }
			[ "$n" -gt 0 ] || { rounds_note="$rounds_note;"; break; }
			[ $round -lt "${MATRIX_ALLMOD_ROUNDS:-6}" ] || { rounds_note="$rounds_note;"; break; }
			if ! a=$(apply_fixits "$out/round-$round.log" "$src" "$orig"); then
				rounds_note="$rounds_note, a fix-it that does not apply: $a;"
				status=1
				break
			fi
			rounds_note="$rounds_note, fix-its: $a;"
			case $a in 0\ edits*) break ;; esac
			fixed=$((fixed + ${a%% *}))
		done
		t_all=$(($(date +%s) - t0))
		unset KCFLAGS KAFLAGS
		nfiles=$( [ -d "$orig" ] && find "$orig" -type f | wc -l || echo 0)
		restore_fixits "$src" "$orig"
		errs=$(grep -E ' error: .*\[spdx-' "$out/all.log" | sed "s|^$src/||; s|^$out/||" | sort -u)
		n_all=$(printf '%s\n' "$errs" | grep -c . )
		n_gen=$(printf '%s\n' "$errs" | grep -cE '^(<stdin>|[^:]*\.mod\.c|[^:]*/generated/|\.tmp|[^:]*kallsyms|[^:]*vdso-image|[^:]*\.tab\.[ch]|[^:]*\.lex\.c)')
		n_cc=$(grep -c '^  CC ' "$out/all.log")
		n_o=$(find "$out" -name '*.o' | wc -l)
		last=$(grep -cE ' error: .*\[spdx-' "$out/round-$round.log")
		if [ "$last" = 0 ] && [ $drc -eq 0 ]; then built="yes (after $fixed fix-its)"
		elif [ "$last" = 0 ]; then built="no spdx error left (after $fixed fix-its); make -k exit $drc"
		else built="no: $last spdx errors left"; fi
		[ "$n_gen" = 0 ] || { built="no: $n_gen errors in generated files or <stdin>"; status=1; }
		row 7.2-x86_64-allmod x86_64 "7.2 allmodconfig" "$built" "${t_all}s" - \
			"allmodconfig alone: ${plain:-no GCC_PLUGIN_SPDX_ERROR line}; with COMPILE_TEST off: SPDX_ERROR=y; prepare + $MATRIX_ALLMOD_DIRS;$rounds_note $fixed fix-its in $nfiles files (restored); $n_cc CC lines, $n_o objects; $n_all distinct spdx errors in all rounds, $n_gen of them in generated files or <stdin>; first other error: $(first_error "$out/round-$round.log" | sed "s|$src/||g; s|$out/||g" | cut -c 1-160)"
	else
		row 7.2-x86_64-allmod x86_64 "7.2 allmodconfig" "no (config)" - - "$MATRIX_NOTE"
	fi
fi

{
	echo "| arch | tree | built | time | booted | notes | commit |"
	echo "| --- | --- | --- | ---: | --- | --- | --- |"
	cat "$rows"/*.row 2> /dev/null
} > "$rows/table.md"
echo
cat "$rows/table.md"
exit $status
