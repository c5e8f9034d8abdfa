# SPDX-License-Identifier: GPL-2.0-or-later
"""The entry's compile command made a check that writes nothing, and run
with bounds: an editor must never wait for ever, nor fill its memory."""
import asyncio
import atexit
import os
import signal

# Dropped: they write files (objects, dependency files, temporaries, dumps,
# a report), make GCC stop before or after the checks, or change the output
# the server reads (text on stderr, no option names in the JSON).
DROP = {
    '-c', '-S', '-E', '-M', '-MM', '-MD', '-MMD', '-MG', '-MP', '-save-temps',
    '-fsyntax-only', '-ffat-lto-objects', '-fno-diagnostics-show-option',
    '-fdiagnostics-generate-patch', '-fdiagnostics-parseable-fixits',
    '-v', '-###', '-H', '-Q', '-ftime-report', '-fmem-report',
}
DROP_WITH_ARG = {'-o', '-MF', '-MT', '-MQ', '-aux-info', '--output'}
DROP_PREFIX = ('-save-temps=', '-flto', '-fdiagnostics-format=', '-fdump-', '--output=',
               '-fstack-usage', '-fcallgraph-info')
# Options whose separate argument must be kept with them, so that the
# argument is never read as an option to drop (-include -o.h).
KEEP_WITH_ARG = {
    '-I', '-include', '-imacros', '-isystem', '-iquote', '-idirafter', '-iprefix',
    '-iwithprefix', '-iwithprefixbefore', '-isysroot', '-imultilib', '-x', '-D', '-U',
    '-A', '-Xpreprocessor', '-Xassembler', '-Xlinker', '-L', '-l', '-T', '-u', '-z',
    '-wrapper', '-specs', '-B', '--param', '-G',
}
# Preprocessor options inside -Wp,A,B,...: dependency output, dropped.
WP_DROP = {'-M', '-MM', '-MG', '-MP'}
WP_DROP_WITH_ARG = {'-MD', '-MMD', '-MF', '-MT', '-MQ'}

CHECK_FLAGS = ['-fsyntax-only', '-fdiagnostics-format=json']


def as_sarif(argv):
    """A check command in SARIF on stderr: GCC 16 writes no JSON."""
    return [a if a != '-fdiagnostics-format=json' else '-fdiagnostics-format=sarif-stderr'
            for a in argv]


def plugin_name(argv):
    """The plugin's file name without .so if the command loads spdx.so
    (kbuild: ./scripts/gcc-plugins/spdx_plugin.so), else None."""
    for arg in argv:
        if arg.startswith('-fplugin=') and 'spdx' in os.path.basename(arg[9:]):
            base = os.path.basename(arg[9:])
            return base[:-3] if base.endswith('.so') else base
    return None


def check_argv(argv, plugin):
    """ARGV as a syntax-only check with JSON diagnostics and spdx.so: the
    command's own -fplugin=...spdx... is used as is, else -fplugin=PLUGIN;
    the plugin's report= is dropped (it appends to a file)."""
    name = plugin_name(argv)
    out = [argv[0]] + strip(argv[1:], name or 'spdx')
    if name is None:
        out = add_plugin(out, plugin)
    return out + CHECK_FLAGS


def add_plugin(argv, plugin):
    """ARGV with -fplugin=PLUGIN before the first of its arguments (GCC
    refuses -fplugin-arg-NAME-... before -fplugin), else at the end (not
    after argv[0]: that may be ccache)."""
    base = os.path.basename(plugin)
    prefix = '-fplugin-arg-%s-' % (base[:-3] if base.endswith('.so') else base)
    for i, arg in enumerate(argv):
        if arg.startswith(prefix):
            return argv[:i] + ['-fplugin=' + plugin] + argv[i:]
    return argv + ['-fplugin=' + plugin]


def strip(args, name):
    """ARGS without what DROP* name, -Wp's dependency options and the
    plugin's report=; every other option kept, in order."""
    out = []
    report = '-fplugin-arg-%s-report' % name
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg in KEEP_WITH_ARG:
            out.append(arg)
            if i < len(args):
                out.append(args[i])
                i += 1
        elif arg in DROP_WITH_ARG:
            i += 1
        elif (arg in DROP or arg.startswith(DROP_PREFIX) or arg == report
              or arg.startswith(report + '=') or joined_drop(arg)):
            continue
        elif arg.startswith('-Wp,'):
            kept = strip_wp(arg[4:].split(','))
            if kept:
                out.append('-Wp,' + ','.join(kept))
        else:
            out.append(arg)
    return out


def joined_drop(arg):
    """-oFILE, -MFFILE, -MTTARGET, -MQTARGET: the joined spellings."""
    return any(arg.startswith(p) and len(arg) > len(p) for p in ('-o', '-MF', '-MT', '-MQ'))


def strip_wp(parts):
    """-Wp,-MMD,dir/.f.o.d (kbuild) without its dependency options."""
    out = []
    i = 0
    while i < len(parts):
        part = parts[i]
        i += 1
        if part in WP_DROP_WITH_ARG:
            i += 1
        elif part not in WP_DROP:
            out.append(part)
    return out


class Result:
    """What a run gave: the exit status and stderr, or why it gave none."""

    def __init__(self, returncode=None, stderr=b'', error=None):
        self.returncode = returncode
        self.stderr = stderr
        self.error = error


class TooLarge(Exception):
    """stderr passed the limit."""


LIVE = set()


def kill(proc):
    """The compile's whole process group (driver, cc1): start_new_session
    made the driver its leader."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


@atexit.register
def kill_live():
    """No compile outlives the server."""
    for proc in list(LIVE):
        kill(proc)


async def read_bounded(stream, limit):
    """All of STREAM, or TooLarge once it passes LIMIT bytes."""
    chunks, size = [], 0
    while True:
        data = await stream.read(65536)
        if not data:
            return b''.join(chunks)
        size += len(data)
        if size > limit:
            raise TooLarge()
        chunks.append(data)


async def run(argv, cwd, timeout, limit):
    """ARGV in CWD with stdin and stdout closed; its stderr, at most LIMIT
    bytes, within TIMEOUT seconds.  Killed (its process group) on timeout,
    overflow or cancellation (a newer check of the same file)."""
    try:
        proc = await asyncio.create_subprocess_exec(
            *argv, cwd=cwd, stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
            start_new_session=True)
    except OSError as err:
        return Result(error='cannot run %s in %s: %s' % (argv[0], cwd, err.strerror or err))
    LIVE.add(proc)
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        data = await asyncio.wait_for(read_bounded(proc.stderr, limit), timeout)
        rc = await asyncio.wait_for(proc.wait(), max(deadline - loop.time(), 1))
    except asyncio.TimeoutError:
        kill(proc)
        return Result(error='the compiler did not finish within %g s (--timeout)' % timeout)
    except TooLarge:
        kill(proc)
        return Result(error='the compiler wrote more than %d bytes of diagnostics '
                      '(--max-output)' % limit)
    except BaseException:
        kill(proc)
        raise
    finally:
        LIVE.discard(proc)
        if proc.returncode is None:
            await reap(proc)
    return Result(rc, data)


async def reap(proc):
    """Wait for a killed compile, briefly: no zombie left behind."""
    try:
        await asyncio.wait_for(proc.wait(), 5)
    except (asyncio.TimeoutError, asyncio.CancelledError):
        pass
