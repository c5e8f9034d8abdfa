# SPDX-License-Identifier: GPL-2.0-or-later
"""ELF files, archives (thin ones too), separate debug files and DWARF
units: where the records are read from.

ELF is read with pyelftools (Debian's python3-pyelftools); the relocations
of relocatable files (.o, ld -r output, .ko) give the string offsets their
meaning there: the 32-bit absolute ones the records use are applied from
pyelftools' relocation entries, any other kind by its RelocationHandler.
"""
import binascii
import io
import mmap
import os
import re
import struct

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationHandler

from ._facts import SECTION, STR_SECTION
from .records import parse

# The relocation the records' ".4byte .Lspdx_sN" becomes, per machine: a
# 32-bit symbol + addend (REL: addend in place).  Others go the general way.
ABS32 = {'EM_X86_64': 10, 'EM_386': 1, 'EM_AARCH64': 258, 'EM_ARM': 2,
         'EM_RISCV': 1, 'EM_PPC64': 1, 'EM_S390': 4}


def relocations_for(elf, sec):
    """The relocation sections that apply to SEC: those whose sh_info is
    its index (pyelftools goes by the name ".rela" + name, which is only a
    convention)."""
    index = next(i for i, s in enumerate(elf.iter_sections())
                 if s['sh_offset'] == sec['sh_offset'] and s.name == sec.name)
    return [s for s in elf.iter_sections()
            if s['sh_type'] in ('SHT_REL', 'SHT_RELA') and s['sh_info'] == index]


def section_data(elf, sec):
    """SEC's bytes, with its relocations applied when ELF is relocatable.
    Every record names its strings through relocations there, so a
    relocatable file's records without any are an error, not records whose
    strings all read as the first one."""
    data = sec.data()
    if elf['e_type'] != 'ET_REL':
        return data
    rels = relocations_for(elf, sec)
    if not rels:
        if data.strip(b'\0'):
            raise ValueError('%s has no relocation section in this relocatable file: its '
                             'string references cannot be resolved' % sec.name)
        return data
    for rel in rels:
        data = apply_relocations(elf, data, rel)
    return data


def apply_relocations(elf, data, rel):
    """DATA with the relocations of section REL applied."""
    handler = RelocationHandler(elf)
    abs32 = ABS32.get(elf['e_machine'])
    relocs = list(rel.iter_relocations())
    if abs32 is None or any(r['r_info_type'] != abs32 for r in relocs):
        # pyelftools' general path: right for every type it knows, slow
        # (it looks the symbol up again for each relocation).
        stream = io.BytesIO(data)
        handler.apply_section_relocations(stream, rel)
        return stream.getvalue()
    symtab = elf.get_section(rel['sh_link'])
    value = {}
    out = bytearray(data)
    fmt = '<I' if elf.little_endian else '>I'
    for r in relocs:
        i = r['r_info_sym']
        if i not in value:
            value[i] = symtab.get_symbol(i)['st_value']
        if rel.is_RELA():
            addend = r['r_addend']
        else:
            addend = struct.unpack_from(fmt, out, r['r_offset'])[0]
        struct.pack_into(fmt, out, r['r_offset'], (value[i] + addend) & 0xffffffff)
    return bytes(out)


# Where a stripped binary's debug file is looked for (--debug-dir), as GDB
# does: by build-id, then by .gnu_debuglink.
DEBUG_DIRS = ['/usr/lib/debug']


def build_id(elf):
    for sec in elf.iter_sections():
        if sec['sh_type'] == 'SHT_NOTE':
            for note in sec.iter_notes():
                if note['n_type'] == 'NT_GNU_BUILD_ID':
                    return note['n_desc']
    return None


def debug_link(elf):
    """(file name, CRC-32) of .gnu_debuglink, or None."""
    sec = elf.get_section_by_name('.gnu_debuglink')
    if sec is None or sec['sh_type'] == 'SHT_NOBITS':
        return None
    data = sec.data()
    end = data.find(b'\0')
    if end <= 0:
        return None
    at = (end + 4) & ~3
    if at + 4 > len(data):
        return None
    crc = struct.unpack_from('<I' if elf.little_endian else '>I', data, at)[0]
    return data[:end].decode('utf-8', 'surrogateescape'), crc


def find_debug_file(elf, path):
    """(debug file, how it was found, None) or (None, None, the places looked at)."""
    looked = []
    bid = build_id(elf)
    real = os.path.realpath(path)
    if bid and len(bid) > 2:
        for d in DEBUG_DIRS:
            cand = os.path.join(d, '.build-id', bid[:2], bid[2:] + '.debug')
            looked.append(cand)
            if os.path.isfile(cand) and os.path.realpath(cand) != real:
                return cand, 'build-id %s' % bid, None
    link = debug_link(elf)
    if link:
        name, crc = link
        here = os.path.dirname(real)
        cands = ([os.path.join(here, name), os.path.join(here, '.debug', name)] +
                 [os.path.join(d, here.lstrip('/'), name) for d in DEBUG_DIRS])
        # A debug directory inside a package's root (ROOT/usr/lib/debug, as
        # find-debuginfo and dh_strip write them) holds the debug files of
        # the binaries under ROOT by their installed path.
        for d in DEBUG_DIRS:
            root = os.path.realpath(d)
            if not root.endswith('/usr/lib/debug'):
                continue
            root = root[:-len('/usr/lib/debug')]
            if root and here.startswith(root + '/'):
                cands.append(os.path.join(d, here[len(root) + 1:], name))
        for cand in cands:
            looked.append(cand)
            if not os.path.isfile(cand) or os.path.realpath(cand) == real:
                continue
            try:
                with open(cand, 'rb') as f:
                    got = binascii.crc32(f.read()) & 0xffffffff
            except OSError:
                continue
            if got == crc:
                return cand, '.gnu_debuglink %s' % name, None
            looked[-1] += ' (CRC-32 differs)'
    return None, None, looked


def data_section(elf):
    sec = elf.get_section_by_name(SECTION)
    return None if sec is None or sec['sh_type'] == 'SHT_NOBITS' else sec


def uleb(data, pos):
    value = shift = 0
    while True:
        b = data[pos]
        pos += 1
        value |= (b & 0x7f) << shift
        shift += 7
        if b < 0x80:
            return value, pos


def sleb(data, pos):
    value, end = uleb(data, pos)
    bits = 7 * (end - pos)
    return (value - (1 << bits) if value & (1 << (bits - 1)) else value), end


# DWARF forms by the bytes their value takes: a number, or a rule.
FORM_FIXED = {0x0b: 1, 0x0c: 1, 0x11: 1, 0x25: 1, 0x29: 1, 0x05: 2, 0x12: 2, 0x26: 2,
              0x2a: 2, 0x27: 3, 0x2b: 3, 0x06: 4, 0x13: 4, 0x1c: 4, 0x28: 4, 0x2c: 4,
              0x07: 8, 0x14: 8, 0x20: 8, 0x24: 8, 0x1e: 16, 0x19: 0, 0x21: 0}
FORM_OFFSET = {0x0e, 0x17, 0x1d, 0x1f, 0x1f20, 0x1f21}      # offset-size
FORM_ULEB = {0x0f, 0x15, 0x1a, 0x1b, 0x22, 0x23, 0x1f01, 0x1f02}
FORM_BLOCK = {0x09: None, 0x18: None, 0x0a: 1, 0x03: 2, 0x04: 4}   # length's size (uleb)
FORM_STRX = {0x1a: None, 0x25: 1, 0x26: 2, 0x27: 3, 0x28: 4}
DW_AT = {0x03: 'name', 0x1b: 'comp_dir', 0x25: 'producer', 0x72: 'str_offsets_base'}


def fast_dwarf_units(elf):
    """dwarf_units() without pyelftools' DWARF reader, which builds its
    structs and parses the whole abbreviation table for every unit (about
    6 ms a unit): each unit's header, the abbreviation of its first DIE
    and that DIE's name, comp_dir and producer.  None where it meets what
    it does not know (then pyelftools reads it)."""
    def data(name):
        sec = elf.get_section_by_name(name)
        return sec.data() if sec is not None and sec['sh_type'] != 'SHT_NOBITS' else b''
    info, abbrev = data('.debug_info'), data('.debug_abbrev')
    strs, line_strs, str_offsets = data('.debug_str'), data('.debug_line_str'), \
        data('.debug_str_offsets')
    e = '<' if elf.little_endian else '>'
    units, pos = [], 0
    while pos + 11 <= len(info):
        unit_off = pos
        length = struct.unpack_from(e + 'I', info, pos)[0]
        osize, at = 4, pos + 4
        if length == 0xffffffff:
            length, osize, at = struct.unpack_from(e + 'Q', info, at)[0], 8, at + 8
        end = at + length
        ofmt = e + ('I' if osize == 4 else 'Q')
        version = struct.unpack_from(e + 'H', info, at)[0]
        at += 2
        if 2 <= version <= 4:
            abbrev_off = struct.unpack_from(ofmt, info, at)[0]
            asize, at = info[at + osize], at + osize + 1
            utype = 1
        elif version == 5:
            utype, asize = info[at], info[at + 1]
            abbrev_off = struct.unpack_from(ofmt, info, at + 2)[0]
            at += 2 + osize + {4: 8, 5: 8, 2: 8 + osize, 6: 8 + osize}.get(utype, 0)
        else:
            return None
        pos = end
        code, at = uleb(info, at)
        # The abbreviation whose code the first DIE has.
        a = abbrev_off
        while True:
            acode, a = uleb(abbrev, a)
            if acode == 0:
                return None
            tag, a = uleb(abbrev, a)
            a += 1      # children
            specs = []
            while True:
                name, a = uleb(abbrev, a)
                form, a = uleb(abbrev, a)
                if name == 0 and form == 0:
                    break
                if form == 0x21:
                    _, a = sleb(abbrev, a)
                specs.append((name, form))
            if acode == code:
                break
        if tag not in (0x11, 0x4a) or utype not in (1, 4):
            continue        # not a compile or skeleton unit (partial, type units)
        got = {}
        for name, form in specs:
            while form == 0x16:     # indirect
                form, at = uleb(info, at)
            key = DW_AT.get(name)
            if form in FORM_FIXED:
                n = FORM_FIXED[form]
                value = int.from_bytes(info[at:at + n], 'little' if e == '<' else 'big')
                at += n
            elif form in FORM_OFFSET or (form == 0x10 and version > 2):
                value, at = struct.unpack_from(ofmt, info, at)[0], at + osize
            elif form in (0x01, 0x10):
                value = int.from_bytes(info[at:at + asize], 'little' if e == '<' else 'big')
                at += asize
            elif form in FORM_ULEB:
                value, at = uleb(info, at)
            elif form == 0x0d:
                value, at = sleb(info, at)
            elif form == 0x08:
                stop = info.index(b'\0', at)
                value, at = info[at:stop], stop + 1
            elif form in FORM_BLOCK:
                n = FORM_BLOCK[form]
                if n is None:
                    size, at = uleb(info, at)
                else:
                    size, at = int.from_bytes(info[at:at + n], 'little' if e == '<' else
                                              'big'), at + n
                value, at = None, at + size
            else:
                return None
            if key:
                got[key] = (form, value)
        base = got.get('str_offsets_base', (0, 8))[1]

        def text(key):
            if key not in got:
                return ''
            form, value = got[key]
            if form == 0x08:
                raw = value
            elif form in (0x0e, 0x1f):
                table = strs if form == 0x0e else line_strs
                raw = table[value:table.index(b'\0', value)]
            elif form in FORM_STRX:
                off = struct.unpack_from(ofmt, str_offsets, base + value * osize)[0]
                raw = strs[off:strs.index(b'\0', off)]
            else:
                return '?'      # a dwz alternate file's string, or not a string
            return raw.decode('utf-8', 'surrogateescape')
        units.append((text('name'), text('comp_dir'), text('producer'), unit_off))
    return units


def dwarf_units(elf):
    """(name, comp_dir, producer, offset in .debug_info) of each compilation
    unit of ELF's DWARF; None without .debug_info.  fast_dwarf_units(), else
    pyelftools."""
    sec = elf.get_section_by_name('.debug_info')
    if sec is None or sec['sh_type'] == 'SHT_NOBITS':
        return None
    try:
        units = fast_dwarf_units(elf)
    except (IndexError, ValueError, struct.error):
        units = None
    if units is not None:
        return units
    units = []
    for cu in elf.get_dwarf_info().iter_CUs():
        top = cu.get_top_DIE()
        if top.tag not in ('DW_TAG_compile_unit', 'DW_TAG_skeleton_unit'):
            continue        # partial (dwz) and type units
        attr = top.attributes

        def text(key):
            v = attr[key].value if key in attr else b''
            return v.decode('utf-8', 'surrogateescape') if isinstance(v, bytes) else str(v)
        units.append((text('DW_AT_name'), text('DW_AT_comp_dir'), text('DW_AT_producer'),
                      cu.cu_offset))
    return units


ASM_SOURCE = ('.S', '.s', '.sx', '.asm')


def asm_sources(elf, unit):
    """The assembler sources (.S, .s) in the line table of UNIT, a unit GNU
    as wrote: as names a unit after the first file its line markers give
    code to, which is a header when the .S file's first instructions come
    from an #include (the kernel's retpoline.S and GEN-for-each-reg.h); the
    .S file itself is in the unit's line table."""
    # A linked file's DWARF is relocated already; applying its .rela.debug_*
    # (vmlinux keeps them: --emit-relocs) in Python would take minutes.
    di = elf.get_dwarf_info(relocate_dwarf_sections=False)
    cu = di.get_CU_at(unit[3])
    lp = di.line_program_for_CU(cu)
    if lp is None:
        return []
    dirs = [d.decode('utf-8', 'surrogateescape') if isinstance(d, bytes) else str(d)
            for d in lp['include_directory']]
    v5 = lp['version'] >= 5
    found = []
    for fe in lp['file_entry']:
        name = fe.name.decode('utf-8', 'surrogateescape') if isinstance(fe.name, bytes) \
            else str(fe.name)
        if not name.endswith(ASM_SOURCE):
            continue
        i = fe.dir_index
        # DWARF 5 counts directories from 0 (the unit's own); 2-4 from 1.
        d = dirs[i] if v5 and i < len(dirs) else dirs[i - 1] if 0 < i <= len(dirs) else ''
        full = os.path.normpath(os.path.join(unit[1], d, name))
        found.append(full)
        # As DW_AT_name and the record's main file are: relative to the
        # compile's directory when the compile named it so.
        if unit[1] and full.startswith(unit[1].rstrip('/') + '/'):
            found.append(os.path.relpath(full, unit[1]))
    return found


def tail2(path):
    """The last two components of PATH: a directory and the file."""
    return '/'.join(path.split('/')[-2:])


def check_units(units, records, where, out, elf=None):
    """Names the compilation units no record of this file covers (a record
    covers the unit whose DW_AT_name is its main file, and a unit of GNU as
    whose line table has an assembler source that is one: asm_sources()).
    GCC's LTO partitions (<artificial>) are not source units."""
    mains = {os.path.normpath(tu[1]) for tu in records}
    # debugedit (find-debuginfo, dh_strip's dwz) rewrites the build
    # directory in DW_AT_name (to /usr/src/debug/...): the last two path
    # components still tell the unit.
    tails = {tail2(m) for m in mains}
    units = [u for u in units if u[0] != '<artificial>']
    nameless = [u for u in units if not u[0]]
    if nameless:
        out.notes.append('%s: %d compilation unit%s without DW_AT_name (split DWARF '
                         'skeletons), not checked against the records' %
                         (where, len(nameless), '' if len(nameless) == 1 else 's'))
        units = [u for u in units if u[0]]
    for name, comp_dir, *_ in units:
        out.comp_dirs.setdefault(os.path.normpath(name), set()).add(comp_dir)

    def covered(path):
        return path in mains or tail2(path) in tails
    missing = [u for u in units if not covered(os.path.normpath(u[0]))]
    if elf is not None:
        missing = [u for u in missing if not u[2].startswith('GNU AS') or
                   not any(covered(p) for p in asm_sources(elf, u))]
    # -ffile-prefix-map (dpkg-buildflags' fixfilepath, in every Debian
    # package build) remaps DW_AT_name, not the record: a relative name is
    # the unit of a main file that ends in it, each main file one unit.
    spare = sorted(mains - {os.path.normpath(u[0]) for u in units})
    left = []
    for u in missing:
        name = os.path.normpath(u[0])
        hit = None if os.path.isabs(name) else next(
            (m for m in spare if m.endswith('/' + name)), None)
        if hit is None:
            left.append(u)
        else:
            spare.remove(hit)
    missing = left
    if missing:
        out.partial.append('%s: %d of %d compilation units carry no license data (compiled '
                           'without spdx.so): %s' % (
                               where, len(missing), len(units),
                               ', '.join('%s (%s)' % (os.path.join(d, n), p.split(' -')[0])
                                         for n, d, p, _ in sorted(missing))))


# What pyelftools raises, besides ELFError, on a file whose headers lie.
MALFORMED = (AttributeError, TypeError, IndexError, KeyError, OverflowError, AssertionError,
             MemoryError, RecursionError, ZeroDivisionError)


def read_elf(stream, where, out, path=None):
    """The records of one ELF file.  A linked file on disk (PATH) whose data
    is not in it is read from its debug file; its DWARF, there or in the
    debug file, is checked against the records."""
    debug = None
    try:
        elf = ELFFile(stream)
        sec = data_section(elf)
        linked = elf['e_type'] in ('ET_EXEC', 'ET_DYN')
        src = elf
        if path is not None and linked and (sec is None or
                                            elf.get_section_by_name('.debug_info') is None):
            dpath, how, looked = find_debug_file(elf, path)
            if dpath:
                debug = open(dpath, 'rb')
                delf = ELFFile(debug)
                if sec is None and data_section(delf) is not None:
                    src, sec = delf, data_section(delf)
                    out.debug_files[path] = (dpath, how)
                    out.notes.append('%s: license data read from its debug file %s (found by '
                                     '%s)' % (where, dpath, how))
                if elf.get_section_by_name('.debug_info') is None:
                    elf = delf      # for its DWARF
            elif sec is None and looked:
                out.nodata.append('%s: no license data: no .spdx section (compiled without '
                                  'spdx.so, or the section was removed) and no debug file '
                                  '(looked for %s)' % (where, ', '.join(looked)))
                return
        if sec is None and any(s.name.startswith('.gnu.lto_') for s in elf.iter_sections()):
            # A slim LTO object: the record travels in the IR (a toplevel
            # asm) and is written by the link, into its output.
            out.nodata.append('%s: no license data in this file: an LTO IR object, whose '
                              'records are in its IR; read the linked output' % where)
            return
        if sec is None:
            out.nodata.append('%s: no license data: no .spdx section (compiled without '
                              'spdx.so, or the section was removed)' % where)
            return
        strsec = src.get_section_by_name(STR_SECTION)
        if strsec is None:
            out.problems.append('%s: a .spdx section but no %s' % (where, STR_SECTION))
            return
        problems = len(out.problems)
        got = parse(section_data(src, sec), strsec.data(), src.little_endian, where, out)
        if path is not None:
            for rec in got:
                out.input_dirs.setdefault(os.path.normpath(rec[1]), set()).add(
                    os.path.dirname(os.path.abspath(path)))
        if not got and len(out.problems) == problems:
            out.nodata.append('%s: no license data: its .spdx section holds no record' % where)
        if linked:
            try:
                units = dwarf_units(elf)
            except (ELFError, ValueError, KeyError, struct.error) as err:
                out.notes.append('%s: its DWARF could not be read (%s): compilation units '
                                 'not counted' % (where, err))
                units = None
            if units:
                check_units(units, got, where, out, elf)
    except (ELFError, ValueError, struct.error) as err:
        out.problems.append('%s: %s' % (where, err))
    except OSError as err:
        out.problems.append('%s: %s' % (err.filename or where, err.strerror))
    except MALFORMED as err:
        # pyelftools trusts the headers it reads: on a damaged file it
        # fails in many ways (testsuite/objects/fuzz_reader.py found these).
        out.problems.append('%s: malformed ELF (%s: %s)' % (where, type(err).__name__, err))
    finally:
        if debug is not None:
            debug.close()


def read_archive(path, data, out, inside=(), seen=None):
    """ar archives, thin ones too: members are ELF files, or files named.
    A member header that cannot be right (its size not a decimal number, or
    past the archive's end; a long name past the name table) is an error
    naming the archive and the header's offset, and reading stops there:
    what follows has no trustworthy position.  A thin archive naming itself,
    directly or through others, is read once, and so is a file it names
    under several names (else 100,000 names of one large object would read
    it 100,000 times).  DATA may be an mmap: one member at a time is copied,
    so memory is the largest member's, not the archive's."""
    thin = data[:8] == b'!<thin>\n'
    pos, names = 8, b''
    headers, indexed = set(), set()    # member offsets: read, named by the symbol table
    other = []                          # members that are not ELF files
    inside = inside + (os.path.realpath(path),)
    if seen is None:
        seen = set()
    while pos + 60 <= len(data):
        hdr = data[pos:pos + 60]
        name = hdr[:16].rstrip(b' ')
        field = hdr[48:58].strip(b' ')
        body = pos + 60
        stored = not thin or name in (b'/', b'//', b'/SYM64/')
        if not field.isdigit() or (stored and body + int(field) > len(data)):
            out.problems.append('%s: member header at offset %d: size field %r %s' %
                                (path, pos, field.decode('latin-1'),
                                 'is not a size' if not field.isdigit() else
                                 'runs past the archive\'s end (%d bytes)' % len(data)))
            return
        size = int(field)
        headers.add(pos)
        if name in (b'/', b'/SYM64/'):
            indexed |= armap_offsets(data[body:body + size], 8 if name == b'/SYM64/' else 4)
        if name == b'//':
            names = data[body:body + size]
        elif name not in (b'/', b'/SYM64/'):
            # "/N": offset N into the long-name table; binutils may leave
            # the short name's '/' in the 16th column ("/2438          /").
            m = re.match(rb'/(\d+)', name)
            if m:
                off = int(m.group(1))
                end = names.find(b'\n', off)
                if off >= len(names) or end < 0:
                    out.problems.append('%s: member header at offset %d: long name %s is not '
                                        'in the name table (%d bytes)' %
                                        (path, pos, name.decode('latin-1'), len(names)))
                    return
                name = names[off:end]
            member = name.rstrip(b'/').decode('utf-8', 'surrogateescape')
            if thin and '\0' in member:
                out.problems.append('%s: member header at offset %d: a name with a NUL byte' %
                                    (path, pos))
                return
            if thin:
                mpath = os.path.join(os.path.dirname(path), member)
                real = os.path.realpath(mpath)
                if real in inside:
                    out.problems.append('%s(%s): a thin archive that contains itself: '
                                        'not read again' % (path, member))
                elif real not in seen:
                    seen.add(real)
                    read_path(mpath, out, '%s(%s)' % (path, member), inside, seen)
            else:
                blob = data[body:body + size]
                if blob.startswith(b'\x7fELF'):
                    read_elf(io.BytesIO(blob), '%s(%s)' % (path, member), out)
                else:
                    other.append(member)
        pos = body + (size if stored else 0)
        pos += pos & 1
    if other:
        # Said once: an archive may hold other files, and a damaged
        # member's magic makes it one of them.
        out.notes.append('%s: %d member%s not read (%s%s)' %
                         (path, len(other), 's are not ELF files,' if len(other) > 1 else
                          ' is not an ELF file,', other[0],
                          ', …' if len(other) > 1 else ''))
    if data[pos:].strip(b'\n'):
        out.problems.append('%s: truncated: %d bytes at offset %d are not a member header' %
                            (path, len(data) - pos, pos))
    elif indexed - headers:
        out.problems.append('%s: truncated or damaged: its symbol table names members at '
                            'offsets %s, where no member header is' %
                            (path, ', '.join(str(o) for o in sorted(indexed - headers)[:5])))


def armap_offsets(table, width):
    """The member offsets an archive's symbol table ("/", "/SYM64/") names:
    a big-endian count, then that many offsets of WIDTH bytes."""
    if len(table) < width:
        return set()
    count = int.from_bytes(table[:width], 'big')
    if width * (count + 1) > len(table):
        return set()
    return {int.from_bytes(table[width * (i + 1):width * (i + 2)], 'big')
            for i in range(count)}


def read_path(path, out, where=None, inside=(), seen=None):
    try:
        with open(path, 'rb') as f:
            head = f.read(8)
            if head.startswith(b'\x7fELF'):
                f.seek(0)
                read_elf(io.BytesIO(f.read()), where or path, out, path)
            elif head in (b'!<arch>\n', b'!<thin>\n'):
                try:
                    data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
                except (OSError, ValueError):
                    data = head + f.read()      # a pipe: spdx-report <(cat lib.a)
                read_archive(path, data, out, inside, seen)
            elif where is None:
                return False
    except OSError as err:
        out.problems.append('%s: %s' % (where or path, err.strerror))
    return True


# Programs and objects a build system makes only to probe the compiler:
# CMake's compiler identification and ABI checks, try_compile() scratch
# directories, Meson's sanity checks (meson-private/).  Left out of
# directory walks; named on the command line, they are read.
PROBE = re.compile(r'(^|/)(CMakeFiles/[^/]+/CompilerId[^/]*/|'
                   r'CMakeFiles/[^/]+/CMakeDetermineCompilerABI_[^/]*\.bin$|'
                   r'CMakeFiles/(CMakeScratch|CMakeTmp)/|meson-private/)')


def walk(top):
    """The regular files under TOP, sorted, build-system probes left out."""
    for d, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(d, name)
            if (os.path.isfile(full) and not os.path.islink(full) and
                    not PROBE.search(os.path.relpath(full, top))):
                yield full


def is_debug_only(elf):
    """A separate debug file (objcopy --only-keep-debug, eu-strip -f): its
    code sections are NOBITS."""
    sec = elf.get_section_by_name('.text')
    return sec is not None and sec['sh_type'] == 'SHT_NOBITS'


def read_inputs(paths, out):
    for p in paths:
        if os.path.isdir(p):
            for full in walk(p):
                read_path(full, out, None)
        elif not read_path(p, out):
            out.problems.append('%s: neither ELF nor an archive' % p)


# MODULE_LICENSE() across the objects of a module: the plugin checks the

def elf_type(path):
    """ET_EXEC, ET_DYN, ET_REL ... of an ELF file, None for anything else."""
    try:
        with open(path, 'rb') as f:
            head = f.read(18)
    except OSError:
        return None
    if len(head) < 18 or not head.startswith(b'\x7fELF'):
        return None
    t = struct.unpack_from('<H' if head[5] == 1 else '>H', head, 16)[0]
    return {1: 'ET_REL', 2: 'ET_EXEC', 3: 'ET_DYN'}.get(t)


def is_linked(path):
    """An executable, a shared library, vmlinux or a kernel module (.ko)."""
    t = elf_type(path)
    return t in ('ET_EXEC', 'ET_DYN') or (t == 'ET_REL' and path.endswith('.ko'))
