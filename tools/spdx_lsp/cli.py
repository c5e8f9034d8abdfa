# SPDX-License-Identifier: GPL-2.0-or-later
"""The command line: the server on stdin/stdout, or one check printed
(--check FILE: what the server would publish, for setting an editor up)."""
import argparse
import asyncio
import json
import logging
import os
import sys

from . import __version__, check, compdb, positions


FLAGS = {'plugin': '--plugin', 'timeout': '--timeout', 'maxOutput': '--max-output',
         'compileCommandsDir': '--compile-commands-dir'}


def parser():
    """The options; every one can also come from initializationOptions."""
    p = argparse.ArgumentParser(
        prog='spdx-lsp', description='spdx.so findings in an editor (Language Server '
        'Protocol on stdin and stdout).  Each option can also be given in '
        'initializationOptions, by the name after the semicolon; the command line wins.')
    p.add_argument('--plugin', metavar='PATH',
                   help="spdx.so for commands that do not load it (default 'spdx', from "
                   "GCC's plugin directory); initializationOptions: plugin")
    p.add_argument('--timeout', type=float, metavar='SECONDS',
                   help='kill a compile after this long (default 60); timeout')
    p.add_argument('--max-output', type=int, metavar='BYTES', dest='maxOutput',
                   help='kill a compile that prints more diagnostics than this '
                   '(default 16 MiB); maxOutput')
    p.add_argument('--compile-commands-dir', metavar='DIR', action='append',
                   dest='compileCommandsDir',
                   help='look for compile_commands.json here first (repeatable; a kernel '
                   'built with O=); compileCommandsDir')
    p.add_argument('--log-file', metavar='FILE', help="pygls' and the server's debug log")
    p.add_argument('--check', metavar='FILE',
                   help='check FILE once and print the diagnostics the server would '
                   'publish, as JSON by URI; exit 1 when it could not be checked')
    p.add_argument('--stdio', action='store_true', help='ignored (the only transport)')
    p.add_argument('--version', action='version', version='spdx-lsp ' + __version__)
    return p


def options_of(args):
    """The options given; None where not given (initializationOptions or
    the default then decide)."""
    opts = {}
    for key in check.DEFAULTS:
        value = getattr(args, key)
        opts[key] = None if value is None else check.option(key, value)
        if value is not None and opts[key] is None:
            parser().error('%s: not a %s' % (FLAGS[key], check.KINDS[key]))
    return opts


def check_once(path, options):
    """--check: one check, its diagnostics printed as the server would
    publish them (UTF-16), the missing command or the failure on stderr."""
    from pygls import uris
    from pygls.protocol import default_converter
    config = dict(check.DEFAULTS)
    config.update({k: v for k, v in options.items() if v is not None})
    path = os.path.abspath(path)
    uri = uris.from_fs_path(path)
    outcome = asyncio.run(check.run(path, uri, config, positions.UTF16, compdb.Cache()))
    if outcome.missing is not None:
        print(outcome.missing.details(), file=sys.stderr)
        return 1
    if outcome.log:
        print(outcome.log, file=sys.stderr)
    conv = default_converter()
    out = {}
    for f in outcome.findings:
        out.setdefault(f.uri, []).append(conv.unstructure(f.diagnostic))
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    print()
    return 1 if outcome.log else 0


def main(argv):
    """Run the server (or --check); the exit status."""
    args = parser().parse_args(argv)
    if args.log_file:
        logging.basicConfig(filename=args.log_file, level=logging.DEBUG)
    options = options_of(args)
    if args.check:
        return check_once(args.check, options)
    from .server import make_server
    make_server(options).start_io()
    return 0
