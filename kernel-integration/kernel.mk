# SPDX-License-Identifier: GPL-2.0-or-later
#
# Kernel integration, included by the top-level Makefile.
#
#   make kernel                   build, boot and report a defconfig kernel
#   make kernel-patches PATCHES_DIR=DIR
#                                 the series for linux-source-6.1 in DIR, and
#                                 for the other trees (6.12, 7.2; common.sh's
#                                 KERNEL_TREES) in DIR/linux-VERSION
#   make kernel-smoke             the tinyconfig smoke test of "make check"
#   make kernel-checkpatch        checkpatch.pl --strict on every series
#   make kernel-compare           spdxcheck.py against the report of "make kernel"
#   make kernel-measure           build time with and without the plugin
#   make kernel-link              vmlinux link time with and without the plugin
#   make kernel-sbom-compare      7.2 defconfig under strace: make sbom and
#                                 spdx-report --format spdx3 against the truth
#                                 (not in "make check";
#                                 KERNEL_BUILD_DIR=/var/tmp/spdx-sbom)
#   make kernel-matrix            cross builds, arm64 boot, DWARF 5, allmodconfig,
#                                 an external module, a log comparison (not in
#                                 "make check"; KERNEL_BUILD_DIR=/var/tmp/spdx-matrix)
#
# Trees and builds live in KERNEL_BUILD_DIR, outside the checkout; the
# extracted trees and the builds are reused between runs.

KERNEL_BUILD_DIR ?= /var/tmp/spdx-kernel
PATCHES_DIR ?= $(KERNEL_BUILD_DIR)/patches
KI := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
KERNEL_ENV := KERNEL_BUILD_DIR=$(KERNEL_BUILD_DIR) BUILD_DIR=$(BUILD_DIR)
# The second compiler of the smoke test, made by testsuite/gcc-matrix's
# toolchain.sh (the rule is in matrix.mk).
SMOKE_GCC ?= $(BUILD_DIR)/gcc-14/bin/gcc

.PHONY: kernel kernel-patches kernel-smoke kernel-checkpatch kernel-compare kernel-measure \
	kernel-link kernel-matrix kernel-matrix-copy kernel-sbom-compare

kernel: plugin
	$(KERNEL_ENV) $(KI)/kernel.sh

kernel-patches: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/tools.sh patches $(abspath $(PATCHES_DIR))

# A GCC 14 that cannot be made is a FAIL line of smoke.sh, not a stop here.
kernel-smoke: plugin/spdx_ids.c $(REPORT_FACTS)
	@mkdir -p $(BUILD_DIR)
	@$(MAKE) --no-print-directory $(SMOKE_GCC) > $(BUILD_DIR)/smoke-gcc.log 2>&1 || \
		tail -n 5 $(BUILD_DIR)/smoke-gcc.log
	$(KERNEL_ENV) SMOKE_GCC=$(SMOKE_GCC) $(KI)/smoke.sh

kernel-checkpatch: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/tools.sh checkpatch

kernel-compare:
	$(KERNEL_ENV) $(KI)/tools.sh compare

kernel-measure: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/tools.sh measure

kernel-link:
	$(KERNEL_ENV) $(KI)/tools.sh link

# Outside "make check": hours of builds.  Its own build directory, so that
# it never wipes make kernel's or the smoke test's builds.
MATRIX_BUILD_DIR ?= /var/tmp/spdx-matrix
kernel-matrix: plugin/spdx_ids.c
	KERNEL_BUILD_DIR=$(MATRIX_BUILD_DIR) BUILD_DIR=$(BUILD_DIR) $(KI)/matrix.sh

# The same from a copy of HEAD (git archive, plus the generated
# spdx_ids.c) in $(MATRIX_BUILD_DIR)/src-COMMIT: sh reads a script as it
# runs it, so editing the checkout during a run of hours would break it.
kernel-matrix-copy: plugin/spdx_ids.c
	c=$$(git rev-parse --short HEAD) && d=$(MATRIX_BUILD_DIR)/src-$$c && \
	rm -rf $$d && mkdir -p $$d && git archive HEAD | tar -x -C $$d && \
	cp plugin/spdx_ids.c $$d/plugin/ && \
	KERNEL_BUILD_DIR=$(MATRIX_BUILD_DIR) BUILD_DIR=$(BUILD_DIR) MATRIX_COMMIT=$$c \
		$$d/kernel-integration/matrix.sh

# Outside "make check": a defconfig build under strace.  Its own build
# directory, as the matrix has.
SBOM_BUILD_DIR ?= /var/tmp/spdx-sbom
kernel-sbom-compare: plugin/spdx_ids.c $(REPORT_FACTS)
	KERNEL_BUILD_DIR=$(SBOM_BUILD_DIR) BUILD_DIR=$(BUILD_DIR) $(KI)/sbom-compare.sh
