#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Generates the kernel patch series from the plugin sources, so that plugin/
# stays the one source of truth.
#
# usage: gen-series.sh PLUGIN_DIR OUT_DIR TARBALL
#
# Writes OUT_DIR/0000-cover-letter.patch and OUT_DIR/000N-*.patch, a git
# format-patch series that applies with "git am" to the tree in TARBALL
# (linux-source-X.Y.tar.xz, see tarball in common.sh), one subsystem a patch:
#   1. gcc-plugins: the plugin sources and a MAINTAINERS entry,
#   2. kbuild: Kconfig, the Makefiles, host programs, the script that adds
#      the license data to vmlinux after its link, modpost, the headers
#      package of external modules, make sbom's parser (7.x),
#   3. x86: boot code, real-mode trampoline, vDSO and purgatory,
#   4. efi/libstub,
#   5. rust: bindgen's flags (trees whose Rust support allows GCC plugins),
#   6. Documentation/kbuild/gcc-plugins.rst.
# The cover letter names the get_maintainer.pl recipients and, in
# base-commit:, the scratch commit of the tarball's files (see below).
# The commits are made with git in a scratch repository that holds only the
# files the series touches: their blobs, and so the patches, are the same as
# in the full tree.  Author, dates and therefore the output are reproducible.
set -eu

[ $# -eq 3 ] || { echo "usage: $0 PLUGIN_DIR OUT_DIR TARBALL" >&2; exit 2; }
plugin=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
tarball=$3
here=$(cd "$(dirname "$0")" && pwd)
top=$(basename "$tarball" .tar.xz)

name=$(git -C "$here" config user.name || echo "spdx.so developers")
email=$(git -C "$here" config user.email || echo "spdx@example.org")
export GIT_AUTHOR_NAME="$name" GIT_AUTHOR_EMAIL="$email"
export GIT_COMMITTER_NAME="$name" GIT_COMMITTER_EMAIL="$email"
export GIT_AUTHOR_DATE="${SOURCE_DATE_EPOCH:-1767225600} +0000"
export GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"

# The modules plugin/sources.mk lists, and every header and table they use.
modules=$(make -s -f "$plugin/sources.mk" print-SPDX_KERNEL print-SPDX_ADAPTER)
[ -n "$modules" ] || { echo "$0: no modules in $plugin/sources.mk" >&2; exit 1; }
skip=" $(make -s -f "$plugin/sources.mk" print-SPDX_KERNEL_NO_HEADERS) "
sources="$(for m in $modules; do echo "$m.c"; done) $(cd "$plugin" && ls spdx_*.h spdx_*.def |
	while read -r h; do case $skip in *" $h "*) ;; *) echo "$h" ;; esac; done)"
series=$here/series

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
text=$scratch/text
mkdir "$scratch/tree"
files="MAINTAINERS scripts/gcc-plugins/Kconfig scripts/gcc-plugins/Makefile
       scripts/Makefile.gcc-plugins scripts/Makefile.host usr/include/Makefile
       include/asm-generic/vmlinux.lds.h scripts/Makefile.vmlinux
       Documentation/kbuild/gcc-plugins.rst arch/x86/boot/Makefile
       arch/x86/boot/compressed/Makefile arch/x86/boot/compressed/vmlinux.lds.S
       arch/x86/realmode/rm/Makefile drivers/firmware/efi/libstub/Makefile
       Makefile scripts/mod/modpost.c arch/x86/purgatory/Makefile init/Kconfig
       scripts/get_maintainer.pl"
# Files only some trees have: the headers package of external modules
# (6.12 on: install-extmod-build; 6.1: builddeb), make sbom (7.x), Rust.
optional_files="scripts/package/install-extmod-build scripts/package/builddeb
       scripts/sbom/sbom/cmd_graph/savedcmd_parser/command_parser_registry.py
       rust/Makefile"
# The x86 vDSO's rules moved in 7.x; a tree has one of these, and its
# linker script beside it.
vdso_files="arch/x86/entry/vdso/common/Makefile.include arch/x86/entry/vdso/Makefile"
vdso_lds_files="arch/x86/entry/vdso/common/vdso-layout.lds.S arch/x86/entry/vdso/vdso-layout.lds.S"
# tar fails on the vDSO file a tree does not have; what must be there is
# checked below.
tar -xJf "$tarball" -C "$scratch/tree" --strip-components=1 \
	$(for f in $files $optional_files $vdso_files $vdso_lds_files; do echo "$top/$f"; done) 2> /dev/null || true
for f in $files; do
	[ -f "$scratch/tree/$f" ] || { echo "$0: $top has no $f" >&2; exit 1; }
done
vdso=
for f in $vdso_files; do
	[ -f "$scratch/tree/$f" ] && { vdso=$f; break; }
done
[ -n "$vdso" ] || { echo "$0: $top has none of $vdso_files" >&2; exit 1; }
vdso_lds=${vdso%/*}/vdso-layout.lds.S
[ -f "$scratch/tree/$vdso_lds" ] || { echo "$0: $top has no $vdso_lds" >&2; exit 1; }
cd "$scratch/tree"
git init -q
git add -A
git commit -q -m "$top"

commit() {
	git add -A
	git commit -q -s -F -
}

# template FILE: the text of a file under series/, without its own SPDX
# line, with @CHECKS@ made from plugin/spdx_checks.def (an .rst list).
template() {
	sed '1{/^# SPDX-License-Identifier:/d}' "$1" | while IFS= read -r line; do
		if [ "$line" = "@CHECKS@" ]; then
			# The compiler's own preprocessor reads the table: the
			# checks of the kernel's policy (kbuild passes policy=kernel).
			printf '%s\n' '#define KERNEL kernel' \
				'#define SPDX_CHECK(e, name, rule, sev, pol, desc) CHECK pol name desc' \
				'#include "spdx_checks.def"' | gcc -E -P -I"$plugin" -x c - |
			sed -n 's/^CHECK [^"]*kernel[^"]*"\([^"]*\)" "\(.*\)"$/``\1``\n\t\2./p'
		else
			printf '%s\n' "$line"
		fi
	done
}

# insert_after FILE PATTERN TEXT_FILE: TEXT after the first line matching
# PATTERN.  With PATTERN "para:RE", after the paragraph that starts at RE.
insert_after() {
	awk -v pat="$2" -v text="$3" '
		function emit() { while ((getline l < text) > 0) print l; done = 1 }
		{ print }
		done { next }
		pat ~ /^para:/ && $0 ~ substr(pat, 6) { inpara = 1 }
		inpara && $0 == "" { emit() }
		pat !~ /^para:/ && $0 ~ pat { emit() }
		END { if (!done) exit 1 }
	' "$1" > "$1.new" || { echo "$0: $1: no /$2/" >&2; exit 1; }
	# Written over, not renamed: the file keeps its mode.
	cat "$1.new" > "$1" && rm "$1.new"
}

# have FILE: the tree has FILE.
have() {
	[ -f "$1" ]
}

# insert_after_last FILE PATTERN TEXT_FILE: TEXT after the last line
# matching PATTERN, then a blank line unless one follows already.
insert_after_last() {
	line=$(grep -n -- "$2" "$1" | tail -n 1 | cut -d: -f1)
	[ -n "$line" ] || { echo "$0: $1: no /$2/" >&2; exit 1; }
	{ cat "$3"; [ -z "$(sed -n "$((line + 1))p" "$1")" ] || echo; } > "$3.last"
	sed -i "${line}r $3.last" "$1"
}

# insert_before FILE PATTERN TEXT_FILE: TEXT before the last line matching
# PATTERN.
insert_before() {
	line=$(grep -n -- "$2" "$1" | tail -n 1 | cut -d: -f1)
	[ -n "$line" ] || { echo "$0: $1: no /$2/" >&2; exit 1; }
	sed -i "$((line - 1))r $3" "$1"
}

# append_to_line FILE PATTERN TEXT: TEXT at the end of the first line
# matching PATTERN.
append_to_line() {
	awk -v pat="$2" -v text="$3" '
		!done && $0 ~ pat { $0 = $0 text; done = 1 }
		{ print }
		END { if (!done) exit 1 }
	' "$1" > "$1.new" || { echo "$0: $1: no /$2/" >&2; exit 1; }
	# Written over, not renamed: the file keeps its mode.
	cat "$1.new" > "$1" && rm "$1.new"
}

# 1. Sources
for f in $sources; do
	cp "$plugin/$f" scripts/gcc-plugins/
done
template "$series/MAINTAINERS.entry" > "$text"
insert_after MAINTAINERS "para:^GCC PLUGINS$" "$text"
template "$series/1-plugin.txt" | commit

# 2. Kconfig and kbuild
template "$series/Kconfig.entry" > "$text"
insert_before scripts/gcc-plugins/Kconfig "^endif" "$text"

objs=$(for f in $sources; do
	case $f in *.c) echo "${f%.c}.o" ;; esac
done | sort | awk '
	BEGIN { line = "spdx_plugin-objs :=" }
	length(line) + 1 + length($0) > 72 { print line " \\"; line = "\t\t   " }
	{ line = line " " $0 }
	END { print line }' | sed 's/^\(\t\t   \) /\1/')
printf '\n%s\n' "$objs" > "$text"
insert_after scripts/gcc-plugins/Makefile "^# foo-objs := foo.o foo2.o" "$text"
template "$series/gcc-plugins-Makefile.entry" >> scripts/gcc-plugins/Makefile

template "$series/Makefile.gcc-plugins.entry" > "$text"
insert_before scripts/Makefile.gcc-plugins "^# All enabled GCC plugins are collected here" "$text"
template "$series/Makefile-defaults.entry" > "$text"
insert_before Makefile '^include-[$][(]CONFIG_GCC_PLUGINS[)]' "$text"
template "$series/Makefile-rules.entry" > "$text"
insert_after Makefile '^	[$][(]Q[)][$][(]MAKE[)] [$][(]build[)]=scripts scripts/unifdef$' "$text"
template "$series/Makefile.host.entry" > "$text"
insert_after scripts/Makefile.host "para:^hostc_flags    = " "$text"
template "$series/usr-include-Makefile.entry" > "$text"
# After the last assignment of UAPI_CFLAGS, which c_flags is made of: in
# 6.x that is "+= $(USERCFLAGS)"; 7.x dropped it and has only the ":=".
insert_after_last usr/include/Makefile '^UAPI_CFLAGS [:+]= ' "$text"
# The objects' license data stays in vmlinux, added after its link.
cp "$series/spdx-attach.sh" scripts/gcc-plugins/
printf 'F:\tscripts/gcc-plugins/spdx-attach.sh\n' > "$text"
insert_before MAINTAINERS '^F:[[:space:]]*scripts/gcc-plugins/spdx_[*]$' "$text"
template "$series/vmlinux.lds.h.entry" > "$text"
insert_before include/asm-generic/vmlinux.lds.h '^#define COMMON_DISCARDS[[:space:]]' "$text"
template "$series/vmlinux.lds.h-use.entry" > "$text"
insert_after include/asm-generic/vmlinux.lds.h '^#define COMMON_DISCARDS[[:space:]]' "$text"
template "$series/Makefile.vmlinux.entry" > "$text"
insert_after scripts/Makefile.vmlinux \
	'^[[:space:]]*[$][(]if [$][(]ARCH_POSTLINK[)], [$][(]MAKE[)] -f [$][(]ARCH_POSTLINK[)] [$]@, true[)]$' "$text"
template "$series/modpost.entry" > "$text"
insert_after scripts/mod/modpost.c '^	"[.]discard[.][*]",$' "$text"
# External modules are built with the plugin and read LICENSES/ too.
if have scripts/package/install-extmod-build; then
	template "$series/install-extmod-build.entry" > "$text"
	insert_after scripts/package/install-extmod-build \
		'^) | tar -c -f - -C "[$]{srctree}" -T - | tar -xf - -C "[$]{destdir}"$' "$text"
else
	template "$series/builddeb.entry" > "$text"
	insert_after scripts/package/builddeb \
		'^	tar -c -f - -C [$]srctree -T debian/hdrsrcfiles | tar -xf - -C [$]destdir$' "$text"
fi
sbom=scripts/sbom/sbom/cmd_graph/savedcmd_parser/command_parser_registry.py
if have $sbom; then
	template "$series/sbom.entry" > "$text"
	insert_after $sbom '^ *[(]re[.]compile[(]r"sh [(][.][*]/[)][?]checkundef' "$text"
fi
template "$series/2-kbuild.txt" | commit

# 3. x86: the directories that build with flags of their own, and the
# images embedded as data
template "$series/x86-boot-Makefile.entry" > "$text"
for f in arch/x86/boot/Makefile arch/x86/boot/compressed/Makefile \
	 arch/x86/realmode/rm/Makefile; do
	insert_after "$f" '^KBUILD_AFLAGS[[:space:]]*:= [$][(]KBUILD_CFLAGS[)] -D__ASSEMBLY__$' "$text"
done
# The two images embedded as data whose sections objcopy would keep.
append_to_line arch/x86/boot/compressed/Makefile \
	'^OBJCOPYFLAGS_vmlinux[.]bin :=  -R [.]comment -S$' ' $(SPDX_OBJCOPY_FLAGS)'
append_to_line "$vdso" \
	'^[$][(]obj[)]/%[.]so: OBJCOPYFLAGS := -S --remove-section __ex_table$' ' $(SPDX_OBJCOPY_FLAGS)'
# The decompressor has no build ID: its link keeps the license data.
template "$series/compressed-vmlinux.lds.S.entry" > "$text"
insert_before arch/x86/boot/compressed/vmlinux.lds.S '^[[:space:]]*ELF_DETAILS$' "$text"
# The vDSO has one: its link discards the data, spdx-attach.sh adds it.
template "$series/vdso-layout.lds.S.entry" > "$text"
insert_after "$vdso_lds" '^[[:space:]]*[*][(]__bug_table[)]$' "$text"
# The flags that select the emulation of the vDSO being linked.
case $vdso in
*/common/*) vdso_emulation='$(VDSO_LDFLAGS_$*)' ;;
*) vdso_emulation='$(VDSO_LDFLAGS_$(filter %.lds,$(^F)))' ;;
esac
template "$series/vdso-Makefile.entry" | sed "s/@VDSO_LDFLAGS@/$vdso_emulation/" > "$text"
insert_before "$vdso" '^quiet_cmd_vdso_and_check' "$text"
# purgatory.ro is linked with -r and embedded with .incbin: no records.
template "$series/purgatory-Makefile.entry" > "$text"
insert_after arch/x86/purgatory/Makefile \
	'^KBUILD_CFLAGS := [$][(]filter-out [$][(]CC_FLAGS_LTO[)],[$][(]KBUILD_CFLAGS[)][)]$' "$text"
template "$series/3-x86.txt" | commit

# 4. The EFI stub
template "$series/efi-libstub-Makefile.entry" > "$text"
insert_after_last drivers/firmware/efi/libstub/Makefile \
	'^KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_LTO), $(KBUILD_CFLAGS))$' "$text"
template "$series/4-efi.txt" | commit
n=4

# 5. Rust, where it may be enabled together with GCC plugins (6.1's
# CONFIG_RUST depends on !GCC_PLUGINS)
if have rust/Makefile && ! awk '/^config RUST$/ { r = 1; next } /^config / { r = 0 }
		r && /depends on !GCC_PLUGINS$/ { f = 1 } END { exit !f }' init/Kconfig; then
	template "$series/rust-Makefile.entry" > "$text"
	insert_before rust/Makefile '^# Derived from `scripts/Makefile[.]clang`[.]$' "$text"
	template "$series/5-rust.txt" | commit
	n=$((n + 1))
fi

# 6. Documentation
template "$series/gcc-plugins.rst.section" > "$text"
insert_before Documentation/kbuild/gcc-plugins.rst "^4. How to add a new GCC plugin" "$text"
template "$series/6-docs.txt" | commit
n=$((n + 1))

# The cover letter: its text, the tree the series is made for, the weight
# of the patches and the recipients get_maintainer.pl names (from this
# tree's MAINTAINERS; --no-tree: the scratch tree is not a whole kernel).
# base-commit: is the scratch commit of the tarball's files, which is
# reproducible but exists nowhere else; the tree's version says what
# upstream release it corresponds to.
rm -f "$out"/*.patch
git format-patch -q --zero-commit --cover-letter --base=HEAD~$n -o "$out" HEAD~$n
# The series changes no file's mode (an executable script must stay one).
if grep -l '^old mode ' "$out"/*.patch >&2; then
	echo "$0: the patches above change a file's mode" >&2
	exit 1
fi
version=$(sed -n 's/^VERSION = //p; s/^PATCHLEVEL = //p; s/^SUBLEVEL = //p' Makefile |
	paste -sd. -)
perl scripts/get_maintainer.pl --no-tree --no-git --no-git-fallback --no-rolestats \
	"$out"/000[1-9]-*.patch 2> /dev/null | sed 's/^/  /' > "$scratch/recipients"
[ -s "$scratch/recipients" ] || { echo "$0: get_maintainer.pl named no one" >&2; exit 1; }
weight=$(cat "$out"/000[1-9]-*.patch | wc -lc | awk '{ print $1 " lines, " $2 " bytes" }')
template "$series/0-cover.txt" |
	sed -e "s|@TREE@|$top ($version)|" -e "s|@WEIGHT@|$weight|" |
	sed -e "/^@RECIPIENTS@$/r $scratch/recipients" -e '/^@RECIPIENTS@$/d' > "$text"
subject=$(head -n 1 "$text")
cover=$(ls "$out"/0000-cover-letter.patch)
awk -v subject="$subject" -v blurb="$text" '
	/\*\*\* SUBJECT HERE \*\*\*/ { sub(/\*\*\* SUBJECT HERE \*\*\*/, subject) }
	/^\*\*\* BLURB HERE \*\*\*$/ {
		getline l < blurb	# the subject
		getline l < blurb	# the blank line after it
		while ((getline l < blurb) > 0) print l
		next
	}
	{ print }' "$cover" > "$cover.new"
mv "$cover.new" "$cover"
