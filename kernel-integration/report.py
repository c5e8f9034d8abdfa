#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""The build-wide report of a kernel build with spdx.so, and its comparison
with scripts/spdxcheck.py.  What is kernel-specific is here (which files
the build linked, the source tree's layout, the uapi header test, the
spdxcheck.py comparison, image comparison, sizes, the check of the report=
file); reading reports, counting, comparing and SARIF are spdx-report's
package (tools/spdx_report).

  report.py report  SRCTREE OBJTREE PREFIX REPORT.jsonl...
      Every finding once, with the number of translation units that met it,
      as PREFIX.txt (a sorted table) and PREFIX.sarif (SARIF 2.1.0); prints
      the summary.  Installed uapi headers (OBJTREE/usr/include/...) are
      mapped back to the file they were installed from; generated files and
      files outside the tree are counted apart from the source findings.
  report.py files   SRCTREE OBJTREE
      The files the build compiled (main files from the .cmd files, and the
      uapi headers they include), relative to SRCTREE, for spdxcheck.py.
  report.py compare SRCTREE OBJTREE SPDXCHECK_OUT REPORT.jsonl...
      What spdxcheck.py (stdout and stderr of "spdxcheck.py -f FILES" in
      SPDXCHECK_OUT) and the plugin find that the other does not.
  report.py artifacts OBJTREE
      What the build linked: every ELF executable and shared object under
      OBJTREE (vmlinux, the boot images, the vDSO, host programs) and every
      module; the input of spdx-report for the build's report.
  report.py sizes OBJTREE
      Bytes the license data adds to each object (.spdx, .spdx_str and their
      relocations): median, maximum and total; and in vmlinux.
  report.py diff SRCTREE OBJTREE A B...
      Findings (and translation-unit counts) in which report A and the
      reports B differ.
  report.py hdrtest < REPORT.jsonl
      The records of the uapi header test (main file /dev/null).
  report.py same-code OBJTREE_A OBJTREE_B
      Whether two x86 builds' kernel images differ only in GNU build IDs.
  report.py units LINKED.json OBJECTS.json
      The translation units of spdx-report's OBJECTS.json (of the .o files)
      that LINKED.json (of the linked outputs) does not have.
  report.py check REPORT.jsonl SKIP BUILD.log
      The report a parallel build appended to, from line SKIP + 1 on, against
      that build's log: every line one whole JSON object, a record for every
      spdx diagnostic the log shows (none lost), and no internal compiler
      error.  Exits 1 otherwise.
"""
import collections
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), '..', 'tools'))
from spdx_report import findings as spdx_findings, records, sarif  # noqa: E402 (path first)
from spdx_report._facts import (GENERATED_DIR, SECTION, SPDXCHECK_CHECKS,  # noqa: E402
                                STR_SECTION)

TOOL_DIRS = ('tools/objtool', 'tools/lib/subcmd')
UAPI_DIRS = ('arch/{arch}/include/uapi', 'arch/{arch}/include/generated/uapi',
             'include/uapi', 'include/generated/uapi')
# The plugin checks that cover spdxcheck.py's expression errors:
# SPDXCHECK_CHECKS, a group of plugin/spdx_checks.def.


class Tree:
    """Maps the paths the compiler saw to files of the source tree."""

    def __init__(self, srctree, objtree):
        self.src = os.path.realpath(srctree)
        self.obj = os.path.realpath(objtree)
        arch = os.environ.get('SRCARCH', 'x86')
        self.uapi = [d.format(arch=arch) for d in UAPI_DIRS]

    def classify(self, path):
        """(kind, relative path): kind is source, generated or outside."""
        if path.startswith('<') or path in ('-', '/dev/null'):
            return 'outside', path
        if not os.path.isabs(path):
            # objtool and its libraries are built in their own directories.
            for base in [self.obj] + [os.path.join(self.src, d) for d in TOOL_DIRS]:
                if os.path.exists(os.path.join(base, path)):
                    break
            else:
                base = self.obj
            path = os.path.join(base, path)
        path = os.path.normpath(path)
        for root in (self.obj, self.src):
            if path.startswith(root + '/'):
                rel = path[len(root) + 1:]
                break
        else:
            return 'outside', path
        if rel.startswith('usr/include/'):
            rel = self.installed(rel[len('usr/include/'):]) or rel
        # A generated directory as the plugin tells one (spdx_generated_dir).
        if (rel.startswith(GENERATED_DIR) or '/' + GENERATED_DIR in rel or
                not os.path.exists(os.path.join(self.src, rel))):
            return 'generated', rel
        return 'source', rel

    def installed(self, rel):
        """Where headers_install took usr/include/REL from."""
        for d in self.uapi:
            for root in (self.src, self.obj):
                if os.path.exists(os.path.join(root, d, rel)):
                    return os.path.join(d, rel)
        return None


def read_findings(tree, reports):
    """{(kind, file, line, col, check, message, suggested, level): TU count}
    of report= files (JSON lines) and spdx-report's json (*.json), the
    files classified by TREE (kind: source, generated, outside)."""
    counts = collections.Counter()
    for (where, line, col, check, level, message, suggested), n in \
            spdx_findings.read_findings(reports, tree.classify).items():
        counts[where + (line, col, check, message, suggested, level)] += n
    return counts


KINDS = ('source', 'generated', 'outside')


def by_kind(counts):
    """{kind: {finding: TU count}}, the findings as the package has them."""
    parts = {kind: {} for kind in KINDS}
    for (kind, rel, line, col, check, message, suggested, level), n in counts.items():
        parts[kind][(rel, line, col, check, level, message, suggested)] = n
    return parts


def write_text(counts, name):
    """The table of each kind's findings, then the summary (spdx-report's
    writers)."""
    with open(name, 'w') as f:
        f.write(spdx_findings.grouped_text(by_kind(counts)))
        f.write(summary(counts))


def summary(counts):
    """Per kind its findings and files; per check those of the source."""
    return spdx_findings.grouped_summary(by_kind(counts), 'source')


def write_sarif(counts, tree, name):
    """The findings as SARIF (spdx-report's writer): source files relative
    to SRCROOT, generated ones to OBJROOT; <stdin> has nothing to open."""
    results = []
    for k, n in sorted(counts.items(), key=lambda kv: kv[0][:5]):
        kind, rel, line, col, check, message, suggested, level = k
        if kind == 'outside' and not rel.startswith('/'):
            continue
        loc = sarif.location(rel, line, col, 'SRCROOT' if kind == 'source' else 'OBJROOT')
        results.append((check, level, message, suggested, loc,
                        {'translationUnits': n, 'origin': kind}))
    with open(name, 'w') as f:
        json.dump(sarif.document(results, [], {'SRCROOT': tree.src, 'OBJROOT': tree.obj}),
                  f, indent=1)
        f.write('\n')


def compiled_files(tree):
    """Main files of the .cmd files and the uapi headers they include."""
    files = set()
    dep = re.compile(r'^\s+(\S+\.h)\s*\\?$')
    for cmd in glob.iglob(os.path.join(tree.obj, '**/.*.cmd'), recursive=True):
        with open(cmd, errors='replace') as f:
            for line in f:
                if line.startswith('source_'):
                    path = line.split(':=', 1)[1].strip()
                elif '/uapi/' in line or 'usr/include/' in line:
                    m = dep.match(line)
                    if not m:
                        continue
                    path = m.group(1)
                else:
                    continue
                kind, rel = tree.classify(path)
                if kind == 'source' and rel.endswith(('.c', '.S', '.h')):
                    files.add(rel)
    return sorted(files)


def compare(tree, spdxcheck_out, reports):
    """Per file: what spdxcheck.py says, what the plugin says."""
    theirs = collections.defaultdict(set)
    in_missing = False
    with open(spdxcheck_out, errors='replace') as f:
        for line in f:
            if line.startswith('Files without SPDX:'):
                in_missing = True
            elif in_missing and line.startswith('    '):
                theirs[os.path.normpath(line.strip())].add('missing')
            else:
                m = re.match(r'^(\S+): \d+:\d+ (.*?)(: .*)?$', line.rstrip('\n'))
                if m:
                    theirs[os.path.normpath(m.group(1))].add('expression: ' + m.group(2))
    ours = collections.defaultdict(set)
    for k in read_findings(tree, reports):
        if k[0] == 'source':
            ours[k[1]].add(k[4])
    groups = collections.defaultdict(list)
    for f in sorted(set(theirs) | set(ours)):
        t, o = theirs.get(f, set()), ours.get(f, set())
        t_missing = 'missing' in t
        t_expr = any(x.startswith('expression') for x in t)
        o_missing = 'missing' in o
        o_expr = bool(o & set(SPDXCHECK_CHECKS))
        if t_missing != o_missing:
            groups['missing: only ' + ('spdxcheck.py' if t_missing else 'plugin')
                   ].append((f, t, o))
        if t_expr != o_expr:
            groups['expression errors: only ' + ('spdxcheck.py' if t_expr else 'plugin')
                   ].append((f, t, o))
        for c in sorted(o - {'missing'} - set(SPDXCHECK_CHECKS)):
            groups['plugin only (no spdxcheck.py equivalent): %s' % c].append((f, t, o))
    both = sum(1 for f in set(theirs) & set(ours)
               if ('missing' in theirs[f]) == ('missing' in ours[f]))
    print('files flagged: spdxcheck.py %d, plugin %d, agreeing on missing/not: %d'
          % (len(theirs), len(ours), both))
    for g in sorted(groups):
        print('\n%s (%d files)' % (g, len(groups[g])))
        for f, t, o in groups[g]:
            print('  %-60s spdxcheck: %-30s plugin: %s' % (
                f, ', '.join(sorted(t)) or '-', ', '.join(sorted(o)) or '-'))


def elf_files(objtree):
    """(path, ELFFile) of every ELF file under OBJTREE, in a stable order."""
    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile
    for d, dirs, files in os.walk(objtree):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(d, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, 'rb') as f:
                if f.read(4) != b'\x7fELF':
                    continue
                f.seek(0)
                try:
                    yield path, ELFFile(f)
                except ELFError:
                    continue


def artifacts(objtree):
    """What the build linked: programs, shared objects, vmlinux, modules."""
    return [p for p, elf in elf_files(objtree)
            if (elf['e_type'] in ('ET_EXEC', 'ET_DYN') or p.endswith('.ko'))
            and not os.path.basename(p).startswith('.tmp_')]   # kallsyms passes


def sizes(objtree):
    """Bytes of license data per compiled object, and in vmlinux."""
    names = (SECTION, STR_SECTION, '.rela' + SECTION, '.rel' + SECTION)
    per = collections.defaultdict(list)
    linked, composite, without = {}, 0, 0
    for p, elf in elf_files(objtree):
        secs = {sec.name: sec for sec in elf.iter_sections() if sec.name in names}
        if elf['e_type'] == 'ET_REL' and p.endswith('.o'):
            if SECTION not in secs:
                without += 1
                continue
            # A compiled object has one record; ld -r output (vmlinux.o,
            # objects of several files) has several.
            data = secs[SECTION].data()
            size = records.prefix(data, 0, elf.little_endian)[2]
            if records.aligned(size) != len(data):
                composite += 1
                continue
            for n in names:
                per[n].append(secs[n]['sh_size'] if n in secs else 0)
            per['all'].append(sum(sec['sh_size'] for sec in secs.values()))
        elif os.path.relpath(p, objtree) == 'vmlinux':
            linked = {n: sec['sh_size'] for n, sec in secs.items()}
            linked['file'] = os.path.getsize(p)
    if per['all']:
        print('compiled objects: %d (and %d of ld -r, %d without license data)'
              % (len(per['all']), composite, without))
        for n in ('all',) + names:
            v = sorted(per[n])
            if v[-1]:
                print('  %-10s bytes per object: median %d, max %d, total %d'
                      % (n, v[len(v) // 2], v[-1], sum(v)))
    if linked:
        print('vmlinux: %s' % ', '.join('%s %d' % kv for kv in sorted(linked.items())))


def diff(tree, a, b):
    """What report A and reports B of one build disagree on."""
    ca, cb = read_findings(tree, [a]), read_findings(tree, b)
    b = '+'.join(os.path.basename(x) for x in b)
    both, only_a, only_b, count = spdx_findings.compare(ca, cb)
    print('%d findings in both, %d only in %s, %d only in %s, %d with other TU counts'
          % (len(both), len(only_a), os.path.basename(a), len(only_b), b, len(count)))
    for title, keys, show in (('only in ' + a, only_a, lambda k: ca[k]),
                              ('only in ' + b, only_b, lambda k: cb[k]),
                              ('TU counts differ (A B)', count,
                               lambda k: '%d %d' % (ca[k], cb[k]))):
        for k in keys:
            print('  %s: %s %s:%d:%d %s (%s)' % (title, k[0], k[1], k[2], k[3], k[4], show(k)))
    return 1 if only_a or only_b else 0


def hdrtest(lines):
    """The uapi header test's records (main file /dev/null) of LINES."""
    for line in lines:
        try:
            if json.loads(line).get('main') == '/dev/null':
                sys.stdout.write(line)
        except ValueError:
            continue


def units(linked, objects):
    """Translation units whose objects' data no linked output holds."""
    rest = spdx_findings.unlinked_units(linked, objects)
    print('%d translation units of the objects are in no linked output' % len(rest))
    for m in rest:
        print('  ' + m)


def build_ids(path):
    """The GNU build IDs of the ELF file PATH."""
    from elftools.elf.elffile import ELFFile
    ids = []
    with open(path, 'rb') as f:
        for sec in ELFFile(f).iter_sections():
            if sec['sh_type'] != 'SHT_NOTE':
                continue
            for note in sec.iter_notes():
                if note['n_type'] == 'NT_GNU_BUILD_ID':
                    ids.append(bytes.fromhex(note['n_desc']))
    return ids


# The files of an x86 build whose build IDs end up in the image: vmlinux's
# own, and those of the vDSO images embedded in it.
ID_SOURCES = ('vmlinux', 'arch/x86/entry/vdso/vdso64.so', 'arch/x86/entry/vdso/vdso32.so',
              'arch/x86/entry/vdso/vdsox32.so')
# setup.bin's header fields that say how long the compressed kernel is.
SETUP_PAYLOAD = (0x248, 0x250)


def same_code(a, b):
    """Are the kernel images of builds A and B the same but for build IDs?

    A GNU build ID hashes the whole linked file, non-allocated sections
    included, so the license data changes vmlinux's and the vDSO's.  The
    image is compared with every build ID masked: the decompressed kernel
    (compressed/vmlinux.bin) byte for byte, and setup.bin but for the
    length of the compressed payload."""
    masked = []
    for d in (a, b):
        ids = [i for f in ID_SOURCES if os.path.exists(os.path.join(d, f))
               for i in build_ids(os.path.join(d, f))]
        with open(os.path.join(d, 'arch/x86/boot/compressed/vmlinux.bin'), 'rb') as f:
            data = f.read()
        n = 0
        for i in ids:
            n += data.count(i)
            data = data.replace(i, bytes(len(i)))
        with open(os.path.join(d, 'arch/x86/boot/setup.bin'), 'rb') as f:
            setup = bytearray(f.read())
        setup[SETUP_PAYLOAD[0]:SETUP_PAYLOAD[1]] = bytes(SETUP_PAYLOAD[1] - SETUP_PAYLOAD[0])
        masked.append((data, bytes(setup), len(ids), n))
    (da, sa, ia, na), (db, sb, ib, nb) = masked
    same = da == db and sa == sb
    print('%s: %d build IDs masked in the kernel image (%d places) and %d (%d places); '
          'the image %s' % ('same code' if same else 'DIFFERENT', ia, na, ib, nb,
                            'is otherwise identical' if same else 'differs otherwise'))
    return 0 if same else 1


def check(report, skip, log):
    """Torn or lost records of a parallel build, and compiler crashes."""
    records = torn = 0
    with open(report, 'rb') as f:
        for i, line in enumerate(f):
            if i < skip:
                continue
            records += 1
            try:
                r = json.loads(line.decode('utf-8'))
                if not line.endswith(b'\n') or not isinstance(r, dict) or 'check' not in r:
                    torn += 1
            except ValueError:
                torn += 1
    shown = crashes = 0
    diag = re.compile(r': (warning|error): .*\[spdx-[a-z-]+\]$')
    with open(log, errors='replace') as f:
        for line in f:
            shown += bool(diag.search(line.rstrip('\n')))
            crashes += 'internal compiler error' in line
    print('%d records, %d torn; %d spdx diagnostics in the log; %d internal compiler errors'
          % (records, torn, shown, crashes))
    # -w silences a diagnostic, not its record: there may be more records.
    return 1 if torn or crashes or shown > records else 0


def main(argv):
    if len(argv) >= 5 and argv[1] == 'report':
        tree = Tree(argv[2], argv[3])
        counts = read_findings(tree, argv[5:])
        write_text(counts, argv[4] + '.txt')
        write_sarif(counts, tree, argv[4] + '.sarif')
        sys.stdout.write(summary(counts))
    elif len(argv) == 4 and argv[1] == 'files':
        print('\n'.join(compiled_files(Tree(argv[2], argv[3]))))
    elif len(argv) >= 5 and argv[1] == 'compare':
        compare(Tree(argv[2], argv[3]), argv[4], argv[5:])
    elif len(argv) == 3 and argv[1] == 'artifacts':
        print('\n'.join(artifacts(argv[2])))
    elif len(argv) == 3 and argv[1] == 'sizes':
        sizes(argv[2])
    elif len(argv) >= 6 and argv[1] == 'diff':
        return diff(Tree(argv[2], argv[3]), argv[4], argv[5:])
    elif len(argv) == 4 and argv[1] == 'same-code':
        return same_code(argv[2], argv[3])
    elif len(argv) == 2 and argv[1] == 'hdrtest':
        hdrtest(sys.stdin)
    elif len(argv) == 4 and argv[1] == 'units':
        units(argv[2], argv[3])
    elif len(argv) == 5 and argv[1] == 'check':
        return check(argv[2], int(argv[3]), argv[4])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
