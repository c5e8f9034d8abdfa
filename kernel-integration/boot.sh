#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# usage: boot.sh BZIMAGE INITRD LOG TIMEOUT MARKER
#
# Boots BZIMAGE with INITRD in QEMU (TCG: KVM hangs on these machines) with
# the serial console in LOG, and waits up to TIMEOUT seconds for MARKER.
# x86_64 by default; another machine through the environment: QEMU (the
# emulator), QEMU_MACHINE (its machine options) and CONSOLE (the kernel's
# console device), e.g. for arm64 QEMU=qemu-system-aarch64
# QEMU_MACHINE="-M virt -cpu max" CONSOLE=ttyAMA0.
# Succeeds when MARKER appears; then QEMU gets a few seconds to power off
# before it is stopped.  On failure prints the tail of the console.
set -u

[ $# -eq 5 ] || { echo "usage: $0 BZIMAGE INITRD LOG TIMEOUT MARKER" >&2; exit 2; }
kernel=$1 initrd=$2 log=$3 timeout=$4 marker=$5

rm -f "$log"
${QEMU:-qemu-system-x86_64} ${QEMU_MACHINE:-} -accel tcg -m 512 -smp 1 -display none -monitor none \
	-serial "file:$log" -no-reboot -kernel "$kernel" -initrd "$initrd" \
	-append "console=${CONSOLE:-ttyS0} panic=-1" < /dev/null 2> "$log.qemu" &
qemu=$!

t=0 found=
while [ $t -lt "$timeout" ] && kill -0 $qemu 2> /dev/null; do
	if grep -qF -- "$marker" "$log" 2> /dev/null; then
		found=1
		break
	fi
	sleep 1
	t=$((t + 1))
done
grep -qF -- "$marker" "$log" 2> /dev/null && found=1

if [ -z "$found" ]; then
	kill $qemu 2> /dev/null
	wait $qemu 2> /dev/null
	echo "BOOT FAILED: no \"$marker\" within ${timeout}s; console tail ($log):"
	tail -n 40 "$log" 2> /dev/null
	exit 1
fi

off="powered off"
w=0
while kill -0 $qemu 2> /dev/null; do
	# "reboot: System halted"; 7.x: "reboot: Power off not available: System halted instead".
	if grep -q "^reboot: .*System halted" "$log"; then
		kill $qemu 2> /dev/null
		off="halted (no ACPI power-off), stopped by boot.sh"
		break
	fi
	if [ $w -ge 10 ]; then
		kill $qemu 2> /dev/null
		off="stopped by boot.sh (no power-off)"
		break
	fi
	sleep 1
	w=$((w + 1))
done
wait $qemu 2> /dev/null
echo "  BOOT    marker after ${t}s, $off"
exit 0
