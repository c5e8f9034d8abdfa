#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# What the plugin suggests for every uapi header of a kernel tree that has
# no tag: one line per header, then a count by kind of suggestion.
#
# usage: untagged-uapi.sh PLUGIN KERNEL_TREE
set -euo pipefail
plugin=$(realpath "$1")
cd "$2"
find include/uapi arch/*/include/uapi -name '*.h' | LC_ALL=C sort | while read -r f; do
	head -n 2 "$f" | grep -q 'SPDX-License-Identifier' && continue
	# -M -MG: preprocess the header alone; missing includes do not stop it.
	gcc -fplugin="$plugin" -fplugin-arg-spdx-licenses=LICENSES -fplugin-arg-spdx-default=GPL-2.0 \
		-fno-diagnostics-show-caret -M -MG -x c "$f" -o /dev/null 2>&1 |
		grep "^$f:1:1: .*spdx-missing" |
		sed 's/: warning: missing SPDX-License-Identifier tag;/:/; s/ \[spdx-missing\]//'
done | tee /dev/stderr | awk '
	/no license text/ { d++; next }
	/suggest/ { s++; next }
	{ u++ }
	END { printf "untagged uapi headers: %d; from their text: %d; default: %d; no guess: %d\n",
		d + s + u, s, d, u }'
