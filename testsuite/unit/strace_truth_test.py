# SPDX-License-Identifier: GPL-2.0-or-later
"""kernel-integration/strace_truth.py on traces whose answer is known: a
written one with what a kernel build's trace has (a vfork()ed child's calls
before its parent's vfork line, a pid used again, relative names under a
chdir, opens with and without O_NOCTTY, an objcopy between the link and
the artifact, a compile nothing links), and, when strace is installed, a
real trace of a small build with an .incbin.  Prints "unit strace-truth: N
passed, N failed".

usage: strace_truth_test.py TOP WORKDIR"""
import os
import shutil
import subprocess
import sys

passed = failed = 0


def check(name, ok, detail=''):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print('FAIL: strace-truth: %s %s' % (name, detail))


def run(top, work, trace, artifacts):
    r = subprocess.run(['/usr/bin/python3', os.path.join(top, 'kernel-integration',
                                                         'strace_truth.py'),
                        work, work, trace] + artifacts,
                       capture_output=True, text=True)
    rows = {tuple(line.split('\t')) for line in r.stdout.splitlines()}
    return r.returncode, rows, r.stderr


# The written trace.  Pid 10 is make (in WORK); 11 a shell that runs gcc
# for a.o; gcc's cc1 (12) is printed before gcc's "vfork() = 12".  Then
# pid 12 is used again for the compile of b.o, whose cc1 (13) comes
# after its vfork line.  unused.o is compiled and never linked.  ld links
# a.o and b.o into prog.elf, objcopy makes prog from it.
TRACE = r'''10 chdir("WORK") = 0
10 vfork() = 11
11 execve("/usr/bin/gcc", ["gcc", "-c", "-o", "a.o", "a.c"], 0x1 /* 3 vars */) = 0
12 execve("/usr/lib/gcc/x86_64-linux-gnu/12/cc1", ["cc1", "a.c", "-o", "/tmp/ccA.s"], 0x2 /* 3 vars */) = 0
12 openat(AT_FDCWD, "a.c", O_RDONLY|O_NOCTTY) = 3
11 vfork() = 12
12 openat(AT_FDCWD, "inc/a.h", O_RDONLY|O_NOCTTY) = 4
12 openat(AT_FDCWD, "LICENSES/GPL-2.0", O_RDONLY) = 5
12 openat(AT_FDCWD, "/lib/x86_64-linux-gnu/libc.so.6", O_RDONLY|O_CLOEXEC) = 3
12 openat(AT_FDCWD, "/tmp/ccA.s", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 5
11 vfork() = 14
14 execve("/usr/bin/as", ["as", "-o", "a.o", "/tmp/ccA.s"], 0x3 /* 3 vars */) = 0
14 openat(AT_FDCWD, "/tmp/ccA.s", O_RDONLY) = 3
14 openat(AT_FDCWD, "a.o", O_RDWR|O_CREAT|O_TRUNC, 0666) = 4
10 vfork() = 15
15 chdir("sub") = 0
15 execve("/usr/bin/gcc", ["gcc", "-c", "-o", "b.o", "b.S"], 0x1 /* 3 vars */) = 0
15 vfork() = 12
12 execve("/usr/lib/gcc/x86_64-linux-gnu/12/cc1", ["cc1", "-E", "b.S"], 0x2 /* 3 vars */) = 0
12 openat(AT_FDCWD, "b.S", O_RDONLY|O_NOCTTY) = 3
15 vfork() = 13
13 execve("/usr/bin/as", ["as", "-o", "b.o", "/tmp/ccB.s"], 0x3 /* 3 vars */) = 0
13 openat(AT_FDCWD, "blob.bin", O_RDONLY) = 4
10 vfork() = 16
16 execve("/usr/bin/gcc", ["gcc", "-c", "-o", "unused.o", "unused.c"], 0x1 /* 3 vars */) = 0
16 vfork() = 17
17 execve("/usr/lib/gcc/x86_64-linux-gnu/12/cc1", ["cc1", "unused.c"], 0x2 /* 3 vars */) = 0
17 openat(AT_FDCWD, "unused.c", O_RDONLY|O_NOCTTY) = 3
10 vfork() = 18
18 execve("/usr/bin/ld", ["ld", "-o", "prog.elf", "a.o", "sub/b.o"], 0x4 /* 3 vars */) = 0
18 openat(AT_FDCWD, "a.o", O_RDONLY) = 3
18 openat(AT_FDCWD, "sub/b.o", O_RDONLY) = 4
18 openat(AT_FDCWD, "prog.elf", O_RDWR|O_CREAT|O_TRUNC, 0777) = 5
10 vfork() = 19
19 execve("/usr/bin/objcopy", ["objcopy", "-j", ".text", "prog.elf", "prog"], 0x4 /* 3 vars */) = 0
19 openat(AT_FDCWD, "prog.elf", O_RDONLY) = 3
'''


def written(top, work):
    d = os.path.join(work, 'written')
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.join(d, 'inc'))
    os.makedirs(os.path.join(d, 'sub'))
    os.makedirs(os.path.join(d, 'LICENSES'))
    for f in ('a.c', 'inc/a.h', 'LICENSES/GPL-2.0', 'a.o', 'sub/b.S', 'sub/blob.bin',
              'sub/b.o', 'unused.c', 'unused.o', 'prog.elf', 'prog'):
        with open(os.path.join(d, f), 'w') as out:
            out.write('x\n')
    trace = os.path.join(d, 'trace')
    with open(trace, 'w') as out:
        out.write(TRACE.replace('WORK', d))
    rc, rows, err = run(top, d, trace, [os.path.join(d, 'prog')])
    want = {('a.o', d + '/a.c', 'cc1'), ('a.o', d + '/inc/a.h', 'cc1'),
            ('sub/b.o', d + '/sub/b.S', 'cc1'), ('sub/b.o', d + '/sub/blob.bin', 'as')}
    check('written trace: exit 0', rc == 0, err)
    check('written trace: exactly the inputs of the linked objects', rows == want,
          'got %s' % sorted(rows))
    check('written trace: a cc1 printed before its vfork line is its driver\'s',
          ('a.o', d + '/a.c', 'cc1') in rows)
    check('written trace: a pid used again belongs to its new parent',
          ('sub/b.o', d + '/sub/b.S', 'cc1') in rows and
          not any(r[1].endswith('b.S') and r[0] == 'a.o' for r in rows))
    check('written trace: no LICENSES/ read (no O_NOCTTY), no library, no temporary',
          not any('LICENSES' in r[1] or '.so' in r[1] or not r[1].startswith(d + '/')
                  for r in rows))
    check('written trace: a compile nothing links is left out',
          not any(r[0] == 'unused.o' for r in rows))
    check('written trace: what was left out is counted',
          'left out: the compiler\'s temporaries (/tmp/cc*): 1 opens' in err, err)


def real(top, work):
    if not shutil.which('strace'):
        check('strace is installed (a real trace)', False)
        return
    d = os.path.join(work, 'real')
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    files = {'m.c': '#include "h.h"\nint main(void) { return N; }\n',
             'h.h': '#define N 0\n',
             'd.S': '\t.section .rodata\n\t.incbin "data.bin"\n',
             'data.bin': 'data\n'}
    for name, text in files.items():
        with open(os.path.join(d, name), 'w') as out:
            out.write(text)
    trace = os.path.join(d, 'trace')
    cmd = 'gcc -c -o m.o m.c && gcc -c -o d.o d.S && gcc -o prog m.o d.o'
    r = subprocess.run(['strace', '-f', '-z', '-qq', '-e', 'signal=none', '-s', '4096',
                        '-o', trace, '-e',
                        'trace=execve,openat,open,clone,clone3,vfork,fork,chdir',
                        'sh', '-c', cmd], cwd=d, capture_output=True, text=True)
    if r.returncode != 0:
        check('real trace: the build runs under strace', False, r.stderr[-500:])
        return
    rc, rows, err = run(top, d, trace, [os.path.join(d, 'prog')])
    mine = {r for r in rows if r[1].startswith(d + '/')}
    want = {('m.o', d + '/m.c', 'cc1'), ('m.o', d + '/h.h', 'cc1'),
            ('d.o', d + '/d.S', 'cc1'), ('d.o', d + '/data.bin', 'as')}
    check('real trace: the project\'s files of both objects, .incbin by as', mine == want,
          'got %s' % sorted(mine))


def main(top, work):
    os.makedirs(work, exist_ok=True)
    written(top, work)
    real(top, work)
    print('unit strace-truth: %d passed, %d failed' % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])))
