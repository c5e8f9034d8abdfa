// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * /init of the QEMU boot test: prints BOOT_MARKER on the console and powers
 * the machine off.  Freestanding, so that the only headers it uses are the
 * uapi headers of the kernel under test, installed by "make headers_install",
 * and it is compiled with the plugin like the kernel.  x86_64 and arm64
 * (matrix.sh boots the arm64 kernel).
 */
#include <linux/reboot.h>
#include <asm/unistd.h>

#ifndef BOOT_MARKER
#define BOOT_MARKER "spdx.so: /init reached"
#endif

#if defined(__aarch64__)
static long sys4(long nr, long a, long b, long c, long d)
{
	register long x8 asm("x8") = nr;
	register long x0 asm("x0") = a;
	register long x1 asm("x1") = b;
	register long x2 asm("x2") = c;
	register long x3 asm("x3") = d;

	asm volatile("svc #0"
		     : "+r"(x0)
		     : "r"(x8), "r"(x1), "r"(x2), "r"(x3)
		     : "memory");
	return x0;
}
#elif defined(__x86_64__)
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
#else
#error "init.c: no system call sequence for this architecture"
#endif

void _start(void);

void _start(void)
{
	static const char msg[] = "\n" BOOT_MARKER ", powering off\n";

	sys4(__NR_write, 1, (long)msg, sizeof(msg) - 1, 0);
	sys4(__NR_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
	     LINUX_REBOOT_CMD_POWER_OFF, 0);
	/* Without ACPI the kernel halts instead; boot.sh stops QEMU then. */
	for (;;)
#ifdef __NR_pause
		sys4(__NR_pause, 0, 0, 0, 0);
#else
		sys4(__NR_ppoll, 0, 0, 0, 0);	/* the generic table has no pause */
#endif
}
