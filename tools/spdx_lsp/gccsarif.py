# SPDX-License-Identifier: GPL-2.0-or-later
"""GCC's SARIF (-fdiagnostics-format=sarif-stderr) as the diagnostics that
gccjson reads: GCC 16 has no JSON format.  GCC's SARIF columns are display
columns (GCC 13 to 16: a tab to the next multiple of -ftabstop, a wide
character two columns, a combining one none), whatever columnKind says;
the converter wants byte columns, so each is walked back over the line."""
import os
import unicodedata
from urllib.parse import unquote, urlsplit

from . import gccjson

# GCC's SARIF levels as its JSON kinds.
KINDS = {'error': 'error', 'warning': 'warning', 'note': 'note', 'none': 'note'}
TABSTOP = 8


def tabstop(argv):
    """The command's -ftabstop=N (GCC's display columns count tabs by it)."""
    stop = TABSTOP
    for arg in argv:
        if arg.startswith('-ftabstop='):
            try:
                n = int(arg[10:])
            except ValueError:
                continue
            stop = n if 0 < n <= 10000 else TABSTOP
    return stop


def width(ch):
    """Display columns of CH as libcpp's cpp_wcwidth counts them."""
    if ch == '\u00ad':
        return 1
    if unicodedata.category(ch) in ('Mn', 'Me', 'Cf') or '\u1160' <= ch <= '\u11ff':
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ('W', 'F') else 1


def chars(line):
    """(byte offset, byte length, character or None) of LINE: a byte that is
    not UTF-8 is one column, as GCC counts it."""
    i = 0
    while i < len(line):
        lead = line[i]
        size = 1 if lead < 0x80 else 2 if lead < 0xe0 else 3 if lead < 0xf0 else 4
        try:
            ch = line[i:i + size].decode('utf-8')
        except UnicodeDecodeError:
            ch, size = None, 1
        yield i, size, ch
        i += size


def byte_column(line, column, stop):
    """The 1-based byte column of the character at 1-based display COLUMN
    of LINE (bytes; None: unknown, the column is taken as bytes)."""
    if line is None or column < 1:
        return column
    want = column - 1
    at = 0
    for offset, _, ch in chars(line):
        w = stop - at % stop if ch == '\t' else 1 if ch is None else width(ch)
        if at + w > want or (w == 0 and at == want):
            return offset + 1
        at += w
    return len(line) + 1 + want - at


class Reader:
    """One compile's SARIF, in DIRECTORY (GCC's %PWD%), as gccjson's
    diagnostics; TEXT(path) gives a file's positions.Text."""

    def __init__(self, directory, stop, text):
        self.directory = directory
        self.stop = stop
        self.text = text
        self.bases = {}

    def path(self, artifact):
        """A SARIF artifactLocation as a path, relative to the directory."""
        if not isinstance(artifact, dict) or not isinstance(artifact.get('uri'), str):
            return None
        uri = artifact['uri']
        base = self.bases.get(artifact.get('uriBaseId'))
        parts = urlsplit(uri)
        if parts.scheme == 'file':
            return unquote(parts.path)
        if parts.scheme:
            return None
        # Relative to the compile's directory, as GCC's JSON names files.
        name = unquote(uri)
        if base is None or os.path.isabs(name) or \
                os.path.normpath(base) == os.path.normpath(self.directory):
            return name
        return os.path.join(base, name)

    def point(self, name, line, column):
        """A gccjson location point at display COLUMN of 1-based LINE."""
        text = self.text(name)
        col = byte_column(text.line(line - 1), column, self.stop)
        return {'file': name, 'line': line, 'byte-column': col, 'column': col}

    def location(self, physical):
        """A SARIF physicalLocation as gccjson's {caret, start, finish}."""
        if not isinstance(physical, dict):
            return None
        name = self.path(physical.get('artifactLocation'))
        region = physical.get('region')
        if name is None or not isinstance(region, dict) or \
                not isinstance(region.get('startLine'), int):
            return None
        line = region['startLine']
        column = region.get('startColumn') if isinstance(region.get('startColumn'), int) else 1
        caret = self.point(name, line, column)
        loc = {'caret': caret}
        end = region.get('endColumn')
        if isinstance(end, int) and end > column:
            last = region.get('endLine') if isinstance(region.get('endLine'), int) else line
            loc['finish'] = self.point(name, last, end - 1)
        return loc

    def fixits(self, fixes):
        """SARIF fixes as gccjson fix-its: from start to next, exclusive."""
        out = []
        for fix in fixes if isinstance(fixes, list) else []:
            for change in (fix.get('artifactChanges') or []) if isinstance(fix, dict) else []:
                if not isinstance(change, dict):
                    continue
                name = self.path(change.get('artifactLocation'))
                for rep in change.get('replacements') or []:
                    region = rep.get('deletedRegion') if isinstance(rep, dict) else None
                    new = (rep.get('insertedContent') or {}).get('text', '') \
                        if isinstance(rep, dict) else None
                    if name is None or not isinstance(region, dict) or \
                            not isinstance(new, str) or \
                            not isinstance(region.get('startLine'), int):
                        continue
                    line = region['startLine']
                    col = region.get('startColumn', 1)
                    end = region.get('endColumn', col)
                    last = region.get('endLine', line)
                    if not all(isinstance(v, int) for v in (col, end, last)):
                        continue
                    out.append({'start': self.point(name, line, col),
                                'next': self.point(name, last, end), 'string': new})
        return out

    def children(self, related):
        """The notes (relatedLocations with a message) and the include
        chain (those without: "isIncludedBy" relationships)."""
        out = []
        for rel in related if isinstance(related, list) else []:
            if not isinstance(rel, dict):
                continue
            loc = self.location(rel.get('physicalLocation'))
            message = (rel.get('message') or {}).get('text')
            if not isinstance(message, str):
                if loc is None:
                    continue
                message = 'in file included from here'
            out.append({'kind': 'note', 'message': message,
                        'locations': [loc] if loc else []})
        return out

    def diagnostic(self, res):
        """One SARIF result as a gccjson diagnostic."""
        locs = [self.location(loc.get('physicalLocation'))
                for loc in res.get('locations') or [] if isinstance(loc, dict)]
        diag = {'kind': KINDS.get(res.get('level'), 'warning'),
                'message': (res.get('message') or {}).get('text', ''),
                'locations': [loc for loc in locs if loc],
                'column-origin': 1,
                'children': self.children(res.get('relatedLocations')),
                'fixits': self.fixits(res.get('fixes'))}
        # A diagnostic without an option has its kind as ruleId ("fatal
        # error", "warning"): the kind a fatal error is told by.
        rule = res.get('ruleId')
        if rule in gccjson.KINDS:
            diag['kind'] = rule
        elif isinstance(rule, str):
            diag['option'] = rule
        return diag

    def diagnostics(self, doc):
        """Every result of every run of the SARIF document DOC."""
        out = []
        for run in doc.get('runs') or [] if isinstance(doc, dict) else []:
            if not isinstance(run, dict):
                continue
            bases = run.get('originalUriBaseIds') or {}
            for key, value in bases.items() if isinstance(bases, dict) else []:
                path = self.path(value if isinstance(value, dict) else None)
                if path is not None:
                    self.bases[key] = path
            rules = ((run.get('tool') or {}).get('driver') or {}).get('rules') or []
            urls = {r.get('id'): r.get('helpUri') for r in rules if isinstance(r, dict)}
            for res in run.get('results') or []:
                if isinstance(res, dict):
                    diag = self.diagnostic(res)
                    if isinstance(urls.get(diag.get('option')), str):
                        diag['option_url'] = urls[diag['option']]
                    out.append(diag)
        return out

