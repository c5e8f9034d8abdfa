# SPDX-License-Identifier: GPL-2.0-or-later
#
# Kernel integration, included by the top-level Makefile.
#
#   make kernel                   build, boot and report a defconfig kernel
#   make kernel-patches PATCHES_DIR=DIR
#                                 the series for linux-source-6.1 in DIR, and
#                                 for linux-source-6.12 in DIR/linux-6.12
#   make kernel-smoke             the tinyconfig smoke test of "make check"
#   make kernel-checkpatch        checkpatch.pl --strict on both series
#   make kernel-compare           spdxcheck.py against the report of "make kernel"
#   make kernel-measure           build time with and without the plugin
#
# Trees and builds live in KERNEL_BUILD_DIR, outside the checkout; the
# extracted trees and the builds are reused between runs.

KERNEL_BUILD_DIR ?= /var/tmp/spdx-kernel
PATCHES_DIR ?= $(KERNEL_BUILD_DIR)/patches
KI := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
KERNEL_ENV := KERNEL_BUILD_DIR=$(KERNEL_BUILD_DIR)

.PHONY: kernel kernel-patches kernel-smoke kernel-checkpatch kernel-compare kernel-measure

kernel: plugin
	$(KERNEL_ENV) $(KI)/kernel.sh

kernel-patches: plugin/spdx_ids.c
	$(KI)/gen-series.sh plugin $(PATCHES_DIR) /usr/src/linux-source-6.1.tar.xz
	$(KI)/gen-series.sh plugin $(PATCHES_DIR)/linux-6.12 /usr/src/linux-source-6.12.tar.xz
	@ls $(PATCHES_DIR)/*.patch $(PATCHES_DIR)/linux-6.12/*.patch

kernel-smoke: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/smoke.sh

kernel-checkpatch: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/tools.sh checkpatch

kernel-compare:
	$(KERNEL_ENV) $(KI)/tools.sh compare

kernel-measure: plugin/spdx_ids.c
	$(KERNEL_ENV) $(KI)/tools.sh measure
