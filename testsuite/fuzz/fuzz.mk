# SPDX-License-Identifier: GPL-2.0-or-later
#
# libFuzzer targets for the plugin's core (testsuite/fuzz/fuzz_*.c), for
# inclusion from the top Makefile:
#
#   make fuzz                   build, then fuzz each target FUZZ_SECONDS (60)
#   make fuzz FUZZ_SECONDS=600  longer runs
#   make fuzz-regress           replay crashes/<target>/* and seeds/<target>/*
#                               without fuzzing (quick, for make check), and
#                               fuzz_record's round trip through as and the reader
#   make fuzz-record-roundtrip  that round trip over fuzz_record's whole corpus
#
# Binaries, logs, corpora and artifacts live in $(BUILD_DIR)/fuzz, outside
# the repository; a corpus grows across runs and starts from the seeds.

BUILD_DIR	?= /var/tmp/spdx-build
LICENSES_DIR	?= $(BUILD_DIR)/linux-6.1-LICENSES/LICENSES
FUZZ_CC		?= clang-14
FUZZ_SECONDS	?= 60
FUZZ_DIR	:= $(BUILD_DIR)/fuzz
FUZZ_SRC	:= testsuite/fuzz
FUZZ_TARGETS	:= fuzz_tag fuzz_expr fuzz_infer fuzz_licdb fuzz_toml fuzz_project fuzz_modlic \
		   fuzz_record
FUZZ_BINS	:= $(FUZZ_TARGETS:%=$(FUZZ_DIR)/%)
FUZZ_CORE	:= $(SPDX_CORE:%=plugin/%.c)
FUZZ_CFLAGS	:= -std=gnu11 -g -O1 -Wall -Wextra -fno-omit-frame-pointer \
		   -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
		   -Iplugin -I$(FUZZ_SRC)
FUZZ_RUN_FLAGS	:= -max_len=65536 -timeout=10 -rss_limit_mb=2048
FUZZ_DEBS	:= clang-14 libclang-rt-14-dev llvm-14
# fuzz_licdb's temporary LICENSES trees (left behind when a run crashes) and
# fork-mode scratch go here, not into /tmp.
FUZZ_ENV	= SPDX_LICENSES=$(LICENSES_DIR) TMPDIR=$(FUZZ_DIR)/tmp

.PHONY: fuzz fuzz-build fuzz-deps fuzz-regress fuzz-record-roundtrip

fuzz-deps:
	@$(call install_missing,$(FUZZ_DEBS))

$(FUZZ_DIR)/%: $(FUZZ_SRC)/%.c $(FUZZ_SRC)/fuzz_common.h $(FUZZ_CORE) $(wildcard plugin/*.h) \
		| fuzz-deps
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -DSPDX_FUZZ_LICENSES='"$(LICENSES_DIR)"' -o $@ $< $(FUZZ_CORE)

# The REUSE.toml reader is C++ (toml++): built apart with clang++, linked by
# the C driver with libstdc++, so without the sanitizers that need the C++
# runtime of UBSan (vptr, function).
FUZZ_CXXFLAGS	:= -std=gnu++17 -g -O1 -Wall -Wextra -fno-omit-frame-pointer \
		   -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize=vptr,function \
		   -fno-sanitize-recover=undefined -Iplugin
$(FUZZ_DIR)/spdx_toml.o: plugin/$(SPDX_TOML).cc $(wildcard plugin/*.h) $(FUZZ_SRC)/fuzz.mk | fuzz-deps
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_CC:clang%=clang++%) $(FUZZ_CXXFLAGS) -c -o $@ $<

$(FUZZ_DIR)/fuzz_toml: $(FUZZ_SRC)/fuzz_toml.c $(FUZZ_DIR)/spdx_toml.o $(FUZZ_SRC)/fuzz_common.h \
		$(FUZZ_CORE) $(wildcard plugin/*.h) | fuzz-deps
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $< $(FUZZ_CORE) $(FUZZ_DIR)/spdx_toml.o -lstdc++

fuzz-build: $(FUZZ_BINS)

# Each target in turn, at the lowest priority; any crash, leak or timeout
# fails the run and leaves its input in $(FUZZ_DIR)/artifacts-<target>/.
fuzz: $(FUZZ_BINS) | $(LICENSES_DIR)
	@rm -rf $(FUZZ_DIR)/tmp; mkdir -p $(FUZZ_DIR)/tmp; \
	failed=0; total=0; \
	for t in $(FUZZ_TARGETS); do \
		corpus=$(FUZZ_DIR)/corpus-$$t; art=$(FUZZ_DIR)/artifacts-$$t/; \
		mkdir -p $$corpus $$art; \
		cp -n $(FUZZ_SRC)/seeds/$$t/* $$corpus/ 2>/dev/null; \
		$(FUZZ_ENV) nice -n 19 $(FUZZ_DIR)/$$t $(FUZZ_RUN_FLAGS) \
			-max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-artifact_prefix=$$art $$corpus > $(FUZZ_DIR)/$$t.log 2>&1; \
		rc=$$?; \
		execs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_DIR)/$$t.log); \
		total=$$((total + $${execs:-0})); \
		if [ $$rc -eq 0 ]; then res=ok; else res="FAILED (exit $$rc, see $(FUZZ_DIR)/$$t.log)"; \
			failed=$$((failed + 1)); fi; \
		echo "fuzz $$t: $${execs:-0} executions in $(FUZZ_SECONDS)s," \
			"corpus $$(ls $$corpus | wc -l) inputs: $$res"; \
	done; \
	echo "fuzz: $(words $(FUZZ_TARGETS)) targets, $$total executions, $$failed failed"; \
	[ $$failed -eq 0 ]

# Every regression input and seed, one process each, no fuzzing.
fuzz-regress: $(FUZZ_BINS) $(REPORT_FACTS) | $(LICENSES_DIR)
	@rm -rf $(FUZZ_DIR)/tmp; mkdir -p $(FUZZ_DIR)/tmp; \
	pass=0; fail=0; \
	for t in $(FUZZ_TARGETS); do \
		for f in $(FUZZ_SRC)/crashes/$$t/* $(FUZZ_SRC)/seeds/$$t/*; do \
			[ -f "$$f" ] || continue; \
			if $(FUZZ_ENV) $(FUZZ_DIR)/$$t $(FUZZ_RUN_FLAGS) \
				"$$f" > $(FUZZ_DIR)/regress.log 2>&1; then \
				pass=$$((pass + 1)); \
			else \
				fail=$$((fail + 1)); \
				echo "fuzz-regress: FAIL $$t $$f:" \
					"$$(grep -m1 -E 'SUMMARY|property failed|ERROR' $(FUZZ_DIR)/regress.log)"; \
			fi; \
		done; \
	done; \
	$(call record_roundtrip,$(FUZZ_SRC)/crashes/fuzz_record/* $(FUZZ_SRC)/seeds/fuzz_record/*) \
		> $(FUZZ_DIR)/roundtrip.log 2>&1; \
	grep 'FAIL' $(FUZZ_DIR)/roundtrip.log; \
	rt=$$(tail -n 1 $(FUZZ_DIR)/roundtrip.log); \
	case $$rt in "record-roundtrip: "*" passed, "*" failed") \
		set -- $$rt; pass=$$((pass + $$2)); fail=$$((fail + $$4)) ;; \
	*) echo "fuzz-regress: FAIL record_roundtrip.py: $$rt"; fail=$$((fail + 1)) ;; esac; \
	echo "fuzz-regress: $$pass passed, $$fail failed"; \
	[ $$fail -eq 0 ]

# record_roundtrip INPUTS: fuzz_record leaves each input's record as
# assembler text and the record it must read as; record_roundtrip.py
# assembles them with GNU as and reads them with spdx-report's reader.
record_roundtrip = rm -rf $(FUZZ_DIR)/record-dump; mkdir -p $(FUZZ_DIR)/record-dump; \
	for f in $(1); do \
		[ -f "$$f" ] || continue; \
		FUZZ_RECORD_DUMP=$(FUZZ_DIR)/record-dump $(FUZZ_DIR)/fuzz_record $(FUZZ_RUN_FLAGS) \
			"$$f" > /dev/null 2>&1 || echo "record-roundtrip: FAIL fuzz_record $$f"; \
	done; \
	/usr/bin/python3 $(FUZZ_SRC)/record_roundtrip.py tools $(FUZZ_DIR)/record-dump

# The same over the whole corpus of fuzz_record that make fuzz grew.
fuzz-record-roundtrip: $(FUZZ_DIR)/fuzz_record $(REPORT_FACTS)
	@$(call record_roundtrip,$(FUZZ_DIR)/corpus-fuzz_record/*)
