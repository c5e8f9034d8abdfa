# SPDX-License-Identifier: GPL-2.0-or-later
"""Compare Linux 7.2's own SBOM (make sbom: sbom-source, sbom-build and
sbom-output .spdx.json, SPDX 3.0.1) with spdx-report --format spdx3 of the
same build: which files each names, and the licenses they declare for the
files both name.

usage: sbom3_compare.py KERNEL_OUT SRCTREE OURS.spdx3.json
Files are compared by real path: the kernel's names are relative to the
source tree (sbom-source) or the build directory (sbom-build), ours to the
--root they are under, or absolute.  Prints a Markdown table and, per
class, the files only one tool names."""
import json
import os
import sys
from collections import Counter, defaultdict


def graph(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)['@graph']


def declared(g):
    """spdxId of each file: the sorted license expressions it declares."""
    exprs = {e['spdxId']: e['simplelicensing_licenseExpression'] for e in g
             if e['type'] == 'simplelicensing_LicenseExpression'}
    out = defaultdict(list)
    for e in g:
        if e['type'] == 'Relationship' and e['relationshipType'] == 'hasDeclaredLicense':
            out[e['from']] += [exprs[t] for t in e['to'] if t in exprs]
    return out


def kind(path, out, src):
    """A class for a file only one tool names."""
    ext = os.path.splitext(path)[1]
    if ext in ('.o', '.a', '.elf', '.bin', '.dbg', '.so', '.lds', '.ld') or \
            os.path.basename(path) in ('vmlinux', 'bzImage', 'vmlinux.unstripped'):
        return 'objects, binaries, linker scripts (build steps\' outputs or link inputs)'
    if path.startswith(out + '/'):
        return 'generated in the build directory (%s)' % (ext or 'no extension')
    if path.startswith(src + '/'):
        return 'source tree (%s)' % (ext or 'no extension')
    return 'outside both trees (%s)' % os.path.dirname(path)


def main(out, src, ours_path):
    out, src = os.path.realpath(out), os.path.realpath(src)
    kernel = {}     # real path: (document, spdxId)
    kdecl = {}
    for doc, base in (('sbom-source', src), ('sbom-build', out)):
        g = graph(os.path.join(out, doc + '.spdx.json'))
        d = declared(g)
        for e in g:
            if e['type'] == 'software_File' and e.get('software_fileKind') != 'directory':
                real = os.path.realpath(os.path.join(base, e['name']))
                kernel[real] = doc
                kdecl[real] = sorted(d.get(e['spdxId'], []))
    g = graph(ours_path)
    d = declared(g)
    roots = [out, src]
    ours, odecl = {}, {}
    for e in g:
        if e['type'] == 'software_File':
            n = e['name']
            real = n if n.startswith('/') else next(
                (os.path.join(r, n) for r in roots if os.path.exists(os.path.join(r, n))),
                os.path.join(out, n))
            ours[os.path.realpath(real)] = e
            odecl[os.path.realpath(real)] = sorted(d.get(e['spdxId'], []))
    both = set(kernel) & set(ours)
    only_k, only_o = set(kernel) - set(ours), set(ours) - set(kernel)
    lic_same = sum(1 for f in both if kdecl[f] and kdecl[f] == odecl[f])
    lic_k_only = sum(1 for f in both if kdecl[f] and not odecl[f])
    lic_o_only = sum(1 for f in both if odecl[f] and not kdecl[f])
    lic_diff = sorted(f for f in both if kdecl[f] and odecl[f] and kdecl[f] != odecl[f])
    print('| | `make sbom` | `spdx-report --format spdx3` |')
    print('|---|---|---|')
    print('| files (not directories) | %d (%d sbom-source, %d sbom-build) | %d |' % (
        len(kernel), sum(v == 'sbom-source' for v in kernel.values()),
        sum(v == 'sbom-build' for v in kernel.values()), len(ours)))
    print('| in both | %d | %d |' % (len(both), len(both)))
    print('| only here | %d | %d |' % (len(only_k), len(only_o)))
    print('| files of both with a declared license | %d | %d |' % (
        sum(1 for f in both if kdecl[f]), sum(1 for f in both if odecl[f])))
    print('| ... the same expressions | %d | %d |' % (lic_same, lic_same))
    print('| ... a license only here | %d | %d |' % (lic_k_only, lic_o_only))
    print('| ... different expressions | %d | %d |' % (len(lic_diff), len(lic_diff)))
    print()
    for name, files in (('only make sbom', only_k), ('only spdx-report', only_o)):
        c = Counter(kind(f, out, src) for f in files)
        print('%s: %d' % (name, len(files)))
        for k, n in c.most_common():
            ex = sorted(os.path.relpath(f, out if f.startswith(out + '/') else src)
                        if f.startswith((out + '/', src + '/')) else f
                        for f in files if kind(f, out, src) == k)
            print('  %4d  %s: %s' % (n, k, ', '.join(ex[:6]) + (' ...' if len(ex) > 6 else '')))
    for f in lic_diff[:20]:
        print('license differs: %s: make sbom %s, spdx-report %s' % (f, kdecl[f], odecl[f]))
    for f in sorted(f for f in both if bool(kdecl[f]) != bool(odecl[f]))[:20]:
        print('license on one side: %s: make sbom %s, spdx-report %s (%s)' % (
            f, kdecl[f], odecl[f], ours[f].get('comment', '')))


if __name__ == '__main__':
    main(*sys.argv[1:4])
