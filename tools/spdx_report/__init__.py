# SPDX-License-Identifier: GPL-2.0-or-later
"""spdx-report: the license data spdx.so leaves in objects, as one report.

Reads objects, archives (thin ones too), executables, shared libraries,
kernel modules and whole directories, walks the .spdx records (format in
plugin/spdx_note.h) and prints every finding once with the number of
translation units that met it.  A translation unit whose record is found
in several inputs (its object, the archive and the program it went into)
counts once: records are told apart by their content.

No data is not no findings: an input without records is said and gives
its own exit status (records.EXIT_HELP); a linked file's data is also
looked for in its separate debug file, and its DWARF units are checked
against the records.  A malformed record is an error naming the record.

One module per concern:
  _facts    the plugin's facts (generated from plugin/ by the Makefile)
  records   the records' layout, parsing, exit statuses
  elf       ELF files, archives, debug files, DWARF units
  expr      the SPDX expression grammar
  modlic    MODULE_LICENSE() across a module's objects
  kbuild    a kernel build directory's built-in modules and their units
  findings  findings once each; text, JSON, SARIF of them
  sarif     the SARIF writer
  sbom      SPDX 2.3 documents and their summary
  sbom3     one SPDX 3.0.1 JSON-LD document
  layout    source and build directories of out-of-tree builds
  cli       the command line
"""
