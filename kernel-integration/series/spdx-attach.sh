#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx-attach.sh LD OBJCOPY IMAGE INPUT...
#
# Adds the license data of INPUT... (the objects IMAGE was linked from) to
# IMAGE.  The image's own link discards it: ld's --build-id hashes the whole
# output file, so the records would change the build ID and with it the
# loaded image.  A second link of the same inputs that keeps only the
# records resolves their references into .spdx_str exactly as the image's
# link would have; objcopy then adds the two sections, which are not
# allocated, and changes nothing else.  LD is the linker with the flags
# that select the image's emulation.
set -e

ld=$1
objcopy=$2
image=$3
shift 3

# Beside the image, named as "make clean" removes them if left behind.
tmp=$(mktemp "$(dirname "$image")/.tmp_spdx.XXXXXX")
trap 'rm -f "$tmp" "$tmp.lds" "$tmp.spdx" "$tmp.spdx_str"' EXIT

# Only the records are kept, and they refer to nothing but .spdx_str; the
# third section gives the output a section when the inputs have no records.
cat > "$tmp.lds" <<-END
	SECTIONS {
		.spdx 0 : { *(.spdx) }
		.spdx_str 0 : { *(.spdx_str) }
		.spdx_none 0 : { BYTE(0) }
		/DISCARD/ : { *(*) }
	}
END
# -z noexecstack: objects without .note.GNU-stack (the vDSO's) would
# otherwise make ld warn about an executable stack in a file never loaded.
$ld -e 0 -s -z noexecstack -T "$tmp.lds" -o "$tmp" "$@"
for s in spdx spdx_str; do
	$objcopy -O binary -j .$s --set-section-flags .$s=alloc,load,contents \
		"$tmp" "$tmp.$s"
done
# An image whose objects carry no records stays as it is.
[ -s "$tmp.spdx" ] || exit 0
$objcopy --add-section .spdx="$tmp.spdx" \
	--set-section-flags .spdx=contents,readonly \
	--set-section-alignment .spdx=4 \
	--add-section .spdx_str="$tmp.spdx_str" \
	--set-section-flags .spdx_str=contents,readonly "$image"
