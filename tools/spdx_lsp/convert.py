# SPDX-License-Identifier: GPL-2.0-or-later
"""The plugin's findings as LSP diagnostics (ranges, severity, check name,
notes as related information) and their fix-its as edits, by file."""
import os

from lsprotocol import types as lsp
from pygls import uris

from . import gccjson, positions

SOURCE = 'spdx'
SEVERITY = {
    'error': lsp.DiagnosticSeverity.Error,
    'fatal error': lsp.DiagnosticSeverity.Error,
    'internal compiler error': lsp.DiagnosticSeverity.Error,
    'sorry, unimplemented': lsp.DiagnosticSeverity.Error,
    'warning': lsp.DiagnosticSeverity.Warning,
    'pedwarn': lsp.DiagnosticSeverity.Warning,
    'note': lsp.DiagnosticSeverity.Information,
}
TITLE_TEXT = 50


class Finding:
    """One diagnostic for one file, the check it came from and its
    fix-its: {uri: [(range, new text)]}, all applied together."""

    def __init__(self, uri, diagnostic, check=None, edits=None, titles=()):
        self.uri = uri
        self.diagnostic = diagnostic
        self.check = check
        self.edits = edits or {}
        self.titles = list(titles)

    def key(self):
        """What makes two findings the same (two compiles may report one
        header's)."""
        r = self.diagnostic.range
        return (self.uri, r.start.line, r.start.character, r.end.line, r.end.character,
                self.check, self.diagnostic.message)

    def title(self):
        """The code action's title: what the edits do, and the check."""
        what = ', '.join(self.titles) or 'apply the fix-it'
        return '%s%s (%s)' % (what[0].upper(), what[1:], self.check or SOURCE)


def make_range(pair):
    """lsp.Range of ((line, char), (line, char))."""
    (a, b), (c, d) = pair
    return lsp.Range(start=lsp.Position(line=a, character=b),
                     end=lsp.Position(line=c, character=d))


class Converter:
    """GCC's diagnostics of one compile (run in DIRECTORY, for the document
    at PATH known to the client as URI) in ENCODING, by file."""

    def __init__(self, directory, path, uri, encoding):
        self.directory = directory
        self.path = os.path.realpath(path)
        self.uri = uri
        self.encoding = encoding
        self._texts = {}

    def file_of(self, name):
        """The absolute path of a file GCC named (relative to the compile's
        directory)."""
        return os.path.normpath(os.path.join(self.directory, name))

    def uri_of(self, path):
        """The document's own URI for the document (the client's spelling),
        a file: URI for any other file."""
        if os.path.realpath(path) == self.path:
            return self.uri
        return uris.from_fs_path(path)

    def text(self, path):
        """The file's bytes, read once per compile."""
        if path not in self._texts:
            self._texts[path] = positions.Text.read(path)
        return self._texts[path]

    def text_of(self, name):
        """The text of a file GCC named: what text() read, or reads."""
        return self.text(self.file_of(name))

    def where(self, locations, origin):
        """(uri, path, range pair) of a diagnostic's first location, or None."""
        if not isinstance(locations, list) or not locations:
            return None
        loc = locations[0]
        if not isinstance(loc, dict) or not isinstance(loc.get('caret'), dict):
            return None
        name = loc['caret'].get('file')
        if not isinstance(name, str):
            return None
        path = self.file_of(name)
        pair = positions.span(self.text(path), loc, origin, self.encoding)
        if pair is None:
            return None
        return self.uri_of(path), path, pair

    def findings(self, diags):
        """Finding for each of the plugin's diagnostics in DIAGS."""
        return [self.finding(d) for d in diags if gccjson.is_plugins(d)]

    def finding(self, diag):
        """One GCC diagnostic as a Finding.  Without a location (the
        plugin's argument errors) it stands at the document's start."""
        origin = diag.get('column-origin', 1)
        origin = origin if isinstance(origin, int) else 1
        place = self.where(diag.get('locations'), origin)
        uri, pair = (place[0], place[2]) if place else (self.uri, ((0, 0), (0, 0)))
        check = gccjson.check_name(diag)
        d = lsp.Diagnostic(range=make_range(pair), message=str(diag.get('message', '')),
                           severity=SEVERITY.get(diag.get('kind'), lsp.DiagnosticSeverity.Warning),
                           code=check, source=SOURCE)
        url = diag.get('option_url')
        if check and isinstance(url, str) and ':' in url:
            d.code_description = lsp.CodeDescription(href=url)
        related = self.related(diag.get('children'), uri, pair)
        if related:
            d.related_information = related
        edits, titles = self.edits(diag.get('fixits'), origin)
        return Finding(uri, d, check, edits, titles)

    def related(self, children, uri, pair):
        """The notes (the license text's place, policy=auto's reason) as
        related information; a note without a place stands at its
        diagnostic's."""
        out = []
        for child in children if isinstance(children, list) else []:
            if not isinstance(child, dict):
                continue
            origin = child.get('column-origin', 1)
            place = self.where(child.get('locations'), origin if isinstance(origin, int) else 1)
            curi, cpair = (place[0], place[2]) if place else (uri, pair)
            out.append(lsp.DiagnosticRelatedInformation(
                location=lsp.Location(uri=curi, range=make_range(cpair)),
                message=str(child.get('message', ''))))
        return out

    def edits(self, fixits, origin):
        """({uri: [(range pair, new text)]}, titles) of the fix-its, each
        range from "start" to "next" (exclusive)."""
        edits, titles = {}, []
        for fix in fixits if isinstance(fixits, list) else []:
            if not isinstance(fix, dict) or not isinstance(fix.get('string'), str):
                continue
            start = fix.get('start')
            name = start.get('file') if isinstance(start, dict) else None
            if not isinstance(name, str):
                continue
            path = self.file_of(name)
            text = self.text(path)
            pair = positions.edit_span(text, start, fix.get('next'), origin, self.encoding)
            if pair is None:
                continue
            edits.setdefault(self.uri_of(path), []).append((pair, fix['string']))
            titles.append(describe(old_text(text, start, fix.get('next'), origin),
                                   fix['string'], positions.gcc_point(start)[0]))
        return edits, titles


def old_text(text, start, nxt, origin):
    """The bytes a fix-it replaces, decoded; '' when unknown or none."""
    a, b = positions.gcc_point(start), positions.gcc_point(nxt)
    if a is None or b is None:
        return ''
    lines = []
    for n in range(a[0], b[0] + 1):
        line = text.line(n)
        if line is None:
            return ''
        lo = a[1] - origin if n == a[0] else 0
        hi = b[1] - origin if n == b[0] else len(line) + 1
        lines.append((line + b'\n')[max(lo, 0):max(hi, 0)])
    return b''.join(lines).decode('utf-8', 'replace')


def quote(s):
    """S's first line, shortened, in quotes: a title stays one line."""
    s = s.strip('\n').split('\n')[0]
    if len(s) > TITLE_TEXT:
        s = s[:TITLE_TEXT - 1] + '\u2026'
    return "'%s'" % s


def describe(old, new, line):
    """What one edit does, in words: insert, delete or replace."""
    if not old:
        return 'insert %s at line %d' % (quote(new), line + 1)
    if not new:
        return 'delete %s' % quote(old)
    return 'replace %s with %s' % (quote(old), quote(new))


def failure(uri, message):
    """The one diagnostic of a check that could not run: at the start of
    the document, with the compiler's words."""
    d = lsp.Diagnostic(range=make_range(((0, 0), (0, 0))),
                       message='spdx: the license check could not run: ' + message,
                       severity=lsp.DiagnosticSeverity.Warning, code='spdx-lsp', source=SOURCE)
    return Finding(uri, d, 'spdx-lsp')
