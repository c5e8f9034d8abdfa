#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# How TREE tags the files whose notice names the GPL without a version
# (and without pointing at COPYING): the table in testsuite/corpus/RESULTS.md.
# Counts by uapi/rest, inferred expression and the tag the file carries.
#
# usage: versionless.sh TREE
set -eu
tree=${1:?usage: versionless.sh TREE}
all=$(mktemp)
trap 'rm -f "$all"' EXIT
CORPUS_ALL=$all bash "$(dirname "$0")/run-corpus.sh" "$tree" > /dev/null
awk -F'\t' '$4 ~ /no version given/ && $5 != "-" {
	print (($1 ~ /uapi/) ? "uapi" : "rest"), $3, "->", $5 }' "$all" | sort | uniq -c | sort -rn
