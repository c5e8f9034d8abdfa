# SPDX-License-Identifier: GPL-2.0-or-later
"""spdx-lsp where no editor goes on purpose, over bare JSON-RPC
(lspclient.py): UTF-8 positions when the client offers them; a REUSE.toml
saved after its fix; compilers
that die of a signal, print what is not JSON, hang, babble or cannot be
started; a compile_commands.json that is not JSON; didClose; the command
made a check (kbuild's command line, term by term); the server alive after
all of it and exiting cleanly.  Prints PASS/FAIL lines, then "done".

usage: protocol.py [--installed] SERVER PROJECT EXPECTED SCRATCH
       protocol.py --sarif SERVER SCRATCH PROJECT PLUGIN PROJECT16 PLUGIN16
  --installed  only the UTF-8 session (make install's server, from /)
  --sarif      the same project with GCC 12 (JSON) and GCC 16 (SARIF): the
               same diagnostics, ranges and code actions
  SERVER    the server command (the checkout's wrapper)
  PROJECT   a copy of the test project with its compile_commands.json
  EXPECTED  expected-lsp.txt
  SCRATCH   a directory of its own for the fault project
"""
import json
import os
import stat
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools'))
from lspclient import Client  # noqa: E402
from spdx_lsp import gcc, gccsarif  # noqa: E402

LABEL = ['protocol']


def result(ok, name, detail=''):
    """One PASS or FAIL line."""
    line = '%s: %s: %s%s' % ('PASS' if ok else 'FAIL', LABEL[0], name,
                             '' if ok or not detail else ' (%s)' % detail)
    print(line, flush=True)


def expected_bytes(path, file):
    """FILE's BYTE-RANGE CODE lines of expected-lsp.txt: what a UTF-8
    client must receive."""
    out = []
    for line in open(path, encoding='utf-8'):
        f = line.split()
        if f and f[0] == 'D' and f[1] == file:
            out.append('%s %s' % (f[3], f[4]))
    return sorted(out)


def rng(r):
    """LINE:CHAR-LINE:CHAR."""
    return '%d:%d-%d:%d' % (r['start']['line'], r['start']['character'],
                            r['end']['line'], r['end']['character'])


def utf8_session(server, project, expected, scratch):
    """A client that offers UTF-8 gets byte columns; didClose clears."""
    c = Client([server], os.path.join(scratch, 'utf8.stderr'))
    res = c.initialize(project, {'general': {'positionEncodings': ['utf-8', 'utf-16']}})
    result(res is not None and res['capabilities'].get('positionEncoding') == 'utf-8',
           'utf-8 offered: positionEncoding utf-8', res)
    path = os.path.join(project, 'kernel/syntax.c')
    uri = 'file://' + path
    c.open(path)
    diags = c.diagnostics(uri)
    got = sorted('%s %s' % (rng(d['range']), d.get('code') or '-') for d in diags or [])
    want = expected_bytes(expected, 'kernel/syntax.c')
    result(got == want, 'utf-8: kernel/syntax.c at byte columns', 'got %s, want %s' % (got, want))
    c.notify('textDocument/didClose', {'textDocument': {'uri': uri}})
    result(c.diagnostics(uri) == [], 'didClose: an empty list published')
    res = c.request('textDocument/codeAction', {
        'textDocument': {'uri': uri},
        'range': {'start': {'line': 0, 'character': 0}, 'end': {'line': 9, 'character': 0}},
        'context': {'diagnostics': []}})
    result(res is not None and res.get('result') == [], 'closed: no code actions', res)
    result(c.close_and_exit() == 0, 'utf-8 session: shutdown and exit, status 0')


def reuse_session(server, project, scratch):
    """REUSE.toml fixed on disk and saved: the file that reported it is
    checked again, and both are clean (the annotation now applies)."""
    c = Client([server], os.path.join(scratch, 'reuse.stderr'))
    c.initialize(project)
    table = os.path.join(project, 'reuse/src/table.c')
    toml = os.path.join(project, 'reuse/REUSE.toml')
    start = len(c.notes)
    c.open(table)
    before = (c.diagnostics('file://' + toml, since=start),
              c.diagnostics('file://' + table, since=start))
    result(before[0] is not None and len(before[0]) == 1 and before[1] is not None and
           [d.get('code') for d in before[1]] == ['spdx-missing', 'spdx-copyright'],
           'reuse: opening table.c: REUSE.toml and table.c published', repr(before))
    with open(toml) as f:
        text = f.read()
    with open(toml, 'w') as f:
        f.write(text.replace('SPDX-License-Identifier = "MIT"\n', ''))
    start = len(c.notes)
    c.notify('textDocument/didSave', {'textDocument': {'uri': 'file://' + toml}})
    after = (c.diagnostics('file://' + toml, since=start),
             c.diagnostics('file://' + table, since=start))
    result(after == ([], []), 'reuse: REUSE.toml fixed and saved: table.c checked again, both clean',
           repr(after))
    result(c.close_and_exit() == 0, 'reuse session: shutdown and exit, status 0')


FAKES = {
    # name: (the fake compiler's shell body, what the diagnostic must say)
    'signal': ('echo "cc1: internal compiler error: Segmentation fault" >&2; kill -SEGV $$',
               'killed by signal 11: cc1: internal compiler error: Segmentation fault'),
    'badjson': ('printf \'[{"kind": "warning", "message": \\n\' >&2; echo "cc1: out of memory '
                'allocating 65536 bytes" >&2; exit 1', 'cc1: out of memory allocating 65536 bytes'),
    'hang': ('echo $$ > "$0.pid"; exec sleep 60', 'did not finish within 2 s'),
    'babble': ('head -c 300000 /dev/zero | tr "\\0" x >&2; exit 1', 'more than 100000 bytes'),
    'fatal': ('echo \'[{"kind": "fatal error", "locations": [], "message": "inaccessible plugin '
              'file spdx.so"}]\' >&2; exit 1', 'fatal error: inaccessible plugin file spdx.so'),
}


def fault_project(scratch):
    """SCRATCH/faults: one file per fake compiler, each compiled by it;
    SCRATCH/faults/badjson-db: a compile_commands.json that is not JSON;
    SCRATCH/faults/missing: a compiler that does not exist."""
    top = os.path.join(scratch, 'faults')
    os.makedirs(os.path.join(top, 'badjson-db'), exist_ok=True)
    entries = []
    for name, (body, _) in FAKES.items():
        cc = os.path.join(top, 'cc-' + name)
        with open(cc, 'w') as f:
            f.write('#!/bin/sh\n' + body + '\n')
        os.chmod(cc, stat.S_IRWXU)
        with open(os.path.join(top, name + '.c'), 'w') as f:
            f.write('// SPDX-License-Identifier: GPL-2.0-or-later\nint %s;\n' % name)
        entries.append({'directory': top, 'file': name + '.c', 'arguments': [cc, '-c', name + '.c']})
    with open(os.path.join(top, 'missing.c'), 'w') as f:
        f.write('// SPDX-License-Identifier: GPL-2.0-or-later\nint missing;\n')
    entries.append({'directory': top, 'file': 'missing.c',
                    'arguments': [os.path.join(top, 'no-such-cc'), '-c', 'missing.c']})
    with open(os.path.join(top, 'compile_commands.json'), 'w') as f:
        json.dump(entries, f)
    with open(os.path.join(top, 'badjson-db', 'compile_commands.json'), 'w') as f:
        f.write('[{"directory": ')
    with open(os.path.join(top, 'badjson-db', 'x.c'), 'w') as f:
        f.write('// SPDX-License-Identifier: GPL-2.0-or-later\nint x;\n')
    return top


def one_failure(diags):
    """The message of the single could-not-run diagnostic, or None."""
    if not diags or len(diags) != 1 or diags[0].get('code') != 'spdx-lsp':
        return None
    return diags[0]['message']


def fault_session(server, scratch):
    """Each broken compiler gives one diagnostic with its words; the server
    answers after all of them."""
    top = fault_project(scratch)
    c = Client([server, '--timeout', '2', '--max-output', '100000'],
               os.path.join(scratch, 'faults.stderr'))
    c.initialize(top)
    for name, (_, words) in FAKES.items():
        path = os.path.join(top, name + '.c')
        start = time.monotonic()
        c.open(path)
        msg = one_failure(c.diagnostics('file://' + path, 10))
        took = time.monotonic() - start
        result(msg is not None and words in msg and 'could not run' in msg,
               '%s: one diagnostic, "could not run: ...%s"' % (name, words), msg)
        if name == 'hang':
            result(took < 10, 'hang: reported within the timeout, %.1f s' % took)
            pid = int(open(os.path.join(top, 'cc-hang.pid')).read())
            time.sleep(0.2)
            result(not os.path.exists('/proc/%d' % pid) or
                   open('/proc/%d/stat' % pid).read().split()[2] == 'Z',
                   'hang: the compiler was killed')
    path = os.path.join(top, 'missing.c')
    c.open(path)
    msg = one_failure(c.diagnostics('file://' + path))
    result(msg is not None and 'cannot run' in msg and 'no-such-cc' in msg,
           'a compiler that does not exist: "cannot run ..."', msg)
    path = os.path.join(top, 'badjson-db', 'x.c')
    c.open(path)
    shown = c.wait(lambda m: m.get('method') == 'window/showMessage')
    text = shown and shown['params']['message']
    result(bool(text) and 'not JSON' in text and 'badjson-db/compile_commands.json' in text
           and shown['params']['type'] == 2,
           'a compile_commands.json that is not JSON: a warning naming it', text)
    res = c.request('textDocument/codeAction', {
        'textDocument': {'uri': 'file://' + os.path.join(top, 'signal.c')},
        'range': {'start': {'line': 0, 'character': 0}, 'end': {'line': 0, 'character': 0}},
        'context': {'diagnostics': []}})
    result(res is not None and res.get('result') == [], 'the server still answers requests', res)
    result(c.close_and_exit() == 0, 'fault session: shutdown and exit, status 0')


def sarif_columns():
    """GCC's display columns walked back to bytes: measured with GCC 16 on
    '/*<TAB>中🐧 */ int x = y;' (y: display column 25, byte 23)."""
    line = '/*\t\u4e2d\U0001f427 */ int x = y;'.encode()
    got = [gccsarif.byte_column(line, 25, 8), gccsarif.byte_column(line, 1, 8),
           gccsarif.byte_column(line, 10, 8), gccsarif.byte_column(line, 11, 8),
           gccsarif.byte_column(line, 40, 8), gccsarif.byte_column(line, 3, 8)]
    want = [23, 1, 4, 7, 38, 3]
    result(got == want, 'SARIF display columns as bytes (tab, wide characters, past the end)',
           'got %s, want %s' % (got, want))


def argv_checks():
    """kbuild's command line made a check, term by term."""
    kbuild = ['gcc', '-Wp,-MMD,fs/.namei.o.d', '-nostdinc', '-I./arch/x86/include',
              '-include', './include/linux/kconfig.h', '-fplugin=./scripts/gcc-plugins/spdx_plugin.so',
              '-fplugin-arg-spdx_plugin-policy=kernel', '-fplugin-arg-spdx_plugin-report=r.json',
              '-DKBUILD_MODFILE="fs/namei"', '-save-temps=obj', '-flto=thin',
              '-fdiagnostics-format=text', '-fno-diagnostics-show-option', '-c', '-o',
              'fs/namei.o', 'fs/namei.c']
    want = ['gcc', '-nostdinc', '-I./arch/x86/include', '-include', './include/linux/kconfig.h',
            '-fplugin=./scripts/gcc-plugins/spdx_plugin.so',
            '-fplugin-arg-spdx_plugin-policy=kernel', '-DKBUILD_MODFILE="fs/namei"',
            'fs/namei.c', '-fsyntax-only', '-fdiagnostics-format=json']
    got = gcc.check_argv(kbuild, 'spdx')
    result(got == want, "kbuild's command: its own plugin kept, outputs and report= dropped",
           got)
    plain = ['ccache', 'gcc', '-MD', '-MF', 'a.d', '-fplugin-arg-spdx-policy=reuse', '-o', 'a.o',
             '-c', 'a.c']
    want = ['ccache', 'gcc', '-fplugin=/p/spdx.so', '-fplugin-arg-spdx-policy=reuse', 'a.c',
            '-fsyntax-only', '-fdiagnostics-format=json']
    got = gcc.check_argv(plain, '/p/spdx.so')
    result(got == want, 'no -fplugin: --plugin added before its arguments', got)


SOURCES = ['kernel/missing.c', 'kernel/syntax.c', 'kernel/misplaced.c', 'kernel/mismatch.c',
           'kernel/uapi.c', 'kernel/orphan.c', 'reuse/src/main.c', 'reuse/src/table.c']


def everything(server, project, plugin, stderr):
    """What a UTF-16 client is shown for each of SOURCES, opened one after
    the other: {file: (diagnostics, code actions)}, the project's path
    written P."""
    # kernel/broken.c stops at a fatal error: the check says it could not run.
    with open(os.path.join(project, 'kernel/broken.c'), 'w') as f:
        f.write('// SPDX-License-Identifier: GPL-2.0\n#include <no/such/header.h>\n')
    db = os.path.join(project, 'compile_commands.json')
    with open(db) as f:
        entries = json.load(f)
    broken = dict(entries[0], file='kernel/broken.c')
    broken['arguments'] = [a.replace('missing', 'broken') for a in broken['arguments']]
    with open(db, 'w') as f:
        json.dump(entries + [broken], f)
    c = Client([server, '--plugin', plugin], stderr)
    c.initialize(project)
    shown = {}
    for name in SOURCES + ['kernel/broken.c']:
        path = os.path.join(project, name)
        start = len(c.notes)
        c.open(path)
        if c.diagnostics('file://' + path, since=start, timeout=30) is None:
            shown[name] = 'nothing published'
        for msg in c.notes[start:]:
            if msg.get('method') == 'textDocument/publishDiagnostics':
                shown[msg['params']['uri']] = msg['params']['diagnostics']
    out = {}
    for uri, diags in shown.items():
        actions = None
        if isinstance(diags, list):
            res = c.request('textDocument/codeAction', {
                'textDocument': {'uri': uri},
                'range': {'start': {'line': 0, 'character': 0},
                          'end': {'line': 99, 'character': 0}},
                'context': {'diagnostics': []}})
            actions = res and res.get('result')
        out[uri] = (diags, actions)
    rc = c.close_and_exit()
    return json.loads(json.dumps([out, rc]).replace(project, 'P'))


def sarif_session(server, scratch, p12, plugin12, p16, plugin16):
    """GCC 16 (SARIF, display columns walked back to bytes) shows exactly
    what GCC 12 (JSON, byte columns) shows: every diagnostic, range,
    related location and code action of the project; the include chain,
    which only SARIF has, besides."""
    old, old_rc = everything(server, p12, plugin12, os.path.join(scratch, 'gcc12.stderr'))
    new, new_rc = everything(server, p16, plugin16, os.path.join(scratch, 'gcc16.stderr'))
    result(old_rc == 0 and new_rc == 0, 'both sessions: shutdown and exit, status 0',
           '%s %s' % (old_rc, new_rc))
    chain = []

    def unchain(d, into):
        """D without its include chain, kept in INTO."""
        rel = d.get('relatedInformation') or []
        into += [r for r in rel if r['message'] == 'in file included from here']
        d['relatedInformation'] = [r for r in rel if r['message'] != 'in file included from here']
        if not d['relatedInformation']:
            del d['relatedInformation']

    for diags, actions in new.values():
        for d in diags if isinstance(diags, list) else []:
            unchain(d, chain)
        for a in actions if isinstance(actions, list) else []:
            for d in a.get('diagnostics') or []:
                unchain(d, [])
    published = sum(len(d) for d, _ in old.values() if isinstance(d, list))
    fatal = [d['message'] for d in old.get('file://P/kernel/broken.c', [[]])[0]]
    result(len(fatal) == 1 and 'could not run: kernel/broken.c:2:10: fatal error: ' in fatal[0],
           'gcc-12: a fatal error: the check could not run', repr(fatal))
    differ = sorted(u for u in set(old) | set(new) if old.get(u) != new.get(u))
    result(published >= 9 and not differ,
           'gcc-16 (SARIF): the same diagnostics, ranges and code actions as gcc-12 (JSON)',
           '; '.join('%s: gcc-12 %s, gcc-16 %s' % (u, json.dumps(old.get(u), sort_keys=True),
                                                   json.dumps(new.get(u), sort_keys=True))
                     for u in differ))
    want = {'uri': 'file://P/kernel/uapi.c',
            'range': {'start': {'line': 5, 'character': 0}, 'end': {'line': 5, 'character': 1}}}
    result([r['location'] for r in chain] == [want],
           'gcc-16 (SARIF): the header\'s finding names the #include line', repr(chain))


def main(argv):
    """All three groups (--installed: the first; --sarif: GCC 16 beside
    GCC 12); the result lines, then "done"."""
    if argv[:1] == ['--sarif'] and len(argv) == 7:
        LABEL[0] = 'sarif'
        try:
            sarif_session(*argv[1:])
        except Exception as err:
            result(False, 'the test ran to its end', repr(err))
        print('done')
        return 0
    installed = argv[:1] == ['--installed']
    if installed:
        LABEL[0] = 'installed'
        argv = argv[1:]
    server, project, expected, scratch = argv
    os.makedirs(scratch, exist_ok=True)
    groups = [lambda: utf8_session(server, project, expected, scratch)]
    if not installed:
        groups += [lambda: reuse_session(server, project, scratch),
                   lambda: fault_session(server, scratch), argv_checks, sarif_columns]
    for group in groups:
        try:
            group()
        except Exception as err:
            result(False, 'the test ran to its end', repr(err))
    print('done')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]) if len(sys.argv) in (5, 6, 8) else __doc__)
