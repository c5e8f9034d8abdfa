# SPDX-License-Identifier: GPL-2.0-or-later
"""What a kernel build directory knows beyond the records: its built-in
modules, the tristate code linked into vmlinux (modules.builtin,
modules.builtin.modinfo, which kbuild writes next to vmlinux), and the
translation units that form each, by the KBUILD_MODFILE kbuild compiled
each object with (its .cmd file: the command and the source), so that a
module's MODULE_LICENSE() is checked across those units as across a .ko's
objects; and where its generated files came from (Provenance)."""
import os
import re
import shlex
import subprocess
import tempfile

from ._facts import F_GENERATED, F_MAIN
from .elf import read_path
from .records import Records

# A .cmd file's command: "savedcmd_" since Linux 6.3, "cmd_" before.
CMD_LINES = ('savedcmd_', 'cmd_')
# As kbuild's stringify writes it ('"fs/ext4/ext4"'), also escaped once more.
CMD_FLAG = re.compile(r'''-DKBUILD_MODFILE=['\\]*"([^"\\]+)''')


def builtin_dir(vmlinux):
    """The build directory of VMLINUX if kbuild listed built-in modules
    there, else None."""
    d = os.path.dirname(os.path.abspath(vmlinux))
    if (os.path.basename(vmlinux) == 'vmlinux' and
            os.path.isfile(os.path.join(d, 'modules.builtin'))):
        return d
    return None


def builtin_modules(objtree):
    """{module file ("fs/ext4/ext4"): its modinfo licenses} of the modules
    modules.builtin lists; the licenses from modules.builtin.modinfo, whose
    entries are "modname.license=..." (modname: the file's base name, "-"
    as "_")."""
    mods = {}
    with open(os.path.join(objtree, 'modules.builtin'), encoding='utf-8',
              errors='surrogateescape') as f:
        for line in f:
            line = line.strip()
            if line.startswith('kernel/') and line.endswith('.ko'):
                mods[line[len('kernel/'):-len('.ko')]] = []
    licenses = {}
    try:
        with open(os.path.join(objtree, 'modules.builtin.modinfo'), 'rb') as f:
            for entry in f.read().split(b'\0'):
                name, sep, value = entry.decode('utf-8', 'surrogateescape').partition('=')
                if sep and name.endswith('.license'):
                    licenses.setdefault(name[:-len('.license')], []).append(value)
    except OSError:
        pass
    for modfile in mods:
        mods[modfile] = licenses.get(os.path.basename(modfile).replace('-', '_'), [])
    return mods


def object_modfiles(objtree):
    """{real path of a source: its objects' KBUILD_MODFILEs}, from every
    object's .cmd file under OBJTREE (the first lines: "cmd_X := ..." or
    "savedcmd_X := ...", and "source_X := ...")."""
    found = {}
    for d, dirs, files in os.walk(objtree):
        dirs.sort()
        for name in sorted(files):
            if not (name.startswith('.') and name.endswith('.o.cmd')):
                continue
            cmd = source = None
            try:
                with open(os.path.join(d, name), encoding='utf-8',
                          errors='surrogateescape') as f:
                    for _ in range(4):
                        line = f.readline()
                        if line.startswith(CMD_LINES):
                            cmd = line
                        elif line.startswith('source_'):
                            source = line.partition(':=')[2].strip()
                            break
            except OSError:
                continue
            m = CMD_FLAG.search(cmd or '')
            if not (m and source):
                continue
            real = os.path.realpath(os.path.join(objtree, source))
            # An object of several multi-part modules names them all.
            found.setdefault(real, set()).update(m.group(1).split())
    return found


def builtin_units(vmlinux, tus):
    """[(module file, modinfo licenses, its units)] of VMLINUX's built-in
    modules whose units are among TUS (records; main files relative to the
    build directory, where kbuild compiles), or [] outside a kbuild tree."""
    objtree = builtin_dir(vmlinux)
    if objtree is None:
        return []
    mods = builtin_modules(objtree)
    of = object_modfiles(objtree)
    units = {}
    for tu in tus:
        for path, _, flags in tu[2]:
            if flags & F_MAIN:
                for modfile in of.get(os.path.realpath(os.path.join(objtree, path)), ()):
                    if modfile in mods:
                        units.setdefault(modfile, []).append(tu)
                break
    return [(m, mods[m], units[m]) for m in sorted(units)]


def builtin_packages(vmlinux, tus, per_unit):
    """[(module file, modinfo licenses, the real paths its units read, its
    number of units)] of VMLINUX's built-in modules; PER_UNIT is
    sbom.artifact_files()'s, in the order of TUS."""
    index = {id(tu): i for i, tu in enumerate(tus)}
    found = []
    for modfile, licenses, units in builtin_units(vmlinux, tus):
        read = set()
        for tu in units:
            read |= per_unit[index[id(tu)]][1]
        found.append((modfile, licenses, read, len(units)))
    return found


def builtin_comment(modfile, count, image):
    return ('a built-in module of %s: kernel/%s.ko in modules.builtin, %d translation '
            'unit%s of %s by the KBUILD_MODFILE of their objects\' .cmd files' %
            (image, modfile, count, '' if count == 1 else 's', image))


# What kbuild writes without a .cmd file, told by the file's own first
# lines: the asm-offsets kind (filechk of a compiled .s), asm-generic
# wrappers, kconfig's header, and files that name their generator.
KBUILD_MARK = 'This file was generated by Kbuild'
WRAPPER = re.compile(r'#include <(asm-generic/[A-Za-z0-9_.-]+\.h)>\n\Z')
KCONFIG_MARK = re.compile(r'\A/\*\n \* Automatically generated file; DO NOT EDIT\.\n'
                          r' \* Linux/\S+ \S+ Kernel Configuration\n')
NAMED = re.compile(r'\A/\* Automatically generated by (\S+) \*/')


def kbuild_top(path, cache):
    """The build directory (.config and Makefile) PATH is in, or None;
    CACHE, a dict, keeps the answer per directory."""
    d, seen = os.path.dirname(path), []
    while d and d != '/' and d not in cache:
        seen.append(d)
        if (os.path.isfile(os.path.join(d, '.config')) and
                os.path.isfile(os.path.join(d, 'Makefile'))):
            cache[d] = d
            break
        d = os.path.dirname(d)
    top = cache.get(d)
    for s in seen:
        cache[s] = top
    return top


def read_cmd(path):
    """(command, [source and dependencies]) of a kbuild .cmd file."""
    cmd, files = None, []
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        text = f.read(1 << 20)
    for line in text.split('\n'):
        if line.startswith(CMD_LINES) and cmd is None:
            cmd = line.partition(':=')[2].strip()
        elif line.startswith('source_'):
            files.append(line.partition(':=')[2].strip())
        elif line.startswith('  ') and not line.strip().startswith('$('):
            files.append(line.strip().rstrip('\\').strip())
    return cmd, [f for f in files if f]


class Provenance:
    """Where kbuild's generated files came from: their inputs, from kbuild's
    own data (the .cmd file beside a file: the command's file arguments,
    the source and the dependencies it recorded) or from a rule the file's
    content proves.  Files the plugin reads for its own checks (LICENSES/)
    are no input of what a generator writes."""

    def __init__(self):
        self.cache, self.s_cmds, self.tops = {}, {}, {}

    def of(self, real, generated):
        """(how, [real paths of the inputs]) of file REAL, or None; the
        rules of its content only for a GENERATED one (spdx_generated_dir)."""
        if (real, generated) not in self.cache:
            try:
                self.cache[real, generated] = self.find(real, generated)
            except (OSError, ValueError):
                self.cache[real, generated] = None
        return self.cache[real, generated]

    def find(self, real, generated):
        top = kbuild_top(real, self.tops)
        if top is None:
            return None
        cmdfile = os.path.join(os.path.dirname(real), '.%s.cmd' % os.path.basename(real))
        if os.path.isfile(cmdfile):
            cmd, files = read_cmd(cmdfile)
            return ('kbuild\'s command for it (%s): %s' %
                    (os.path.relpath(cmdfile, top), cmd or '?'),
                    self.inputs(top, real, cmd, files))
        if not generated:
            return None
        with open(real, encoding='utf-8', errors='surrogateescape') as f:
            head = f.read(4096)
        m = WRAPPER.match(head)
        if m:
            src = self.source_tree(top)
            rule = os.path.join(src, 'scripts', 'Makefile.asm-generic') if src else None
            return ('a wrapper of %s that kbuild writes (scripts/Makefile.asm-generic)' %
                    m.group(1), [rule] if rule and os.path.isfile(rule) else [])
        if KCONFIG_MARK.match(head):
            return ('kconfig\'s header of the configuration', [os.path.join(top, '.config')])
        m = NAMED.match(head)
        if m:
            src = self.source_tree(top)
            gen = os.path.join(src, m.group(1)) if src else None
            if gen and os.path.isfile(gen):
                return ('generated by %s, as its first line says' % m.group(1),
                        [os.path.realpath(gen)])
        if KBUILD_MARK in head[:200]:
            stem = os.path.splitext(os.path.basename(real))[0]
            found = self.compiled_s(top).get(stem, [])
            if len(found) == 1:
                made = os.path.join(os.path.dirname(found[0]),
                                    os.path.basename(found[0])[1:-len('.cmd')])
                if os.path.isfile(made):
                    return ('kbuild\'s filechk of %s, the output of the compile %s' %
                            (os.path.relpath(made, top), os.path.relpath(found[0], top)),
                            [os.path.realpath(made)])
        return None

    def origins(self, files):
        """{real path: (how, inputs)} of those of FILES ({real path: the
        reader's file entry}) whose origin is known."""
        origin = {}
        for real in files:
            o = self.of(real, bool(files[real]['flags'] & F_GENERATED))
            if o:
                origin[real] = o
        return origin

    def closure(self, origin, known):
        """The inputs of ORIGIN ({generated file: (how, inputs)}) that are
        not in KNOWN, sorted, and theirs in turn: an input kbuild made is
        added to ORIGIN with its own (by its .cmd file)."""
        queue = sorted({i for _, inputs in origin.values() for i in inputs} - set(known))
        extra, seen = [], set(known) | set(queue)
        while queue:
            real = queue.pop(0)
            extra.append(real)
            o = self.of(real, False)
            if o:
                origin[real] = o
                new = sorted(set(o[1]) - seen)
                seen |= set(new)
                queue += new
        return extra

    def recorded_tags(self, origin):
        """{real path: tag} of the files the -S compiles among ORIGIN's
        generated files read, from the records the plugin wrote into each
        .s: assembled (by the compiler of its .cmd command, with the
        command's -m options) into a temporary object and read back.  A .s
        that does not assemble gives none."""
        tags = {}
        for real in sorted(origin):
            top = kbuild_top(real, self.tops)
            cmdfile = os.path.join(os.path.dirname(real), '.%s.cmd' % os.path.basename(real))
            if not (real.endswith('.s') and top and os.path.isfile(cmdfile)):
                continue
            cmd = read_cmd(cmdfile)[0]
            try:
                words = shlex.split(cmd or '')
            except ValueError:
                continue
            if not words or ' -S ' not in ' %s ' % ' '.join(words):
                continue
            cc = [words[0]] + [w for w in words[1:] if w.startswith('-m')]
            with tempfile.TemporaryDirectory(prefix='spdx-report-') as tmp:
                obj = os.path.join(tmp, 'unit.o')
                try:
                    done = subprocess.run(cc + ['-c', '-x', 'assembler', real, '-o', obj],
                                          cwd=top, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, timeout=120,
                                          check=False)
                except (OSError, subprocess.SubprocessError):
                    continue
                if done.returncode or not os.path.isfile(obj):
                    continue
                out = Records()
                read_path(obj, out)
            for tu in out.tus:
                for path, expr, _ in tu[2]:
                    if expr is not None:
                        tags.setdefault(os.path.realpath(os.path.join(top, path)), expr)
        return tags

    def source_tree(self, top):
        """The source tree of build directory TOP (its "source" link for an
        O= build), else TOP itself."""
        link = os.path.join(top, 'source')
        return os.path.realpath(link) if os.path.isdir(link) else top

    def compiled_s(self, top):
        """{stem: [.X.s.cmd files]} of the assembler outputs compiled in TOP."""
        if top not in self.s_cmds:
            found = {}
            for d, dirs, files in os.walk(top):
                dirs.sort()
                for name in sorted(files):
                    if name.startswith('.') and name.endswith('.s.cmd'):
                        found.setdefault(name[1:-len('.s.cmd')], []).append(
                            os.path.join(d, name))
            self.s_cmds[top] = found
        return self.s_cmds[top]

    def inputs(self, top, real, cmd, files):
        """The real paths of FILES and of CMD's file arguments (its program
        left out), relative to TOP, that exist, but for REAL itself and the
        LICENSES/ files the plugin read."""
        args = []
        if cmd:
            try:
                args = shlex.split(cmd)[1:]
            except ValueError:
                args = cmd.split()[1:]
        got = []
        for p in files + args:
            if p.startswith('-') or '$' in p:
                continue
            full = os.path.realpath(os.path.join(top, p))
            if (full != real and full not in got and os.path.isfile(full) and
                    '/LICENSES/' not in full):
                got.append(full)
        return sorted(got)
