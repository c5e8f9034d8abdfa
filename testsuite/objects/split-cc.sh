#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Compiles as icecream does: preprocess locally with -fdirectives-only, then
# compile the output with -fpreprocessed -fdirectives-only (remotely, for
# icecream).  Usage: as gcc, with "-c SRC.c -o OBJ".
cpp=() cc=() src= obj=
while [ $# -gt 0 ]; do
	case $1 in
	-o) obj=$2; shift ;;
	-c) ;;
	*.c) src=$1 ;;
	-MD|-I*) cpp+=("$1") ;;
	-include) cpp+=("$1" "$2"); shift ;;	# the -E step's alone, as icecream has it
	*) cpp+=("$1"); cc+=("$1") ;;
	esac
	shift
done
[ -n "$src" ] && [ -n "$obj" ] || { echo "split-cc.sh: no -c SRC.c -o OBJ" >&2; exit 2; }
i=${obj%.o}.i
gcc "${cpp[@]}" -E -fdirectives-only "$src" -o "$i" 2> "$i.err" || { cat "$i.err" >&2; exit 1; }
# The step that runs first must stay quiet: the compile says it all.
if [ -s "$i.err" ]; then
	echo "split-cc.sh: the -E step printed:" >&2
	cat "$i.err" >&2
	exit 1
fi
rm -f "$i.err"
exec gcc "${cc[@]}" -fpreprocessed -fdirectives-only -c "$i" -o "$obj"
