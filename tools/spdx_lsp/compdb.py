# SPDX-License-Identifier: GPL-2.0-or-later
"""A file's compile command from compile_commands.json, found the way
clangd finds it: the closest database above the file decides."""
import json
import os
import shlex

# What clangd looks for in each directory, in this order.
CANDIDATES = ('compile_commands.json', os.path.join('build', 'compile_commands.json'))
# A kernel's database is about 40 MB; anything far larger is not one.
MAX_BYTES = 512 * 1024 * 1024


class Entry:
    """One translation unit of the database: where to run, what to run."""

    def __init__(self, directory, file, argv, database):
        self.directory = directory
        self.file = file
        self.argv = argv
        self.database = database


class NotFound:
    """Why there is no command: every path looked at, and the database
    that was found but has no entry (clangd stops at the closest one), or
    the one that could not be read."""

    def __init__(self, path, looked, database=None, error=None):
        self.path = path
        self.looked = looked
        self.database = database
        self.error = error

    def summary(self):
        """One line for window/showMessage: the file and where it looked."""
        if self.error:
            return 'spdx: cannot check %s: %s' % (self.path, self.error)
        if self.database:
            return ('spdx: no compile command for %s: %s, the closest compile_commands.json, '
                    'has no entry for it' % (self.path, self.database))
        top = os.path.dirname(self.path)
        return ('spdx: no compile command for %s: no compile_commands.json in %s or any '
                'directory above it (looked for DIR/compile_commands.json and '
                'DIR/build/compile_commands.json; kbuild writes one with '
                "'make compile_commands.json', CMake with CMAKE_EXPORT_COMPILE_COMMANDS, "
                'Meson in its build directory)' % (self.path, top))

    def details(self):
        """The log message: every path looked at, one per line."""
        return self.summary() + '\n  looked at:\n' + '\n'.join('    ' + p for p in self.looked)


class Cache:
    """Parsed databases by path, kept while the file's size and mtime stay:
    a kernel's is parsed once, not at every save."""

    def __init__(self):
        self._dbs = {}

    def entries(self, path):
        """The database's entries by normalised absolute file; raises
        ValueError (with the reason) for a file that is not a database."""
        st = os.stat(path)
        key = (st.st_mtime_ns, st.st_size)
        cached = self._dbs.get(path)
        if cached and cached[0] == key:
            return cached[1]
        if st.st_size > MAX_BYTES:
            raise ValueError('%s: larger than %d bytes' % (path, MAX_BYTES))
        with open(path, 'rb') as f:
            data = f.read()
        table = Table(parse(data, path), path)
        self._dbs[path] = (key, table)
        return table


def parse(data, path):
    """The JSON array of a database, or ValueError naming the file."""
    try:
        db = json.loads(data.decode('utf-8', 'replace'))
    except ValueError as err:
        raise ValueError('%s: not JSON: %s' % (path, err)) from None
    if not isinstance(db, list):
        raise ValueError('%s: not a JSON array of compile commands' % path)
    return db


class Table:
    """Entries keyed by the absolute, normalised path of their file ("file"
    relative to "directory"); an entry without a usable command is skipped,
    the first entry of a file wins (as in clangd).  Real paths are worked
    out only when a file is not found by its own (symlinked trees), once."""

    def __init__(self, db, path):
        self.by_path = {}
        self._by_real = None
        for item in db:
            entry = entry_of(item, path)
            if entry is not None:
                self.by_path.setdefault(entry.file, entry)

    def get(self, path):
        """PATH's entry: by its normalised path, else by its real path."""
        entry = self.by_path.get(path)
        if entry is not None:
            return entry
        if self._by_real is None:
            self._by_real = {}
            for file, e in self.by_path.items():
                self._by_real.setdefault(os.path.realpath(file), e)
        return self._by_real.get(os.path.realpath(path))


def entry_of(item, path):
    """One entry: "arguments" (a list) or "command" (a shell string), or
    None when it has neither or is malformed."""
    if not isinstance(item, dict):
        return None
    directory, file = item.get('directory'), item.get('file')
    if not isinstance(directory, str) or not isinstance(file, str):
        return None
    directory = os.path.normpath(os.path.join(os.path.dirname(path), directory))
    argv = item.get('arguments')
    if not (isinstance(argv, list) and argv and all(isinstance(a, str) for a in argv)):
        command = item.get('command')
        if not isinstance(command, str):
            return None
        try:
            argv = shlex.split(command)
        except ValueError:
            return None
        if not argv:
            return None
    return Entry(directory, os.path.normpath(os.path.join(directory, file)), argv, path)


def candidates(path, extra_dirs=()):
    """The databases to try for PATH, closest first: each directory given
    on the command line, then the file's directory and every parent."""
    out = [os.path.join(d, 'compile_commands.json') for d in extra_dirs]
    d = os.path.dirname(path)
    while True:
        out += [os.path.join(d, c) for c in CANDIDATES]
        parent = os.path.dirname(d)
        if parent == d:
            return out
        d = parent


def lookup(path, cache, extra_dirs=()):
    """PATH's Entry, or a NotFound saying where it looked.  The closest
    database that exists decides; a file is matched by its normalised path
    and, failing that, by its real path (symlinked trees)."""
    path = os.path.normpath(os.path.abspath(path))
    looked = []
    for db in candidates(path, extra_dirs):
        looked.append(db)
        if not os.path.isfile(db):
            continue
        try:
            table = cache.entries(db)
        except (OSError, ValueError) as err:
            return NotFound(path, looked, db, str(err))
        entry = table.get(path)
        if entry is not None:
            return entry
        return NotFound(path, looked, db)
    return NotFound(path, looked)
