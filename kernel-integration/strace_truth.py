# SPDX-License-Identifier: GPL-2.0-or-later
"""The ground truth of a kernel build for its SBOMs: the files the compilers
and the assembler opened for the objects linked into the given artifacts,
from an strace -f of the whole build (sbom-compare.sh: -z, execve, open,
openat, clone, clone3, vfork, fork, chdir).

usage: strace_truth.py OUT SRC STRACE ARTIFACT... (or @FILE: one a line)
Prints "OBJECT<TAB>FILE<TAB>TOOL" lines (the object relative to OUT, the
file by real path, cc1 or as: who opened it), sorted; on stderr, how many
of what were counted and left out.

Exactly:
- Objects linked: from each artifact back over every ld and objcopy run
  whose output (ld's -o, objcopy's last file argument) it is, to the
  regular files that run opened read-only (its inputs: objects, archives'
  members, which GNU ld opens itself for thin archives, linker scripts);
  an input that another ld or objcopy run wrote is followed in turn.
- Their compiles: the compiler driver runs (gcc, cc, TARGET-gcc-N) with -c
  whose -o names one of those objects.
- The files: what the driver's cc1/cc1plus children opened with
  O_RDONLY|O_NOCTTY (libcpp opens every source file and header so, and
  nothing else: the driver's specs, shared libraries, the plugin and the
  LICENSES/ files the plugin reads are opened without O_NOCTTY), and what
  its as children opened read-only: the input .s, .include and .incbin
  files.  Left out: the compiler's temporaries (/tmp/cc*), shared
  libraries, ld.so.cache, locale and gconv data, /proc, /sys and /dev."""
import os
import re
import sys
from collections import Counter, defaultdict

LINE = re.compile(r'^(\d+) +(.*)$')
CALL = re.compile(r'^(\w+)\((.*)\) += (-?\d+|0x[0-9a-f]+)(?: .*)?$')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"(\.\.\.)?')
DRIVER = re.compile(r'^(?:[\w.+-]+-)?(?:gcc|cc)(?:-\d+(?:\.\d+)*)?$')
LINKER = re.compile(r'^(?:[\w.+-]+-)?(?:ld(?:\.bfd|\.gold|\.lld)?|objcopy)(?:-\d+)?$')
SYSTEM = ('/proc/', '/sys/', '/dev/', '/etc/', '/usr/lib/locale/', '/usr/share/locale/',
          '/usr/lib/x86_64-linux-gnu/gconv/')
LIBRARY = re.compile(r'\.so(\.\d+)*$')


def unescape(s):
    """A C string as strace prints it."""
    return re.sub(rb'\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)', lambda m: (
        bytes([int(m.group(1)[1:], 16)]) if m.group(1)[:1] == b'x' else
        bytes([int(m.group(1), 8)]) if m.group(1)[:1].isdigit() else
        {b'n': b'\n', b't': b'\t', b'r': b'\r', b'v': b'\v', b'f': b'\f'}.get(
            m.group(1), m.group(1))), s.encode('utf-8', 'surrogateescape')
    ).decode('utf-8', 'surrogateescape')


class Proc:
    """One program a process ran (an execve), with what it opened for
    reading: (name, O_NOCTTY) pairs, names absolute once the directory is
    known."""

    def __init__(self, parent, exe, argv, cwd):
        self.parent, self.exe, self.argv, self.cwd = parent, exe, argv, cwd
        self.reads = []

    def name(self):
        return os.path.basename(self.exe)

    def resolve(self, start_cwd):
        """Relative names from the directory the program ran in."""
        base = self.cwd = self.cwd or start_cwd
        self.reads = [(os.path.normpath(os.path.join(base, n)), t) for n, t in self.reads]


# Lines of trace within which a child's own calls can come before the
# parent's fork line.  A pid is used again only after the kernel has handed
# out all the others (pid_max, 32768 by default): millions of lines later
# in a kernel build's trace.
EARLY = 100000


def parse(path, start_cwd):
    """Every program run, in order.  strace -z prints a call when it
    returns, so a vfork()ed child's execve, and some of what the child does
    next, come before the parent's "vfork() = PID"; the parent and the
    directory of a program that pid ran since its last fork line, and
    within EARLY lines before this one, are taken from it.  Pids are used
    again over a long build: a fork line starts a new life of the child's
    pid."""
    cur = {}        # pid: the Proc its current life runs (None before an execve)
    cwd = {}        # pid: its directory
    born = {}       # Proc: the trace line of its execve
    forked = {}     # pid: the trace line that last announced it
    pending = {}    # pid: an unfinished call's text
    procs, bad = [], 0
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        for number, line in enumerate(f):
            m = LINE.match(line.rstrip('\n'))
            if not m:
                continue
            pid, rest = int(m.group(1)), m.group(2)
            if rest.endswith('<unfinished ...>'):
                pending[pid] = rest[:-len('<unfinished ...>')].rstrip()
                continue
            r = re.match(r'^<\.\.\. \w+ resumed>(.*)$', rest)
            if r:
                rest = pending.pop(pid, '') + r.group(1)
            c = CALL.match(rest)
            if not c:
                bad += rest.startswith(('open', 'execve', 'clone', 'vfork', 'fork', 'chdir'))
                continue
            call, args, ret = c.groups()
            if call in ('clone', 'clone3', 'vfork', 'fork'):
                child = int(ret, 0)
                here = cwd.get(pid, start_cwd)
                since = forked.get(child, -1)
                forked[child] = number

                def early(p):
                    return (p is not None and id(p) in born and born[id(p)] > since and
                            number - born[id(p)] < EARLY)
                p = cur.get(child)
                if early(p):
                    # The child's life began before this line: its program
                    # (and the programs it ran before, rarely) came first.
                    while early(p.parent) and p.parent is not cur.get(pid):
                        p.cwd = here
                        p = p.parent
                    p.parent, p.cwd = cur.get(pid), here
                    cwd[child] = here
                    continue
                cwd[child] = here
                cur[child] = cur.get(pid)
            elif call == 'execve':
                strs = [unescape(s) for s, _ in STRING.findall(args)]
                # argv is the bracketed list after the path; the environment
                # is not printed.
                p = Proc(cur.get(pid), strs[0], strs[1:], cwd.get(pid, start_cwd))
                born[id(p)] = number
                cur[pid] = p
                procs.append(p)
            elif call == 'chdir':
                s = STRING.match(args)
                if s:
                    cwd[pid] = os.path.normpath(os.path.join(cwd.get(pid, start_cwd),
                                                             unescape(s.group(1))))
            elif call in ('open', 'openat'):
                if call == 'openat' and not args.startswith('AT_FDCWD,'):
                    continue
                s = STRING.search(args)
                p = cur.get(pid)
                if not s or p is None:
                    continue
                flags = args[s.end():]
                name = unescape(s.group(1))
                if 'O_DIRECTORY' in flags:
                    continue
                if 'O_WRONLY' not in flags and 'O_RDWR' not in flags:
                    p.reads.append((name, 'O_NOCTTY' in flags))
    for p in procs:
        p.resolve(start_cwd)
    return procs, bad


def option(argv, flag):
    """The value of FLAG (-o FILE or -oFILE) in ARGV, or None."""
    for i, a in enumerate(argv):
        if a == flag and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith(flag) and len(a) > len(flag) and flag == '-o':
            return a[2:]
    return None


def link_output(p):
    """The file a linker or objcopy run wrote (real path), or None."""
    if 'objcopy' in p.name():
        # objcopy's options with a separate argument.
        skip = set()
        for i, a in enumerate(p.argv[1:], 1):
            if a in ('-O', '-I', '-B', '-j', '-R', '-K', '-N', '-L', '-G', '-W', '-b',
                     '-i', '--add-section', '--update-section', '--rename-section',
                     '--set-section-flags', '--remove-section', '--only-section'):
                skip.add(i + 1)
        files = [a for i, a in enumerate(p.argv[1:], 1)
                 if not a.startswith('-') and i not in skip]
        if not files:
            return None
        return os.path.realpath(os.path.join(p.cwd, files[-1]))
    o = option(p.argv, '-o')
    return os.path.realpath(os.path.join(p.cwd, o)) if o else None


def left_out(name):
    """Why a file a compiler or the assembler opened is no input, or None."""
    if name.startswith('/tmp/cc'):
        return 'the compiler\'s temporaries (/tmp/cc*)'
    if name.startswith(SYSTEM) or LIBRARY.search(name):
        return 'shared libraries, ld.so.cache, locale and gconv data, /proc, /sys, /dev'
    return None


def main(argv):
    out, src, trace = (os.path.realpath(argv[0]), os.path.realpath(argv[1]), argv[2])
    arts = []
    for a in argv[3:]:
        if a.startswith('@'):
            with open(a[1:], encoding='utf-8') as f:
                arts += [line.strip() for line in f if line.strip()]
        else:
            arts.append(a)
    procs, bad = parse(trace, out)
    made_by = defaultdict(list)
    compiled = defaultdict(list)
    for p in procs:
        if LINKER.match(p.name()):
            o = link_output(p)
            if o:
                made_by[o].append(p)
        elif DRIVER.match(p.name()) and '-c' in p.argv:
            o = option(p.argv, '-o')
            if o:
                compiled[os.path.realpath(os.path.join(p.cwd, o))].append(p)
    # Back from the artifacts over the links.
    todo = [os.path.realpath(a) for a in arts]
    seen = set(todo)
    linked, not_made = set(), Counter()
    while todo:
        f = todo.pop()
        if f in compiled:
            linked.add(f)
        for p in made_by.get(f, []):
            for name, _ in p.reads:
                real = os.path.realpath(name)
                if real in seen or left_out(name) or not os.path.isfile(real):
                    continue
                seen.add(real)
                todo.append(real)
        if f not in compiled and f not in made_by:
            not_made[os.path.splitext(f)[1] or os.path.basename(f)] += 1
    # What each compile of a linked object read.
    children = defaultdict(list)
    for p in procs:
        if p.parent is not None:
            children[id(p.parent)].append(p)
    rows, dropped, per_tool = set(), Counter(), Counter()
    for obj in sorted(linked):
        for drv in compiled[obj]:
            stack = list(children[id(drv)])
            while stack:
                p = stack.pop()
                stack += children[id(p)]
                tool = p.name()
                if tool in ('cc1', 'cc1plus'):
                    files = [n for n, noctty in p.reads if noctty]
                    dropped['cc1: opened without O_NOCTTY (not by libcpp)'] += sum(
                        1 for _, noctty in p.reads if not noctty)
                elif tool == 'as' or tool.endswith('-as'):
                    files = [n for n, _ in p.reads]
                else:
                    continue
                for n in files:
                    why = left_out(n)
                    if why:
                        dropped[why] += 1
                        continue
                    real = os.path.realpath(n)
                    if not os.path.isfile(real):
                        dropped['gone since the build'] += 1
                        continue
                    per_tool[tool] += 1
                    rows.add((os.path.relpath(obj, out), real,
                              'as' if tool == 'as' or tool.endswith('-as') else 'cc1'))
    for row in sorted(rows):
        print('\t'.join(row))
    err = sys.stderr
    err.write('%d programs run; %d ld/objcopy runs, %d compiles (-c)\n' % (
        len(procs), sum(len(v) for v in made_by.values()),
        sum(len(v) for v in compiled.values())))
    err.write('%d files reached back from %d artifacts, %d of them objects a compile made\n' % (
        len(seen), len(arts), len(linked)))
    err.write('reached but made by neither a compile nor a link (by suffix): %s\n' % (
        ', '.join('%s %d' % kv for kv in sorted(not_made.items())) or 'none'))
    err.write('opens counted: %s\n' % ', '.join('%s %d' % kv for kv in sorted(per_tool.items())))
    for why, n in sorted(dropped.items()):
        err.write('left out: %s: %d opens\n' % (why, n))
    files = {r for _, r, _ in rows}
    err.write('files: %d (%d in the source tree, %d in the build directory, %d elsewhere)\n' % (
        len(files), sum(1 for r in files if r.startswith(src + '/')),
        sum(1 for r in files if r.startswith(out + '/')),
        sum(1 for r in files if not r.startswith((src + '/', out + '/')))))
    if bad:
        err.write('%d traced calls not understood\n' % bad)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
