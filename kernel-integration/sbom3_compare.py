# SPDX-License-Identifier: GPL-2.0-or-later
"""Compare Linux 7.2's own SBOM (make sbom: sbom-source, sbom-build and
sbom-output .spdx.json, SPDX 3.0.1) with spdx-report --format spdx3 of the
same build: which files each names, and the licenses they declare for the
files both name; with a TRUTH (strace_truth.py's output), which files of
the truth each names and misses, and whether each declares the tag the
file carries.

usage: sbom3_compare.py KERNEL_OUT SRCTREE OURS.spdx3.json [TRUTH VALIDATE TIMES]
Files are compared by real path: the kernel's names are relative to the
source tree (sbom-source) or the build directory (sbom-build), ours to the
--root they are under, or absolute.  VALIDATE: lines "DOCUMENT SCHEMA
SHACL" (1 valid, 0 not), TIMES: "SECONDS_MAKE_SBOM SECONDS_SPDX_REPORT"
(sbom-compare.sh writes both).  Prints Markdown tables and, per class, the
files only one tool names."""

import json
import os
import re
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tools'))
from spdx_report.expr import parse_expression  # noqa: E402


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


def input_refs(g):
    """(hasInput targets, their characters, the hasInput relationships'
    bytes as JSON) of graph G."""
    n = chars = size = 0
    for e in g:
        if e.get('type') == 'Relationship' and e['relationshipType'] == 'hasInput':
            n += len(e['to'])
            chars += sum(len(t) for t in e['to'])
            size += len(json.dumps(e))
    return n, chars, size


def kind(path, out, src, by_as=()):
    """A class for a file only one tool names."""
    ext = os.path.splitext(path)[1]
    if path in by_as:
        return 'opened by the assembler (.incbin), not by the preprocessor'
    if '/LICENSES/' in path:
        return 'license texts (LICENSES/)'
    if ext in ('.lds', '.ld') or path.endswith(('.lds.S', '.lds.h')):
        return 'linker scripts and their sources'
    if ext == '.sh' or ext == '.bc' or path.endswith('/objtool'):
        return 'the build\'s own programs and scripts'
    if ext == '.tbl' or path.endswith(('/asm-offsets.c', '/asm-offsets_64.c', '/bounds.c',
                                       '/rq-offsets.c', '.s')):
        return 'generator inputs (syscall tables, asm-offsets, bounds, rq-offsets)'
    if ext in ('.o', '.a', '.elf', '.bin', '.dbg', '.so') or \
            os.path.basename(path) in ('vmlinux', 'bzImage', 'vmlinux.unstripped'):
        return 'objects and binaries (build steps\' outputs or link inputs)'
    if path.startswith(out + '/'):
        return 'generated in the build directory (%s)' % (ext or 'no extension')
    if path.startswith(src + '/'):
        return 'source tree (%s)' % (ext or 'no extension')
    return 'outside both trees (%s)' % os.path.dirname(path)


TAG = re.compile(rb'SPDX-License-Identifier:[ \t]*(.*?)[ \t]*(?:\*/|-->)?[ \t]*$')
# scripts/spdxcheck.py's window: the tag where the kernel looks for it.
TAG_LINES = 15


def tag_of(path):
    """The expression of the file's SPDX-License-Identifier line in its
    first TAG_LINES lines, as written; None without one."""
    try:
        with open(path, 'rb') as f:
            for _ in range(TAG_LINES):
                line = f.readline(4096)
                if not line:
                    break
                m = TAG.search(line.rstrip(b'\r\n'))
                if m:
                    return m.group(1).decode('utf-8', 'replace').strip()
    except OSError:
        pass
    return None


def norm(expr):
    """An expression as text, spacing and parentheses around it aside."""
    e = ' '.join(expr.split())
    while e.startswith('(') and e.endswith(')'):
        e = e[1:-1].strip()
    return e


def license_class(tag, declared):
    """How one tool's declared expressions of a file relate to its tag."""
    if tag is None:
        return 'no tag, none declared' if not declared else 'no tag, declared %s' % (
            ' / '.join(declared))
    if not declared:
        return 'tagged, none declared'
    try:
        parse_expression(tag)
    except ValueError as err:
        if len(declared) == 1 and declared[0] == tag:
            return 'the tag is no SPDX expression (%s): declared as written' % err
        if len(declared) == 1 and declared[0].startswith('LicenseRef-'):
            return 'the tag is no SPDX expression (%s): a LicenseRef with its text' % err
        return 'the tag is no SPDX expression (%s): another' % err
    if len(declared) == 1 and declared[0] == tag:
        return 'the tag, as written'
    if len(declared) == 1 and norm(declared[0]) == norm(tag):
        return 'the tag, spacing or parentheses changed'
    if len(declared) == 1 and norm(declared[0]).lower() == norm(tag).lower():
        return 'the tag, case changed'
    return 'another expression'


def truth_tables(out, src, kernel, kdecl, ours, odecl, truth_path, validate, times):
    """The side-by-side against the strace truth."""
    truth, by_as = set(), set()
    with open(truth_path, encoding='utf-8') as f:
        for line in f:
            _, real, tool = line.rstrip('\n').split('\t')
            truth.add(real)
            if tool == 'as':
                by_as.add(real)
    valid = {}
    with open(validate, encoding='utf-8') as f:
        for line in f:
            doc, schema, shacl = line.split()
            valid[doc] = (schema, shacl)
    with open(times, encoding='utf-8') as f:
        t_kernel, t_ours = f.read().split()
    tags = {f: tag_of(f) for f in truth}
    sides = (('make sbom', set(kernel), kdecl), ('spdx-report', set(ours), odecl))
    rows = []
    for name, names, decl in sides:
        lic = Counter(license_class(tags[f], decl.get(f, [])) for f in truth & names)
        rows.append((names, lic))
    print()
    print('Against the truth (%d files the compilers and the assembler opened for the '
          'objects linked into the artifacts, `strace_truth.py`):' % len(truth))
    print()
    print('| | `make sbom` | `spdx-report` |')
    print('|---|---:|---:|')
    print('| files in the SBOM | %d | %d |' % (len(sides[0][1]), len(sides[1][1])))
    print('| ... in the truth | %d | %d |' % tuple(len(n & truth) for n, _ in rows))
    print('| ... not in the truth | %d | %d |' % tuple(len(n - truth) for n, _ in rows))
    print('| truth missed | %d | %d |' % tuple(len(truth - n) for n, _ in rows))
    classes = sorted(set(rows[0][1]) | set(rows[1][1]),
                     key=lambda c: (not c.startswith('the tag'), c))
    for c in classes:
        print('| truth files: %s | %d | %d |' % (c, rows[0][1][c], rows[1][1][c]))
    docs = ('sbom-source', 'sbom-build', 'sbom-output')

    def verdicts(names, i):
        v = [valid.get(d, ('-', '-'))[i] for d in names]
        return ('%d of %d valid' % (v.count('1'), len(v)) +
                (', %d not checked' % v.count('-') if '-' in v else ''))
    for i, what in enumerate(('official JSON Schema', 'SHACL shapes')):
        print('| %s, each document alone | %s | %s |' % (
            what, verdicts(docs, i), verdicts(['spdx-report'], i)))
    ksize = sum(os.path.getsize(os.path.join(out, d + '.spdx.json'))
                for d in ('sbom-source', 'sbom-build', 'sbom-output'))
    osize = os.path.getsize(os.path.join(out, 'spdx-report.spdx3.json'))
    print('| run time, size | %s s, %.1f MB | %s s, %.1f MB |' % (
        t_kernel, ksize / 1e6, t_ours, osize / 1e6))
    print()
    for (name, names, decl), (_, lic) in zip(sides, rows):
        for what, files in (('not in the truth', names - truth), ('missed', truth - names)):
            c = Counter(kind(f, out, src, by_as) for f in files)
            print('%s, %s: %d' % (name, what, len(files)))
            for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
                ex = sorted(rel(f, out, src) for f in files if kind(f, out, src, by_as) == k)
                print('  %4d  %s: %s' % (n, k, ', '.join(ex[:8]) + (' ...' if len(ex) > 8 else '')))
        odd = sorted(f for f in truth & names
                     if not license_class(tags[f], decl.get(f, [])).startswith(
                         ('the tag, as', 'no tag, none')))
        for f in odd[:30]:
            print('  license: %s: tag %r, declared %s' % (rel(f, out, src), tags[f],
                                                        decl.get(f, [])))
        if len(odd) > 30:
            print('  license: ... %d more' % (len(odd) - 30))


def rel(f, out, src):
    return (os.path.relpath(f, out if f.startswith(out + '/') else src)
            if f.startswith((out + '/', src + '/')) else f)


def main(out, src, ours_path, truth=None, validate=None, times=None):
    out, src = os.path.realpath(out), os.path.realpath(src)
    kernel = {}     # real path: (document, spdxId)
    kdecl = {}
    refs = {}
    for doc, base in (('sbom-source', src), ('sbom-build', out)):
        g = graph(os.path.join(out, doc + '.spdx.json'))
        refs[doc] = input_refs(g)
        d = declared(g)
        for e in g:
            if e['type'] == 'software_File' and e.get('software_fileKind') != 'directory':
                real = os.path.realpath(os.path.join(base, e['name']))
                kernel[real] = doc
                kdecl[real] = sorted(d.get(e['spdxId'], []))
    g = graph(ours_path)
    refs['spdx-report'] = input_refs(g)
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
        for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            ex = sorted(rel(f, out, src) for f in files if kind(f, out, src) == k)
            print('  %4d  %s: %s' % (n, k, ', '.join(ex[:6]) + (' ...' if len(ex) > 6 else '')))
    for f in lic_diff[:20]:
        print('license differs: %s: make sbom %s, spdx-report %s' % (f, kdecl[f], odecl[f]))
    for f in sorted(f for f in both if bool(kdecl[f]) != bool(odecl[f]))[:20]:
        print('license on one side: %s: make sbom %s, spdx-report %s (%s)' % (
            f, kdecl[f], odecl[f], ours[f].get('comment', '')))
    for doc in ('sbom-build', 'spdx-report'):
        n, chars, size = refs[doc]
        print('hasInput targets of %s: %d, %.1f characters each on average; the hasInput '
              'relationships %.1f MB as JSON' % (doc, n, chars / n if n else 0, size / 1e6))
    if truth:
        truth_tables(out, src, kernel, kdecl, ours, odecl, truth, validate, times)


if __name__ == '__main__':
    main(*sys.argv[1:7])
