# SPDX-License-Identifier: GPL-2.0-or-later
"""Mutations of real objects, archives and programs, read by spdx-report's
package as the command line reads a file: every input must end as records
or as problems the reader names, never as a Python exception or a hang.

A mutation that leaves the reader silent (nothing said on stderr: no
problem, no "no data", no unit without data, no note) must read as many records as the
input it was made from: silently fewer records is the third finding.

Not coverage-guided: a seeded mutation fuzzer (bit flips, bytes set to
0/0xff/0x7f, 32-bit fields of the .spdx section set to large values,
truncations, a section's bytes spliced from another input), so a run is
the same run each time.  Prints one line, "fuzz-reader: N inputs, N
escaped, N hung, N lost records silently" and exits 1 if any did.

usage: fuzz_reader.py TOOLS_DIR SCRATCH_DIR CASES_PER_SEED SEED_FILE...
"""
import os
import random
import signal
import sys
import traceback

sys.path.insert(0, sys.argv[1])
from spdx_report.elf import read_path          # noqa: E402
from spdx_report.records import Records        # noqa: E402

BOUND = 10      # seconds for one input; a healthy one takes milliseconds


class Hang(Exception):
    pass


def alarm(signum, frame):
    raise Hang()


def spdx_range(data):
    """Where the .spdx records are (from their magic), to aim mutations at."""
    at = data.find(b'SPDX')
    return (at, min(len(data), at + 4096)) if at >= 0 else (0, len(data))


def mutate(rng, data, others):
    data = bytearray(data)
    lo, hi = spdx_range(data) if rng.random() < 0.7 else (0, len(data))
    for _ in range(rng.randint(1, 4)):
        op = rng.random()
        if hi <= lo:
            break
        i = rng.randrange(lo, hi)
        if op < 0.3:
            data[i] ^= 1 << rng.randrange(8)
        elif op < 0.5:
            data[i] = rng.choice((0, 0xff, 0x7f, 0x80))
        elif op < 0.75 and i + 4 <= len(data):
            v = rng.choice((0xffffffff, 0x7fffffff, 0x80000000, 1 << 20, 0, 1, 44, 28))
            data[i:i + 4] = v.to_bytes(4, rng.choice(('little', 'big')))
        elif op < 0.85:
            del data[rng.randrange(len(data) // 2, len(data)):]
            hi = min(hi, len(data))
        else:
            o = rng.choice(others)
            j = rng.randrange(max(1, len(o) - 64))
            data[i:i + 64] = o[j:j + 64]
    return bytes(data)


def main():
    scratch, per_seed = sys.argv[2], int(sys.argv[3])
    seeds = sys.argv[4:]
    os.makedirs(scratch, exist_ok=True)
    blobs = [open(s, 'rb').read() for s in seeds]
    rng = random.Random(20261206)
    signal.signal(signal.SIGALRM, alarm)
    total = escaped = hung = lost = 0
    for seed, blob in zip(seeds, blobs):
        name = os.path.basename(seed)
        whole = Records()
        read_path(seed, whole)
        for n in range(per_seed):
            case = mutate(rng, blob, blobs)
            path = os.path.join(scratch, name)
            with open(path, 'wb') as f:
                f.write(case)
            total += 1
            signal.alarm(BOUND)
            got = Records()
            try:
                # False: neither ELF nor an archive, which the command line names.
                if (read_path(path, got) and not (got.problems or got.nodata or got.partial or
                                                   got.notes) and
                        len(got.tus) < len(whole.tus)):
                    lost += 1
                    kept = '%s.lost-%d' % (path, n)
                    os.replace(path, kept)
                    print('lost: %s: %d of %d records, nothing said' %
                          (kept, len(got.tus), len(whole.tus)), file=sys.stderr)
            except Hang:
                hung += 1
                kept = '%s.hang-%d' % (path, n)
                os.replace(path, kept)
                print('hung: %s' % kept, file=sys.stderr)
            except Exception:      # noqa: BLE001 (any escape is the finding)
                escaped += 1
                kept = '%s.escape-%d' % (path, n)
                os.replace(path, kept)
                print('escaped: %s\n%s' % (kept, traceback.format_exc(limit=3)),
                      file=sys.stderr)
            finally:
                signal.alarm(0)
    print('fuzz-reader: %d inputs, %d escaped, %d hung, %d lost records silently' %
          (total, escaped, hung, lost))
    return 1 if escaped or hung or lost else 0


if __name__ == '__main__':
    sys.exit(main())
