# SPDX-License-Identifier: GPL-2.0-or-later
"""A kernel build directory's built-in modules: the tristate code linked
into vmlinux (modules.builtin, modules.builtin.modinfo, which kbuild writes
next to vmlinux) and the translation units that form each, by the
KBUILD_MODFILE kbuild compiled each object with (its .cmd file: the
command and the source).  A module's MODULE_LICENSE() is checked across
those units as across a .ko's objects."""
import os
import re

from ._facts import F_MAIN

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
    object's .cmd file under OBJTREE (the first lines: "cmd_X := ..." and
    "source_X := ...")."""
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
                        if line.startswith('cmd_'):
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
