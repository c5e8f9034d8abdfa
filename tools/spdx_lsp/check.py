# SPDX-License-Identifier: GPL-2.0-or-later
"""One check of one file: its compile command, the compile, the findings.
The server and --check both run exactly this."""
import os
import re
import shlex

from . import compdb, convert, gcc, gccjson, gccsarif

# The driver's words when a GCC (16 on) has no JSON format.
NO_JSON = re.compile(r"unrecognized argument in option .-fdiagnostics-format=json.")
# Compilers (the command up to its first option) known to want SARIF.
SARIF_COMPILERS = set()

DEFAULTS = {'plugin': 'spdx', 'timeout': 60.0, 'maxOutput': 16 * 1024 * 1024,
            'compileCommandsDir': []}
KINDS = {'plugin': 'path', 'timeout': 'number of seconds', 'maxOutput': 'number of bytes',
         'compileCommandsDir': 'directory or list of directories'}


def option(key, value):
    """An option's value as the checks use it, or None when it is of the
    wrong type: paths with a '/' absolute (compiles run elsewhere), '~'
    expanded; a bare plugin name stays a name (GCC's plugin directory)."""
    def path(p):
        """P absolute, '~' expanded."""
        return os.path.abspath(os.path.expanduser(p))
    if key == 'plugin' and isinstance(value, str) and value:
        return path(value) if '/' in value else value
    if key in ('timeout', 'maxOutput') and isinstance(value, (int, float)) \
            and not isinstance(value, bool) and value > 0:
        return int(value) if key == 'maxOutput' else float(value)
    if key == 'compileCommandsDir':
        dirs = [value] if isinstance(value, str) else value
        if isinstance(dirs, list) and all(isinstance(d, str) for d in dirs):
            return [path(d) for d in dirs]
    return None


class Outcome:
    """What a check gave: the findings (for the document and for other
    files: a header, REUSE.toml), or why there was no compile command; and
    what to log (the command and the compiler's words when it failed)."""

    def __init__(self, findings=(), missing=None, log=None):
        self.findings = list(findings)
        self.missing = missing
        self.log = log


async def run(path, uri, config, encoding, cache):
    """Check PATH (the client's URI) with CONFIG (DEFAULTS' keys) in
    ENCODING; CACHE holds the parsed databases."""
    entry = compdb.lookup(path, cache, config['compileCommandsDir'])
    if isinstance(entry, compdb.NotFound):
        return Outcome(missing=entry)
    argv = gcc.check_argv(entry.argv, config['plugin'])
    compiler = tuple(entry.argv[:next((i for i, a in enumerate(entry.argv) if a[:1] == '-'),
                                      len(entry.argv))])
    sarif = compiler in SARIF_COMPILERS
    if sarif:
        argv = gcc.as_sarif(argv)
    result = await gcc.run(argv, entry.directory, config['timeout'], config['maxOutput'])
    if not sarif and not result.error and result.returncode and \
            NO_JSON.search(result.stderr.decode('utf-8', 'replace')):
        SARIF_COMPILERS.add(compiler)
        sarif, argv = True, gcc.as_sarif(argv)
        result = await gcc.run(argv, entry.directory, config['timeout'], config['maxOutput'])
    if result.error:
        return Outcome([convert.failure(uri, result.error)], log=describe(argv, entry, result))
    converter = convert.Converter(entry.directory, path, uri, encoding)
    if sarif:
        docs, text = gccjson.documents(result.stderr, '{')
        reader = gccsarif.Reader(entry.directory, gccsarif.tabstop(argv), converter.text_of)
        diags = [d for doc in docs for d in reader.diagnostics(doc)]
    else:
        diags, text = gccjson.parse(result.stderr)
    why = gccjson.failure(result.returncode, diags, text)
    findings = converter.findings(diags)
    if why is None:
        return Outcome(findings)
    return Outcome(findings + [convert.failure(uri, why)], log=describe(argv, entry, result))


def describe(argv, entry, result):
    """For the log: the command as run, where, and how it ended."""
    head = result.stderr[:4000].decode('utf-8', 'replace')
    return ('spdx: check of %s failed\n  in %s\n  ran %s\n  %s\n%s' % (
        entry.file, entry.directory, shlex.join(argv),
        result.error or 'exit status %s' % result.returncode, head)).rstrip()
