# SPDX-License-Identifier: GPL-2.0-or-later
"""GCC's columns in the client's position encoding.  GCC counts bytes
("byte-column", from "column-origin"); LSP counts UTF-16 code units unless
the client and server agreed on UTF-8 or UTF-32.  The text is the file as
the compiler read it, from disk: the columns are of those bytes."""
import os

UTF8, UTF16, UTF32 = 'utf-8', 'utf-16', 'utf-32'
# A source file larger than this is not read for columns: bytes are used.
MAX_FILE = 64 * 1024 * 1024


class Text:
    """A file's lines as bytes, split where GCC splits them (at \\n)."""

    def __init__(self, data):
        self.lines = data.split(b'\n') if data is not None else None

    @classmethod
    def read(cls, path):
        """PATH's text, or a Text that knows no lines (columns stay bytes)."""
        try:
            if os.path.getsize(path) <= MAX_FILE:
                with open(path, 'rb') as f:
                    return cls(f.read())
        except OSError:
            pass
        return cls(None)

    def line(self, n):
        """Line N (0-based) as bytes, or None past the end or unknown."""
        if self.lines is None or not 0 <= n < len(self.lines):
            return None
        return self.lines[n]


def units(prefix, encoding):
    """PREFIX (bytes of one line) in ENCODING's units.  Bytes that are not
    UTF-8 count as one U+FFFD each, as editors show them."""
    if encoding == UTF8:
        return len(prefix)
    text = prefix.decode('utf-8', 'replace')
    if encoding == UTF32:
        return len(text)
    return len(text.encode('utf-16-le')) // 2


def char_end(line, col):
    """The byte offset after the character that starts at byte COL of
    LINE: GCC's "finish" and a lone caret name a character, LSP's end is
    exclusive."""
    if line is None or col >= len(line):
        return col + 1 if line is None else col
    lead = line[col]
    size = 1 if lead < 0xc0 else 2 if lead < 0xe0 else 3 if lead < 0xf0 else 4
    return min(col + size, len(line))


def position(text, line, col, encoding):
    """(line, character) for byte COL (0-based) of LINE (0-based).  A
    column past the line's end is the start of the next line (a fix-it that
    takes the newline with it)."""
    data = text.line(line)
    if data is None:
        return max(line, 0), max(col, 0)
    col = max(col, 0)
    if col > len(data) and text.line(line + 1) is not None:
        return line + 1, 0
    return line, units(data[:col], encoding)


def gcc_point(loc):
    """(0-based line, byte column as GCC wrote it: from the diagnostic's
    "column-origin") of a GCC JSON location point; None if it is not one."""
    if not isinstance(loc, dict):
        return None
    line, col = loc.get('line'), loc.get('byte-column', loc.get('column'))
    if not isinstance(line, int) or not isinstance(col, int):
        return None
    return line - 1, col


def span(text, loc, origin, encoding):
    """The LSP range ((line, char), (line, char)) of a GCC JSON location
    (caret, optional start and finish), or None.  Without a finish the
    range is the caret's character, as GCC's ^ marks it."""
    caret = gcc_point(loc.get('caret'))
    if caret is None:
        return None
    start = gcc_point(loc.get('start')) or caret
    finish = gcc_point(loc.get('finish')) or caret
    sline, scol = start[0], start[1] - origin
    fline, fcol = finish[0], finish[1] - origin
    end = char_end(text.line(fline), fcol)
    return (position(text, sline, scol, encoding), position(text, fline, end, encoding))


def edit_span(text, start, nxt, origin, encoding):
    """The LSP range of a fix-it: from START to NEXT, GCC's exclusive end."""
    a, b = gcc_point(start), gcc_point(nxt)
    if a is None or b is None:
        return None
    return (position(text, a[0], a[1] - origin, encoding),
            position(text, b[0], b[1] - origin, encoding))
