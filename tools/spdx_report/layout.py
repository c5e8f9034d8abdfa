# SPDX-License-Identifier: GPL-2.0-or-later
"""Where the records' relative paths start and which source trees files
are named relative to (--root, or what the build directory says)."""
import json
import os
import re


class Layout:
    """Where the records' relative paths start (the compile's working
    directory, which the records do not hold) and the source trees files
    are named relative to.  --root given: the first one is both, as ever.
    Otherwise from what the build directory says, found from the inputs
    upwards: Meson's meson-info/meson-info.json (source and build
    directories), CMake's CMakeCache.txt (CMAKE_HOME_DIRECTORY, the cache's
    directory), and per translation unit compile_commands.json's
    "directory" for its "file" or the DWARF unit's DW_AT_comp_dir; else the
    current directory."""

    def __init__(self, roots, inputs):
        self.given = bool(roots)
        self.roots = roots or ['.']
        self.dirs = {}          # a main file as compiled: compile directories
        self.build = None
        self.said = None        # where the source tree came from
        if self.given:
            return
        top = self.build_dir(inputs)
        if top is None:
            return
        self.read_compile_commands(os.path.join(top, 'compile_commands.json'))
        src = self.meson(top) or self.cmake(top)
        if src:
            self.build = top
            self.roots = [src] + ([top] if os.path.realpath(top) != os.path.realpath(src)
                                  else [])
        elif self.dirs:
            self.said = 'compile directories from %s' % os.path.join(top, 'compile_commands.json')

    @staticmethod
    def build_dir(inputs):
        for p in inputs:
            d = os.path.abspath(p if os.path.isdir(p) else os.path.dirname(p) or '.')
            while True:
                if any(os.path.exists(os.path.join(d, m)) for m in (
                        'meson-info/meson-info.json', 'CMakeCache.txt', 'compile_commands.json')):
                    return d
                if d == os.path.dirname(d):
                    break
                d = os.path.dirname(d)
        return None

    def read_compile_commands(self, path):
        try:
            with open(path, encoding='utf-8') as f:
                entries = json.load(f)
        except (OSError, ValueError):
            return
        for e in entries if isinstance(entries, list) else []:
            if not isinstance(e, dict) or 'directory' not in e or 'file' not in e:
                continue
            for key in (e['file'], os.path.join(e['directory'], e['file'])):
                self.dirs.setdefault(os.path.normpath(key), []).append(e['directory'])

    def meson(self, top):
        try:
            with open(os.path.join(top, 'meson-info', 'meson-info.json'),
                      encoding='utf-8') as f:
                d = json.load(f)['directories']
            self.said = 'Meson: %s' % os.path.join(top, 'meson-info', 'meson-info.json')
            return d['source']
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def cmake(self, top):
        try:
            with open(os.path.join(top, 'CMakeCache.txt'), encoding='utf-8',
                      errors='replace') as f:
                m = re.search(r'^CMAKE_HOME_DIRECTORY:INTERNAL=(.*)$', f.read(), re.M)
        except OSError:
            return None
        if not m:
            return None
        self.said = 'CMake: %s' % os.path.join(top, 'CMakeCache.txt')
        return m.group(1)

    def cwd(self, tu, comp_dirs, input_dirs=None):
        """The directory TU's relative paths are relative to.  Without word
        from the build, the current directory if the main file is there,
        else the directory of a file the record was read from (an object
        is often compiled where it lies), if the main file is there."""
        if self.given:
            return self.roots[0]
        main = os.path.normpath(tu[1])
        cands = self.dirs.get(main, []) + sorted(comp_dirs.get(main, ()))
        for c in cands:
            if os.path.exists(os.path.join(c, tu[1])):
                return c
        if cands:
            return cands[0]
        fallback = self.build or self.roots[0]
        if not os.path.isabs(tu[1]) and not os.path.exists(os.path.join(fallback, tu[1])):
            for c in sorted((input_dirs or {}).get(main, ())):
                if os.path.exists(os.path.join(c, tu[1])):
                    return c
        return fallback

    def describe(self):
        """One line for a summary, None where nothing was found."""
        if not self.said:
            return None
        return 'source tree %s, build directory %s (%s)' % (
            ', '.join(self.roots[:1]), self.build or '-', self.said) if self.build else \
            self.said
