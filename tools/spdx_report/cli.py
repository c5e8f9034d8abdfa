# SPDX-License-Identifier: GPL-2.0-or-later
"""The spdx-report command line."""
import argparse
import json

from . import elf
from .findings import as_json, as_sarif, as_text, summarize
from .modlic import module_findings
from .records import EXIT_HELP, Records, write_text
from .sbom import EXCEPTION_LIST, LICENSE_LIST, load_ids, write_sboms
from .sbom3 import write_sbom3


def main(argv):
    ap = argparse.ArgumentParser(
        prog='spdx-report', fromfile_prefix_chars='@',
        description='Report the license data spdx.so recorded in objects, archives, '
                    'executables, shared libraries, kernel modules and build directories.',
        epilog=EXIT_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('inputs', nargs='+', metavar='PATH')
    ap.add_argument('--format', choices=('text', 'json', 'sarif', 'spdx', 'spdx3', 'summary'),
                    default='text',
                    help='spdx: an SPDX 2.3 JSON document per artifact (executable, shared '
                         'library, kernel module, or any file named); spdx3: one SPDX 3.0.1 '
                         'JSON-LD document of all the artifacts; summary: per artifact, '
                         'its expressions and how many files carry each')
    ap.add_argument('--root', action='append',
                    help='the source tree: the directory relative paths are relative to '
                         '(the compiler\'s working directory); given again, more trees '
                         'whose files SPDX documents name relative to them (a kernel\'s '
                         'build and source directories).  Default: what the build '
                         'directory says (meson-info, CMakeCache.txt, '
                         'compile_commands.json, DWARF), else .')
    ap.add_argument('--debug-dir', action='append', metavar='DIR',
                    help='where separate debug files are looked for instead of '
                         '/usr/lib/debug (DIR/.build-id/xx/yyyy.debug, DIR/BINDIR/NAME of '
                         '.gnu_debuglink); may be given again')
    ap.add_argument('-o', '--output', help='write here instead of stdout; spdx with several '
                    'artifacts: a directory, DIR/NAME.spdx.json each')
    ap.add_argument('--licenses', metavar='DIR',
                    help='no longer needed, and ignored: MODULE_LICENSE() is checked across '
                         'the objects of each module with what the plugin recorded of each '
                         'object\'s license (under the kernel\'s LICENSES/)')
    ap.add_argument('--system-headers', action='store_true',
                    help='also list findings in system headers (text, SARIF), which the '
                         'compiler prints only with -Wsystem-headers; JSON always has '
                         'them, marked "system"')
    args = ap.parse_args(argv)
    if args.debug_dir:
        elf.DEBUG_DIRS[:] = args.debug_dir

    if args.format in ('spdx', 'spdx3', 'summary'):
        licenses, exceptions = load_ids(LICENSE_LIST), load_ids(EXCEPTION_LIST)
        lists = (licenses, exceptions) if licenses and exceptions else None
        told = Records()
        (write_sbom3 if args.format == 'spdx3' else write_sboms)(args, lists, told)
        told.tell()
        return told.status()

    out = Records()
    elf.read_inputs(args.inputs, out)
    findings, files, system = summarize(out)
    for f in module_findings(args.inputs):
        findings[f] = findings.get(f, 0) + 1
    if not out.tus and not out.nodata and not out.problems:
        out.nodata.append('no license data in %s' % ', '.join(args.inputs))
    hidden = 0
    if args.format != 'json' and not args.system_headers:
        hidden = len(system)
        findings = {f: n for f, n in findings.items() if f not in system}
    if args.format == 'json':
        text = json.dumps(as_json(out, findings, files, system), indent=1) + '\n'
    elif args.format == 'sarif':
        text = json.dumps(as_sarif(out, findings, (args.root or ['.'])[0]), indent=1) + '\n'
    else:
        text = as_text(out, findings, hidden)
    write_text(text, args.output, out.problems)
    out.tell()
    return out.status()
