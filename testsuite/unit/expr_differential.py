# SPDX-License-Identifier: GPL-2.0-or-later
"""The reader's expression parser against the plugin's, case by case.

plugin/spdx_expr.c (through test_expr --tree) and tools/spdx_report/expr.py
must accept the same expressions, into the same tree, and reject the same
ones: every byte as an identifier character, the bounds of spdx_expr.h,
the edge cases of the grammar and a few thousand random expressions and
mutations of them.  Prints "unit expr-differential: N passed, N failed".

usage: expr_differential.py TEST_EXPR_BINARY TOOLS_DIR
"""
import random
import subprocess
import sys

sys.path.insert(0, sys.argv[2])
from spdx_report import _facts                          # noqa: E402
from spdx_report.expr import parse_expression          # noqa: E402


def tree_text(node):
    """The tree as test_expr --tree prints it (without recursion: a chain
    of 4,096 terms is a tree that deep)."""
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, str):
            out.append(n)
        elif n[0] == 'license':
            out.append(n[1])
        elif n[0] == 'with':
            stack += [')', n[2], ' ', n[1], '(with ']
        else:
            stack += [')', n[2], ' ', n[1], '(%s ' % n[0]]
    return ''.join(out)


def python_side(expr):
    try:
        return tree_text(parse_expression(expr))
    except ValueError:
        return 'error'
    except RecursionError:          # a failure to report, not to die of
        return 'RecursionError'


EDGES = [
    '', ' ', 'MIT', ' MIT ', '\tMIT\r', 'GPL-2.0+', 'GPL-2.0++', '+', 'MIT+B',
    'GPL-2.0 WITH Linux-syscall-note', 'GPL-2.0+ WITH Linux-syscall-note',
    'GPL-2.0 WITH Linux-syscall-note+', 'GPL-2.0 WITH', 'WITH MIT',
    'A WITH B WITH C', '(A) WITH B', '(A WITH B)', 'A WITH (B)',
    'A OR B AND C', 'A AND B OR C', '(A OR B) AND C', 'A AND (B OR C) AND D',
    'A OR B OR C', 'A AND B AND C', '((A))', '()', '(', ')', 'A)', '(A',
    '(A OR)', 'A OR', 'OR A', 'A B', 'A (B)', '(A) (B)', '(A)B', 'A(B)',
    'and', 'or', 'with', 'MIT and BSD', 'MIT Or BSD', 'MIT with X', 'MIT AND',
    'AND', 'OR', 'WITH', 'AND+', 'MIT OR AND+', 'ANDY', 'A ORB', 'OR-1.0',
    'LicenseRef-foo', 'DocumentRef-x:LicenseRef-y', 'A:B', '.', '-', ':',
    'MIT\x0bOR BSD', 'MIT\x0cOR BSD', 'MIT\xa0OR BSD', 'MIT\u2003OR BSD',
    'GPL-2.0\u2013only', 'MIT/BSD', 'MIT,BSD', 'MIT;', '"MIT"', "'MIT'",
    'MIT */', 'A WITH B AND C WITH D OR E',
]


def bounds():
    depth = _facts.EXPR_MAX_DEPTH
    terms = _facts.EXPR_MAX_NODES // 2     # 2n - 1 nodes
    for d in (depth - 1, depth, depth + 1):
        yield '(' * d + 'MIT' + ')' * d
        yield '(' * d + 'MIT' + ')' * (d - 1)
    for n in (terms - 1, terms, terms + 1):
        yield ' AND '.join('L%d' % i for i in range(n))
        yield ' OR '.join('L%d' % i for i in range(n))
    # WITH takes two nodes: n - 1 of them and one license.
    for n in (terms // 2 - 1, terms // 2, terms // 2 + 1):
        yield ' OR '.join('L%d WITH E' % i for i in range(n))


def characters():
    for c in range(1, 128):
        ch = chr(c)
        if ch == '\n':
            continue
        yield 'A%sB' % ch
        yield ch
        yield 'A %s B' % ch
        yield 'A WITH B%s' % ch


IDS = ['MIT', 'GPL-2.0', 'GPL-2.0+', 'BSD-3-Clause', 'Linux-syscall-note',
       'LicenseRef-x', 'a.b', 'x:y']
OPS = ['AND', 'OR', 'WITH', 'and', 'Or']
NOISE = ['(', ')', '+', ' ', '\t', 'AND', 'OR', 'WITH', 'X', '/', '\xe9']


def random_expr(rng, depth=0):
    r = rng.random()
    if depth > 4 or r < 0.35:
        e = rng.choice(IDS)
        if rng.random() < 0.2:
            e += ' WITH ' + rng.choice(IDS)
        return e
    if r < 0.45:
        return '(' + random_expr(rng, depth + 1) + ')'
    return '%s %s %s' % (random_expr(rng, depth + 1), rng.choice(OPS),
                         random_expr(rng, depth + 1))


def mutate(rng, e):
    for _ in range(rng.randint(1, 3)):
        i = rng.randint(0, len(e))
        op = rng.random()
        if op < 0.4 and e:
            e = e[:i] + e[i + 1:]
        elif op < 0.8:
            e = e[:i] + rng.choice(NOISE) + e[i:]
        else:
            j = rng.randint(0, len(e))
            e = e[:min(i, j)] + e[max(i, j):]
    return e


def random_cases(n, seed=20261206):
    rng = random.Random(seed)
    for _ in range(n):
        e = random_expr(rng)
        yield e
        yield mutate(rng, e)


def main():
    cases = EDGES + list(bounds()) + list(characters()) + list(random_cases(3000))
    assert not any('\n' in c for c in cases)
    data = ''.join(c + '\n' for c in cases).encode('utf-8', 'surrogateescape')
    out = subprocess.run([sys.argv[1], '--tree'], input=data, stdout=subprocess.PIPE,
                         check=True).stdout.decode('utf-8', 'surrogateescape').split('\n')
    passed = failed = accepted = 0
    for i, case in enumerate(cases):
        c_side = out[i] if i < len(out) else '(no output)'
        py_side = python_side(case)
        accepted += c_side != 'error'
        if c_side == py_side:
            passed += 1
            continue
        failed += 1
        if failed <= 20:
            sys.stderr.write('FAIL: %r: plugin %s, reader %s\n' %
                             (case[:80], c_side[:80], py_side[:80]))
    # A differential test whose cases all fail, or all parse, tests little.
    if not 0.2 < accepted / len(cases) < 0.8:
        sys.stderr.write('FAIL: %d of %d cases accepted: the cases are skewed\n' %
                         (accepted, len(cases)))
        failed += 1
    print('unit expr-differential: %d passed, %d failed' % (passed, failed))
    return failed != 0


if __name__ == '__main__':
    sys.exit(main())
