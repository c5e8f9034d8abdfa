# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx.so: a GCC plugin that checks SPDX license tags while code compiles.
#
#   make             build plugin/spdx.so (installs the Debian packages it needs)
#   make install     install it into GCC's plugin directory, spdx-report and spdx-lsp
#                    into BINDIR, their packages into PREFIX/lib/spdx-report and
#                    PREFIX/lib/spdx-lsp, the README into DOCDIR (DESTDIR respected)
#   make check       unit tests, the DejaGnu suite with every GCC from 11 to 16
#                    (make gcc-matrix), the kernel smoke test, the object data
#                    (make objects) and spdx-lsp in real editors (make editors)
#   make kernel      patch, build, boot and report a Linux 6.1 kernel with the plugin

SHELL		:= /bin/bash
CC		?= gcc
CXX		?= g++
ifeq ($(origin CC),default)
CC		:= gcc
endif
ifeq ($(origin CXX),default)
CXX		:= g++
endif
BUILD_DIR	?= /var/tmp/spdx-build
SPDX_IDS_DIR	?= /usr/share/nodejs/spdx-license-ids
SPDX_EXC_DIR	?= /usr/share/nodejs/spdx-exceptions
LINUX_TARBALL	?= /usr/src/linux-source-6.1.tar.xz
PREFIX		?= /usr/local
# The README, installed: the checks' documentation that SARIF's rules point to.
DOCDIR		?= $(PREFIX)/share/doc/spdx.so

DEB_BUILD	:= gcc-12-plugin-dev g++ node-spdx-license-ids node-spdx-exceptions libtomlplusplus-dev
DEB_CHECK	:= dejagnu linux-source-6.1 xz-utils git patch gcc-11-plugin-dev g++-11 \
		   ccache distcc python3-pyelftools lld-14 meson ninja-build cmake elfutils strace \
		   debhelper debugedit
DEB_BENCH	:= valgrind time gdb python3-ply python3-git bc bison flex libelf-dev libssl-dev

WARN		:= -Wall -Wextra -Werror
CORE_CFLAGS	:= -std=gnu11 -O2 -g -fPIC $(WARN)
CORE_CXXFLAGS	:= -std=gnu++11 -O2 -g -fPIC $(WARN)
PLUGIN_INC	= $(shell $(CC) -print-file-name=plugin)/include
# GCC 16's plugin headers need C++14; every older version's accept it.
ADAPTER_FLAGS_BASE := -std=gnu++14 -O2 -g -fPIC -fno-rtti -fno-exceptions \
		  $(WARN) -Wno-unused-parameter \
		  -DSPDX_DOC_URL='"file://$(DOCDIR)/README.md\#what-is-checked"'
ADAPTER_FLAGS	= $(ADAPTER_FLAGS_BASE) -I$(PLUGIN_INC)
# Linked as C: libstdc++ is not needed, and loading it costs more than the checks.
PLUGIN_LDFLAGS	:= -shared -Wl,--version-script=plugin/spdx.map -Wl,-O1 -Wl,--as-needed

include plugin/sources.mk
CORE		:= $(SPDX_CORE)
CORE_OBJS	:= $(CORE:%=plugin/%.o)
HEADERS		:= $(wildcard plugin/*.h plugin/*.def)

# spdx-report's facts of the plugin (checks, record layout, MODULE_LICENSE()
# idents, version), generated from plugin/'s headers and tables.
REPORT_FACTS	:= tools/spdx_report/_facts.py

all: plugin/spdx.so plugin/spdx_toml.so $(REPORT_FACTS)

plugin: plugin/spdx.so plugin/spdx_toml.so $(REPORT_FACTS)

# One step installs what is missing, and only when something is; fuzz.mk
# uses the same recipe for its compiler.
install_missing = missing=; for p in $(1); do \
		dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			apt-get install -y -qq --no-install-recommends $$missing; \
	fi

deps:
	@$(call install_missing,$(DEB_BUILD) \
		$(if $(filter check kernel% bench%,$(MAKECMDGOALS)),$(DEB_CHECK)) \
		$(if $(filter check bench%,$(MAKECMDGOALS)),$(DEB_BENCH)))

.PHONY: all plugin deps install check unit dejagnu clean bench bench-guard fuzz corpus gcc-matrix readme-args \
	uapi-dirs editors

plugin/spdx_ids.c: plugin/gen_spdx_ids.sh | deps
	sh $< $(SPDX_IDS_DIR) $(SPDX_EXC_DIR) > $@.tmp && mv $@.tmp $@

$(REPORT_FACTS): tools/spdx_report/_facts.py.in $(HEADERS) | deps
	$(CC) -E -P -x c -Iplugin -imacros spdx_core.h -imacros spdx_note.h \
		-imacros spdx_licdb.h -imacros spdx_expr.h -imacros spdx_modlic.h \
		-imacros spdx_generated.h $< | \
		grep -v '^[[:space:]]*$$' > $@.tmp && mv $@.tmp $@

plugin/%.o: plugin/%.c $(HEADERS) | deps
	$(CC) $(CORE_CFLAGS) -c $< -o $@
	@# The core must also build as C++ for kbuild's HOSTCXX.
	$(CXX) $(CORE_CXXFLAGS) -x c++ -fsyntax-only $<

ADAPTER_OBJS	:= $(SPDX_ADAPTER:%=plugin/%.o)
$(ADAPTER_OBJS): plugin/%.o: plugin/%.c $(HEADERS) | deps
	$(CXX) $(ADAPTER_FLAGS) -x c++ -c $< -o $@

plugin/spdx.so: $(CORE_OBJS) $(ADAPTER_OBJS) plugin/spdx.map
	$(CC) $(PLUGIN_LDFLAGS) -o $@ $(filter %.o,$^)

# The in-tree copy's modules (SPDX_KERNEL), linked the same way, so that the
# suite can show it checks a kernel file as the whole plugin does.  The
# stand-ins take their interfaces' parameters and ignore them.
$(SPDX_KERNEL_NONE:%=plugin/%.o): CORE_CFLAGS += -Wno-unused-parameter
$(SPDX_KERNEL_NONE:%=plugin/%.o): CORE_CXXFLAGS += -Wno-unused-parameter
plugin/kernel/spdx.so: $(SPDX_KERNEL:%=plugin/%.o) $(ADAPTER_OBJS) plugin/spdx.map
	@mkdir -p $(dir $@)
	$(CC) $(PLUGIN_LDFLAGS) -o $@ $(filter %.o,$^)

# No GCC types in it: one build serves the plugin of every GCC version.
plugin/$(SPDX_TOML).so: plugin/$(SPDX_TOML).cc plugin/spdx_project.h plugin/spdx_limits.h | deps
	$(CXX) -std=gnu++17 -O2 -g -fPIC -shared -fvisibility=hidden $(WARN) -Iplugin \
		-o $@ $<

# SPDX_SO=FILE CC=GCC installs a plugin built for another GCC (gcc-matrix's)
# into that GCC's plugin directory.
SPDX_SO		?= plugin/spdx.so
BINDIR		?= $(PREFIX)/bin
# spdx-report's package, whole (its generated facts included); the script
# finds it by the path from BINDIR to REPORT_LIBDIR, so DESTDIR and a moved
# tree keep working.
REPORT_LIBDIR	?= $(PREFIX)/lib/spdx-report
REPORT_PY	:= $(wildcard tools/spdx_report/*.py) $(REPORT_FACTS)
install: $(SPDX_SO) plugin/spdx_toml.so $(REPORT_FACTS)
	install -D -m 0755 $(SPDX_SO) $(DESTDIR)$(shell $(CC) -print-file-name=plugin)/spdx.so
	install -D -m 0755 plugin/spdx_toml.so \
		$(DESTDIR)$(shell $(CC) -print-file-name=plugin)/spdx_toml.so
	install -D -m 0644 README.md $(DESTDIR)$(DOCDIR)/README.md
	install -d $(DESTDIR)$(REPORT_LIBDIR)/spdx_report
	install -m 0644 $(sort $(REPORT_PY)) $(DESTDIR)$(REPORT_LIBDIR)/spdx_report/
	install -d $(DESTDIR)$(BINDIR)
	sed "s|^LIBDIR = .*|LIBDIR = '$$(realpath -m --relative-to=$(BINDIR) $(REPORT_LIBDIR))'|" \
		tools/spdx-report > $(DESTDIR)$(BINDIR)/spdx-report.tmp
	chmod 0755 $(DESTDIR)$(BINDIR)/spdx-report.tmp
	mv $(DESTDIR)$(BINDIR)/spdx-report.tmp $(DESTDIR)$(BINDIR)/spdx-report
	@# spdx-lsp: its package in PREFIX/lib/spdx-lsp, and in vendor/ beside it pygls,
	@# lsprotocol, cattrs, attrs and typing_extensions (Debian trixie's, pure Python,
	@# fetched into BUILD_DIR by tools/lsp-vendor.sh), for a system without pygls.
	install -d $(DESTDIR)$(PREFIX)/lib/spdx-lsp/spdx_lsp $(DESTDIR)$(PREFIX)/lib/spdx-lsp/vendor
	install -m 0644 $(sort $(wildcard tools/spdx_lsp/*.py)) $(DESTDIR)$(PREFIX)/lib/spdx-lsp/spdx_lsp/
	vendor=$$(bash tools/lsp-vendor.sh $(BUILD_DIR)) && \
		cp -R "$$vendor/." $(DESTDIR)$(PREFIX)/lib/spdx-lsp/vendor/ && \
		chmod -R u=rwX,go=rX $(DESTDIR)$(PREFIX)/lib/spdx-lsp/vendor
	sed "s|^LIBDIR = .*|LIBDIR = '$$(realpath -m --relative-to=$(BINDIR) $(PREFIX)/lib/spdx-lsp)'|" \
		tools/spdx-lsp > $(DESTDIR)$(BINDIR)/spdx-lsp.tmp
	chmod 0755 $(DESTDIR)$(BINDIR)/spdx-lsp.tmp
	mv $(DESTDIR)$(BINDIR)/spdx-lsp.tmp $(DESTDIR)$(BINDIR)/spdx-lsp

# --- tests -------------------------------------------------------------------

UNIT_TESTS	:= $(patsubst testsuite/unit/%.c,%,$(wildcard testsuite/unit/test_*.c))
SAN		:= -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
LICENSES_DIR	= $(BUILD_DIR)/linux-6.1-LICENSES/LICENSES

$(BUILD_DIR)/unit/%: testsuite/unit/%.c $(CORE:%=plugin/%.c) $(HEADERS) testsuite/unit/unit.h \
		| plugin/spdx_ids.c
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -g -O1 $(WARN) $(SAN) -Iplugin -o $@ $< $(CORE:%=plugin/%.c)

# The README's argument table from plugin/spdx_args.def (test_args checks it).
readme-args: $(BUILD_DIR)/unit/test_args
	$< --print > $(BUILD_DIR)/args.md
	/usr/bin/python3 -c 'import sys; rows = open(sys.argv[1]).read(); t = open("README.md").read(); \
		head, rest = t.split("| argument | meaning |\n|---|---|\n", 1); \
		old = rest[:rest.index("\n\n") + 1]; \
		open("README.md", "w").write(head + "| argument | meaning |\n|---|---|\n" + rows + rest[len(old):])' \
		$(BUILD_DIR)/args.md

# The plugin's uapi directories from kernel trees or linux-source tarballs
# (data, not memory): make uapi-dirs UAPI_TREES="TREE|TARBALL..."
uapi-dirs:
	sh plugin/gen_uapi_dirs.sh $(UAPI_TREES) > plugin/spdx_uapi_dirs.def

# The kernel's real LICENSES/ tree: tests use the facts, not a copy of them.
$(LICENSES_DIR): | deps
	@mkdir -p $(BUILD_DIR)/linux-6.1-LICENSES
	tar -C $(BUILD_DIR)/linux-6.1-LICENSES --strip-components=1 -xJf $(LINUX_TARBALL) \
		linux-source-6.1/LICENSES
	@touch $@

unit: $(UNIT_TESTS:%=$(BUILD_DIR)/unit/%) $(LICENSES_DIR) $(REPORT_FACTS)
	@rm -f $(BUILD_DIR)/unit.log
	@for t in $(UNIT_TESTS); do \
		SPDX_LICENSES=$(LICENSES_DIR) $(BUILD_DIR)/unit/$$t >> $(BUILD_DIR)/unit.log 2>&1 \
			|| echo "unit $$t: exited with failure" >> $(BUILD_DIR)/unit.log; \
	done; \
	/usr/bin/python3 testsuite/unit/expr_differential.py $(BUILD_DIR)/unit/test_expr tools \
		>> $(BUILD_DIR)/unit.log 2>&1 \
		|| echo "unit expr-differential: exited with failure" >> $(BUILD_DIR)/unit.log; \
	/usr/bin/python3 testsuite/unit/strace_truth_test.py . $(BUILD_DIR)/unit/strace-truth \
		>> $(BUILD_DIR)/unit.log 2>&1 \
		|| echo "unit strace-truth: exited with failure" >> $(BUILD_DIR)/unit.log; \
	grep '^unit ' $(BUILD_DIR)/unit.log; grep 'FAIL' $(BUILD_DIR)/unit.log || true

dejagnu: plugin/spdx.so $(REPORT_FACTS) $(LICENSES_DIR)
	@mkdir -p $(BUILD_DIR)/dejagnu
	-cd $(BUILD_DIR)/dejagnu && runtest --tool spdx --srcdir $(CURDIR)/testsuite \
		PLUGIN=$(CURDIR)/plugin/spdx.so LICENSES_DIR=$(LICENSES_DIR) \
		CC=$(CC) CXX=$(CXX) > runtest.out 2>&1; tail -12 runtest.out

# The DejaGnu suite runs once per GCC version, GCC 12 (Debian's default) included.
check: deps
	@$(MAKE) --no-print-directory unit
	@$(MAKE) --no-print-directory gcc-matrix
	@$(MAKE) --no-print-directory -s fuzz-regress > $(BUILD_DIR)/fuzz-regress.log 2>&1 \
		|| echo "fuzz-regress: 0 passed, 1 failed" >> $(BUILD_DIR)/fuzz-regress.log; \
		grep '^fuzz-regress:' $(BUILD_DIR)/fuzz-regress.log
	@$(MAKE) --no-print-directory -s kernel-smoke > $(BUILD_DIR)/kernel-smoke.log 2>&1 \
		|| echo "kernel-smoke: 0 passed, 1 failed" >> $(BUILD_DIR)/kernel-smoke.log; \
		tail -5 $(BUILD_DIR)/kernel-smoke.log
	@$(MAKE) --no-print-directory -s objects
	@$(MAKE) --no-print-directory -s editors
	@$(MAKE) --no-print-directory -s bench-guard
	@sh testsuite/summarize.sh $(BUILD_DIR)

# Cost per translation unit on real kernel code (callgrind, RSS, CPU time).
bench: deps plugin/spdx.so
	set -o pipefail; bash testsuite/bench/bench.sh plugin/spdx.so $(BUILD_DIR)/bench \
		$(LINUX_TARBALL) | tee $(BUILD_DIR)/bench.txt

# The cost guard of make check: instructions and object data against
# testsuite/bench/budgets, printing the README's table.
bench-guard: deps plugin/spdx.so $(REPORT_FACTS)
	@mkdir -p $(BUILD_DIR)/bench
	@bash testsuite/bench/guard.sh $(or $(GUARD_PLUGIN),plugin/spdx.so) $(BUILD_DIR)/bench \
		$(LINUX_TARBALL) > $(BUILD_DIR)/bench-guard.log 2>&1 \
		|| grep -q '^bench-guard: [0-9]* passed' $(BUILD_DIR)/bench-guard.log \
		|| echo "bench-guard: 0 passed, 1 failed" >> $(BUILD_DIR)/bench-guard.log; \
		cat $(BUILD_DIR)/bench-guard.log

# Inference on real trees: tags removed from files that also carry license
# text, then inferred back (testsuite/corpus/RESULTS.md has the figures).
CORPUS_TREES	?= 6.1 6.12 7.2
corpus: deps
	@for v in $(CORPUS_TREES); do \
		t=$(BUILD_DIR)/corpus-trees/linux-source-$$v; \
		if [ ! -d $$t ]; then \
			tb=$$(BUILD_DIR=$(BUILD_DIR) kernel-integration/tools.sh tarball $$v) || exit 1; \
			mkdir -p $(BUILD_DIR)/corpus-trees && tar -C $(BUILD_DIR)/corpus-trees -xJf $$tb; \
		fi; \
		echo "== linux-source-$$v"; BUILD_DIR=$(BUILD_DIR) bash testsuite/corpus/run-corpus.sh $$t || exit 1; \
	done

clean:
	rm -f plugin/*.o plugin/spdx.so plugin/spdx_toml.so plugin/kernel/spdx.so $(REPORT_FACTS)

include testsuite/gcc-matrix/matrix.mk
-include kernel-integration/kernel.mk
include projects/projects.mk
-include testsuite/fuzz/fuzz.mk
include testsuite/objects/objects.mk
include testsuite/editors/editors.mk
