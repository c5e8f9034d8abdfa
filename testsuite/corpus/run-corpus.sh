#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Measures the license-text inference on a real kernel tree: every C, header
# and assembler file with both an SPDX tag and license text has its tag
# removed, its text inferred, and the result compared with the tag.
#
# usage: run-corpus.sh [-v] KERNEL_TREE [LATER_TREE]
#   -v          also list every file whose inference differs or was not recognised
#   LATER_TREE  also compare, for files untagged in KERNEL_TREE, the suggestion
#               with the tag the file has in a later kernel
# BUILD_DIR (default /var/tmp/spdx-build) receives the driver binary.
set -euo pipefail

verbose=
if [ "${1:-}" = -v ]; then
	verbose=-v
	shift
fi
tree=${1:?usage: run-corpus.sh [-v] KERNEL_TREE [LATER_TREE]}
later=
if [ -n "${2:-}" ]; then
	later=$(cd "$2" && pwd)
fi
[ -d "$tree/LICENSES" ] || { echo "run-corpus.sh: $tree has no LICENSES/" >&2; exit 2; }

top=$(cd "$(dirname "$0")/../.." && pwd)
out=${BUILD_DIR:-/var/tmp/spdx-build}/corpus
mkdir -p "$out"
core=$(make -s -C "$top" -f plugin/sources.mk print-SPDX_CORE)
${CC:-gcc} -std=gnu11 -O2 -Wall -Wextra -Werror -I"$top/plugin" -o "$out/corpus_infer" \
	"$top/testsuite/corpus/corpus_infer.c" $(for c in $core; do echo "$top/plugin/$c.c"; done)

# The driver reads each file itself (spdx_file_scan_source), as the plugin
# does for files the preprocessor did not lex.
cd "$tree"
find . \( -name .git -prune \) -o -type f \( -name '*.c' -o -name '*.h' -o -name '*.S' \) -print |
	LC_ALL=C sort | "$out/corpus_infer" $verbose LICENSES $later
