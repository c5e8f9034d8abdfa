# SPDX-License-Identifier: GPL-2.0-or-later
#
# The PASS/FAIL lines and counts of the shell test drivers (sourced; the
# caller prints "NAME: $passed passed, $failed failed" at its end).
passed=0
failed=0

result() {	# result NAME STATUS
	if [ "$2" -eq 0 ]; then
		echo "PASS: $1"; passed=$((passed + 1))
	else
		echo "FAIL: $1"; failed=$((failed + 1))
	fi
}
