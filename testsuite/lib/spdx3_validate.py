# SPDX-License-Identifier: GPL-2.0-or-later
"""Validate SPDX 3.0.1 JSON-LD documents offline with the SPDX project's
published model files (testsuite/spdx-3.0.1 by default, or MODEL_DIR),
checked against their SHA256SUMS first:

  - the JSON Schema (schema.json), draft 2020-12, with Ajv 8
    (spdx3_schema.js; node, Ajv from the npm registry);
  - the SHACL shapes (spdx-model.ttl) with pyshacl, the document read by
    rdflib as JSON-LD through the local copy of spdx-context.jsonld (the
    document names the published address, which these machines cannot
    reach); the model is also the ontology graph, so that its individuals
    (NoAssertionLicense, ...) have their classes.

usage: spdx3_validate.py [--model-dir DIR] [--no-shacl] [--no-schema] FILE...
Prints one line per document and check ("FILE: schema: valid" or the first
errors) and exits 1 if any document fails either.  pyshacl and rdflib 7
come from python3-pyshacl of Debian sid, unpacked (testsuite/lib/pyshacl.sh
puts them on PYTHONPATH)."""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL_DIR = os.path.normpath(os.path.join(HERE, '..', 'spdx-3.0.1'))


def schema_errors(paths, model_dir):
    """{path: errors} of the documents at PATHS against the JSON Schema, by
    Ajv (spdx3_schema.js: the document with its @graph emptied, then each
    element against its type's definition), which takes seconds where
    python3-jsonschema took minutes (781 s for a 5.6 MB document).
    SPDX3_AJV: the node_modules directory pyshacl.sh installed Ajv in."""
    import subprocess
    ajv = os.environ.get('SPDX3_AJV')
    if not ajv or not os.path.isdir(os.path.join(ajv, 'ajv')):
        sys.exit('spdx3_validate.py: no Ajv (SPDX3_AJV=%s): run it through pyshacl.sh\'s '
                 'wrapper' % ajv)
    run = subprocess.run(['node', os.path.join(HERE, 'spdx3_schema.js'),
                          os.path.join(model_dir, 'schema.json')] + paths,
                         env=dict(os.environ, NODE_PATH=ajv), capture_output=True, text=True)
    if run.returncode:
        sys.exit('spdx3_validate.py: spdx3_schema.js: %s' % run.stderr.strip()[:2000])
    found = {}
    for line in run.stdout.splitlines():
        r = json.loads(line)
        found[r['file']] = r['errors']
    return found


def shacl_errors(doc, context, model):
    import rdflib
    from pyshacl import validate
    # The published context read from its local copy; a list that names it
    # with more (prefixes: what the schema does not allow) is read as JSON-LD
    # reads it, the SPDX context from its copy.
    url = 'https://spdx.org/rdf/3.0.1/spdx-context.jsonld'
    ctx = doc.get('@context')
    if ctx == url:
        ctx = context['@context']
    elif isinstance(ctx, list) and url in ctx:
        ctx = [context['@context'] if c == url else c for c in ctx]
    else:
        return ['@context does not name the SPDX 3.0.1 context: not read as SPDX 3.0.1']
    doc = dict(doc, **{'@context': ctx})
    data = rdflib.Graph().parse(data=json.dumps(doc), format='json-ld')
    conforms, _, text = validate(data, shacl_graph=model, ont_graph=model,
                                 inference='none', allow_warnings=True)
    if conforms:
        return []
    return [line.strip() for line in text.splitlines()
            if line.strip().startswith(('Focus Node', 'Result Path', 'Message'))][:30] or \
        [text[:2000]]


def model_problem(model_dir):
    """Why the model files in MODEL_DIR are not the published ones, or None."""
    import hashlib
    try:
        with open(os.path.join(model_dir, 'SHA256SUMS'), encoding='utf-8') as f:
            sums = [line.split() for line in f if line.strip()]
        for digest, name in sums:
            with open(os.path.join(model_dir, name.lstrip('*')), 'rb') as f:
                if hashlib.sha256(f.read()).hexdigest() != digest:
                    return '%s: not the published file (SHA256SUMS)' % name
    except (OSError, ValueError) as e:
        return 'model files: %s' % e
    return None if sums else 'model files: SHA256SUMS is empty'


def main(argv):
    ap = argparse.ArgumentParser(prog='spdx3_validate.py')
    ap.add_argument('files', nargs='+')
    ap.add_argument('--model-dir', default=os.environ.get('MODEL_DIR', MODEL_DIR))
    ap.add_argument('--no-shacl', action='store_true')
    ap.add_argument('--no-schema', action='store_true')
    args = ap.parse_args(argv)
    problem = model_problem(args.model_dir)
    if problem:
        sys.exit('spdx3_validate.py: %s' % problem)
    schema = {} if args.no_schema else schema_errors(args.files, args.model_dir)
    with open(os.path.join(args.model_dir, 'spdx-context.jsonld'), encoding='utf-8') as f:
        context = json.load(f)
    model = None
    if not args.no_shacl:
        import rdflib
        model = rdflib.Graph().parse(os.path.join(args.model_dir, 'spdx-model.ttl'),
                                     format='turtle')
    bad = 0
    for path in args.files:
        with open(path, encoding='utf-8') as f:
            doc = json.load(f)
        checks = []
        if not args.no_schema:
            checks.append(('schema', schema[path]))
        if not args.no_shacl:
            checks.append(('shacl', shacl_errors(doc, context, model)))
        for name, errors in checks:
            print('%s: %s: %s' % (path, name, 'valid' if not errors else
                                  'INVALID (%d)' % len(errors)))
            for e in errors[:20]:
                print('  ' + e)
            bad += bool(errors)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
