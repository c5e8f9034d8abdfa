#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""module-license over a whole kernel build, from its objects' records: every
unit that states a MODULE_LICENSE() evaluated with spdx-report's rule (the
mirror of spdx_modlic.c), and the .ko files across their objects.

usage: modlic-audit.py BUILD LICENSES   (BUILD has spdx-all-objects.txt,
written by make kernel)
"""
import sys, os, collections
from importlib.machinery import SourceFileLoader
r = SourceFileLoader('r', os.path.join(os.path.dirname(os.path.realpath(__file__)), '..', 'tools', 'spdx-report')).load_module()
build, lic = sys.argv[1], sys.argv[2]
idents = r.module_idents(); kernel = r.kernel_licenses(lic)
out = r.Records()
objs = [l.strip() for l in open(os.path.join(build, 'spdx-all-objects.txt'))]
for o in objs:
    r.read_path(o, out)
n = 0; counts = collections.Counter(); bad = []
for tu in out.tus:
    if len(tu) < 5: continue
    ident, where, line, col = tu[4]
    n += 1; counts[ident] += 1
    main = [(p, e) for p, e, f in tu[2] if f & r.F_MAIN]
    e = main[0][1] if main else None
    if ident not in idents:
        bad.append((where, line, ident, e, 'unknown ident')); continue
    if e is None: continue
    why = r.module_license_problem(ident, e, idents, kernel)
    if why: bad.append((where, line, ident, e, why))
print('units with MODULE_LICENSE():', n, dict(counts))
for b in bad: print('DISAGREES', b)
kos = []
for d, dirs, files in os.walk(build):
    kos += [os.path.join(d, f) for f in files if f.endswith('.ko')]
print('modules:', len(kos))
for f in r.module_findings(kos, lic): print('CROSS', f[0], f[1], f[5])
