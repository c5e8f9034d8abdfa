# SPDX-License-Identifier: GPL-2.0-or-later
"""MODULE_LICENSE() across the objects of a module: the plugin checks the
file that states it; the module's other files are checked here, with the
idents and families of plugin/spdx_modlic.def and the evaluation of
plugin/spdx_modlic.c (make objects runs both on the same cases)."""
import os
import re

from . import _facts
from ._facts import FAMILIES, FAMILY_IDS, F_MAIN, MODULE_LICENSE_IDENTS, MODULE_LICENSE_REFS
from .elf import read_path, walk
from .expr import parse_expression
from .records import Records

FAMILY = {name: bit for name, bit, _ in FAMILIES}


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
    return ' or '.join(words for _, bit, words in FAMILIES if mask & bit)


def kernel_licenses(directory):
    """(every identifier, the dual/ ones) of a kernel LICENSES/ tree, lower case."""
    ids, dual = set(), set()
    key = re.compile(r'^%s\s*(\S+)' % re.escape(_facts.LICENSE_ID_KEY), re.M)
    for sub, kind in _facts.LICENSES_DIRS:
        d = os.path.join(directory, sub)
        if kind == 'exception' or not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            with open(os.path.join(d, name), encoding='utf-8', errors='replace') as f:
                for m in key.finditer(f.read()):
                    ids.add(m.group(1).lower())
                    if kind == 'dual':
                        dual.add(m.group(1).lower())
    return ids, dual


def families(ident, kernel):
    """The families of license IDENT ("+" kept), as spdx_modlic.c's families()."""
    i = ident.lower()
    f = 0
    for bit, name, prefix in FAMILY_IDS:
        if i.startswith(name.lower()) if prefix else i == name.lower():
            f |= bit
    if f & FAMILY['GPL2']:
        f |= FAMILY['GPL_COMPAT']
    elif kernel and i in kernel[0] and i not in kernel[1]:
        f |= FAMILY['GPL_COMPAT']
    elif not kernel and f & (FAMILY['MIT'] | FAMILY['BSD']):
        f |= FAMILY['GPL_COMPAT']
    if not f & FAMILY['GPL_COMPAT']:
        f |= FAMILY['NOT_GPL_COMPAT']
    return f


def choices(expr, kernel):
    """The set of family masks of EXPR's choices (see spdx_modlic.c); None if
    it does not parse."""
    try:
        tree = parse_expression(expr)
    except ValueError:
        return None

    # Post-order with a stack of its own: a chain of 4,096 terms, which
    # the parser accepts, is a tree that deep.
    done = {}
    stack = [tree]
    while stack:
        node = stack[-1]
        if node[0] == 'license':
            done[id(node)] = {families(node[1], kernel)}
        elif node[0] == 'with':
            if id(node[1]) not in done:     # an exception adds permissions
                stack.append(node[1])
                continue
            done[id(node)] = done[id(node[1])]
        else:
            pending = [k for k in node[1:] if id(k) not in done]
            if pending:
                stack.extend(pending)
                continue
            a, b = done[id(node[1])], done[id(node[2])]
            done[id(node)] = a | b if node[0] == 'or' else {x & y for x in a for y in b}
        stack.pop()
    return done[id(tree)]


def module_license_problem(ident, expr, idents, kernel):
    """Why the file's EXPR does not allow what IDENT needs, or None."""
    if ident not in idents:
        return None     # the plugin reported the unknown ident where it stands
    first, second, meaning = idents[ident]
    set_ = choices(expr, kernel)
    if set_ is None:
        return None
    for need in (first, second):
        if need and not any(m & need for m in set_):
            return ('"%s" means %s, but the file\'s license does not allow %s alone' %
                    (ident, meaning, family_name(need)))
    return None


def module_findings(paths, licenses):
    """module-license findings for the files of multi-object modules (.ko)
    that do not state the MODULE_LICENSE() themselves."""
    # Without the kernel's LICENSES/ it cannot tell LGPL from Apache: no guess.
    if not licenses:
        return []
    idents = module_idents()
    kernel = kernel_licenses(licenses)
    modules = []
    for p in paths:
        if os.path.isdir(p):
            modules += [f for f in walk(p) if f.endswith('.ko')]
        elif p.endswith('.ko'):
            modules.append(p)
    found = []
    for ko in modules:
        out = Records()
        read_path(ko, out)
        stated = [tu[4] for tu in out.tus if len(tu) > 4]
        if not stated:
            continue
        ident, where, line, col = stated[0]
        for tu in out.tus:
            main = [(path, expr) for path, expr, flags in tu[2] if flags & F_MAIN]
            if not main or main[0][0] == where or main[0][1] is None:
                continue
            why = module_license_problem(ident, main[0][1], idents, kernel)
            if why:
                found.append((where, line, col, 'module-license', 'warning',
                              'MODULE_LICENSE("%s") of %s disagrees with the tag \'%s\' of %s, '
                              'one of its objects: %s' % (ident, os.path.basename(ko),
                                                          main[0][1], main[0][0], why), None))
    return found
