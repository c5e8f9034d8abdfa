# SPDX-License-Identifier: GPL-2.0-or-later
"""SPDX 3.0.1 JSON-LD (--format spdx3): one document for all the artifacts
named, with the files the compiler read, their tags and checksums, a
build_Build per artifact and, its children, one per translation unit.
The collection of artifacts and files is
sbom.py's (the SPDX 2.3 writer); only the serialisation differs."""
import hashlib
import json
import os
import re
import time

from ._facts import F_GENERATED
from .elf import elf_type, read_path
from .findings import flag_words
from .kbuild import Provenance, builtin_comment, builtin_packages
from .layout import Layout
from .records import Records, write_text
from .modlic import declared_license
from .sbom import artifact_files, artifacts, digests, elf_info, license_value, unique_id

CONTEXT = 'https://spdx.org/rdf/3.0.1/spdx-context.jsonld'
NOASSERTION = 'expandedlicensing_NoAssertionLicense'
CREATION = '_:creationinfo'
# A placeholder for the document's namespace, replaced once the rest of
# the document (which the namespace is a hash of) is written.
NS = 'https://spdx-report.invalid/ns/'
PURPOSES = {'kernel module': 'module', 'kernel image': 'operatingSystem',
            'executable': 'executable', 'shared library': 'library',
            'relocatable object': 'other', 'archive': 'archive'}
BUILD_TYPE = 'urn:spdx-report:build-type:compile-and-link'
COMPILE_TYPE = 'urn:spdx-report:build-type:compile'
GENERATE_TYPE = 'urn:spdx-report:build-type:kbuild-generate'


class Graph:
    """The elements of a document, each with an IRI made of its kind and
    name (sbom.unique_id: unique within the document)."""

    def __init__(self):
        self.used, self.elements, self.licenses, self.texts = set(), [], {}, {}

    def element(self, kind, idname, key, **props):
        e = {'type': kind, 'spdxId': unique_id(NS + kind.split('_')[-1] + '-', idname,
                                               self.used, key),
             'creationInfo': CREATION}
        e.update((k, v) for k, v in props.items() if v is not None)
        self.elements.append(e)
        return e['spdxId']

    def relationship(self, frm, rtype, to, comment=None):
        return self.element('Relationship', '%s-%s' % (rtype, frm[len(NS):]),
                            '%s %s %s' % (frm, rtype, to), **{
                                'from': frm, 'relationshipType': rtype, 'to': to,
                                'comment': comment})

    def license(self, expr, refs):
        """The simplelicensing_LicenseExpression of EXPR, once per document;
        a LicenseRef of REFS (sbom.license_value) maps to the text it
        stands for."""
        if expr in self.licenses:
            return self.licenses[expr]
        custom = []
        for ref in sorted(set(re.findall(r'LicenseRef-[A-Za-z0-9.-]+', expr)) & set(refs)):
            text, why = refs[ref]
            if ref not in self.texts:
                self.texts[ref] = self.element('simplelicensing_SimpleLicensingText', ref, ref,
                                               name=ref, simplelicensing_licenseText=text,
                                               comment=why)
            custom.append({'type': 'DictionaryEntry', 'key': ref, 'value': self.texts[ref]})
        self.licenses[expr] = self.element('simplelicensing_LicenseExpression', expr, expr,
                                           simplelicensing_licenseExpression=expr,
                                           simplelicensing_customIdToUri=custom or None)
        return self.licenses[expr]


def sha256(d):
    return [{'type': 'Hash', 'algorithm': 'sha256', 'hashValue': d[1]}]


def file_notes(e, host, real, fname, exprs, problems_of, origin):
    """The comment of a file: what 2.3's file comment says; ORIGIN: where
    kbuild's data says a generated file came from (kbuild.Provenance)."""
    notes = ['tag %r is not valid SPDX (%s): declared as %s' % p for p in problems_of]
    if None in e['exprs'] and not exprs:
        notes.append('no SPDX-License-Identifier tag: declared license NoAssertion')
    if len(e['exprs']) > 1:
        notes.append('translation units recorded different tags for it: no concluded license')
    for x in sorted(e['inferred']):
        notes.append('inferred from the license text: %s (not a conclusion)' % x)
    if origin:
        notes.append('generated in the build: %s; its inputs are those of the build_Build '
                     '"generate %s"' % (origin[0][:300], fname))
    elif e['flags'] & F_GENERATED:
        notes.append('generated in the build; what it was generated from is not recorded')
    if host:
        notes.append('outside the source tree (--root)')
    words = flag_words(e['flags'])
    if words:
        notes.append('spdx.so flags: ' + ', '.join(words))
    recorded = sorted(e['recorded'] - {fname, real})
    if recorded:
        notes.append('recorded as ' + ', '.join(recorded))
    return '; '.join(notes) + '.' if notes else None


def compilations(g, p, pid, kind, units, file_ids, art_name, file_name, rels):
    """One build_Build per translation unit of artifact P (package PID):
    its inputs the files the unit read; its output the artifact where the
    artifact is the unit's own object, else unnamed (the records do not
    name the objects a link read).  Their ids, in the records' order."""
    own = len(units) == 1 and kind == 'relocatable object'
    ids = []
    for i, ((main,), read) in enumerate(units):
        mname = file_name(main)[1] if main else 'unit-%d' % i
        note = ('its output is %s' % art_name(p) if own else
                'its object is one of the inputs of the link of %s, which the records do '
                'not name' % art_name(p))
        b = g.element('build_Build', 'compile-' + mname, '%s\0%d\0%s' % (p, i, main),
                      name='compile ' + mname, build_buildType=COMPILE_TYPE,
                      comment='The compilation of %s, %d of the %d translation units of %s: '
                              'its inputs are the files the compiler read, as spdx.so '
                              'recorded them; %s.' % (mname, i + 1, len(units), art_name(p),
                                                      note))
        if read:
            rels.append((b, 'hasInput', sorted(file_ids[r] for r in read)))
        if own:
            rels.append((b, 'hasOutput', [pid]))
        ids.append(b)
    return ids


def input_purpose(real):
    """A generator's input: an ELF file by its kind, the configuration, or a source."""
    if os.path.basename(real) == '.config':
        return 'configuration'
    if elf_type(real):
        return PURPOSES.get(elf_info(real)[0], 'other')
    return 'source'


def generators(g, prov, origin, file_ids, file_name, rels, declare):
    """A build_Build per generated file whose making kbuild's data tells
    (ORIGIN), its inputs as file elements: the compiler did not read
    those the document has no element of yet, and their tags were not
    read (NoAssertion).  Such an input made by kbuild gets its own."""
    extra = prov.closure(origin, file_ids)
    tags = prov.recorded_tags(origin) if extra else {}
    for real in sorted(extra, key=lambda r: file_name(r)[::-1]):
        host, fname = file_name(real)
        d = digests(real)
        fid = file_ids[real] = g.element(
            'software_File', ('host-' if host else '') + fname, real, name=fname,
            software_primaryPurpose=input_purpose(real),
            verifiedUsing=sha256(d) if d else None,
            comment=('An input of a file generated in the build, which the compiler read '
                     'for a -S compile (its tag from that compile\'s record), not for these '
                     'artifacts.' if real in tags else
                     'An input of a file generated in the build, which the compiler did not '
                     'read for these artifacts: its tag was not read.') +
                    (' Generated itself: %s.' % origin[real][0][:300] if real in origin
                     else ''))
        rels.append((fid, 'hasDeclaredLicense', declare(tags[real]) if real in tags
                     else [NOASSERTION]))
        rels.append((fid, 'hasConcludedLicense', [NOASSERTION]))
    for real in sorted(origin, key=lambda r: file_name(r)[::-1]):
        how, inputs = origin[real]
        fname = file_name(real)[1]
        b = g.element('build_Build', 'generate-' + fname, 'generate ' + real,
                      name='generate ' + fname, build_buildType=GENERATE_TYPE,
                      comment='How kbuild made %s: %s.' % (fname, how[:2000]))
        if inputs:
            rels.append((b, 'hasInput', sorted(file_ids[i] for i in inputs)))
        rels.append((b, 'hasOutput', [file_ids[real]]))


def document(arts, layout, lists, problems):
    """The SPDX 3.0.1 document of ARTS, [(path, Records)], as JSON text."""
    g, refs = Graph(), {}
    realroots = [os.path.realpath(r) for r in layout.roots]

    def file_name(real):
        for r in realroots:
            if real == r or real.startswith(r.rstrip('/') + '/'):
                return False, os.path.relpath(real, r)
        return True, real

    def art_name(p):
        host, n = file_name(os.path.realpath(p))
        return os.path.basename(p) if host else n

    # Every file once in the document, with what all the artifacts' units
    # recorded for it; each artifact contains the files its units read.
    files, read_by, units, arts_tus = {}, {}, {}, {}
    for p, out in arts:
        units[p], arts_tus[p] = [], out.tus
        for real, e in artifact_files(out.tus, layout, out.comp_dirs, out.input_dirs,
                                      units[p]).items():
            m = files.setdefault(real, {'recorded': set(), 'exprs': set(), 'flags': 0,
                                        'inferred': set(), 'failed': set()})
            for k in ('recorded', 'exprs', 'inferred', 'failed'):
                m[k] |= e[k]
            m['flags'] |= e['flags']
            read_by.setdefault(p, set()).add(real)

    agent = g.element('Agent', 'spdx-report', 'agent', name='spdx-report')
    tools = [g.element('Tool', 'spdx-report', 'tool', name='spdx-report')]
    for c in sorted({tu[0] for _, out in arts for tu in out.tus}):
        tools.append(g.element('Tool', c, 'tool ' + c, name=c))
    doc_id = g.element('SpdxDocument', 'document', 'document')
    pkgs, file_ids, rels = [], {}, []
    for p, out in arts:
        kind, purpose, modlicenses = elf_info(p)
        d = digests(p)
        notes = ['%s; %d translation unit%s recorded by %s' % (
            kind, len(out.tus), '' if len(out.tus) == 1 else 's',
            ', '.join(sorted({tu[0] for tu in out.tus})))]
        if p in out.debug_files:
            notes.append('license data read from its debug file %s (found by %s)' %
                         out.debug_files[p])
        if d is None:
            problems.append('%s: cannot read' % p)
        declared = declared_license(kind, modlicenses, notes, refs, 'declared license',
                                    'NoAssertion')
        pkgs.append((p, declared, kind, g.element(
            'software_Package', art_name(p), p, name=art_name(p),
            software_primaryPurpose=PURPOSES[kind], verifiedUsing=sha256(d) if d else None,
            comment='; '.join(notes) + '.')))
    prov = Provenance()
    origin = prov.origins(files)
    for real in sorted(files, key=lambda r: file_name(r)[::-1]):
        e = files[real]
        host, fname = file_name(real)
        d = digests(real)
        if d is None:
            problems.append('%s not found: its checksum is unknown' % real)
        exprs, problems_of, declared = set(), [], []
        for expr in sorted(x.strip() for x in e['exprs'] if x is not None):
            value, problem = license_value(expr, e['failed'], lists, refs)
            exprs.add(value)
            if problem:
                problems_of.append((expr, problem, value))
        for value in sorted(exprs):
            declared.append(g.license(value, refs))
        valid = len(e['exprs']) == 1 and exprs and not problems_of
        comment = file_notes(e, host, real, fname, exprs, problems_of, origin.get(real))
        if d is None:
            comment = ('not found on disk when this document was written: its content is '
                       'unknown. ' + (comment or ''))
        fid = file_ids[real] = g.element(
            'software_File', ('host-' if host else '') + fname, real, name=fname,
            software_primaryPurpose='source', verifiedUsing=sha256(d) if d else None,
            comment=comment)
        rels.append((fid, 'hasDeclaredLicense', declared or [NOASSERTION]))
        rels.append((fid, 'hasConcludedLicense', declared if valid else [NOASSERTION]))
    generators(g, prov, origin, file_ids, file_name, rels,
               lambda x: [g.license(license_value(x.strip(), set(), lists, refs)[0], refs)])
    for p, declared, kind, pid in pkgs:
        ids = sorted(file_ids[r] for r in read_by.get(p, ()))
        rels.append((pid, 'hasDeclaredLicense',
                     [g.license(declared, refs)] if declared else [NOASSERTION]))
        rels.append((pid, 'hasConcludedLicense', [NOASSERTION]))
        builtin = []
        for modfile, licenses, read, count in builtin_packages(p, arts_tus[p], units[p]):
            mname = os.path.basename(modfile) + '.ko'
            mnotes = [builtin_comment(modfile, count, art_name(p))]
            mdeclared = declared_license('kernel module', licenses, mnotes, refs,
                                         'declared license', 'NoAssertion')
            mid = g.element('software_Package', '%s-builtin-%s' % (art_name(p), mname),
                            p + '\0' + modfile, name='%s (built into %s)' % (mname, art_name(p)),
                            software_primaryPurpose='module', comment='; '.join(mnotes) + '.')
            rels.append((mid, 'hasDeclaredLicense',
                         [g.license(mdeclared, refs)] if mdeclared else [NOASSERTION]))
            rels.append((mid, 'hasConcludedLicense', [NOASSERTION]))
            rels.append((mid, 'contains', sorted(file_ids[r] for r in read)))
            builtin.append(mid)
        if ids or builtin:
            rels.append((pid, 'contains', ids + builtin))
        build = g.element('build_Build', art_name(p), p, build_buildType=BUILD_TYPE,
                          comment='The compilations and the link of %s: its inputs are the '
                                  'files the compiler read for its translation units, as '
                                  'spdx.so recorded them; each compilation is a child build '
                                  '(ancestorOf).' % art_name(p))
        if ids:
            rels.append((build, 'hasInput', ids))
        rels.append((build, 'hasOutput', [pid]))
        rels.append((build, 'ancestorOf', compilations(g, p, pid, kind, units[p], file_ids,
                                                       art_name, file_name, rels)))
    for frm, rtype, to in rels:
        g.relationship(frm, rtype, to)

    epoch = os.environ.get('SOURCE_DATE_EPOCH')
    try:
        when = int(epoch) if epoch else max(int(os.stat(p).st_mtime) for p, _ in arts)
    except (ValueError, OSError):
        when = 0
    creation = {
        'type': 'CreationInfo', '@id': CREATION, 'specVersion': '3.0.1',
        'created': time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(when)),
        'createdBy': [agent], 'createdUsing': tools,
        'comment': 'The files the compiler read for each translation unit of the artifacts, '
                   'as spdx.so recorded them in their .spdx sections; checksums of the files '
                   'as they were on disk when this document was written. hasDeclaredLicense: '
                   'the SPDX-License-Identifier tag (NoAssertionLicense: none; a LicenseRef '
                   'whose text is the tag where the tag is not valid SPDX); '
                   'hasConcludedLicense: the tag where it is valid and the only one.'}
    data_license = g.license('CC0-1.0', refs)
    doc = next(e for e in g.elements if e['spdxId'] == doc_id)
    doc.update({'name': 'spdx-report of ' + ', '.join(art_name(p) for p, _ in arts),
                'profileConformance': ['core', 'software', 'simpleLicensing',
                                       'expandedLicensing', 'build'],
                'dataLicense': data_license,
                'rootElement': [pkg[-1] for pkg in pkgs],
                'element': sorted(e['spdxId'] for e in g.elements
                                  if e['spdxId'] != doc_id)})
    graph = [creation] + g.elements
    text = json.dumps({'@context': CONTEXT, '@graph': graph}, indent=1) + '\n'
    name = re.sub(r'[^A-Za-z0-9._-]+', '-', art_name(arts[0][0]))
    # A URN, not an https IRI under a host of no one's: shorter, and the
    # IRIs are most of a document's bytes (a compilation's hasInput lists
    # hundreds; any "scheme:rest" is an IRI for the schema).
    ns = 'urn:spdx-report:%s-%s:' % (
        name, hashlib.sha256(text.encode('utf-8', 'surrogateescape')).hexdigest()[:16])
    return text.replace(NS, ns)


def write_sbom3(args, lists, told):
    """--format spdx3: one document for every artifact found; what went
    wrong into TOLD (a Records)."""
    arts = []
    for p in artifacts(args.inputs):
        out = Records()
        if not read_path(p, out):
            out.problems.append('%s: neither ELF nor an archive' % p)
        for k in ('problems', 'nodata', 'partial', 'notes'):
            getattr(told, k).extend(getattr(out, k))
        if out.tus:
            arts.append((p, out))
        elif not out.problems and not out.nodata:
            told.nodata.append('%s: no license data' % p)
    if not arts:
        told.nodata.append('no artifact with license data found in %s' %
                           ', '.join(args.inputs))
        return
    text = document(arts, Layout(args.root, args.inputs), lists, told.problems)
    write_text(text, args.output, told.problems)
