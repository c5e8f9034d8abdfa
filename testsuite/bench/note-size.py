# SPDX-License-Identifier: GPL-2.0-or-later
"""What the license records of objects cost, and what other encodings would.

usage: note-size.py [--sample N] INPUT... [--image FILE]

INPUT is an object, a file naming objects one per line, or a build
directory, whose compiled objects (one unit's records, not ld -r's) are
taken.  For each object: the bytes
its version-1 notes take today (.spdx, .spdx_str and their relocations, from
the section headers), and the bytes of the same records re-encoded:

  uleb        every number as ULEB128, strings once per record
  uleb+dirs   the same with a directory table, each path split in two
  z(...)      each of those zlib -9 compressed, per record

--image FILE reads a linked file's records (vmlinux) and prints the sizes of
its units concatenated: raw, compressed as a whole and per unit.  The
encodings are sketches for choosing version 2, measured on real records; the
reader (tools/spdx_report) parses the records, so nothing is assumed about
their content.  --sample N takes N objects, chosen with a fixed seed.
"""
import argparse
import lzma
import os
import random
import statistics
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..',
                                'tools'))
from spdx_report import elf, records  # noqa: E402
from elftools.elf.elffile import ELFFile  # noqa: E402

SECTIONS = ('.spdx', '.spdx_str', '.rela.spdx', '.rel.spdx')


def uleb(n):
    out = bytearray()
    while True:
        c = n & 0x7f
        n >>= 7
        out.append(c | 0x80 if n else c)
        if not n:
            return bytes(out)


def encode(rec, dirs):
    """One record (records.parse_record's tuple) in the sketched encoding."""
    producer, main, files, findings = rec[:4]
    strs, dtab, body = {}, {}, bytearray()

    def s(x):
        if x is None:
            return 0
        return strs.setdefault(x, len(strs) + 1)

    body += uleb(s(producer)) + uleb(s(main)) + uleb(len(files)) + uleb(len(findings))
    index = {}
    for i, (path, expr, flags) in enumerate(files):
        index.setdefault(path, i)
        if dirs:
            d, b = os.path.split(path)
            body += uleb(dtab.setdefault(d, len(dtab))) + uleb(s(b))
        else:
            body += uleb(s(path))
        body += uleb(s(expr)) + uleb(flags)
    for path, line, col, check, kind, msg, sugg in findings:
        body += uleb(index[path]) + uleb(line) + uleb(col) + uleb(s(check))
        body += uleb(kind == 'error') + uleb(s(msg)) + uleb(s(sugg))
    if len(rec) > 4:
        ident, path, line, col = rec[4]
        body += uleb(s(ident)) + uleb(index[path]) + uleb(line) + uleb(col)
    table = b''.join(k.encode() + b'\0' for k in list(dtab) + list(strs))
    return uleb(len(table)) + table + bytes(body)


def units(path):
    out = records.Records()
    elf.read_path(path, out)
    if out.problems:
        sys.exit('note-size: ' + '; '.join(out.problems))
    return out.tus


def section_bytes(path):
    with open(path, 'rb') as f:
        if f.read(4) != b'\x7fELF':
            return {}
        f.seek(0)
        e = ELFFile(f)
        return {s.name: s['sh_size'] for s in e.iter_sections() if s.name in SECTIONS}


def compiled(top):
    """The .o files under TOP with license notes of exactly one unit."""
    out = []
    for d, _, names in os.walk(top):
        for n in names:
            p = os.path.join(d, n)
            if n.endswith('.o') and not os.path.islink(p) and '.spdx' in section_bytes(p):
                if len(units(p)) == 1:
                    out.append(p)
    return sorted(out)


def row(name, col):
    print('%-16s median %8d  max %8d  total %11d' % (name, statistics.median(col), max(col),
                                                    sum(col)))


def objects(args):
    paths = []
    for a in args.inputs:
        if os.path.isdir(a):
            paths += compiled(a)
        elif a.endswith('.o') or a.endswith('.ko'):
            paths.append(a)
        else:
            with open(a, encoding='utf-8') as f:
                paths += [ln.strip() for ln in f if ln.strip()]
    if args.sample and args.sample < len(paths):
        paths = random.Random(1).sample(sorted(paths), args.sample)
    cols = {k: [] for k in ('v1 notes', '.spdx', '.spdx_str', 'relocations', 'uleb',
                            'uleb+dirs', 'z(uleb)', 'z(uleb+dirs)', 'files per unit')}
    for p in paths:
        sec = section_bytes(p)
        rel = sec.get('.rela.spdx', 0) + sec.get('.rel.spdx', 0)
        cols['.spdx'].append(sec.get('.spdx', 0))
        cols['.spdx_str'].append(sec.get('.spdx_str', 0))
        cols['relocations'].append(rel)
        cols['v1 notes'].append(sec.get('.spdx', 0) + sec.get('.spdx_str', 0) + rel)
        recs = units(p)
        a = [encode(r, False) for r in recs]
        b = [encode(r, True) for r in recs]
        cols['uleb'].append(sum(map(len, a)))
        cols['uleb+dirs'].append(sum(map(len, b)))
        cols['z(uleb)'].append(sum(len(zlib.compress(x, 9)) for x in a))
        cols['z(uleb+dirs)'].append(sum(len(zlib.compress(x, 9)) for x in b))
        cols['files per unit'].append(sum(len(r[2]) for r in recs))
    print('%d objects, bytes of license data per object:' % len(paths))
    for k, v in cols.items():
        row(k, v)


def image(path):
    recs = units(path)
    sec = section_bytes(path)
    v1 = sec.get('.spdx', 0) + sec.get('.spdx_str', 0)
    print('%s: %d units; version 1: .spdx %d, .spdx_str %d' %
          (path, len(recs), sec.get('.spdx', 0), sec.get('.spdx_str', 0)))
    with open(path, 'rb') as f:
        e = ELFFile(f)
        raw = e.get_section_by_name('.spdx').data() if e.get_section_by_name('.spdx') else b''
    print('  version 1 as it is, gzip -9 as a whole: %d (of %d)' %
          (len(zlib.compress(raw, 9)), v1))
    for dirs in (False, True):
        enc = [encode(r, dirs) for r in recs]
        cat = b''.join(enc)
        print('  %-9s raw %d, zlib as a whole %d, zlib per unit %d, xz as a whole %d' %
              ('uleb+dirs' if dirs else 'uleb', len(cat), len(zlib.compress(cat, 9)),
               sum(len(zlib.compress(x, 9)) for x in enc), len(lzma.compress(cat))))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('inputs', nargs='*')
    ap.add_argument('--sample', type=int, default=0)
    ap.add_argument('--image')
    args = ap.parse_args()
    if args.inputs:
        objects(args)
    if args.image:
        image(args.image)


if __name__ == '__main__':
    main()
