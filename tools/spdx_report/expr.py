# SPDX-License-Identifier: GPL-2.0-or-later
"""SPDX license expressions (SPDX 2.3 Annex D), the one parser on the
Python side.  Its grammar and identifier characters are those of
plugin/spdx_expr.c (is_id_char: letters, digits, '.', '-', ':'; then one
optional '+'): an expression the plugin takes apart parses here alike.
Operators are upper case; OR binds loosest, then AND, then WITH."""
import re

ID = re.compile(r'[A-Za-z0-9.:-]+\+?')
OPERATORS = ('AND', 'OR', 'WITH')


def parse_expression(expr, check_id=None):
    """EXPR as a tree: ('license', id), ('with', license, exception id),
    ('and', a, b), ('or', a, b).  CHECK_ID(token, 'license'|'exception'),
    if given, is called on each identifier before its characters are
    checked, and may raise ValueError.  A malformed expression raises
    ValueError saying why."""
    tokens = re.findall(r'[()]|[^\s()]+', expr) + [None]
    at = [0]

    def peek():
        return tokens[at[0]]

    def take():
        at[0] += 1
        return tokens[at[0] - 1]

    def ident(kind):
        tok = take()
        if tok in (None, '(', ')') or tok in OPERATORS:
            raise ValueError('%s expected, found %s' % (kind, tok or 'the end'))
        if check_id:
            check_id(tok, kind)
        if not ID.fullmatch(tok):
            raise ValueError('%r is not an SPDX identifier' % tok)
        return tok

    def primary():
        if peek() == '(':
            take()
            node = disjunction()
            if take() != ')':
                raise ValueError("')' expected")
            return node
        node = ('license', ident('license'))
        if peek() == 'WITH':
            take()
            node = ('with', node, ident('exception'))
        return node

    def chain(op, operand):
        """OPERAND (op OPERAND)*, left-associative."""
        node = operand()
        while peek() == op:
            take()
            node = (op.lower(), node, operand())
        return node

    def conjunction():
        return chain('AND', primary)

    def disjunction():
        return chain('OR', conjunction)

    node = disjunction()
    if peek() is not None:
        raise ValueError('%s unexpected' % peek())
    return node


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
            if ID.fullmatch(tok):
                raise ValueError('%s %s is not on the SPDX list' % (kind, name))

    try:
        parse_expression(expr, check_id)
    except ValueError as err:
        return str(err)
    return None
