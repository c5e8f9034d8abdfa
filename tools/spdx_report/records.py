# SPDX-License-Identifier: GPL-2.0-or-later
"""The .spdx records (format in plugin/spdx_note.h): parsed, and what went
wrong reading them; the exit statuses that follow from it."""
import struct
import sys

from ._facts import (ALIGN, E_ERROR, E_HAS_SUGGESTED, F_HAS_EXPR, FILE_SIZE, FINDING_SIZE,
                     HEADER_SIZE, HEADER_SIZE_V1, HEADER_SIZE_V2, MAGIC, NOTE_VERSION,
                     PREFIX_SIZE, PREFIX_STRUCT)

# Every field after the prefix is one 32-bit word.
FILE_WORDS, FINDING_WORDS = FILE_SIZE // 4, FINDING_SIZE // 4
HEADER_WORDS_V1 = (HEADER_SIZE_V1 - PREFIX_SIZE) // 4

# Exit statuses (documented once: here, in --help and in the README).
EXIT_OK = 0          # license data read, whatever it found
EXIT_ERROR = 1       # an input or a record could not be read, or an output written
EXIT_USAGE = 2       # the command line (argparse)
EXIT_NO_DATA = 3     # an input, or an artifact, carries no license data at all
EXIT_PARTIAL = 4     # compilation units its DWARF names carry no license data
EXIT_HELP = '''exit status: 0 license data read (with or without findings); 1 an input
or a record could not be read (a malformed record names the file, the record's
index and its offset), or an output not written; 2 usage; 3 no license data: an
input (or, for spdx and summary, an artifact) has no record, not even in its
debug file; 4 incomplete: a linked file's DWARF names compilation units that
carry no license data (named on stderr).  The lowest non-zero status that
applies wins: 1, then 3, then 4.'''


class Records:
    """Every distinct record read so far, and what went wrong reading."""

    def __init__(self):
        self.seen = set()
        self.tus = []
        self.problems = []      # errors: EXIT_ERROR
        self.nodata = []        # inputs without data: EXIT_NO_DATA
        self.partial = []       # compilation units without data: EXIT_PARTIAL
        self.notes = []         # where the data came from
        self.debug_files = {}   # input path: (debug file, how it was found)
        self.comp_dirs = {}     # a DWARF unit's name: its DW_AT_comp_dirs
        self.input_dirs = {}    # a record's main file: the directories of its files

    def add(self, tu):
        if tu in self.seen:
            return
        self.seen.add(tu)
        self.tus.append(tu)

    def status(self):
        return (EXIT_ERROR if self.problems else EXIT_NO_DATA if self.nodata else
                EXIT_PARTIAL if self.partial else EXIT_OK)

    def tell(self):
        """Everything said about the inputs, on stderr."""
        for p in self.notes + self.problems + self.nodata + self.partial:
            print('spdx-report: ' + p, file=sys.stderr)


def cstr(strs, off, what):
    end = strs.find(b'\0', off)
    if off >= len(strs) or end < 0:
        raise ValueError('%s: string offset %d out of range (.spdx_str has %d bytes)' %
                         (what, off, len(strs)))
    return strs[off:end].decode('utf-8', 'surrogateescape')


def prefix(data, pos, little):
    """(version, header size, record size) of the record at POS of DATA."""
    return struct.unpack_from(('<' if little else '>') + PREFIX_STRUCT, data, pos + len(MAGIC))


def aligned(size):
    """SIZE rounded up to where the next record may start."""
    return (size + ALIGN - 1) & -ALIGN


def next_magic(data, pos):
    """The next 4-aligned offset after POS where a record starts, else the end."""
    at = data.find(MAGIC, pos + len(MAGIC))
    while at >= 0 and at % ALIGN:
        at = data.find(MAGIC, at + 1)
    return len(data) if at < 0 else at


def parse(data, strs, little, where, out):
    """The records of one .spdx section, each as a hashable tuple, added to
    OUT and returned.  A malformed record is an error naming the file, the
    record's index in the section and its offset; reading goes on at the
    next record's magic, so that one bad record hides no other."""
    e = '<' if little else '>'
    pos, index, got = 0, 0, []
    while pos < len(data):
        if data[pos:pos + ALIGN].strip(b'\0') == b'':
            pos += ALIGN    # alignment padding between records
            continue
        name = '%s: .spdx record %d at offset %d' % (where, index, pos)
        if data[pos:pos + len(MAGIC)] != MAGIC:
            out.problems.append('%s: no record magic %r here' %
                                (name, data[pos:pos + len(MAGIC)]))
            pos = next_magic(data, pos)
            index += 1
            continue
        index += 1
        if pos + PREFIX_SIZE > len(data):
            out.problems.append('%s: header truncated, the section ends after %d of its '
                                '%d first bytes' % (name, len(data) - pos, PREFIX_SIZE))
            break
        version, hsize, size = prefix(data, pos, little)
        if version != NOTE_VERSION:
            if size < PREFIX_SIZE or pos + size > len(data):
                out.problems.append('%s: version %d and a size (%d) that does not fit the '
                                    'section' % (name, version, size))
                pos = next_magic(data, pos)
            else:
                out.problems.append('%s: version %d, which this reader does not know: '
                                    'skipped by its size' % (name, version))
                pos += aligned(size)
            continue
        try:
            rec = parse_record(data, pos, hsize, size, strs, e)
        except (ValueError, struct.error) as err:
            out.problems.append('%s: %s' % (name, err))
            pos = next_magic(data, pos)
            continue
        out.add(rec)
        got.append(rec)
        pos += aligned(size)
    return got


def parse_record(data, pos, hsize, size, strs, e):
    """One version-1 record at POS of DATA, as the tuple (producer, main
    file, files, findings, MODULE_LICENSE() or None, the families the main
    file's license allows or 0).  Header sizes: HEADER_SIZE_V1 (the first
    writer), HEADER_SIZE_V2 (MODULE_LICENSE() fields), HEADER_SIZE (the
    allowed families); a larger one is read as HEADER_SIZE and its further
    fields skipped, as the format says.  The size must be what the header and its
    counts make."""
    if hsize < HEADER_SIZE_V1:
        raise ValueError('header size %d: a version-1 header has at least %d bytes' %
                         (hsize, HEADER_SIZE_V1))
    if pos + hsize > len(data):
        raise ValueError('header truncated: the section ends %d bytes into its %d-byte '
                         'header' % (len(data) - pos, hsize))
    producer, main, nfiles, nfindings = struct.unpack_from(e + '%dI' % HEADER_WORDS_V1, data,
                                                           pos + PREFIX_SIZE)
    want = hsize + FILE_SIZE * nfiles + FINDING_SIZE * nfindings
    if pos + want > len(data):
        raise ValueError('its %d files and %d findings need %d bytes, the section has %d '
                         'left' % (nfiles, nfindings, want, len(data) - pos))
    if size != want:
        raise ValueError('size field %d, but its header and counts (%d files, %d findings) '
                         'make %d bytes' % (size, nfiles, nfindings, want))
    files = []
    for i in range(nfiles):
        path, expr, flags = struct.unpack_from(e + '%dI' % FILE_WORDS, data,
                                               pos + hsize + FILE_SIZE * i)
        files.append((cstr(strs, path, 'file %d\'s path' % i),
                      cstr(strs, expr, 'file %d\'s expression' % i)
                      if flags & F_HAS_EXPR else None,
                      flags & ~F_HAS_EXPR))
    findings = []
    base = pos + hsize + FILE_SIZE * nfiles
    for i in range(nfindings):
        check, fidx, line, col, flags, msg, sugg = struct.unpack_from(
            e + '%dI' % FINDING_WORDS, data, base + FINDING_SIZE * i)
        if fidx >= nfiles:
            raise ValueError('finding %d names file %d of %d' % (i, fidx, nfiles))
        what = 'finding %d\'s ' % i
        findings.append((files[fidx][0], line, col, cstr(strs, check, what + 'check'),
                         'error' if flags & E_ERROR else 'warning',
                         cstr(strs, msg, what + 'message'),
                         cstr(strs, sugg, what + 'suggestion')
                         if flags & E_HAS_SUGGESTED else None))
    modlic, allowed = None, 0
    # Since HEADER_SIZE_V2: the unit's MODULE_LICENSE() (line 0: none).
    if hsize >= HEADER_SIZE_V2:
        ident, fidx, line, col = struct.unpack_from(
            e + '%dI' % ((HEADER_SIZE_V2 - HEADER_SIZE_V1) // 4), data, pos + HEADER_SIZE_V1)
        if line:
            if fidx >= nfiles:
                raise ValueError('MODULE_LICENSE() names file %d of %d' % (fidx, nfiles))
            modlic = (cstr(strs, ident, 'MODULE_LICENSE() ident'), files[fidx][0], line, col)
    # Since HEADER_SIZE: the families the main file's license allows
    # (spdx_modlic_allowed(); 0: not evaluated).
    if hsize >= HEADER_SIZE:
        allowed, = struct.unpack_from(e + 'I', data, pos + HEADER_SIZE_V2)
    return (cstr(strs, producer, 'producer'), cstr(strs, main, 'main file'), tuple(files),
            tuple(findings), modlic, allowed)


def write_text(text, output, problems):
    """TEXT to the file OUTPUT, or stdout without one; a failure into PROBLEMS."""
    try:
        if output:
            with open(output, 'w', encoding='utf-8') as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    except OSError as err:
        problems.append('%s: %s' % (err.filename or output, err.strerror))
