"""Symbolic comparison with latex2sympy2-extended and sympy. Runs only inside worker processes.

Scalars that the fast paths cannot decide are parsed to sympy and compared: a structural check, then a
high-precision numeric evaluation (constants), or evaluation at random rational points (expressions
with variables), then ``simplify`` as the last word. Decimals are exact rationals throughout, so
``0.333`` never equals ``1/3``.
"""

from __future__ import annotations

import re
from functools import lru_cache

import sympy
from latex2sympy2_extended import latex2sympy
from latex2sympy2_extended.latex2sympy2 import ConversionConfig
from sympy.core.function import AppliedUndef

from proctor.grading.answer import MATRIX_ENV, Node, parse, tidy
from proctor.grading.compare import compare, with_readings
from proctor.grading.rules import Tri, fast_scalar, strict_scalar

_I = sympy.Symbol("i")
_CAPITAL = sympy.Symbol("I")
_E_SUBSCRIPT = re.compile(r"(?<![\\A-Za-z])E(?=\s*_)")
# Notation latex2sympy drops without a word: f'(x) would be f(x), 19_{8} would be 19, \phantom{5} 5.
_DROPPED = re.compile(r"'|\\phantom|\\circ|°|\d\s*_")
_NUMBER_THEORY = re.compile(
    r"\\(?:gcd|lcm|max|min|lfloor|rfloor|lceil|rceil|bmod|pmod|mod|det|vmatrix|Vmatrix)(?![a-zA-Z])|"
    r"\\operatorname\{(?:gcd|lcm|max|min|mod|floor|ceil)\}|\\begin\{[vV]matrix\}|\\(?:floor|ceil)\b"
)
_COMMANDS = re.compile(r"\\[a-zA-Z]+")
_VARIABLE = re.compile(r"[A-Za-z]")
_CAPITAL_I = re.compile(r"(?<![\\A-Za-z])I(?![A-Za-z])")
_DIGIT_SPACE_DIGIT = re.compile(r"^[+-]?\d+(?:\s+\d+)+$")  # "8 21" is not a number
_TOL = sympy.Float("1e-10", 30)
_INFINITIES = (sympy.oo, -sympy.oo, sympy.zoo)
# Letter case is a different symbol (E is not e, \Omega is not \omega): the parser's default lower-cases.
_CONVERSION = ConversionConfig(lowercase_symbols=False)


class Unparsable(ValueError):
    """latex2sympy could not read an answer."""

    def __init__(self, text: str, side: str) -> None:
        super().__init__(f"cannot parse the {side} answer {text!r}")
        self.side = side


@lru_cache(maxsize=4096)
def to_sympy(tex: str) -> sympy.Basic:
    """The sympy form of one scalar answer (raises ValueError when unreadable)."""
    if _NUMBER_THEORY.search(tex) and _VARIABLE.search(_NUMBER_THEORY.sub(" ", _COMMANDS.sub(" ", tex))):
        # sympy reads \gcd(2n, 6) as a gcd of polynomials (2) and \max of symbols loosely; values at
        # points prove nothing for them either: only the same text (a fast rule) is equal
        raise ValueError(f"{tex!r}: gcd, lcm, max, min, floor, ceiling or mod of a variable")
    if _DIGIT_SPACE_DIGIT.search(tex):
        raise ValueError(f"{tex!r}: digits separated by a space")
    if _DROPPED.search(tex):  # the parser would drop it and read another value
        raise ValueError(f"{tex!r}: a prime, \\phantom, a degree mark or a subscript on a number")
    tex = _E_SUBSCRIPT.sub(r"\\mathrm{E}", tex)  # the parser fails on E_{1}; \mathrm{E}_{1} is the same name
    expr = latex2sympy(tidy(tex), conversion_config=_CONVERSION)
    if isinstance(expr, list | tuple):
        raise ValueError(f"{tex!r} is not a single value")
    if isinstance(expr, sympy.Basic) and _CAPITAL_I.search(tex):
        expr = expr.xreplace({sympy.I: _CAPITAL})  # "I" is a symbol (case matters): i is the unit
    if isinstance(expr, sympy.Basic) and _I in expr.free_symbols:
        expr = expr.xreplace({_I: sympy.I})
    if isinstance(expr, sympy.Basic) and "\\sqrt[" in tex:
        expr = expr.replace(_odd_root_of_negative, lambda e: (-1) ** e.exp.p * (-e.base) ** e.exp)
    if isinstance(expr, sympy.Basic):
        # Unknown functions such as u(t) or I(0) are opaque values: name them, so they evaluate.
        undefined = expr.atoms(AppliedUndef)
        if undefined:
            expr = expr.xreplace({f: sympy.Symbol(f"{f}") for f in undefined})
    return expr


def _odd_root_of_negative(e: sympy.Basic) -> bool:
    """``(-8)^{1/3}`` inside a written ``\\sqrt[3]{-8}``: the real root (-2), as the notation means."""
    return bool(
        e.is_Pow
        and e.base.is_number
        and e.base.is_negative
        and e.exp.is_Rational
        and not e.exp.is_integer
        and e.exp.q % 2 == 1
    )


def _cheap_simplify_is_zero(diff: sympy.Expr) -> bool:
    """``simplify(diff) == 0`` for small expressions only; large ones are not worth the time."""
    if sympy.count_ops(diff) > 60:
        return False
    return bool(sympy.simplify(diff) == 0)


def _number(value: sympy.Basic) -> complex | None:
    try:
        return complex(value)
    except (TypeError, ValueError, OverflowError):
        return None


def _magnitude(value: sympy.Basic, digits: int = 15) -> sympy.Float | None:
    """``|value|`` evaluated to ``digits`` as a sympy Float (no float underflow: ``e^{-1000}`` is 5e-435,
    not 0; nor overflow: ``e^{1000}`` is 2e434), None when it has no finite value."""
    size = sympy.Abs(sympy.N(value, digits))
    return size if isinstance(size, sympy.Float) or size == 0 else None


def _close(diff: sympy.Basic, scale: sympy.Basic, digits: int = 100) -> Tri:
    """Whether ``diff`` is 0 relative to ``scale``: exactly for rationals; else evaluated to ``digits``
    (100 for a constant, 50 at a test point) and equal to all but the last 10 of them."""
    if not diff.has(sympy.Float) and getattr(diff, "is_number", False):
        exact = diff.doit()  # latex2sympy leaves sums unevaluated
        if getattr(exact, "is_Rational", False):  # exact: no tolerance (10^20 + 1 is not 10^20)
            return bool(exact == 0)
    approximate = diff.has(sympy.Float)  # a written decimal: the loose tolerance of an approximation
    digits = 30 if approximate else digits
    d, s = sympy.N(diff, digits), sympy.N(scale, digits)
    dn, sn = _number(d), _number(s)
    if dn is None or sn is None or dn != dn or sn != sn:
        return None
    # relative only: a value is close to 0 only when it is 0 (10^{-12} is not 0)
    size = max(abs(s), abs(s + d))
    # exact answers are evaluated to 100 digits and must agree to 90: pi + 10^{-30} is not pi
    tolerance = sympy.Float("1e-10" if approximate else f"1e-{digits - 10}", digits)
    if abs(d) <= tolerance * size and _hidden_term(diff):
        return None  # a term below the digits kept could be what makes them differ
    if abs(d) <= tolerance * size and not approximate:
        # Agreement to these digits proves nothing by itself (e^{10^{-95}} agrees with 1 to 95):
        # sympy evaluates a non-zero difference to its true size at any precision, while a zero
        # one shrinks as the precision grows. Equal only when it does.
        # (read as sympy numbers: a difference past a float's range, e^{-1000}, is not 0)
        m1, m2 = _magnitude(diff, digits), _magnitude(diff, 2 * digits)
        if m1 is None or m2 is None:
            return None
        return bool(m2 == 0 or m2 <= m1 * sympy.Float("1e-30", digits)) or None
    return bool(abs(d) <= tolerance * size)


_SMALL, _LARGE = sympy.Float("1e-20"), sympy.Float("1e20")


def _hidden_term(expr: sympy.Basic) -> bool:
    """Whether a sum in ``expr`` has a term under 1e-25 of its largest (``\\ln 6 - \\ln 2 - \\ln 3 +
    10^{-100}``), or any part of it is a non-zero number under 1e-20 or over 1e20 (``e^{10^{-50}}``,
    ``\\cos(10^{-30})``, ``\\sin(10^{30})``): agreement to 90 digits does not show that such a term is
    zero, nor that a function of such a value is the value at 0."""
    for count, node in enumerate(sympy.preorder_traversal(expr)):
        if count > 300:
            return True  # too large to check: undecided
        if node.is_number and not node.is_Rational and node.args:
            size = _magnitude(node)  # (not a float: 10^{-1000} is not 0, e^{1000} is not too large to tell)
            if size is None or (size > 0 and not _SMALL <= size <= _LARGE):
                return True
        elif node.is_Rational and node != 0 and not 1e-20 <= abs(node) <= 1e20:
            return True
    for node in sympy.preorder_traversal(expr):
        if isinstance(node, sympy.Add):
            sizes = [_magnitude(t, 30) for t in node.args]
            if any(x is None for x in sizes):
                return True
            nonzero = [x for x in sizes if x > 0]
            if len(nonzero) > 1 and min(nonzero) < sympy.Float("1e-25") * max(nonzero):
                return True
    return False


# Points of both signs, near zero, large and complex: an expression equal to the gold only where its
# variables are positive (|x| and x, \sqrt{x^2} and x) is not the gold.
_POINT_VALUES = (
    sympy.Rational(37, 13),
    sympy.Rational(-29, 11),
    sympy.Rational(1, 97),
    sympy.Rational(-5, 7),
    sympy.Rational(1013, 3),
    sympy.Rational(3, 2) + sympy.Rational(7, 5) * sympy.I,
    sympy.Rational(-2, 3) - sympy.Rational(9, 4) * sympy.I,
    sympy.Rational(61, 17),
)


def _points(symbols: set[sympy.Symbol], count: int) -> list[dict[sympy.Symbol, sympy.Expr]]:
    """``count`` points, the k-th variable at each shifted so that no two variables take one value."""
    ordered = sorted(symbols, key=lambda s: s.name)
    n = len(_POINT_VALUES)
    return [
        {sym: _POINT_VALUES[(i + 3 * k) % n] * (1 + sympy.Rational(k, 7)) for k, sym in enumerate(ordered)}
        for i in range(count)
    ]


_STEP_FUNCTIONS = (
    sympy.floor,
    sympy.ceiling,
    sympy.frac,
    sympy.Mod,
    sympy.sign,
    sympy.Heaviside,
    sympy.Piecewise,
)


def _steps(expr: sympy.Basic) -> bool:
    """Whether ``expr`` applies a piecewise-constant function (floor, ceiling, mod, sign...) to a
    variable: two such expressions can agree at every test point and still differ
    (``\\lfloor (2n-2)/5 \\rfloor`` and ``\\lfloor (2n-1)/5 \\rfloor``), so points prove nothing."""
    return any(f.free_symbols for f in expr.atoms(*_STEP_FUNCTIONS))


def sympy_equal(a: sympy.Basic, b: sympy.Basic) -> bool:
    """Whether two sympy values are equal (a = prediction, b = gold)."""
    if a == b:
        return True
    if not isinstance(a, sympy.Expr) or not isinstance(b, sympy.Expr):
        try:
            return bool(sympy.simplify(a) == sympy.simplify(b))
        except (TypeError, ValueError, AttributeError):
            return False
    if a.has(*_INFINITIES) or b.has(*_INFINITIES):
        return bool(sympy.simplify(a) == sympy.simplify(b))
    # a decimal is the number it writes (4.0000000001\arctan 1 is not \pi, 3.14159265358979 is not \pi,
    # 0.3333333333 is not 1/3): no tolerance for what it might approximate, in either mode
    a, b = _exact_decimals(a), _exact_decimals(b)
    diff = a - b
    symbols = diff.free_symbols
    if not symbols:
        verdict = _close(diff, b)
        if verdict is not None:
            return verdict
        return _cheap_simplify_is_zero(diff)
    decided = 0
    for point in _points(symbols | a.free_symbols | b.free_symbols, len(_POINT_VALUES)):
        verdict = _close(diff.xreplace(point), b.xreplace(point), digits=50)
        if verdict is False:
            return False
        if verdict is True:
            decided += 1
        if decided >= 6:
            break
    if decided >= 6 and not _steps(diff):
        return True
    if a.free_symbols != b.free_symbols:
        return False  # could not evaluate, and they do not even depend on the same variables
    return _cheap_simplify_is_zero(diff)


def strict_equal(a: sympy.Basic, b: sympy.Basic) -> bool:
    """Strict mode: equal only by proof: the same expression, an exact rational difference of 0, or
    ``simplify`` reducing the difference to 0. No evaluation at points, no digits compared."""
    if a == b:
        return True
    if not isinstance(a, sympy.Expr) or not isinstance(b, sympy.Expr):
        return False
    a, b = _exact_decimals(a), _exact_decimals(b)
    if a.has(*_INFINITIES) or b.has(*_INFINITIES):
        return bool(a == b)
    diff = a - b
    exact = diff.doit() if getattr(diff, "is_number", False) else diff
    if getattr(exact, "is_Rational", False):
        return bool(exact == 0)
    return _cheap_simplify_is_zero(diff)


def _exact_decimals(expr: sympy.Expr) -> sympy.Expr:
    """Written decimals as the exact rationals they write (``0.333`` is 333/1000, never 1/3)."""
    floats = expr.atoms(sympy.Float)
    return expr.xreplace({f: sympy.Rational(str(f)) for f in floats}) if floats else expr


def symbolic_scalar(pred: str, gold: str, strict: bool = False) -> Tri:
    fast = strict_scalar(pred, gold) if strict else fast_scalar(pred, gold)
    if fast is not None:
        return fast
    try:
        b = to_sympy(gold)
    except Exception as exc:  # latex2sympy raises plain Exception
        raise Unparsable(gold, "gold") from exc
    try:
        a = to_sympy(pred)
    except Exception as exc:
        raise Unparsable(pred, "predicted") from exc
    return strict_equal(a, b) if strict else sympy_equal(a, b)


def _side_difference(node: Node, side: str) -> sympy.Expr:
    try:
        lhs, rhs = (to_sympy(n.text) for n in node.items)
    except Exception as exc:
        raise Unparsable(f"{node.items[0].text} = {node.items[1].text}", side) from exc
    return lhs - rhs


def strict_equation(p: Node, g: Node) -> Tri:
    """Strict mode: two equations are the same when ``simplify`` proves (lhs - rhs) of one a non-zero
    constant times the other's (the constant read at one point)."""
    dg = _side_difference(g, "gold")
    dp = _side_difference(p, "predicted")
    if not isinstance(dg, sympy.Expr) or not isinstance(dp, sympy.Expr):
        return False
    dg, dp = _exact_decimals(dg), _exact_decimals(dp)
    for point in _points(dg.free_symbols | dp.free_symbols, len(_POINT_VALUES)):
        vg = sympy.nsimplify(dg.xreplace(point))
        vp = sympy.nsimplify(dp.xreplace(point))
        if getattr(vg, "is_Rational", False) and getattr(vp, "is_Rational", False) and vg != 0 and vp != 0:
            return _cheap_simplify_is_zero(dp - (vp / vg) * dg)
    return False


def symbolic_equation(p: Node, g: Node) -> Tri:
    """Two equations are the same when (lhs - rhs) of one is a non-zero constant times the other's: the
    ratio of the two differences takes one value at every point, to 90 digits (30 when a decimal is
    written: an approximation), so an added 10^{-12} is a different equation."""
    dg = _side_difference(g, "gold")
    dp = _side_difference(p, "predicted")
    if not isinstance(dg, sympy.Expr) or not isinstance(dp, sympy.Expr):
        return False
    approximate = dg.has(sympy.Float) or dp.has(sympy.Float)
    digits, tolerance = (30, sympy.Float("1e-10")) if approximate else (100, sympy.Float("1e-90", 100))
    symbols = dg.free_symbols | dp.free_symbols
    ratios = []
    for point in _points(symbols, len(_POINT_VALUES)):
        vg = sympy.N(dg.xreplace(point), digits)
        vp = sympy.N(dp.xreplace(point), digits)
        if _number(vg) is None or _number(vp) is None or vg == 0:
            continue
        ratios.append(vp / vg)
    if len(ratios) < 3 or ratios[0] == 0:
        return False
    return all(abs(r - ratios[0]) <= tolerance * abs(ratios[0]) for r in ratios)


def matrix_value(node: Node) -> Node:
    """A scalar that is matrix arithmetic (``A + B``, ``2A``, ``AB`` of written-out matrices) as the
    matrix it evaluates to; any other node, or arithmetic sympy cannot evaluate, unchanged."""
    if node.kind != "scalar" or not MATRIX_ENV.search(node.text):
        return node
    try:
        value = to_sympy(node.text)
        value = value.doit() if isinstance(value, sympy.Basic) else value
    except Exception:  # latex2sympy raises plain Exception; sympy raises ShapeError on bad sizes
        return node
    if not getattr(value, "is_Matrix", False) or not hasattr(value, "tolist"):
        return node
    return Node(
        "matrix", rows=tuple(tuple(Node("scalar", sympy.latex(c)) for c in row) for row in value.tolist())
    )


def _strict_scalar(pred: str, gold: str) -> Tri:
    return symbolic_scalar(pred, gold, strict=True)


def equivalent(pred: str, gold: str, strict: bool = False) -> bool:
    """The full comparison (fast paths, then sympy). Raises Unparsable. ``strict``: equal only by
    proof (:func:`strict_equal`, :func:`strict_equation`)."""

    def decide(p: str, g: str) -> Tri:
        gold_node = parse(g)
        pred_node = parse(p)
        if gold_node.kind == "matrix":
            pred_node = matrix_value(pred_node)
        if strict:
            return compare(pred_node, gold_node, _strict_scalar, strict_equation, strict=True)
        return compare(pred_node, gold_node, symbolic_scalar, symbolic_equation)

    return bool(with_readings(pred, gold, decide, strict))


def check_gold(gold: str) -> str | None:
    """None when every scalar of the gold answer parses, else why not."""
    try:
        equivalent(gold, gold)
    except Unparsable as exc:
        return str(exc)
    return None
