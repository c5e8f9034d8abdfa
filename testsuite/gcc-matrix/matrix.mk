# SPDX-License-Identifier: GPL-2.0-or-later
#
# The GCC test matrix, included by the top-level Makefile:
#
#   make gcc-matrix          every version of testsuite/gcc-matrix/versions
#   make gcc-matrix-N        one version
#
# For each version N: $(BUILD_DIR)/gcc-N/bin/gcc and g++ (toolchain.sh),
# $(BUILD_DIR)/gcc-N/spdx.so built against that version's plugin headers,
# and the whole DejaGnu suite run with them, then every test source compiled
# with N and with GCC 12 for the same output (identity.sh, GCC 12 is the
# reference, so it is built for every N); run.sh prints one line,
# "gcc-N (X.Y.Z): N passed, N failed", which make check counts.  The core
# objects do not depend on GCC; only the adapter is built per version.

GCC_VERSIONS	:= $(shell awk '!/^\#/ && NF { print $$1 }' testsuite/gcc-matrix/versions)
GCC_MATRIX	:= testsuite/gcc-matrix

.PHONY: gcc-matrix $(GCC_VERSIONS:%=gcc-matrix-%)
.PRECIOUS: $(BUILD_DIR)/gcc-%/bin/gcc $(BUILD_DIR)/gcc-%/adapter.stamp $(BUILD_DIR)/gcc-%/spdx.so

$(BUILD_DIR)/gcc-%/bin/gcc: $(GCC_MATRIX)/toolchain.sh $(GCC_MATRIX)/versions | deps
	bash $< $(BUILD_DIR) $*

# The adapter's modules against that version's plugin headers.
$(BUILD_DIR)/gcc-%/adapter.stamp: $(SPDX_ADAPTER:%=plugin/%.c) $(HEADERS) $(BUILD_DIR)/gcc-%/bin/gcc
	set -e; inc="$$($(BUILD_DIR)/gcc-$*/bin/gcc -print-file-name=plugin)/include"; \
	for m in $(SPDX_ADAPTER); do \
		$(CXX) $(ADAPTER_FLAGS_BASE) -I"$$inc" -x c++ -c plugin/$$m.c \
			-o $(BUILD_DIR)/gcc-$*/$$m.o; \
	done; touch $@

# spdx_toml.so has no GCC types: the one build goes beside every version's plugin.
$(BUILD_DIR)/gcc-%/spdx.so: $(CORE_OBJS) $(BUILD_DIR)/gcc-%/adapter.stamp plugin/spdx.map \
		plugin/spdx_toml.so
	$(CC) $(PLUGIN_LDFLAGS) -o $@ $(filter %.o,$^) $(SPDX_ADAPTER:%=$(dir $@)%.o)
	cp plugin/spdx_toml.so $(dir $@)

# A version that cannot be fetched or built is a failed line, not a skip.
$(GCC_VERSIONS:%=gcc-matrix-%): gcc-matrix-%: $(LICENSES_DIR) $(REPORT_FACTS)
	@$(MAKE) --no-print-directory $(BUILD_DIR)/gcc-$*/spdx.so $(BUILD_DIR)/gcc-12/spdx.so \
		> $(BUILD_DIR)/gcc-$*.build.log 2>&1 \
		&& bash $(GCC_MATRIX)/run.sh $(BUILD_DIR) $* $(LICENSES_DIR) \
		|| { tail -n 20 $(BUILD_DIR)/gcc-$*.build.log; \
		     echo "gcc-$* (not built): 0 passed, 1 failed"; }

gcc-matrix:
	@mkdir -p $(BUILD_DIR)
	@for v in $(GCC_VERSIONS); do \
		$(MAKE) --no-print-directory -s gcc-matrix-$$v; \
	done | tee $(BUILD_DIR)/gcc-matrix.log | grep '^gcc-[0-9]*[ :]'
