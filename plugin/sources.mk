# SPDX-License-Identifier: GPL-2.0-or-later
#
# The plugin's modules: the one list.  The top Makefile, the fuzzers
# (testsuite/fuzz/fuzz.mk), the corpus driver (testsuite/corpus) and the
# kernel series (kernel-integration/gen-series.sh) read it; scripts ask
#   make -s -f plugin/sources.mk print-SPDX_CORE
#
# SPDX_CORE: plain C11 (also C++11), no GCC types; SPDX_ADAPTER: the GCC side.
SPDX_CORE	:= spdx_annotations spdx_comments spdx_copyright spdx_expr spdx_expr_ops spdx_findings \
		   spdx_fulltext spdx_generated spdx_glob spdx_ids spdx_infer spdx_kbuild spdx_licdb \
		   spdx_modlic spdx_note spdx_notice spdx_patterns spdx_project spdx_rules \
		   spdx_rules_reuse spdx_spell spdx_tag spdx_toml_load spdx_util spdx_words
# SPDX_KERNEL: the in-tree copy (kernel-integration/gen-series.sh), which runs
# policy=kernel with LICENSES/ only: no REUSE projects, no TOML loader, no SPDX
# list; the *_none modules stand in for them.
SPDX_KERNEL_NONE := spdx_project_none spdx_ids_none
SPDX_KERNEL	:= $(filter-out spdx_annotations spdx_copyright spdx_glob spdx_project \
			       spdx_rules_reuse spdx_toml_load spdx_ids,$(SPDX_CORE)) \
		   $(SPDX_KERNEL_NONE)
# Headers of the modules it leaves out that none of its files includes.
SPDX_KERNEL_NO_HEADERS := spdx_annotations.h spdx_glob.h
SPDX_ADAPTER	:= spdx_plugin spdx_options spdx_files spdx_diag
# The REUSE.toml reader: C++ with a TOML library, its own shared object
# (spdx_toml.so) that the adapter loads on demand; not in the kernel.
SPDX_TOML	:= spdx_toml

print-%:
	@echo $($*)
