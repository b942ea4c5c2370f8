"""Comparing two answer trees (``answer.py``): an ordered table of named rules keyed by the kinds of
the two nodes. The first rule whose kinds match decides; scalars go to a scalar comparison (the fast
rules of ``rules.py``, or sympy in the workers), which answers True, False or None (undecided).

Every rule is listed in docs/grading.md with an equal and a not-equal example.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from proctor.grading.answer import MATRIX_ENV, Node, decimal_places, operates, parse
from proctor.grading.normalize import key, other_readings, percent_fractions, units
from proctor.grading.rules import Tri, all_of, fast_scalar, numeric_equation, strict_scalar
from proctor.grading.value_readings import percent_as_written

Scalar = Callable[[str, str], Tri]
# A sum, difference or product of names ("a + b", "x - y", "a \\cdot b"), starting with a name: "-x" is an
# operation on the unknown (its opposite), so "-x = 7" states the value of -x, not of x.
_NAMED_QUANTITY = re.compile(
    r"^\s*[A-Za-z](?:[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?|_\{?[A-Za-z0-9]+\}?|\\cdot|[\s+\-])*$"
)
Equation = Callable[[Node, Node], Tri] | None


@dataclass(frozen=True)
class Ctx:
    scalar: Scalar
    equation: Equation
    strict: bool = False

    def __call__(self, p: Node, g: Node) -> Tri:
        return compare(p, g, self.scalar, self.equation, self.strict)


def _assign(n: Node) -> bool:
    return n.kind == "eq" and n.text == "assign"


def _scalars(p: Node, g: Node, c: Ctx) -> Tri:
    return c.scalar(p.text, g.text)


def _rounded(p: Node, g: Node, c: Ctx) -> Tri:
    # "\frac13 = 0.333": a chain that ends on a rounding states that decimal at the places it writes, so
    # it equals a gold written as the same decimal (a gold rounded the same way), never one exact at
    # other places ("6.96 = 7.0" is not the integer 7, "\frac13 = 0.33" not 0.333); strict mode takes
    # only a rounding exact arithmetic proves
    if c.strict and p.text != "exact":
        return False
    if g.kind == "rounded":
        return all_of([c(a, b) for a, b in zip(p.items, g.items, strict=True)])
    places = decimal_places(p.items[1].text)
    if places is None or decimal_places(g.text) != places:
        return False
    return c(p.items[1], g)


def _assignments(p: Node, g: Node, c: Ctx) -> Tri:
    if key(p.items[0].text) != key(g.items[0].text):
        return False  # "y = 2" is not "x = 2"
    return c(p.items[1], g.items[1])


def _assigned_value(p: Node, g: Node, c: Ctx) -> Tri:
    return c(p.items[1], g)


def _stated_value(p: Node, g: Node, c: Ctx) -> Tri:
    # "a + b = -1" against the gold -1: the value the prediction states, when its left side is a sum or
    # product of names (the quantity asked for). "x + 1 = 17", "2x = 18", "x^2 = 4", "f'(x) = 20" state
    # another value. Never the other way round: a gold equation is matched only by an equation or, for
    # "x = 3", by its value.
    if not _NAMED_QUANTITY.match(p.items[0].text) or operates(p.items[0].text):
        return False  # ("\\mathrm{Re}\\, z = 7" reads "re z = 7": a product of names in letters only)
    return c(parse(p.items[1].text, 1), g)


def _gold_assigned(p: Node, g: Node, c: Ctx) -> Tri:
    return c(p, g.items[1])


def _sequences(p: Node, g: Node, c: Ctx) -> Tri:
    if p.brackets != g.brackets or len(p.items) != len(g.items):
        return False
    return all_of([c(a, b) for a, b in zip(p.items, g.items, strict=True)])


def _written_set(n: Node) -> bool:
    return n.kind == "bag" and n.brackets == "{}"


def _bags(p: Node, g: Node, c: Ctx) -> Tri:
    pi, gi = p.items, g.items
    if len(pi) != len(gi):
        # Repeated entries ("2, 2") do not make a different set; compare distinct ones by text.
        pi = tuple({key(n.text) if n.kind == "scalar" else repr(n): n for n in pi}.values())
        gi = tuple({key(n.text) if n.kind == "scalar" else repr(n): n for n in gi}.values())
        if len(pi) != len(gi):
            return False
    unmatched = list(range(len(pi)))
    undecided = False
    for item in gi:
        found = False
        for idx in unmatched:
            # an element that is a set is not an element that is not ("\\{\\{1\\}\\}" is not "\\{1\\}")
            r = c(pi[idx], item) if _written_set(pi[idx]) == _written_set(item) else False
            if r is True:
                unmatched.remove(idx)
                found = True
                break
            if r is None:
                undecided = True
        if not found:
            return None if undecided else False
    return True


def _assignments_as_tuple(p: Node, g: Node, c: Ctx) -> Tri:
    # "a = 2, b = 3" and the ordered pair (2, 3): the values in the order of the names, which must be
    # the order written ("b = 2, a = 3" does not say which is first); strict mode reads no convention.
    bag, seq = (p, g) if p.kind == "bag" else (g, p)
    names = [key(n.items[0].text) for n in bag.items]
    if c.strict or names != sorted(names) or len(set(names)) != len(names):
        return None
    pairs = zip(bag.items, seq.items, strict=True)
    if bag is p:
        return all_of([c(n.items[1], m) for n, m in pairs])
    return all_of([c(m, n.items[1]) for n, m in pairs])


def _empty_set(n: Node) -> bool:
    return n.kind == "scalar" and key(n.text) == "\\emptyset"


def _hedge(p: Node, g: Node, c: Ctx) -> Tri:
    # "1 or 2" for a single gold value is hedging, unless every alternative is the same value.
    if _empty_set(g):
        return False  # "\{\emptyset\}" is a set with one element, not the empty set
    return all_of([c(item, g) for item in p.items])


def _single_gold(p: Node, g: Node, c: Ctx) -> Tri:
    if _empty_set(p):
        return False
    return c(p, g.items[0])


def _matrix_arithmetic(p: Node, g: Node, c: Ctx) -> Tri:
    return None  # "A + B", "2A", "AB": sympy evaluates it (symbolic.matrix_value)


def _matrices(p: Node, g: Node, c: Ctx) -> Tri:
    if len(p.rows) != len(g.rows) or any(len(a) != len(b) for a, b in zip(p.rows, g.rows, strict=True)):
        return False
    return all_of(
        [c(a, b) for ra, rb in zip(p.rows, g.rows, strict=True) for a, b in zip(ra, rb, strict=True)]
    )


def _vector(node: Node) -> tuple[Node, ...] | None:
    if node.kind == "matrix" and node.rows:
        if all(len(r) == 1 for r in node.rows):
            return tuple(r[0] for r in node.rows)
        if len(node.rows) == 1:
            return node.rows[0]
    if node.kind == "seq" and node.brackets == "()":
        return node.items
    return None


def _vectors(p: Node, g: Node, c: Ctx) -> Tri:
    va, vb = _vector(p), _vector(g)
    if va is None or vb is None or len(va) != len(vb):
        return False
    return all_of([c(a, b) for a, b in zip(va, vb, strict=True)])


def _relations(p: Node, g: Node, c: Ctx) -> Tri:
    if p.text != g.text or len(p.items) != len(g.items):
        return False
    return all_of([c(a, b) for a, b in zip(p.items, g.items, strict=True)])


def _equations(p: Node, g: Node, c: Ctx) -> Tri:
    if any(n.kind != "scalar" for n in (*p.items, *g.items)):
        return False
    if all_of([c(a, b) for a, b in zip(p.items, g.items, strict=True)]) is True:
        return True
    return c.equation(p, g) if c.equation is not None else None


def _different(p: Node, g: Node, c: Ctx) -> Tri:
    return False


@dataclass(frozen=True)
class TreeRule:
    name: str
    when: Callable[[Node, Node], bool]
    decide: Callable[[Node, Node, Ctx], Tri]


TREE_RULES: tuple[TreeRule, ...] = (
    TreeRule("scalars", lambda p, g: p.kind == g.kind == "scalar", _scalars),
    TreeRule("rounded", lambda p, g: p.kind == "rounded" and g.kind in ("scalar", "rounded"), _rounded),
    TreeRule("assignments", lambda p, g: _assign(p) and _assign(g), _assignments),
    TreeRule("assigned_value", lambda p, g: _assign(p) and g.kind != "eq", _assigned_value),
    TreeRule("stated_value", lambda p, g: p.kind == "eq" and g.kind not in ("eq", "bag"), _stated_value),
    TreeRule("gold_assigned", lambda p, g: _assign(g) and p.kind != "eq", _gold_assigned),
    TreeRule("sequences", lambda p, g: p.kind == g.kind == "seq", _sequences),
    TreeRule("bags", lambda p, g: p.kind == g.kind == "bag", _bags),
    TreeRule(
        "assignments_as_tuple",
        lambda p, g: any(
            b.kind == "bag"
            and s.kind == "seq"
            and s.brackets == "()"
            and len(b.items) == len(s.items)
            and all(_assign(n) for n in b.items)
            for b, s in ((p, g), (g, p))
        ),
        _assignments_as_tuple,
    ),
    TreeRule("hedge", lambda p, g: p.kind == "bag" and bool(p.items) and g.kind != "bag", _hedge),
    TreeRule("single_gold", lambda p, g: g.kind == "bag" and len(g.items) == 1, _single_gold),
    TreeRule(
        "matrix_arithmetic",
        lambda p, g: p.kind == "scalar" and g.kind == "matrix" and bool(MATRIX_ENV.search(p.text)),
        _matrix_arithmetic,
    ),
    TreeRule("matrices", lambda p, g: p.kind == g.kind == "matrix", _matrices),
    TreeRule("vectors", lambda p, g: {p.kind, g.kind} <= {"matrix", "seq"}, _vectors),
    TreeRule("relations", lambda p, g: p.kind == g.kind == "rel", _relations),
    TreeRule("equations", lambda p, g: p.kind == g.kind == "eq", _equations),
    TreeRule("different_kinds", lambda p, g: True, _different),
)


def compare(p: Node, g: Node, scalar: Scalar, equation: Equation = None, strict: bool = False) -> Tri:
    """Whether the prediction tree equals the gold tree; None when a comparison was undecided.

    ``equation`` decides two equations that are not equal side by side (sympy, in the workers);
    ``strict``: a rule that reads a convention rather than a proof (assignments as an ordered tuple)
    refuses."""
    ctx = Ctx(scalar, equation, strict)
    for rule in TREE_RULES:
        if rule.when(p, g):
            return rule.decide(p, g, ctx)
    return False  # unreachable: the last rule matches every pair


def with_readings(pred: str, gold: str, decide: Callable[[str, str], Tri], strict: bool = False) -> Tri:
    """``decide`` on the answers as written, then on their other readings (percent, degrees, base-n:
    ``normalize.other_readings``): True when any pairing is equal, None when one is undecided.
    ``strict``: a decimal comma is not read as a decimal point (``1,22`` may be a list).
    Units are compared as units: two answers with different units are different (``5 m``, ``5 cm``;
    ``45`` radians and ``45^\\circ``), and two percents are compared as written (``25\\%`` is not
    ``0.25\\%``)."""
    up, ug = units(pred), units(gold)
    if up and ug and up != ug:
        return False
    # "0.5\\%" is 0.5 only against a gold that could be a percent with its sign dropped (value_marks.py)
    first = False if "%" in up and "%" not in ug and not percent_as_written(gold) else decide(pred, gold)
    if first is not True and (fractions := percent_fractions(pred)) is not None:
        # "10\% = 0.1": a computation whose percents are their fractions, a value with no percent left
        second = with_readings(fractions, gold, decide, strict)
        if second is True:
            return True
        first = None if None in (first, second) else False
    if first is True or ("%" in up and "%" in ug):
        return first
    # a decimal comma is a reading of the prediction only: a gold "-2,1" is a list, never -2.1
    preds = [pred, *other_readings(pred, decimal_comma=not strict)]
    golds = [gold, *other_readings(gold, decimal_comma=False)]
    verdicts = [first] + [decide(p, g) for p in preds for g in golds if (p, g) != (pred, gold)]
    if True in verdicts:
        return True
    return None if None in verdicts else False


def _fast(pred: str, gold: str) -> Tri:
    return compare(parse(pred), parse(gold), fast_scalar, numeric_equation)


def _fast_strict(pred: str, gold: str) -> Tri:
    return compare(parse(pred), parse(gold), strict_scalar, numeric_equation, strict=True)


@lru_cache(maxsize=2048)  # (answers are at most 4,000 characters: a few MB at worst)
def fast_equivalent(pred: str, gold: str, strict: bool = False) -> Tri:
    """The comparison using only the fast paths: True, False, or None when sympy must decide.
    ``strict``: equal only by proof (see ``rules.strict_scalar``). A pure function of its arguments: the
    last few thousand pairs are kept (the samples of one problem mostly give the same few answers, and
    finality compares the same values again)."""
    return with_readings(pred, gold, _fast_strict if strict else _fast, strict)
