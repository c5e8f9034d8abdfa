// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * /init of the QEMU boot test: prints BOOT_MARKER on the console and powers
 * the machine off.  Freestanding, so that the only headers it uses are the
 * uapi headers of the kernel under test, installed by "make headers_install",
 * and it is compiled with the plugin like the kernel.
 */
#include <linux/reboot.h>
#include <asm/unistd.h>

#ifndef BOOT_MARKER
#define BOOT_MARKER "spdx.so: /init reached"
#endif

static long sys4(long nr, long a, long b, long c, long d)
{
	register long r10 asm("r10") = d;
	long ret;

	asm volatile("syscall"
		     : "=a"(ret)
		     : "a"(nr), "D"(a), "S"(b), "d"(c), "r"(r10)
		     : "rcx", "r11", "memory");
	return ret;
}

void _start(void);

void _start(void)
{
	static const char msg[] = "\n" BOOT_MARKER ", powering off\n";

	sys4(__NR_write, 1, (long)msg, sizeof(msg) - 1, 0);
	sys4(__NR_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
	     LINUX_REBOOT_CMD_POWER_OFF, 0);
	/* Without ACPI the kernel halts instead; boot.sh stops QEMU then. */
	for (;;)
		sys4(__NR_pause, 0, 0, 0, 0);
}
