# SPDX-License-Identifier: GPL-2.0-or-later
"""spdx-lsp: spdx.so's findings in an editor, through the Language Server
Protocol.

For an open C, C++ or assembler file the server finds its compile command
in compile_commands.json (as clangd does), runs it with -fsyntax-only, GCC's
JSON diagnostics and the plugin, and publishes the plugin's findings with
their ranges, notes and fix-its (as code actions).  It reads files and runs
the compiler; it never writes a file.

One module per concern:
  compdb     compile_commands.json: where it is, the file's entry
  gcc        the entry's command made a syntax-only check, and run, bounded
  gccjson    GCC's JSON diagnostics: parsed, the plugin's chosen, failures told
  positions  GCC's byte columns in the client's position encoding
  convert    the plugin's findings as LSP diagnostics and code actions
  server     the language server (pygls): documents, publishing, messages
  cli        the command line
"""
__version__ = '1.0'
