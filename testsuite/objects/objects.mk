# SPDX-License-Identifier: GPL-2.0-or-later
#
# License data in the objects, included by the top-level Makefile:
#
#   make objects     build testsuite/objects/project every way (plain -j1/-j16,
#                    ccache miss and hit, incremental, icecream's split,
#                    distcc's fallback) and compare spdx-report's output;
#                    the program's SPDX 2.3 document validated by pyspdxtools
#                    (testsuite/lib/spdx-tools.sh unpacks it into BUILD_DIR);
#                    its SPDX 3.0.1 document validated by the official JSON
#                    Schema and the model's SHACL shapes (pyshacl, unpacked
#                    by testsuite/lib/pyshacl.sh), a broken one rejected;
#                    spdx-report as an honest reader (reader.sh: no data,
#                    malformed records, split debug files, out-of-tree Meson
#                    and CMake builds of testsuite/objects/oot);
#                    one line, "objects: N passed, N failed", for make check

.PHONY: objects

objects: plugin/spdx.so $(REPORT_FACTS) $(LICENSES_DIR)
	@mkdir -p $(BUILD_DIR)
	@bash testsuite/objects/run.sh plugin/spdx.so $(BUILD_DIR) > $(BUILD_DIR)/objects.log 2>&1; \
	grep -q '^objects:' $(BUILD_DIR)/objects.log || \
		echo "objects: 0 passed, 1 failed" >> $(BUILD_DIR)/objects.log; \
	grep '^FAIL' $(BUILD_DIR)/objects.log; grep '^objects:' $(BUILD_DIR)/objects.log
