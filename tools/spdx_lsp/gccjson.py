# SPDX-License-Identifier: GPL-2.0-or-later
"""GCC's JSON diagnostics (-fdiagnostics-format=json, GCC 11 to 15; GCC
16's SARIF arrives in their shape through gccsarif): the
arrays on stderr read, the plugin's findings chosen, and a check that did
not complete told from one that found something."""
import json
import re

# Kinds after which the compiler stopped: the plugin never reported.
FATAL = {'fatal error', 'internal compiler error'}
ERROR_KINDS = FATAL | {'error', 'sorry, unimplemented'}
KINDS = ERROR_KINDS | {'warning', 'pedwarn', 'note', 'anachronism', 'permerror'}
# The driver prints its own errors as text even under the JSON format
# ("gcc: error: unrecognized command-line option ...").
TEXT_ERROR = re.compile(r'^\S+: (?:fatal )?error: ')


def parse(data):
    """(diagnostics, text lines) of STDERR: every JSON array found (cc1
    prints one, at its end; other programs may add their own), and every
    other non-empty line as text.  Never raises: malformed JSON is text."""
    values, text = documents(data, '[')
    return [d for v in values for d in v if isinstance(d, dict)], text


def documents(data, opening):
    """(JSON values, text lines) of STDERR: each value that starts a line
    with OPENING ('[': GCC's JSON, '{': its SARIF), every other non-empty
    line as text."""
    s = data.decode('utf-8', 'replace')
    decoder = json.JSONDecoder()
    values, text = [], []
    pos = 0
    while pos < len(s):
        while pos < len(s) and s[pos].isspace():
            pos += 1
        if pos >= len(s):
            break
        if s[pos] == opening:
            try:
                value, end = decoder.raw_decode(s, pos)
            except ValueError:
                value, end = None, pos
            if isinstance(value, (list, dict)) and end > pos:
                values.append(value)
                pos = end
                continue
        nl = s.find('\n', pos)
        nl = len(s) if nl < 0 else nl
        if s[pos:nl].strip():
            text.append(s[pos:nl].rstrip())
        pos = nl + 1
    return values, text


def check_name(diag):
    """The check's name, "spdx-missing", ..., from GCC's "option" (the
    plugin names each warning's option by its check), or None."""
    opt = diag.get('option')
    if isinstance(opt, str) and opt.startswith('spdx-'):
        return opt
    return None


def is_plugins(diag):
    """A finding of the plugin (its check names the option) or one of its
    configuration warnings and errors ("spdx: ..."); GCC's own diagnostics
    are the compiler's business, not this server's."""
    msg = diag.get('message')
    return check_name(diag) is not None or (isinstance(msg, str) and msg.startswith('spdx:'))


def first_line(diag):
    """DIAG as GCC's text format would start it: FILE:LINE:COL: KIND: MESSAGE."""
    where = ''
    locs = diag.get('locations')
    if isinstance(locs, list) and locs and isinstance(locs[0], dict):
        caret = locs[0].get('caret')
        if isinstance(caret, dict):
            where = '%s:%s:%s: ' % (caret.get('file'), caret.get('line'), caret.get('column'))
    return '%s%s: %s' % (where, diag.get('kind'), diag.get('message'))


def failure(returncode, diags, text):
    """Why the check did not complete, as the compiler's first line that
    says so, or None: a fatal error or an internal compiler error (the
    compile stopped, the plugin never reported), a driver error, an exit
    status without diagnostics, a compiler killed by a signal.  Errors in
    the code (a typo being edited) do not stop the checks."""
    if returncode is not None and returncode < 0:
        return 'the compiler was killed by signal %d%s' % (
            -returncode, ': ' + text[0] if text else '')
    for d in diags:
        if d.get('kind') in FATAL:
            return first_line(d)
    for line in text:
        if TEXT_ERROR.match(line):
            return line
    if returncode and not any(d.get('kind') in ERROR_KINDS for d in diags):
        # A cut JSON array is no one's first words.
        words = [t for t in text if not t.startswith(('[', '{'))] or text
        if words:
            return words[0]
        return 'the compiler exited with status %d and printed no diagnostics' % returncode
    return None
