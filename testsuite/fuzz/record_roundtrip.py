# SPDX-License-Identifier: GPL-2.0-or-later
"""The record writer's round trip through the real tools: each NAME.s that
fuzz_record left with FUZZ_RECORD_DUMP=DIR is assembled by GNU as, alone
and twice in one file (two units of one LTO partition), and read by
spdx-report's reader; both objects must hold exactly the record of
NAME.json, once, with nothing said about them.

Prints one line, "record-roundtrip: N passed, N failed", and exits 1 on a
failure.

usage: record_roundtrip.py TOOLS_DIR DUMP_DIR [AS]
"""
import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, sys.argv[1])
from spdx_report.elf import read_path          # noqa: E402
from spdx_report.records import Records        # noqa: E402


def text(h):
    return None if h is None else bytes.fromhex(h).decode('utf-8', 'surrogateescape')


def wanted(j):
    """NAME.json as the reader's record tuple (records.parse_record)."""
    rec = (text(j['producer']), text(j['main']),
           tuple((text(p), text(e), flags) for p, e, flags in j['files']),
           tuple((text(f), line, col, text(c), sev, text(m), text(s))
                 for f, line, col, c, sev, m, s in j['findings']))
    modlic = None
    if j['module_license']:
        ident, f, line, col = j['module_license']
        modlic = (text(ident), text(f), line, col)
    return rec + (modlic, j['allowed'])


def read(obj):
    out = Records()
    read_path(obj, out)
    return out


def main():
    dump = sys.argv[2]
    asm = sys.argv[3] if len(sys.argv) > 3 else 'as'
    passed = failed = 0
    for s in sorted(set(glob.glob(os.path.join(dump, '*.s'))) -
                    set(glob.glob(os.path.join(dump, '*.twice.s')))):
        base = s[:-2]
        with open(base + '.json') as f:
            want = wanted(json.load(f))
        with open(s, 'rb') as f:
            body = f.read()
        with open(base + '.twice.s', 'wb') as f:
            f.write(body + body)
        for src in (s, base + '.twice.s'):
            obj = src[:-2] + '.o'
            run = subprocess.run([asm, '-o', obj, src], capture_output=True, text=True)
            if run.returncode:
                why = 'as: ' + run.stderr.strip().splitlines()[0]
            else:
                got = read(obj)
                why = None
                if got.problems or got.nodata:
                    why = '; '.join(got.problems + got.nodata)
                elif got.tus != [want]:
                    why = '%d records, not the one written' % len(got.tus)
                    if len(got.tus) == 1:
                        why = 'read back as\n    %r\n  not\n    %r' % (got.tus[0], want)
            if why:
                failed += 1
                print('record-roundtrip: FAIL %s: %s' % (src, why))
            else:
                passed += 1
    if not passed + failed:
        print('record-roundtrip: no record was written into %s' % dump)
        return 1
    print('record-roundtrip: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
