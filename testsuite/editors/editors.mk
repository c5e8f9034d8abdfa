# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx.so in real editors, included by the top-level Makefile:
#
#   make editors     spdx-lsp (tools/spdx-lsp) in Neovim 0.7 and in Emacs 28 with
#                    eglot 1.9, headless, on testsuite/editors/project: diagnostics
#                    at their ranges, a fix-it applied as a code action, saved,
#                    clean; the project's build log in compilation-mode and in
#                    Vim's and Neovim's quickfix; the server over bare JSON-RPC
#                    (UTF-8, broken compilers); GCC 16's SARIF next to GCC 12's
#                    JSON; spdx-lsp as make install puts it.
#                    Installs Debian 12's neovim, emacs-nox, elpa-eglot, vim-nox;
#                    pygls from Debian trixie, unpacked (tools/lsp-vendor.sh).
#                    One line, "editors: N passed, N failed", for make check

.PHONY: editors

# GCC 16's plugin: the server reads GCC 16's SARIF (it has no JSON).
editors: plugin/spdx.so plugin/spdx_toml.so $(LICENSES_DIR) $(BUILD_DIR)/gcc-16/spdx.so
	@mkdir -p $(BUILD_DIR)
	@bash testsuite/editors/run.sh $(CURDIR)/plugin/spdx.so $(LICENSES_DIR) $(BUILD_DIR) \
		> $(BUILD_DIR)/editors.log 2>&1; \
	grep -q '^editors:' $(BUILD_DIR)/editors.log || \
		echo "editors: 0 passed, 1 failed" >> $(BUILD_DIR)/editors.log; \
	grep '^FAIL' $(BUILD_DIR)/editors.log; grep '^editors:' $(BUILD_DIR)/editors.log
