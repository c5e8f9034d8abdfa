# SPDX-License-Identifier: GPL-2.0-or-later
"""compile_commands.json for a copy of the editors' test project, with
absolute paths, in the shapes real builds write them:

  PROJECT/compile_commands.json             kernel/: "arguments" and
      "command" entries, "file" relative and absolute, -c -o, -MD -MF,
      kbuild's -Wp,-MMD,..., -save-temps=obj -flto, kbuild's own plugin
      (./scripts/gcc-plugins/spdx_plugin.so, -fplugin-arg-spdx_plugin-...,
      a report= file), and one entry without -fplugin (the server adds its
      --plugin or initializationOptions' plugin); kernel/orphan.c has none
  PROJECT/reuse/build/compile_commands.json reuse/, built out of tree
      ("file" ../src/X.c), found by clangd's DIR/build/ rule

usage: [SPDX_CCDB_CC=GCC] ccdb.py PROJECT PLUGIN LICENSES_DIR
  SPDX_CCDB_CC  the compiler driver of every entry (gcc; GCC 16's for its SARIF)
"""
import json
import os
import shlex
import sys

CC = os.environ.get('SPDX_CCDB_CC') or 'gcc'


def kernel_flags(plugin, licenses, name='spdx'):
    """The kernel part's plugin arguments: kbuild's policy, the kernel's
    LICENSES/, its default (so a missing tag has a fix-it)."""
    arg = '-fplugin-arg-%s-' % name
    return ([] if plugin is None else ['-fplugin=' + plugin]) + [
        arg + 'policy=kernel', arg + 'licenses=' + licenses, arg + 'default=GPL-2.0',
        '-Wall', '-Iinclude/uapi']


def kernel_entries(proj, plugin, licenses):
    """One entry per kernel/ file but orphan.c, each in another shape."""
    def obj(name):
        """The object a build would write (the server must not)."""
        return 'kernel/%s.o' % name
    k = kernel_flags(plugin, licenses)
    kbuild = kernel_flags('./scripts/gcc-plugins/spdx_plugin.so', licenses, 'spdx_plugin')
    return [
        {'directory': proj, 'file': 'kernel/missing.c',
         'arguments': [CC] + k + ['-MD', '-MF', 'kernel/.missing.o.d', '-c', '-o',
                                     obj('missing'), 'kernel/missing.c']},
        {'directory': proj, 'file': 'kernel/syntax.c',
         'command': shlex.join([CC, '-Wp,-MMD,kernel/.syntax.o.d'] + k +
                               ['-c', '-o', obj('syntax'), 'kernel/syntax.c'])},
        {'directory': proj, 'file': os.path.join(proj, 'kernel/misplaced.c'),
         'arguments': [CC] + k + ['-save-temps=obj', '-flto', '-c',
                                     '-o' + obj('misplaced'), 'kernel/misplaced.c']},
        {'directory': proj, 'file': 'kernel/mismatch.c',
         'command': shlex.join([CC] + kbuild +
                               ['-fplugin-arg-spdx_plugin-report=kernel/report.json',
                                '-fdiagnostics-format=text', '-c', '-o', obj('mismatch'),
                                'kernel/mismatch.c'])},
        {'directory': proj, 'file': 'kernel/uapi.c',
         'arguments': [CC] + kernel_flags(None, licenses) +
         ['-c', '-o', obj('uapi'), 'kernel/uapi.c']},
    ]


def reuse_entries(build, plugin):
    """The REUSE part, compiled from its build directory; policy=auto
    finds REUSE.toml."""
    return [{'directory': build, 'file': '../src/%s.c' % name,
             'command': '%s -fplugin=%s -fplugin-arg-spdx-policy=auto -Wall -MMD -c '
                        '-o %s.o ../src/%s.c' % (shlex.quote(CC), shlex.quote(plugin), name, name)}
            for name in ('main', 'table')]


def write(path, entries):
    """One database, atomically (a server may be reading the old one)."""
    with open(path + '.tmp', 'w') as f:
        json.dump(entries, f, indent=1)
        f.write('\n')
    os.replace(path + '.tmp', path)


def main(argv):
    """Both databases, and kbuild's plugin path in the copy."""
    proj, plugin, licenses = (os.path.abspath(a) for a in argv)
    gp = os.path.join(proj, 'scripts', 'gcc-plugins')
    os.makedirs(gp, exist_ok=True)
    link = os.path.join(gp, 'spdx_plugin.so')
    if not os.path.lexists(link):
        os.symlink(plugin, link)
    write(os.path.join(proj, 'compile_commands.json'), kernel_entries(proj, plugin, licenses))
    build = os.path.join(proj, 'reuse', 'build')
    os.makedirs(build, exist_ok=True)
    write(os.path.join(build, 'compile_commands.json'), reuse_entries(build, plugin))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]) if len(sys.argv) == 4 else
             'usage: ccdb.py PROJECT PLUGIN LICENSES_DIR')
