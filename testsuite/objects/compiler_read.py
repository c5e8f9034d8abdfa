# SPDX-License-Identifier: GPL-2.0-or-later
"""What the SBOM tests of run.sh measure spdx-report's documents against:
the files the compiler read for the program's 9 objects, as their
dependency files (-MD) name them."""
import os

PROGRAM_OBJECTS = 'main util parse net log proto str hash list'.split()


def unit_read(proj, obj):
    """The real paths of the files OBJ's .d file names."""
    with open('%s/%s.d' % (proj, obj)) as f:
        deps = f.read().replace('\\\n', ' ').split()[1:]
    return {os.path.realpath(os.path.join(proj, d)) for d in deps}


def compiler_read(proj):
    """The real paths of every file the .d files of the program's objects name."""
    read = set()
    for o in PROGRAM_OBJECTS:
        read |= unit_read(proj, o)
    return read
