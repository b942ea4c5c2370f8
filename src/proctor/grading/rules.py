"""The scalar rules: an ordered table of named rules that compare two scalar answers without sympy.

Each rule answers True (equal), False (different) or None ("I cannot decide this"): the first rule
that decides wins, and a pair no rule decides goes to sympy (``symbolic.py``). A rule may only say
True with a proof that the two values are the same (equal canonical text, exact arithmetic, a grid
proof for rational functions); docs/grading.md lists every rule with an equal and a not-equal example.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from proctor.grading.exact import ExactDomain, exact_equal
from proctor.grading.normalize import base_numeral, key, mcq_letter, parse_rational
from proctor.grading.numeric import LETTERS, POINTS, ComplexDomain, evaluate_points, read

Tri = bool | None  # True, False, or None = undecided

_SPACED_DIGITS = re.compile(r"\d\s+\d")
_RATIO = re.compile(r"^[^:]+(?::[^:]+)+$")
_WORD = re.compile(r"^[A-Za-z][A-Za-z' \-]*$")
_PROSE_CASE = re.compile(r"^[A-Za-z][a-z' \-]*$")  # a word as prose writes it: lower or Title case
_CHOICE_WITH_TEXT = re.compile(r"^\(([A-Z])\)\s*\S")
_ANOTHER_CHOICE = re.compile(r"\(\s*[A-E]\s*\)|(?<![A-Za-z])[A-E]\)|\bor\b")
_DIGITS = re.compile(r"^[0-9A-Za-z]+$")
_LARGE_NUMBER = re.compile(r"\d{16,}|\^\s*\{?\s*-?\d{3,}")  # past what 60 digits can tell apart


@dataclass(frozen=True)
class Rule:
    name: str
    decide: Callable[[str, str], Tri]
    doc: str


def same_text(pred: str, gold: str) -> Tri:
    """Equal canonical text (``normalize.key``: white space only) is the same value, unless a space
    splits digits on one side only ("8 21" is not 821; "2 1/2" is a mixed number, read by value)."""
    if key(pred) != key(gold):
        return None
    if bool(_SPACED_DIGITS.search(pred)) == bool(_SPACED_DIGITS.search(gold)):
        return True
    a, b = parse_rational(pred), parse_rational(gold)
    return True if a is not None and a == b else None


def numerals(pred: str, gold: str) -> Tri:
    """A gold written in base n (``2516_8``) is matched by a numeral of the same value in any base, or by
    its digits written bare (``2516``: the question named the base); its value in base 10 (``1366``) is an
    other reading (``normalize.other_readings``). A numeral against a plain gold number is its value
    (``101_2`` is 5, not 101). A subscript on anything else is a name."""
    g, p = base_numeral(gold), base_numeral(pred)
    if g is None:
        value = parse_rational(gold)
        if p is None or value is None:
            return None
        return int(p[0], p[1]) == value  # a numeral against a plain number: by its value
    digits, base = g
    if p is not None:
        return int(p[0], p[1]) == int(digits, base)  # two numerals: by value (42_{10} is 52_8)
    bare = pred.replace(" ", "")
    if _DIGITS.match(bare):
        try:
            return int(bare, base) == int(digits, base)
        except ValueError:
            return False
    return None


def ratio(pred: str, gold: str) -> Tri:
    """``7:32`` and ``1:00`` are compared part by part (each part by value or by text)."""
    if not (_RATIO.match(pred) or _RATIO.match(gold)):
        return None
    ps, gs = pred.split(":"), gold.split(":")
    if len(ps) != len(gs):
        return False
    verdicts: list[Tri] = []
    for x, y in zip(ps, gs, strict=True):
        if key(x) == key(y):
            continue
        a, b = parse_rational(x), parse_rational(y)
        verdicts.append(a == b if a is not None and b is not None else None)
    return all_of(verdicts)


def rationals(pred: str, gold: str) -> Tri:
    """Two plain numbers (integers, decimals, ``a/b``, ``\\frac{a}{b}``, mixed numbers) compare exactly,
    in both modes: a decimal is the number it writes, however many digits it has (``0.3333333333`` is
    not ``\\frac13``: the two are provably different, and nothing proves the response meant the other)."""
    a, b = parse_rational(pred), parse_rational(gold)
    if a is None or b is None:
        return None
    return a == b


def choice_letter(pred: str, gold: str) -> Tri:
    """Choice letters (A-E) compare as letters when one side is written as a choice, ``(B)``: a gold
    ``(C)`` is matched by ``C``, ``c`` or ``(c)``; a predicted ``(B)`` matches a capital gold ``B`` (a
    lower-case gold is a symbol: ``e`` is Euler's number, never choice E). ``(A) 5`` names choice A."""
    la, lb = mcq_letter(pred), mcq_letter(gold)
    if la and lb and gold.strip().startswith("("):
        return la == lb
    if la and lb and pred.strip().startswith("(") and gold.strip().isupper():
        return la == lb
    if lb and (m := _CHOICE_WITH_TEXT.match(pred)) and not gold.strip().strip("()").islower():
        # "(E) 5" names choice E; a lower-case gold "e" is Euler's number, never choice E
        if _ANOTHER_CHOICE.search(pred[m.end() - 1 :]):
            return False  # "(A) (D)", "(A) or (D)": two choices are a hedge
        return m.group(1) == lb
    return None


_LETTER = re.compile(r"^\s*[A-Za-z]\s*$")


def letter_number(pred: str, gold: str) -> Tri:
    """A plain number is never a one-letter answer: ``2.718281828`` is not ``e`` (a letter may be a
    variable or a choice; only the constant written as one, ``e^{1}``, is compared by value)."""
    if (_LETTER.match(gold) and parse_rational(pred) is not None) or (
        _LETTER.match(pred) and parse_rational(gold) is not None
    ):
        return False
    return None


def exact(pred: str, gold: str) -> Tri:
    """Rational arithmetic (powers, factorials, binomials; polynomials and rational functions of
    one-letter variables, with a grid proof): see ``exact.py``."""
    return exact_equal(pred, gold)


_MP: Any = None


def _mp() -> Any:
    """A private mpmath context at 60 digits (the global one is shared state, not thread-safe)."""
    global _MP
    if _MP is None:
        from mpmath.ctx_mp import MPContext

        ctx = MPContext()
        ctx.dps = 60
        _MP = ctx
    return _MP


# Points of the high-precision domain: real of both signs and complex, a different value for every
# variable (case matters), so that |x| is not \sqrt{x^2} and \ln(x^2) is not 2\ln x.
MP_POINTS = tuple(
    {c: f(k) for k, c in enumerate(LETTERS)}
    for f in (
        lambda k: (1.1 + 0.1371 * k) * (-1) ** k,  # neighbouring letters of opposite signs
        lambda k: (0.73 + 0.0913 * k) * (-1) ** (k + 1),
        lambda k: complex(0.61 + 0.0711 * k, 0.83 + 0.0437 * k) * (1 if k % 2 else -1),
        lambda k: complex(-1.7 + 0.053 * k, 0.29 + 0.031 * k),
    )
)


def _agreement(ctx: Any, a: Any, b: Any) -> Tri:
    scale = max(abs(a), abs(b))
    diff = abs(a - b)
    if min(abs(a), abs(b)) == 0 and 0 < scale < ctx.mpf("1e-40"):
        return None  # \\sin\\pi is 0 but evaluates to 1e-60: sympy decides
    if scale == 0 or diff <= ctx.mpf("1e-45") * scale:
        return True
    if diff > ctx.mpf("1e-20") * scale:
        return False
    return None


def high_precision(pred: str, gold: str) -> Tri:
    """Values at 60 digits: of two constants (``\\frac{\\sqrt{8}}{2}``, ``2\\pi``, ``e^2``), or of two
    expressions at four points (real, neighbouring variables of opposite signs, and complex). A sum
    with a term too small to show in 60 digits has no value here (``numeric.ComplexDomain``). Equal when they agree to 45
    significant digits everywhere, different when they differ past the 20th anywhere; undecided in
    between, or when a number written in either is too large for 60 digits to tell apart
    (``10^{-100}``). A decimal is the number it writes: ``3.14159265358979`` is not ``\\pi``."""
    if _LARGE_NUMBER.search(pred) or _LARGE_NUMBER.search(gold):
        return None
    ctx = _mp()
    a, b = read(pred, ComplexDomain(ctx)), read(gold, ComplexDomain(ctx))
    if a is not None and b is not None:
        return _agreement(ctx, a, b)
    verdicts = []
    for point in MP_POINTS:
        a, b = read(pred, ComplexDomain(ctx, point)), read(gold, ComplexDomain(ctx, point))
        if a is None or b is None:
            return None
        verdicts.append(_agreement(ctx, a, b))
    return all_of(verdicts)


def words(pred: str, gold: str) -> Tri:
    """Words (names, ``Evelyn``, ``\\text{east}``) of four letters or more in a row (``Abc`` is a product
    of symbols) are equal when they are the same word in lower or Title case (``XYZ`` is not ``xyz``: capitals are symbols); a number is never a word. Other pairs of words are left to the
    rules after this one (``abc`` and ``cba`` are the same product)."""
    wa, wb = _WORD.match(pred), _WORD.match(gold)
    long_a, long_b = re.search(r"[A-Za-z]{3}", pred), re.search(r"[A-Za-z]{3}", gold)
    long_a, long_b = re.search(r"[A-Za-z]{4}", pred), re.search(r"[A-Za-z]{4}", gold)
    if wa and wb and (long_a or long_b) and pred.strip().lower() == gold.strip().lower():
        if _PROSE_CASE.match(pred.strip()) and _PROSE_CASE.match(gold.strip()):
            return True  # "Evelyn" and "evelyn"; not "XYZ" and "xyz" (symbols)
    if (parse_rational(pred) is not None and wb and long_b) or (
        parse_rational(gold) is not None and wa and long_a
    ):
        return False
    return None


SCALAR_RULES: tuple[Rule, ...] = (
    Rule("same_text", same_text, "the same canonical text"),
    Rule("numerals", numerals, "base-n numerals"),
    Rule("ratio", ratio, "ratios part by part"),
    Rule("rationals", rationals, "plain numbers, exactly"),
    Rule("choice_letter", choice_letter, "choice letters"),
    Rule("letter_number", letter_number, "a number is not a one-letter answer"),
    Rule("words", words, "words"),
    Rule("exact", exact, "rational arithmetic and rational functions, exactly"),
    Rule("high_precision", high_precision, "constants and expressions at 60 digits"),
)


def decide_scalar(pred: str, gold: str) -> tuple[Tri, str]:
    """The verdict of the first rule that decides, and its name (``""`` when none does)."""
    for rule in SCALAR_RULES:
        verdict = rule.decide(pred, gold)
        if verdict is not None:
            return verdict, rule.name
    return None, ""


def fast_scalar(pred: str, gold: str) -> Tri:
    """Compare two scalars without sympy: the first rule of :data:`SCALAR_RULES` that decides."""
    return decide_scalar(pred, gold)[0]


# Rules whose "equal" is not a proof: agreement to 45 of 60 digits, a word in another letter case.
NOT_PROOFS = ("high_precision", "words")


def strict_scalar(pred: str, gold: str) -> Tri:
    """Strict mode: the first rule that decides, but "equal" only where it is a proof (no agreement
    at points or to some digits, no tolerance for a long decimal, no letter case ignored); a rule
    that would say equal without one leaves the pair undecided (to sympy's exact check)."""
    verdict, name = decide_scalar(pred, gold)
    if verdict is True and name in NOT_PROOFS:
        return None
    return verdict


def all_of(results: list[Tri]) -> Tri:
    if any(r is False for r in results):
        return False
    if all(r is True for r in results):
        return True
    return None


def numeric_equation(p: Any, g: Any) -> Tri:
    """Equations compared by value: the same when (lhs - rhs) of one is a non-zero constant times the
    other's. Proved exactly for rational functions (the constant is fixed by one point, then
    :func:`exact.exact_equal` proves or refutes the identity); otherwise floating-point values at
    points only tell apart, and sympy decides the rest."""
    dp = f"({p.items[0].text})-({p.items[1].text})"
    dg = f"({g.items[0].text})-({g.items[1].text})"
    vp, vg = read(dp, ExactDomain()), read(dg, ExactDomain())
    if vp is not None and vg is not None and vg.value != 0 and vp.value != 0:
        c = vp.value / vg.value
        verdict = exact_equal(dp, f"\\frac{{{c.numerator}}}{{{c.denominator}}}({dg})")
        if verdict is not None:
            return verdict
    sides = []
    for node in (p, g):
        lhs, rhs = (evaluate_points(n.text) for n in node.items)
        if lhs is None or rhs is None:
            return None
        sides.append([x - y for x, y in zip(lhs, rhs, strict=True)])
    ratios = [x / y for x, y in zip(*sides, strict=True) if abs(y) > 1e-9]
    if len(ratios) < len(POINTS) or abs(ratios[0]) < 1e-9:
        return None
    if all(abs(r - ratios[0]) <= 1e-6 * abs(ratios[0]) for r in ratios):
        return None
    return False
