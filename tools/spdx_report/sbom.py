# SPDX-License-Identifier: GPL-2.0-or-later
"""SPDX 2.3 documents (--format spdx) and their summary (--format summary),
one per artifact."""
import hashlib
import json
import os
import re
import struct
import sys
import time

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile

from ._facts import F_GENERATED, F_MAIN, INVALID_CHECKS
from .elf import elf_type, is_debug_only, is_linked, read_path, walk
from .expr import expression_problem
from .findings import flag_words
from .kbuild import Provenance, builtin_comment, builtin_packages
from .layout import Layout
from .modlic import declared_license
from .records import Records


# The SPDX license list, from Debian's node-spdx-license-ids and
# node-spdx-exceptions (the packages the plugin's list is generated from).
LICENSE_LIST = ('/usr/share/nodejs/spdx-license-ids/index.json',
                '/usr/share/nodejs/spdx-license-ids/deprecated.json')
EXCEPTION_LIST = ('/usr/share/nodejs/spdx-exceptions/index.json',)
NOASSERTION = 'NOASSERTION'
ZERO_SHA1 = '0' * 40


def load_ids(paths):
    """Lower-case identifiers of the JSON string arrays PATHS; None if one is missing."""
    ids = set()
    try:
        for p in paths:
            with open(p, encoding='utf-8') as f:
                ids.update(i.lower() for i in json.load(f))
    except (OSError, ValueError):
        return None
    return ids


def artifacts(inputs):
    """The artifacts of --format spdx/summary: each file named, and every
    linked file (is_linked) under each directory named, but for separate
    debug files (their binary is the artifact) and build-system probes.  One
    without license data is the "no data" answer (EXIT_NO_DATA)."""
    found = []
    for p in inputs:
        if not os.path.isdir(p):
            found.append(p)
            continue
        for full in walk(p):
            if is_linked(full):
                try:
                    with open(full, 'rb') as f:
                        if not is_debug_only(ELFFile(f)):
                            found.append(full)
                except (ELFError, OSError, struct.error):
                    found.append(full)      # read_path says what is wrong
    return found


def modinfo_licenses(data):
    """The MODULE_LICENSE() strings of a .modinfo section: "license=X" in a
    module, "NAME.license=X" in built-in code (spdx_kbuild.c's rule)."""
    found = set()
    for s in data.split(b'\0'):
        key, eq, value = s.partition(b'=')
        if eq and (key == b'license' or key.endswith(b'.license')):
            found.add(value.decode('utf-8', 'replace'))
    return sorted(found)


def elf_info(path):
    """(kind, purpose, MODULE_LICENSE strings) of an artifact."""
    t = elf_type(path)
    licenses = []
    if t == 'ET_REL':
        try:
            with open(path, 'rb') as f:
                sec = ELFFile(f).get_section_by_name('.modinfo')
                data = sec.data() if sec is not None else b''
        except (ELFError, OSError, struct.error):
            data = b''
        licenses = modinfo_licenses(data)
    if t == 'ET_REL' and path.endswith('.ko'):
        return 'kernel module', 'OPERATING-SYSTEM', licenses
    if t == 'ET_EXEC' and os.path.basename(path).startswith('vmlinux'):
        return 'kernel image', 'OPERATING-SYSTEM', []
    if t == 'ET_EXEC':
        return 'executable', 'APPLICATION', []
    if t == 'ET_DYN':
        # A PIE has an interpreter, a shared library (as a rule) none.
        try:
            with open(path, 'rb') as f:
                interp = any(s['p_type'] == 'PT_INTERP' for s in ELFFile(f).iter_segments())
        except (ELFError, OSError, struct.error):
            interp = False
        return (('executable', 'APPLICATION', []) if interp else
                ('shared library', 'LIBRARY', []))
    if t == 'ET_REL':
        return 'relocatable object', 'OTHER', licenses
    return 'archive', 'LIBRARY', []


def digests(path):
    """(SHA-1, SHA-256) of a file's content, None if it cannot be read."""
    s1, s256 = hashlib.sha1(), hashlib.sha256()
    try:
        with open(path, 'rb') as f:
            for block in iter(lambda: f.read(1 << 16), b''):
                s1.update(block)
                s256.update(block)
    except OSError:
        return None
    return s1.hexdigest(), s256.hexdigest()


def artifact_files(tus, layout, comp_dirs, input_dirs=None, per_unit=None):
    """Every file the translation units read, once per file on disk (real
    path): its names as recorded, expressions, flags, inferred expressions
    and the checks it failed.  PER_UNIT, a list, gets ([main file's real
    path or None], the set of real paths it read) of each unit, in the
    order of TUS."""
    files, real_of = {}, {}
    for tu in tus:
        unit, main = set(), [None]
        if per_unit is not None:
            per_unit.append((main, unit))
        cwd = layout.cwd(tu, comp_dirs, input_dirs)
        suggested = {}
        failed = {}
        for f in tu[3]:
            failed.setdefault(f[0], set()).add(f[3])
            if f[3] == 'missing' and f[6]:
                suggested.setdefault(f[0], set()).add(f[6])
        for path, expr, flags in tu[2]:
            if path.startswith('<'):
                continue        # <stdin>, <command-line>: no file
            real = real_of.get((cwd, path))
            if real is None:
                real = real_of[cwd, path] = os.path.realpath(os.path.join(cwd, path))
            unit.add(real)
            if flags & F_MAIN:
                main[0] = real
            e = files.setdefault(real, {'recorded': set(), 'exprs': set(), 'flags': 0,
                                        'inferred': set(), 'failed': set()})
            e['recorded'].add(path)
            e['exprs'].add(expr)
            e['flags'] |= flags
            e['inferred'] |= suggested.get(path, set())
            e['failed'] |= failed.get(path, set())
    return files


def unique_id(prefix, name, used, key):
    """PREFIX + NAME reduced to the letters SPDX ids may have; a short hash
    of KEY added where two would be equal."""
    sid = base = prefix + (re.sub(r'[^A-Za-z0-9.-]+', '-', name).strip('-') or 'x')
    if sid in used:
        sid = '%s-%s' % (base, hashlib.sha1(key.encode('utf-8', 'surrogateescape'))
                         .hexdigest()[:8])
    used.add(sid)
    return sid


def spdx_id(kind, name, used, key):
    return unique_id('SPDXRef-%s-' % kind, name, used, key)


def verification_code(files):
    """SPDX 2.3 section 7.9: SHA-1 of the sorted SHA-1s of the package's
    files; files whose content is unknown are excluded (and listed)."""
    known = sorted(f['_sha1'] for f in files if f['_sha1'] != ZERO_SHA1)
    code = {'packageVerificationCodeValue':
            hashlib.sha1(''.join(known).encode('ascii')).hexdigest()}
    excluded = sorted(f['fileName'] for f in files if f['_sha1'] == ZERO_SHA1)
    if excluded:
        code['packageVerificationCodeExcludedFiles'] = excluded
    return code


def license_value(expr, failed, lists, refs):
    """A tag's expression as SPDX: as written if the validator takes it,
    else a LicenseRef whose extracted text is the expression as written."""
    problem = expression_problem(expr, lists)
    if problem is None and lists is None and failed & INVALID_CHECKS:
        problem = 'spdx.so found: ' + ', '.join(sorted(failed & INVALID_CHECKS))
    if problem is None:
        return expr, None
    for ref, (text, _) in refs.items():
        if text == expr:
            return ref, problem
    ref = unique_id('LicenseRef-tag-', expr, set(refs), expr)
    refs[ref] = (expr, 'An SPDX-License-Identifier tag whose expression is not a valid '
                       'SPDX license expression (%s), as written.' % problem)
    return ref, problem


def generator_inputs(prov, origin, file_of, file_name, used, rels, declare):
    """GENERATED_FROM from each generated file whose making kbuild's data
    tells (ORIGIN, kbuild.Provenance) to its inputs; the inputs the
    compiler did not read, files of the document in no package (their tags
    not read), returned; such an input made by kbuild gets its own."""
    extra = prov.closure(origin, file_of)
    tags = prov.recorded_tags(origin) if extra else {}
    made = []
    for host, fname, real in sorted(file_name(r) + (r,) for r in extra):
        d = digests(real) or (ZERO_SHA1, None)
        comment = ('An input of a file generated in the build, which the compiler read '
                   'for a -S compile (its tag from that compile\'s record), not for this '
                   'artifact.' if real in tags else
                   'An input of a file generated in the build, which the compiler did not '
                   'read for this artifact: its tag was not read.')
        if real in origin:
            comment += ' Generated itself: %s.' % origin[real][0][:300]
        f = file_of[real] = {
            'fileName': fname,
            'SPDXID': spdx_id('File', ('host-' if host else '') + fname[2:], used, real),
            'checksums': ([{'algorithm': 'SHA1', 'checksumValue': d[0]}] +
                          ([{'algorithm': 'SHA256', 'checksumValue': d[1]}] if d[1] else [])),
            'licenseConcluded': NOASSERTION,
            'licenseInfoInFiles': [declare(tags[real]) if real in tags else NOASSERTION],
            'copyrightText': NOASSERTION,
            'comment': comment,
            '_sha1': d[0],
        }
        made.append(f)
    for real, (_, inputs) in origin.items():
        for i in inputs:
            rels.append((file_of[real]['SPDXID'], 'GENERATED_FROM', file_of[i]['SPDXID']))
    return made


def sbom(path, out, layout, lists, problems):
    """The SPDX 2.3 document of one artifact, as a dict."""
    tus = out.tus
    name = os.path.basename(path)
    kind, purpose, modlicenses = elf_info(path)
    art = digests(path)
    if art is None:
        problems.append('%s: cannot read' % path)
        art = (ZERO_SHA1, '0' * 64)
    realroots = [os.path.realpath(r) for r in layout.roots]
    used, refs = set(), {}
    pkg_id = spdx_id('Package', name, used, path)
    host_id = spdx_id('Package', name + '-host-files', used, path + ' host')
    pkg_files, host_files, rels = [], [], []
    per_unit = []
    found = artifact_files(tus, layout, out.comp_dirs, out.input_dirs, per_unit)
    file_of = {}

    def file_name(real):
        for r in realroots:
            if real == r or real.startswith(r.rstrip('/') + '/'):
                return False, './' + os.path.relpath(real, r)
        return True, '.' + real

    named = sorted((file_name(real) + (real,)) for real in found)
    prov = Provenance()
    origin = prov.origins(found)
    for host, fname, real in named:
        e = found[real]
        notes = []
        d = digests(real)
        if d is None:
            problems.append('%s: %s not found: its checksum is unknown' % (path, real))
            d = (ZERO_SHA1, None)
            notes.append('not found on disk when this document was written: its content '
                         'is unknown (SHA1 40 zeros, as SPDX 2.3 wants a SHA1; excluded '
                         'from the package verification code)')
        infos = set()
        for expr in e['exprs']:
            if expr is None:
                infos.add(NOASSERTION)
                continue
            value, problem = license_value(expr.strip(), e['failed'], lists, refs)
            infos.add(value)
            if problem:
                notes.append('tag %r is not valid SPDX (%s): %s' % (expr, problem, value))
        if len(e['exprs']) > 1:
            notes.append('translation units recorded different tags for it')
        for x in sorted(e['inferred']):
            notes.append('inferred from the license text: %s (not a conclusion)' % x)
        words = flag_words(e['flags'])
        if real in origin:
            notes.append('generated in the build: %s' % origin[real][0][:300])
        if host:
            notes.append('outside the source tree (--root): %s, its name here relative to /'
                         % real)
        if words:
            notes.append('spdx.so flags: ' + ', '.join(words))
        recorded = sorted(e['recorded'] - {fname[2:], real})
        if recorded:
            notes.append('recorded as ' + ', '.join(recorded))
        f = {
            'fileName': fname,
            'SPDXID': spdx_id('File', ('host-' if host else '') + fname[2:], used, real),
            'checksums': ([{'algorithm': 'SHA1', 'checksumValue': d[0]}] +
                          ([{'algorithm': 'SHA256', 'checksumValue': d[1]}] if d[1] else [])),
            'fileTypes': ['SOURCE'],
            'licenseConcluded': NOASSERTION,
            'licenseInfoInFiles': sorted(infos),
            'copyrightText': NOASSERTION,
            'comment': '; '.join(notes) + '.' if notes else None,
            '_sha1': d[0],
        }
        if f['comment'] is None:
            del f['comment']
        (host_files if host else pkg_files).append(f)
        file_of[real] = f
        rels.append((host_id if host else pkg_id, 'CONTAINS', f['SPDXID']))
        if e['flags'] & F_GENERATED and real not in origin:
            rels.append((f['SPDXID'], 'GENERATED_FROM', NOASSERTION))
    gen_files = generator_inputs(prov, origin, file_of, file_name, used, rels,
                                 lambda x: license_value(x.strip(), set(), lists, refs)[0])

    notes = ['%s; %d translation unit%s recorded by %s' % (
        kind, len(tus), '' if len(tus) == 1 else 's', ', '.join(sorted({tu[0] for tu in tus})))]
    if path in out.debug_files:
        notes.append('license data read from its debug file %s (found by %s)' %
                     out.debug_files[path])
    if layout.describe():
        notes.append(layout.describe())
    declared = declared_license(kind, modlicenses, notes, refs, 'licenseDeclared',
                                NOASSERTION) or NOASSERTION
    if host_files:
        notes.append('the files it was compiled from outside the source tree are in '
                     'the package %s' % host_id)

    def package(sid, pname, files, comment, **extra):
        p = {'SPDXID': sid, 'name': pname, 'downloadLocation': NOASSERTION,
             'filesAnalyzed': True, 'packageVerificationCode': verification_code(files)}
        p.update(extra)
        p['licenseConcluded'] = NOASSERTION
        p['licenseDeclared'] = p.pop('licenseDeclared', NOASSERTION)
        p['licenseInfoFromFiles'] = sorted({i for f in files for i in f['licenseInfoInFiles']}
                                           ) or [NOASSERTION]
        p['copyrightText'] = NOASSERTION
        p['comment'] = comment
        return p

    packages = [package(pkg_id, name, pkg_files, '; '.join(notes) + '.',
                        checksums=[{'algorithm': 'SHA1', 'checksumValue': art[0]},
                                   {'algorithm': 'SHA256', 'checksumValue': art[1]}],
                        primaryPackagePurpose=purpose, licenseDeclared=declared)]
    if host_files:
        packages.append(package(host_id, 'files outside the source tree (%s)' % name,
                                host_files,
                                'Files the compiler read for %s from outside the source tree '
                                '(--root), system headers mostly: their code (macros, inline '
                                'functions) is in %s. File names are relative to / of the '
                                'build host.' % (name, name)))
        rels.append((pkg_id, 'GENERATED_FROM', host_id))
    for modfile, licenses, read, count in builtin_packages(path, tus, per_unit):
        mname = os.path.basename(modfile) + '.ko'
        sid = spdx_id('Package', '%s-builtin-%s' % (name, mname), used, path + '\0' + modfile)
        mnotes = [builtin_comment(modfile, count, name)]
        mdeclared = declared_license('kernel module', licenses, mnotes, refs,
                                     'licenseDeclared', NOASSERTION) or NOASSERTION
        mfiles = [file_of[r] for r in sorted(read)]
        packages.append(package(sid, '%s (built into %s)' % (mname, name), mfiles,
                                '; '.join(mnotes) + '.', primaryPackagePurpose='OPERATING-SYSTEM',
                                licenseDeclared=mdeclared))
        rels.append((pkg_id, 'CONTAINS', sid))
        rels += [(sid, 'CONTAINS', f['SPDXID']) for f in mfiles]
    rels.append(('SPDXRef-DOCUMENT', 'DESCRIBES', pkg_id))
    for f in pkg_files + host_files + gen_files:
        del f['_sha1']
    epoch = os.environ.get('SOURCE_DATE_EPOCH')
    try:
        when = int(epoch) if epoch else int(os.stat(path).st_mtime)
    except (ValueError, OSError):
        when = 0
    doc = {
        'spdxVersion': 'SPDX-2.3',
        'dataLicense': 'CC0-1.0',
        'SPDXID': 'SPDXRef-DOCUMENT',
        'name': name,
        'documentNamespace': None,
        'creationInfo': {
            'created': time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(when)),
            'creators': ['Tool: spdx-report'] + sorted(
                {'Tool: ' + tu[0].replace(' ', '-') for tu in tus}),
            'comment': 'The files the compiler read for each translation unit of the '
                       'artifact, as spdx.so recorded them in its .spdx section; checksums '
                       'of the files as they were on disk when this document was written. '
                       'licenseInfoInFiles: the SPDX-License-Identifier tag (NOASSERTION: '
                       'none); nothing here is a conclusion.',
        },
        'packages': packages,
        'files': pkg_files + host_files + gen_files,
        'hasExtractedLicensingInfos': [{'licenseId': ref, 'extractedText': text,
                                        'comment': why}
                                       for ref, (text, why) in sorted(refs.items())],
        'relationships': [{'spdxElementId': a, 'relationshipType': t, 'relatedSpdxElement': b}
                          for a, t, b in sorted(set(rels),
                                                key=lambda r: (r[1] != 'DESCRIBES', r))],
    }
    if not refs:
        del doc['hasExtractedLicensingInfos']
    # A namespace per document: the artifact's SHA-256 and a hash of the
    # rest, so that another document of the same artifact has another.
    body = json.dumps(doc, sort_keys=True).encode('utf-8')
    doc['documentNamespace'] = 'https://spdx.org/spdxdocs/spdx-report/%s-%s-%s' % (
        re.sub(r'[^A-Za-z0-9._-]+', '-', name), art[1], hashlib.sha256(body).hexdigest()[:16])
    return doc


def summary(path, out, layout, lists):
    """Text lines: the distinct expressions and how many files carry each,
    the files without a tag; files outside the source tree in one line."""
    tus = out.tus
    realroots = [os.path.realpath(r) for r in layout.roots]
    per_unit = []
    found = artifact_files(tus, layout, out.comp_dirs, out.input_dirs, per_unit)
    inside, outside = {}, {}
    for real, e in found.items():
        for r in realroots:
            if real == r or real.startswith(r.rstrip('/') + '/'):
                inside['./' + os.path.relpath(real, r)] = e
                break
        else:
            outside[real] = e
    counts, untagged = {}, []
    for name, e in sorted(inside.items()):
        exprs = {x for x in e['exprs'] if x is not None}
        if not exprs:
            untagged.append(name)
        for x in exprs:
            counts[x] = counts.get(x, 0) + 1
    lines = ['%s: %d translation unit%s, %d files (%d in the source tree, %d outside it)' %
             (path, len(tus), '' if len(tus) == 1 else 's', len(found), len(inside),
              len(outside))]
    if path in out.debug_files:
        lines.append('  license data from its debug file %s (%s)' % out.debug_files[path])
    if layout.describe():
        lines.append('  ' + layout.describe())
    for x, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        problem = expression_problem(x, lists)
        lines.append('  %4d  %s%s' % (n, x, '  (not valid SPDX: %s)' % problem
                                      if problem else ''))
    lines.append('  %4d  without a tag%s' % (len(untagged), ':' if untagged else ''))
    lines.extend('        ' + u for u in untagged)
    if outside:
        tagged = sum(1 for e in outside.values() if e['exprs'] - {None})
        lines.append('  outside the source tree: %d files, %d with a tag' %
                     (len(outside), tagged))
    return lines


def write_sboms(args, lists, told):
    """--format spdx and summary: one document (or summary) per artifact;
    what went wrong into TOLD (a Records)."""
    paths = artifacts(args.inputs)
    problems, texts = told.problems, []
    layout = Layout(args.root, args.inputs)
    if not paths:
        told.nodata.append('no artifact (executable, shared library, kernel module) found '
                           'in %s' % ', '.join(args.inputs))
    for p in paths:
        out = Records()
        if not read_path(p, out):
            out.problems.append('%s: neither ELF nor an archive' % p)
        for k in ('problems', 'nodata', 'partial', 'notes'):
            getattr(told, k).extend(getattr(out, k))
        if not out.tus:
            if not out.problems and not out.nodata:
                told.nodata.append('%s: no license data' % p)
            continue
        if args.format == 'summary':
            texts.append('\n'.join(summary(p, out, layout, lists)) + '\n')
        else:
            texts.append((p, json.dumps(sbom(p, out, layout, lists, problems),
                                        indent=1) + '\n'))
    if args.format == 'summary':
        text = ''.join(texts)
        if args.output:
            with open(args.output, 'w', encoding='utf-8') as f:
                f.write(text)
        else:
            sys.stdout.write(text)
        return
    # -o is a directory when it is one, ends in /, or the artifacts are
    # several or found under a directory named.
    to_dir = args.output and (os.path.isdir(args.output) or args.output.endswith('/') or
                              len(texts) > 1 or any(os.path.isdir(p) for p in args.inputs))
    try:
        if not to_dir and len(texts) == 1:
            if args.output:
                with open(args.output, 'w', encoding='utf-8') as f:
                    f.write(texts[0][1])
            else:
                sys.stdout.write(texts[0][1])
        elif texts and not args.output:
            problems.append('%d artifacts: -o DIR writes a document for each' % len(texts))
        elif texts:
            # DIR/NAME.spdx.json; two artifacts of one name (vmlinux and
            # arch/x86/boot/compressed/vmlinux) tell themselves apart by path.
            os.makedirs(args.output, exist_ok=True)
            names = [os.path.basename(p) for p, _ in texts]
            for p, text in texts:
                n = os.path.basename(p)
                if names.count(n) > 1:
                    n += '-' + hashlib.sha1(p.encode('utf-8', 'surrogateescape')).hexdigest()[:8]
                with open(os.path.join(args.output, n + '.spdx.json'), 'w',
                          encoding='utf-8') as f:
                    f.write(text)
    except OSError as err:
        problems.append('%s: %s' % (err.filename or args.output, err.strerror))
