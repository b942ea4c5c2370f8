"""Exact values and proofs for rational answers: integers, fractions, powers, factorials, binomials,
sums and products of them, and rational functions of one-letter variables.

The reader of ``numeric.py`` runs over :class:`ExactDomain`, whose values are exact rationals, so
``2^{40}+1`` is not ``2^{40}`` and ``10^{-12}`` is not ``0`` at any magnitude. A value also carries a
bound on the degrees of its numerator and denominator as a rational function of the variables, which
turns agreement at points into a proof (:func:`exact_equal`): two rational functions whose difference
has a numerator of degree at most ``D`` are identical when they agree on a grid of ``(D + 1)^k``
points of ``k`` variables (a non-zero polynomial of degree ``<= D`` in each variable cannot vanish on
such a grid). ``|x|`` is read (so ``|x|`` and ``x`` differ at a negative point) but is not a rational
function: it can tell two answers apart, never prove them equal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from proctor.grading.numeric import Unsupported, read

MAX_BITS = 20_000  # a power or factorial past this many bits is not evaluated here (sympy decides)
MAX_GRID = 81
MAX_EXPONENT = 400  # "1e400" at most: a written exponent past it is not expanded
TRANSCENDENTAL = {"\\pi": "π", "e": "ε"}
# Distinct values a variable takes on the proof grid: both signs, near zero, large, not integers. A
# proof needs degree + 1 of them per variable, so the degree a proof can reach is len(GRID) - 1.
GRID = tuple(Fraction((-1) ** j * (7 * j + 3), 2 * j + 5) * (1 if j % 3 else 11) for j in range(32))
assert len(set(GRID)) == len(GRID)


@dataclass(frozen=True)
class Q:
    value: Fraction
    num: int = 0  # degree bound of the numerator, as a rational function of the variables
    den: int = 0  # degree bound of the denominator
    rational: bool = True  # False once |.| of a non-constant is taken: no degree bound holds


def _iroot(x: int, n: int) -> int:
    """The integer part of the n-th root of ``x >= 0`` (Newton's method from above)."""
    if x < 2:
        return x
    r = 1 << (x.bit_length() // n + 1)
    while True:
        y = ((n - 1) * r + x // r ** (n - 1)) // n
        if y >= r:
            return r
        r = y


def _bits(x: Fraction) -> int:
    return x.numerator.bit_length() + x.denominator.bit_length()


class ExactDomain:
    exact = True

    def __init__(self, point: dict[str, Fraction] | None = None) -> None:
        self.point = point  # None: every variable takes a value of its own (to learn which are used)
        self.names: set[str] = set()

    @staticmethod
    def num(tok: str) -> Q:
        if "e" in tok.lower() and abs(int(tok.lower().split("e")[1])) > MAX_EXPONENT:
            raise Unsupported  # 1e9999999: not expanded into ten million digits
        return Q(Fraction(tok))

    def constant(self, tok: str) -> Q:
        # pi and e are transcendental: a rational function of one of them with rational coefficients is
        # zero only if it is identically zero, so each is read as a variable of its own (a formal
        # identity proves equality; a difference proves nothing, see exact_equal). i is algebraic.
        if tok not in TRANSCENDENTAL:
            raise Unsupported
        return self.variable(TRANSCENDENTAL[tok])

    def variable(self, tok: str) -> Q:
        self.names.add(tok)
        if self.point is None:
            if tok in TRANSCENDENTAL.values():
                return Q(Fraction(314159, 100000 + ord(tok)), 1, 0)
            return Q(Fraction(2 * ord(tok) + 1, 17), 1, 0)
        if tok not in self.point:
            raise Unsupported
        return Q(self.point[tok], 1, 0)

    @staticmethod
    def _sum(a: Q, b: Q, value: Fraction) -> Q:
        return Q(value, max(a.num + b.den, b.num + a.den), a.den + b.den, a.rational and b.rational)

    def add(self, a: Q, b: Q) -> Q:
        return self._sum(a, b, a.value + b.value)

    def sub(self, a: Q, b: Q) -> Q:
        return self._sum(a, b, a.value - b.value)

    @staticmethod
    def mul(a: Q, b: Q) -> Q:
        return Q(a.value * b.value, a.num + b.num, a.den + b.den, a.rational and b.rational)

    @staticmethod
    def div(a: Q, b: Q) -> Q:
        if b.value == 0:
            raise Unsupported
        return Q(a.value / b.value, a.num + b.den, a.den + b.num, a.rational and b.rational)

    @staticmethod
    def neg(a: Q) -> Q:
        return Q(-a.value, a.num, a.den, a.rational)

    @staticmethod
    def _constant_int(x: Q) -> int:
        if x.num or x.den or x.value.denominator != 1:
            raise Unsupported
        return int(x.value)

    def power(self, base: Q, exponent: Q) -> Q:
        e = self._constant_int(exponent)
        if abs(e) * max(1, _bits(base.value)) > MAX_BITS or (base.value == 0 and e < 0):
            raise Unsupported
        value = base.value**e
        if e >= 0:
            return Q(value, base.num * e, base.den * e, base.rational)
        return Q(value, base.den * -e, base.num * -e, base.rational)

    @staticmethod
    def function(name: str, arg: Q) -> Q:
        raise Unsupported

    def root(self, radicand: Q, index: Q) -> Q:
        n = self._constant_int(index)
        if not (radicand.num or radicand.den) and radicand.value < 0 and n % 2 == 1 and 3 <= n <= 63:
            return Q(-self.root(Q(-radicand.value), index).value)  # \\sqrt[3]{-8} is -2 (the real root)
        if radicand.num or radicand.den or not 2 <= n <= 64 or radicand.value < 0:
            raise Unsupported
        whole = (radicand.value.numerator, radicand.value.denominator)
        parts = [_iroot(part, n) for part in whole]
        if any(r**n != part for r, part in zip(parts, whole, strict=True)):
            raise Unsupported  # an irrational root: not exact
        return Q(Fraction(parts[0], parts[1]))

    @staticmethod
    def absolute(x: Q) -> Q:
        constant = not (x.num or x.den)
        return Q(abs(x.value), x.num, x.den, x.rational and constant)

    def factorial(self, x: Q) -> Q:
        n = self._constant_int(x)
        if not 0 <= n <= 2000:
            raise Unsupported
        return Q(Fraction(math.factorial(n)))

    def binom(self, n: Q, k: Q) -> Q:
        a, b = self._constant_int(n), self._constant_int(k)
        if not 0 <= a <= 100_000 or b < 0:
            raise Unsupported
        if min(b, a - b) * max(1, a.bit_length()) > MAX_BITS:
            raise Unsupported  # C(99998, 49999): past the bit budget
        return Q(Fraction(math.comb(a, b)))

    @staticmethod
    def small_int(x: Q) -> int | None:
        return int(x.value) if not (x.num or x.den) and x.value.denominator == 1 else None

    @staticmethod
    def finite(x: Q) -> bool:
        return True


def exact_value(text: str) -> Fraction | None:
    """The exact rational value of a constant answer (``2^{40}+1``, ``\\frac{10!}{3}``), else None."""
    domain = ExactDomain({})
    q = read(text, domain)
    return None if q is None or domain.names else q.value


def exact_equal(a: str, b: str) -> bool | None:
    """Whether two answers are equal, decided exactly: True only with a proof, False when they differ at
    a point where both are defined, None when this reader cannot tell (sympy decides)."""
    da, db = ExactDomain(), ExactDomain()
    qa, qb = read(a, da), read(b, db)
    if qa is None or qb is None:
        return None
    used = sorted(da.names | db.names)
    formal = bool(set(used) & set(TRANSCENDENTAL.values()))  # pi, e read as variables
    if len(used) > 4:
        return None
    if qa.value != qb.value:
        return None if formal else False
    if not used:
        return True  # two constants, exactly equal
    if not (qa.rational and qb.rational):
        return _agree_elsewhere(a, b, used)
    degree = max(qa.num + qb.den, qb.num + qa.den)
    if degree + 1 > len(GRID) or (degree + 1) ** len(used) > MAX_GRID:
        return _agree_elsewhere(a, b, used)
    for values in product(GRID[: degree + 1], repeat=len(used)):
        point = dict(zip(used, values, strict=True))
        va, vb = read(a, ExactDomain(point)), read(b, ExactDomain(point))
        if va is None or vb is None:
            return None  # a pole on the grid: no proof
        if va.value != vb.value:
            return None if formal else False
    return True


def _agree_elsewhere(a: str, b: str, used: list[str]) -> bool | None:
    """No proof is possible: look for a point where they differ (False), else undecided."""
    if set(used) & set(TRANSCENDENTAL.values()):
        return None
    for shift, value in enumerate(GRID):
        point = {n: value * (1 + k) + shift for k, n in enumerate(used)}
        va, vb = read(a, ExactDomain(point)), read(b, ExactDomain(point))
        if va is not None and vb is not None and va.value != vb.value:
            return False
    return None
