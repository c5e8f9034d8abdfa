#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""module-license over a whole kernel build, from its objects' records: every
unit that states a MODULE_LICENSE() checked with the families the plugin
recorded as its main file's license allows (spdx_modlic.c's evaluation), and the .ko
files across their objects.

usage: modlic-audit.py BUILD   (BUILD has spdx-all-objects.txt, written by
make kernel)
"""
import collections
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), '..', 'tools'))
from spdx_report._facts import F_MAIN  # noqa: E402 (the path first)
from spdx_report.elf import read_path  # noqa: E402
from spdx_report.modlic import (module_findings, module_idents,  # noqa: E402
                                module_license_problem)
from spdx_report.records import Records  # noqa: E402


def main(build):
    idents = module_idents()
    out = Records()
    with open(os.path.join(build, 'spdx-all-objects.txt')) as f:
        for o in f:
            read_path(o.strip(), out)
    n, counts, bad = 0, collections.Counter(), []
    for tu in out.tus:
        if not tu[4]:
            continue
        ident, where, line, col = tu[4]
        n += 1
        counts[ident] += 1
        main = [(p, e) for p, e, f in tu[2] if f & F_MAIN]
        e = main[0][1] if main else None
        if ident not in idents:
            bad.append((where, line, ident, e, 'unknown ident'))
            continue
        if e is None:
            continue
        if not tu[5]:
            bad.append((where, line, ident, e, 'not evaluated (no kernel LICENSES/)'))
            continue
        why = module_license_problem(ident, tu[5], idents)
        if why:
            bad.append((where, line, ident, e, why))
    print('units with MODULE_LICENSE():', n, dict(counts))
    for b in bad:
        print('DISAGREES', b)
    kos = []
    for d, dirs, files in os.walk(build):
        kos += [os.path.join(d, f) for f in files if f.endswith('.ko')]
    print('modules:', len(kos))
    for f in module_findings(kos):
        print('CROSS', f[0], f[1], f[5])


if __name__ == '__main__':
    main(sys.argv[1])
