# SPDX-License-Identifier: GPL-2.0-or-later
"""SPDX license expressions (SPDX 2.3 Annex D), the one parser on the
Python side.  It takes apart exactly what plugin/spdx_expr.c takes apart,
into the same tree (testsuite/unit/expr_differential.py compares the two):
the same whitespace and identifier characters (letters, digits, '.', '-',
':', then one optional '+'), operators upper case only (a miscased one is
an error, never a license), OR looser than AND looser than WITH, WITH only
after a single license and never before an exception with '+', and the
plugin's bounds on nodes and depth (from spdx_expr.h).  It needs no
recursion per level of parentheses, so a hostile record cannot exhaust
Python's stack."""
import re

from . import _facts

# spdx_expr.c's lexer, from spdx_expr.h's facts: whitespace between
# tokens; a token is '(' or ')', an identifier, or one character that
# cannot start either.  Operators loosest first; WITH binds tightest and
# is parsed apart.
SPACE = re.compile('[%s]*' % re.escape(_facts.EXPR_SPACE))
TOKEN = re.compile(r'([()])|([A-Za-z0-9%s]+\+?)|(.)' % re.escape(_facts.EXPR_ID_PUNCT), re.S)
OPERATORS = _facts.EXPR_OPERATORS
PRECEDENCE = {op: i for i, op in enumerate(OPERATORS[:-1])}


def tokens(expr):
    """(kind, text) pairs: kind is '(' or ')', 'op', 'id' or 'bad'; then
    ('end', None)."""
    pos = SPACE.match(expr).end()
    while pos < len(expr):
        m = TOKEN.match(expr, pos)
        pos = SPACE.match(expr, m.end()).end()
        paren, ident, bad = m.groups()
        if paren:
            yield paren, paren
        elif bad is not None:
            yield 'bad', bad
        elif ident.upper() in OPERATORS:
            if ident not in OPERATORS:
                raise ValueError("operator '%s' must be upper-case '%s'" %
                                 (ident, ident.upper()))
            yield 'op', ident
        else:
            yield 'id', ident
    yield 'end', None


def parse_expression(expr, check_id=None):
    """EXPR as a tree: ('license', id), ('with', license, exception id),
    ('and', a, b), ('or', a, b).  CHECK_ID(token, 'license'|'exception'),
    if given, is called on each identifier and may raise ValueError.  A
    malformed expression raises ValueError saying why."""
    toks = tokens(expr)
    operands = []           # trees built so far
    ops = []                # pending 'AND', 'OR' and '(' (an open paren)
    nodes = [0]
    depth = 0

    def count(n):
        nodes[0] += n
        if nodes[0] > _facts.EXPR_MAX_NODES:
            raise ValueError('license expression is too long (over %d terms)' %
                             (_facts.EXPR_MAX_NODES // 2))

    def reduce(down_to):
        """Applies pending operators of precedence >= DOWN_TO."""
        while ops and ops[-1] != '(' and PRECEDENCE[ops[-1]] >= down_to:
            op = ops.pop()
            right = operands.pop()
            operands.append((op.lower(), operands.pop(), right))
            count(1)

    def name(kind, text, wanted):
        if kind != 'id':
            raise ValueError('%s expected, found %s' %
                             (wanted, 'the end' if kind == 'end' else repr(text)))
        if check_id:
            check_id(text, wanted)
        return text

    kind, text = next(toks)
    while True:
        # An operand: '(' opens a level, else a license, maybe WITH.
        if kind == '(':
            depth += 1
            if depth > _facts.EXPR_MAX_DEPTH:
                raise ValueError('license expression nested too deeply')
            ops.append('(')
            kind, text = next(toks)
            continue
        node = ('license', name(kind, text, 'license'))
        count(1)
        kind, text = next(toks)
        if (kind, text) == ('op', 'WITH'):
            kind, text = next(toks)
            exc = name(kind, text, 'exception')
            if exc.endswith('+'):
                raise ValueError("an exception cannot take '+'")
            node = ('with', node, exc)
            count(2)
            kind, text = next(toks)
        operands.append(node)
        # Then closing parens, and a binary operator or the end.
        while kind == ')':
            reduce(0)
            if not ops:
                raise ValueError("unbalanced ')': no matching '('")
            ops.pop()
            depth -= 1
            kind, text = next(toks)
        if (kind, text) == ('op', 'WITH'):
            raise ValueError("'WITH' must follow a single license")
        if kind == 'op':
            reduce(PRECEDENCE[text])
            ops.append(text)
            kind, text = next(toks)
            continue
        if kind != 'end':
            raise ValueError('%r unexpected' % text)
        reduce(0)
        if ops:
            raise ValueError("unbalanced '(': no matching ')'")
        return operands[0]


def expression_problem(expr, lists):
    """Why EXPR is not a license expression of SPDX 2.3's Annex D whose
    identifiers are all on the SPDX list, or None.  LISTS is (license ids,
    exception ids), lower case, or None: then only the syntax is checked.
    A LicenseRef is a problem too: this document has no text for it."""
    def check_id(tok, kind):
        if tok.startswith(('LicenseRef-', 'DocumentRef-')):
            raise ValueError('%s has no text in this document' % tok)
        name = tok[:-1] if kind == 'license' and tok.endswith('+') else tok
        if lists and name.lower() not in lists[1 if kind == 'exception' else 0]:
            raise ValueError('%s %s is not on the SPDX list' % (kind, name))

    try:
        parse_expression(expr, check_id)
    except ValueError as err:
        return str(err)
    return None
