#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Where the plugin's extra RSS lives: cc1 stopped under gdb at exit_group,
# /proc/PID/smaps summed per mapping, without and with the plugin's flags;
# prints the mappings that differ by more than 8 KiB.
#
# usage: smaps.sh TREE CC1_COMMAND PLUGIN_FLAGS
set -u
tree=$1 cmd=$2 flags=$3

rss_by_mapping() {
	(cd "$tree" && eval gdb -q -batch -ex "'catch syscall exit_group'" -ex run \
		-ex "'python import gdb; print(open(\"/proc/%d/smaps\" % gdb.selected_inferior().pid).read())'" \
		--args "$1" 2>/dev/null) |
		awk '/^[0-9a-f]+-[0-9a-f]+ / { name = $6 "(" $2 ")"; next }
		     /^Rss:/ { r[name] += $2 }
		     END { for (n in r) print n, r[n] }' | sort
}

echo "RSS at exit by mapping, KiB (without, with, difference):"
join -a 2 -e 0 -o 0,1.2,2.2 <(rss_by_mapping "$cmd") <(rss_by_mapping "$cmd $flags") |
	awk '{ d = $3 - $2; if (d > 8 || d < -8) printf "  %-60s %8d %8d %+8d\n", $1, $2, $3, d }'
