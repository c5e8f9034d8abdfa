# SPDX-License-Identifier: GPL-2.0-or-later
"""Findings and files, each once with the translation units that met
them; the text, JSON and SARIF reports of them.

A finding is (file, line, column, check, kind, message, suggested); kind
is "warning" or "error".  Both JSON forms use the plugin's keys (its
report= lines, spdx_findings.c): file, line, column, check, kind,
message, suggested.
"""
import collections
import hashlib
import json
import os
import sys

from . import sarif
from ._facts import F_MAIN, F_SYSTEM, FLAG_NAMES
from .records import EXIT_OK


def summarize(out):
    """Findings and files, each once, with the number of TUs that met them;
    and the findings met only in system headers, which the compiler did not
    print unless -Wsystem-headers."""
    findings, files, shown = {}, {}, set()
    for tu in out.tus:
        system = {path for path, _, flags in tu[2] if flags & F_SYSTEM}
        for f in set(tu[3]):
            findings[f] = findings.get(f, 0) + 1
            if f[0] not in system:
                shown.add(f)
        for path, expr, flags in set(tu[2]):
            if not flags & F_SYSTEM:
                key = (path, expr, flags & ~F_MAIN)
                files[key] = files.get(key, 0) + 1
    return findings, files, set(findings) - shown


def sort_key(f):
    return (f[0], f[1], f[2], f[3], f[5])


def unit_id(tu):
    """A record's identity: equal records are one translation unit.  The
    fields a record has not got (no MODULE_LICENSE(), no allowed families) leave it
    out, so that an identity stays what older records had."""
    key = tu[:4] + tuple(f for f in tu[4:] if f)
    return hashlib.sha1(repr(key).encode('utf-8', 'surrogateescape')).hexdigest()[:16]


def as_json(out, findings, files, system):
    return {
        'version': 1,
        'translation_units': len(out.tus),
        'units': [{'main': m, 'id': i} for m, i in sorted((tu[1], unit_id(tu))
                                                          for tu in out.tus)],
        'findings': [dict({'file': f[0], 'line': f[1], 'column': f[2], 'check': f[3],
                           'kind': f[4], 'message': f[5], 'suggested': f[6],
                           'translation_units': n}, **({'system': True} if f in system else {}))
                     for f, n in sorted(findings.items(), key=lambda kv: sort_key(kv[0]))],
        'files': [{'file': k[0], 'expression': k[1],
                   'flags': flag_words(k[2]),
                   'translation_units': n}
                  for k, n in sorted(files.items(), key=lambda kv: (kv[0][0], kv[0][1] or ''))],
    }


def flag_words(flags):
    return [name for bit, name in FLAG_NAMES if flags & bit]


def finding_lines(findings):
    """One line per finding of {finding: TU count}, in order, as GCC prints
    a diagnostic, with the count and the suggestion."""
    return ['%s:%d:%d: %s: %s [spdx-%s] (%d translation unit%s)%s' %
            (f[0], f[1], f[2], f[4], f[5], f[3], n, '' if n == 1 else 's',
             ' suggested: ' + f[6] if f[6] else '')
            for f, n in sorted(findings.items(), key=lambda kv: sort_key(kv[0]))]


def table(findings):
    """Lines of a table of {finding: TU count}, by place: FILE:LINE:COL,
    check, TUs, the suggestion."""
    row = '%-60s %-17s %4s  %s'
    return [row % ('FILE:LINE:COL', 'CHECK', 'TUS', 'SUGGESTED')] + [
        row % ('%s:%d:%d' % f[:3], f[3], n, f[6] or '-')
        for f, n in sorted(findings.items(), key=lambda kv: kv[0][:4])]


def per_check(findings):
    """(check, findings, files, TUs that met them) of {finding: TU count},
    one per check, by name."""
    rows = {}
    for f, n in findings.items():
        r = rows.setdefault(f[3], [0, set(), 0])
        r[0] += 1
        r[1].add(f[0])
        r[2] += n
    return [(c, r[0], len(r[1]), r[2]) for c, r in sorted(rows.items())]


def grouped_text(parts):
    """The table of each group's findings, PARTS being {group: {finding:
    TU count}} in order (the kernel's report: source, generated, outside);
    empty groups left out."""
    out = []
    for group, part in parts.items():
        if part:
            out.append('%s findings (%d)\n\n' % (group.capitalize(), len(part)))
            out.append('\n'.join(table(part)) + '\n\n')
    return ''.join(out)


def grouped_summary(parts, main):
    """Per group of PARTS its findings and files; per check those of the
    group MAIN, the others counted apart."""
    out = []
    for group, part in parts.items():
        out.append('%s: %d findings in %d files%s\n' % (
            group, len(part), len({f[0] for f in part}),
            ' (not %s, counted apart)' % main if group != main else ''))
        if group == main:
            for check, nfind, nfiles, tus in per_check(part):
                out.append('  %-17s %5d findings in %5d files, met by %6d TUs\n' % (
                    check, nfind, nfiles, tus))
    return ''.join(out)


def as_text(out, findings, hidden):
    """One line per finding, then the count; HIDDEN findings in system
    headers are said, not shown."""
    lines = finding_lines(findings)
    lines.append('%d finding%s in %d translation unit%s%s' %
                 (len(findings), '' if len(findings) == 1 else 's', len(out.tus),
                  '' if len(out.tus) == 1 else 's',
                  '; %d in system headers not shown (--system-headers)' % hidden
                  if hidden else ''))
    if not out.tus:
        lines[-1] = 'no license data: 0 translation units read (not the same as no findings)'
    return '\n'.join(lines) + '\n'


def as_sarif(out, findings, root):
    """The SARIF document of the findings; <stdin> has nothing to point at."""
    results = [(f[3], f[4], f[5], f[6], sarif.location(f[0], f[1], f[2]),
                {'translationUnits': n})
               for f, n in sorted(findings.items(), key=lambda kv: sort_key(kv[0]))
               if not f[0].startswith('<')]
    # What the exit status says, for a consumer that reads only this file:
    # "no results" is not "no data".
    invocation = {
        'executionSuccessful': out.status() == EXIT_OK,
        'toolExecutionNotifications': [
            {'level': level, 'message': {'text': text}}
            for level, texts in (('error', out.problems), ('error', out.nodata),
                                 ('warning', out.partial), ('note', out.notes))
            for text in texts],
    }
    return sarif.document(results, sorted({tu[0] for tu in out.tus}), {'SRCROOT': root},
                          invocation)


def read_findings(names, locate=lambda path: path):
    """{finding: TU count} of report= files (JSON lines, one per finding per
    translation unit) and of spdx-report JSON (NAME.json), with each file
    name replaced by LOCATE(name).  A unit that reports again (recompiled
    by an incremental build, appended to the same file) counts once; the
    uapi header test's units, main file /dev/null, all count.  Missing
    files are skipped; malformed lines are counted on stderr."""
    seen = set()
    counts = collections.Counter()
    bad = 0
    for name in names:
        try:
            f = open(name, encoding='utf-8', errors='replace')
        except FileNotFoundError:
            continue
        with f:
            if name.endswith('.json'):
                for r in json.load(f)['findings']:
                    counts[(locate(r['file']), r['line'], r['column'], r['check'], r['kind'],
                            r['message'], r['suggested'])] += r['translation_units']
                continue
            for line in f:
                try:
                    r = json.loads(line)
                    key = (locate(r['file']), int(r.get('line') or 0),
                           int(r.get('column') or 0), r['check'], 'error'
                           if r.get('kind') == 'error' else 'warning', r.get('message') or '',
                           r.get('suggested'))
                except (ValueError, KeyError, TypeError, AttributeError):
                    bad += 1
                    continue
                main = r.get('main') or ''
                if main != '/dev/null':
                    if (key, main) in seen:
                        continue
                    seen.add((key, main))
                counts[key] += 1
    if bad:
        print('%s: %d malformed report lines ignored' % (os.path.basename(sys.argv[0]), bad),
              file=sys.stderr)
    return counts


def compare(a, b):
    """Findings of {finding: TU count} A and B: (in both, only in A, only in
    B, in both with other TU counts), each sorted."""
    both = set(a) & set(b)
    return (sorted(both), sorted(set(a) - set(b)), sorted(set(b) - set(a)),
            sorted(k for k in both if a[k] != b[k]))


def unlinked_units(linked, objects):
    """The main files of the units of spdx-report JSON OBJECTS that JSON
    LINKED does not have (by their record's identity), sorted."""
    with open(linked, encoding='utf-8') as f:
        have = {u['id'] for u in json.load(f)['units']}
    with open(objects, encoding='utf-8') as f:
        return sorted(u['main'] for u in json.load(f)['units'] if u['id'] not in have)
