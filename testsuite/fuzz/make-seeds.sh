#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Regenerates the fuzzers' seed corpora from a Linux source tree:
#
#   testsuite/fuzz/make-seeds.sh /var/tmp/spdx-ref/linux-source-6.1
#
# Seeds are small on purpose (a few dozen files per target, ~150 KiB in
# all): the first 2 KiB of real files, first comments, real tag expressions
# and the LICENSES/ files with their texts cut short.  Each target's first
# byte(s) select options; see the comment at the top of fuzz_<target>.c.
set -eu

tree=${1:?usage: make-seeds.sh LINUX-TREE}
out=$(cd "$(dirname "$0")" && pwd)/seeds
[ -d "$tree/LICENSES/preferred" ] || { echo "make-seeds: $tree has no LICENSES/" >&2; exit 1; }
cd "$tree"
export LC_ALL=C

# seeds/fuzz_toml/ (the suite's REUSE.toml files) is not made from the tree: kept.
rm -rf "$out/fuzz_tag" "$out/fuzz_expr" "$out/fuzz_infer" "$out/fuzz_licdb"
mkdir -p "$out/fuzz_tag" "$out/fuzz_expr" "$out/fuzz_infer" "$out/fuzz_licdb"

# A file name for a seed: the path with / turned into _.
seed_name() {
	printf '%s' "$1" | tr '/' '_'
}

# Files with varied tags, no tag, license boilerplate, shebangs and assembler.
tag_files="
kernel/fork.c
net/ipv4/tcp.c
sound/core/pcm.c
fs/ext4/inode.c
lib/crc32.c
lib/zlib_inflate/inflate.c
lib/xz/xz_dec_lzma2.c
drivers/gpu/drm/drm_edid.c
drivers/infiniband/core/verbs.c
drivers/xen/balloon.c
drivers/spi/spi-omap-uwire.c
drivers/net/wireless/ath/ath9k/main.c
drivers/scsi/aic7xxx/aic7xxx_core.c
include/linux/list.h
include/xen/interface/xen-mca.h
include/linux/mlx5/driver.h
include/uapi/linux/types.h
include/uapi/linux/virtio_config.h
include/uapi/linux/virtio_ring.h
include/uapi/linux/timex.h
include/uapi/rdma/ib_user_verbs.h
include/uapi/drm/drm.h
arch/x86/include/uapi/asm/kvm.h
arch/x86/entry/entry_64.S
scripts/spdxcheck.py
scripts/checkpatch.pl
"
# One file for each of some rarer tags.
for expr in 'ISC' 'GPL-2.0 OR MIT' 'BSD-3-Clause' 'LGPL-2.1' 'GPL-2.0 or BSD-3-Clause' \
	    '(GPL-2.0+ OR BSD-3-Clause)' 'GPL-1.0+' 'GPL-2.0 OR Linux-OpenIB'; do
	f=$(grep -rlF --include='*.c' "SPDX-License-Identifier: $expr" drivers 2>/dev/null |
	    sort | head -1)
	tag_files="$tag_files $f"
done

for f in $tag_files; do
	[ -f "$f" ] || continue
	# Byte 0: bit 0 uapi, bit 1 header, bit 2 default=, bit 3 long ids, bit 4 kernel db.
	case $f in
	*/uapi/*.h)	flags=3 ;;
	*.h|*.S)	flags=2 ;;
	*)		flags=0 ;;
	esac
	case $f in drivers/*) flags=$((flags | 16)) ;; esac
	case $f in include/*) flags=$((flags | 32)) ;; esac
	case $f in net/*|fs/*) flags=$((flags | 12)) ;; esac
	{ printf "\\$(printf %03o $flags)"; head -c 2048 "$f"; } > "$out/fuzz_tag/$(seed_name "$f")"
done

# A file name for the report (byte 0 bit 6), non-ASCII but valid UTF-8.
{ printf '\120drivers/net/caf\303\251.c\000'; head -c 1024 kernel/fork.c; } \
	> "$out/fuzz_tag/report-file-name"

# Real tag expressions, the most frequent forms first; kept as the exact bytes.
n=0
grep -rhoE --include='*.[chS]' 'SPDX-License-Identifier: [^*]*' \
	kernel include drivers/infiniband drivers/net/ethernet/mellanox lib fs net 2>/dev/null |
	sed 's/^SPDX-License-Identifier: *//; s/[[:space:]]*$//' |
	sort | uniq -c | sort -k1,1nr -k2 | sed 's/^ *[0-9]* //' | head -40 |
	while IFS= read -r expr; do
		n=$((n + 1))
		printf '%s' "$expr" > "$out/fuzz_expr/expr-$(printf %02d $n)"
	done

# First comments that carry license text, as fuzz_infer input:
# byte 0 = 0 (one comment; | 0x20 kernel db), byte 1 = 0 (block comment).
infer_files="
lib/crc32.c
lib/zlib_inflate/inflate.c
drivers/gpu/drm/drm_edid.c
drivers/infiniband/core/verbs.c
drivers/xen/balloon.c
drivers/spi/spi-omap-uwire.c
drivers/net/wireless/ath/ath9k/main.c
drivers/scsi/aic7xxx/aic7xxx_core.c
include/uapi/linux/virtio_config.h
include/uapi/linux/virtio_ring.h
include/uapi/drm/drm.h
include/linux/mlx5/driver.h
include/xen/interface/xen-mca.h
lib/xz/xz_dec_lzma2.c
"
i=0
for f in $infer_files; do
	[ -f "$f" ] || continue
	i=$((i + 1))
	flags=$(( (i & 1) * 32 ))
	case $f in */uapi/*) flags=$((flags | 4 | 64)) ;; esac
	# The first block comment, without its delimiters, at most 2 KiB.
	text=$(awk '/\/\*/ { on = 1 } on { print } on && /\*\// { exit }' "$f" |
	       sed '1s/^.*\/\*//; $s/\*\/.*$//' | head -c 2048)
	{ printf "\\$(printf %03o $flags)\\000"; printf '%s' "$text"; } \
		> "$out/fuzz_infer/$(seed_name "$f")"
done
# Two comments: an SPDX tag, then the notice (the tag is compared with the text).
f=drivers/xen/balloon.c
text=$(awk '/\/\*/ { on = 1 } on { print } on && /\*\// { exit }' "$f" |
       sed '1s/^.*\/\*//; $s/\*\/.*$//' | head -c 2048)
{ printf '\041\001 SPDX-License-Identifier: GPL-2.0-only\000'; printf '%s' "$text"; } \
	> "$out/fuzz_infer/tag-and-notice"

# A uapi header without license text, and a default= taken from the input.
{ printf '\304\000(GPL-2.0-only OR BSD-2-Clause) AND MIT\000'; \
  printf ' * Definitions for the foo interface.\n'; } > "$out/fuzz_infer/uapi-default"

# LICENSES files, header and the start of the text: byte 0 picks the directory
# (0 preferred, 1 exceptions, 3 dual; | 4 adds a GPL-2.0 file, | 8 the note).
for f in LICENSES/*/*; do
	case $f in
	*/exceptions/*)	flags=$((1 | 4)) ;;
	*/dual/*)	flags=$((3 | 8 | 32)) ;;
	*)		flags=$((8 | 32)) ;;
	esac
	{ printf "\\$(printf %03o $flags)"; head -c 3072 "$f"; } \
		> "$out/fuzz_licdb/$(seed_name "${f#LICENSES/}")"
done

for t in fuzz_tag fuzz_expr fuzz_infer fuzz_licdb; do
	printf 'make-seeds: %-10s %3d files %7d bytes\n' "$t" "$(ls "$out/$t" | wc -l)" \
		"$(cat "$out/$t"/* | wc -c)"
done
