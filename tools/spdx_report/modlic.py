# SPDX-License-Identifier: GPL-2.0-or-later
"""MODULE_LICENSE() across the objects of a module: the plugin checks the
file that states it; the module's other files are checked here, with the
idents of plugin/spdx_modlic.def and what the plugin recorded of each
object: the families its main file's license allows alone, from
spdx_modlic.c's evaluation, which exists only there."""
import os

from ._facts import (FAMILIES, FAMILY_JOIN, F_MAIN, MODLIC_EVALUATED, MODLIC_WHY,
                     MODULE_LICENSE_IDENTS, MODULE_LICENSE_REFS)
from .elf import read_path, walk
from .kbuild import builtin_dir, builtin_units
from .records import Records


def declared_license(kind, modlicenses, notes, refs, field, none):
    """The declared license of an artifact of KIND from its MODULE_LICENSE()
    strings as the table of the kernel's license-rules.rst reads them
    (plugin/spdx_modlic.def), or None: FIELD is NONE, and NOTES say why.
    The LicenseRefs it uses go into REFS as (text, why)."""
    if kind == 'kernel module' and not modlicenses:
        notes.append('no MODULE_LICENSE: %s %s' % (field, none))
    if not modlicenses:
        return None
    mapped = sorted({MODULE_LICENSE_IDENTS[s][3] if s in MODULE_LICENSE_IDENTS else ''
                     for s in modlicenses})
    notes.append('MODULE_LICENSE %s' % ', '.join('"%s"' % s for s in modlicenses))
    if '' in mapped:
        notes.append('not a string of the kernel\'s license-rules.rst table: %s %s' %
                     (field, none))
        return None
    # Several objects' MODULE_LICENSE: all of them apply.
    declared = mapped[0] if len(mapped) == 1 else ' AND '.join('(%s)' % m for m in mapped)
    notes.append('%s as the table of the kernel\'s Documentation/process/license-rules.rst '
                 'reads it%s; the files\' own tags are on the files' %
                 (field, ' ("a GPL v2 variant", -only or -or-later: GPL-2.0-only)'
                  if 'GPL-2.0-only' in declared else ''))
    for ref, (ident, text) in MODULE_LICENSE_REFS.items():
        if ref in declared:
            refs[ref] = ('MODULE_LICENSE("%s"): "%s" (Linux, Documentation/process/'
                         'license-rules.rst)' % (ident, text),
                         'A MODULE_LICENSE() string\'s license, which the kernel leaves '
                         'to the source files\' tags.')
    return declared


def module_idents():
    """{ident: (first, second, meaning)}, as plugin/spdx_modlic.def has them."""
    return {i: row[:3] for i, row in MODULE_LICENSE_IDENTS.items()}


def family_name(mask):
    """The words for the families of MASK, as spdx_modlic.c joins them."""
    return FAMILY_JOIN.join(words for _, bit, words in FAMILIES if mask & bit)


def module_license_problem(ident, allowed, idents):
    """Why a file whose license allows the families ALLOWED (as the plugin
    recorded them) does not allow what IDENT needs, or None (also when the
    plugin did not evaluate the file: no tag, or no kernel LICENSES/)."""
    if ident not in idents or not allowed & MODLIC_EVALUATED:
        return None     # the plugin reported the unknown ident where it stands
    first, second, meaning = idents[ident]
    for need in (first, second):
        if need and not allowed & need:
            return MODLIC_WHY % (ident, meaning, family_name(need))
    return None


def module_findings(paths):
    """module-license findings for the files of multi-object modules (.ko,
    and the built-in modules of a kbuild tree's vmlinux, kbuild.py) that do
    not state the MODULE_LICENSE() themselves, from the families the plugin
    recorded for each object's main file (a compile without the kernel's
    LICENSES/ records none: it cannot tell LGPL from Apache)."""
    idents = module_idents()
    modules, images = [], []
    for p in paths:
        if os.path.isdir(p):
            for f in walk(p):
                if f.endswith('.ko'):
                    modules.append(f)
                elif builtin_dir(f):
                    images.append(f)
        elif p.endswith('.ko'):
            modules.append(p)
        elif builtin_dir(p):
            images.append(p)
    found = []
    for ko in modules:
        out = Records()
        read_path(ko, out)
        found += check_module(os.path.basename(ko), out.tus, idents)
    for image in images:
        out = Records()
        read_path(image, out)
        for modfile, _, tus in builtin_units(image, out.tus):
            found += check_module('%s.ko (built into %s)' % (os.path.basename(modfile),
                                                            os.path.basename(image)),
                                  tus, idents)
    return found


def check_module(name, tus, idents):
    """The findings of module NAME, whose objects' records are TUS."""
    stated = [tu[4] for tu in tus if tu[4]]
    if not stated:
        return []
    ident, where, line, col = stated[0]
    found = []
    for tu in tus:
        main = [(path, expr) for path, expr, flags in tu[2] if flags & F_MAIN]
        if not main or main[0][0] == where or main[0][1] is None:
            continue
        why = module_license_problem(ident, tu[5], idents)
        if why:
            found.append((where, line, col, 'module-license', 'warning',
                          'MODULE_LICENSE("%s") of %s disagrees with the tag \'%s\' of %s, '
                          'one of its objects: %s' % (ident, name, main[0][1], main[0][0],
                                                      why), None))
    return found
