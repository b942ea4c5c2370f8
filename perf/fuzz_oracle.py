"""The grader fuzzer's oracle: is ``pred`` the same value as ``gold``? Shares no code with proctor.

``label(pred, gold, grader)`` returns ``("equal" | "different", how)``, or ``(None, why)`` when it
cannot decide; the fuzzer drops those pairs rather than guess. The rules, in order:

1. Notation that never carries value is removed from both sides: ``$``, ``\\left``/``\\right``,
   spacing (``\\,`` ``\\;`` ``\\!`` ``\\quad``...), ``\\dfrac``/``\\tfrac`` (as ``\\frac``), ``{,}``, a
   trailing ``\\text{unit}``, a leading ``\\$``, the thousands separator ``,\\!``; for the integer and
   number graders, thousands commas.
2. Structure is compared here: a set (``\\{...\\}`` or a bare comma list) as a multiset, a tuple or
   interval by its brackets and its elements in order, a union of intervals as a set, an equation
   side by side (or by a constant ratio of ``lhs - rhs``). Structures of different shapes, and a bare list of
   integers that could be one number with thousands commas (``58,500``): undecided.
   Relations (``<``, ``\\le``, ``\\pm``...) and text are decided only when identical after step 1.
3. A scalar pair: literal rationals (integers, decimals, ``\\frac{p}{q}``, ``4.4e7``) and base-n
   numerals compare as exact fractions. Otherwise both sides are parsed by latex2sympy2_extended
   (decimals first rewritten as exact fractions). Two numbers: equal if sympy simplifies the
   difference to 0 and it evaluates to 0 at 60 digits, different if it evaluates to non-zero; any
   other outcome is undecided. Expressions: evaluated with mpmath at 60 digits at 32 random points
   (every variable independently positive, negative, near zero, large or complex); different if
   they differ at a real point where both are real, or where either has i in it (confirmed by sympy's own evaluation there), equal if they agree at
   every point where both are defined (at least 6, real and complex) and sympy's simplify of the
   difference is not a non-zero number; a difference only at complex points (or complex values) is undecided.

Time is bounded by the caller (``fuzz_workers`` runs this in worker processes with a deadline).
"""

from __future__ import annotations

import functools
import random
import re
from fractions import Fraction

import mpmath
import sympy
from fuzz_latex import brace_arg, outer_brackets, split_top
from latex2sympy2_extended import latex2sympy
from latex2sympy2_extended.latex2sympy2 import ConversionConfig

DROP_RE = re.compile(
    r"\\(?:left|right)\.|\\(?:left|right|displaystyle|q?quad|big|Big|bigg|Bigg)(?![A-Za-z])|\\[,;:! ]|~"
)
UNIT_RE = re.compile(r"\s*\\(?:text|mbox)\{\s*[A-Za-z][A-Za-z ]*\}\s*$")
RELATION_RE = re.compile(r"<|>|\\(?:le|ge|leq|geq|lt|gt|neq|ne|pm|mp|approx|sim|in|subset)(?![A-Za-z])")
TEXT_RE = re.compile(r"\\(?:text|mbox|textbf|mathrm|operatorname)\{")
SCI_RE = re.compile(r"(?<![A-Za-z\\\d.])(\d+(?:\.\d+)?)[eE]([+-]?\d+)(?![\d.])")
DECIMAL_RE = re.compile(r"(?<![\d.])(\d*\.\d+)(?![\d.])")
RATIONAL_RE = re.compile(r"(-?)(?:(\d+(?:\.\d*)?|\.\d+)|\\frac\{(\d+)\}\{(\d+)\}|\\frac(\d)(\d))")
BASE_RE = re.compile(r"(\d+)_\{?(\d+)\}?")
# The parser lower-cases symbols unless told not to, reads I (not i) as the imaginary unit,
# both \gamma and \Gamma as Euler's constant, and fails on E_{1}: I, E and \Gamma go in as
# symbols of their own (\mho, \varpi, Gammaup), i comes out as the imaginary unit.
CONVERSION = ConversionConfig(lowercase_symbols=False)
UPPER_I_RE = re.compile(r"(?<![\\A-Za-z])I(?![A-Za-z])")
UPPER_E_RE = re.compile(r"(?<![\\A-Za-z])E(?![A-Za-z])")
IMAGINARY = sympy.Symbol("i")
DPS = 60
POINTS = 32
Result = tuple[str | None, str]


def clean(s: str, grader: str = "math") -> str:
    """Step 1: notation that carries no value removed."""
    s = s.replace("$", "") if "\\$" not in s else re.sub(r"^\s*\\\$\s*", "", s)
    s = re.sub(r"(?<=\d),\s*\\!\s*(?=\d{3}(?!\d))", "", s)  # 10,\!080: a thousands separator
    s = DROP_RE.sub("", s)
    s = re.sub(r"\\[dt]frac", r"\\frac", s).replace("{,}", "")
    # one-token arguments braced, as TeX reads them: \frac65, \frac{a}2, \sqrt2
    s = re.sub(r"\\frac\s*(\d)\s*(\d)", r"\\frac{\1}{\2}", s)
    s = re.sub(r"\\frac\s*(\d)\s*\{", r"\\frac{\1}{", s)
    s = re.sub(r"\\frac\{([^{}]*)\}\s*(\d)", r"\\frac{\1}{\2}", s)
    s = re.sub(r"\\sqrt\s*(\d)", r"\\sqrt{\1}", s)
    s = UNIT_RE.sub("", s) if UNIT_RE.sub("", s).strip() else s
    s = s.strip()
    while s.startswith("{") and s.endswith("}") and brace_arg(s, 0) == (s[1:-1], len(s)):
        s = s[1:-1].strip()
    if grader in ("integer", "number"):
        s = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", s)
    return re.sub(r"\s+", " ", s).strip()


DEGREE_RE = re.compile(r"\^\s*\{?\s*\\circ\s*\}?\s*$|°\s*$")
# text after an answer that is not a unit word: a hedge, a digit, punctuation ("5\text{, possibly 6}")
NOT_UNIT_TEXT_RE = re.compile(r"\\(?:text|mbox)\{[^{}]*[^A-Za-z {}][^{}]*\}\s*$")
# functions of a variable that are not rational functions: never a constant or a rational expression
STEP_RE = re.compile(r"\\(?:gcd|lcm|max|min|lfloor|lceil|bmod|mod)(?![A-Za-z])|\\operatorname\{(?:lcm|gcd)\}")
ASSIGN_RE = re.compile(r"^\s*([A-Za-z])\s*=\s*(.+?)\s*$")


def _unit(s: str) -> str | None:
    if DEGREE_RE.search(s):
        return "degrees"
    m = UNIT_RE.search(s)
    return " ".join(m.group(0).split("{", 1)[1].rstrip("} ").lower().split()) if m else None


def _assignments(s: str) -> list[str] | None:
    """``b = 2, a = 3`` as the tuple its names order: ``(3, 2)``; None for anything else."""
    items = split_top(s, ",")
    found = [ASSIGN_RE.match(i) for i in items]
    if len(items) < 2 or not all(found):
        return None
    names = [m.group(1) for m in found if m]
    if len(set(names)) != len(names):
        return None
    return [m.group(2) for m in sorted((m for m in found if m), key=lambda m: m.group(1))]


def label(pred: str, gold: str, grader: str = "math") -> Result:
    """The label of one pair (see the module docstring; the mechanism rules come first: different
    units on the two sides, text that is not a unit on one side only, a non-rational function of a
    variable on one side only, and assignments read in the order of their names)."""
    ua, ub = _unit(pred), _unit(gold)
    if ua and ub and ua != ub:
        return "different", f"different units ({ua} vs {ub})"
    if bool(NOT_UNIT_TEXT_RE.search(pred)) != bool(NOT_UNIT_TEXT_RE.search(gold)):
        return "different", "text that is not a unit on one side only"
    steps = [
        bool(STEP_RE.search(x)) and re.search(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])", x) for x in (pred, gold)
    ]
    if bool(steps[0]) != bool(steps[1]):
        return "different", "a non-rational function of a variable on one side only"
    for x, y in ((pred, gold), (gold, pred)):
        values, outer = _assignments(x), outer_brackets(y.strip())
        if values is not None and outer and outer[0] == "(" and outer[2] == ")":
            return compare_shapes(("seq", "()", [structure(v) for v in values]), structure(y))
    a, b = clean(pred, grader), clean(gold, grader)
    if a == b:
        return "equal", "same text after removing notation"
    return compare(a, b)


def structure(s: str) -> tuple:
    """Step 2's shapes: ("union", parts) | ("set", items) | ("seq", brackets, items) |
    ("eq", sides) | ("scalar", s)."""
    s = s.strip()
    parts = split_top(s, "\\cup")
    if len(parts) > 1:
        return ("union", [structure(p) for p in parts])
    outer = outer_brackets(s)
    if outer and outer[0] == "\\{":
        return ("set", [structure(i) for i in split_top(outer[1], ",")])
    if outer:
        items = split_top(outer[1], ",")
        if len(items) > 1:
            return ("seq", outer[0] + outer[2], [structure(i) for i in items])
    items = split_top(s, ",")
    if len(items) > 1 and _maybe_thousands([i.strip() for i in items]):
        return ("ambiguous", s)  # 58,500: a number with a thousands comma, or the list 58, 500
    if len(items) > 1:
        return ("set", [structure(i) for i in items])
    sides = split_top(s, "=")
    if len(sides) > 1:
        return ("eq", sides)
    return ("scalar", s)


def _maybe_thousands(items: list[str]) -> bool:
    """Whether a bare list of integers could be one number with thousands commas (58,500)."""
    return all(re.fullmatch(r"-?\d+", i) for i in items) and any(len(i) == 3 for i in items[1:])


def compare(a: str, b: str) -> Result:
    return compare_shapes(structure(a), structure(b))


def compare_shapes(x: tuple, y: tuple) -> Result:
    if x[0] == "ambiguous" or y[0] == "ambiguous":
        return None, "a comma that may be a thousands separator"
    if x[0] != y[0]:
        return None, f"different shapes ({x[0]} vs {y[0]})"
    if x[0] == "scalar":
        return compare_scalars(x[1], y[1])
    if x[0] == "eq":
        return compare_equations(x[1], y[1])
    if x[0] == "seq":
        if x[1] != y[1]:
            return "different", f"brackets {x[1]} vs {y[1]}"
        return _in_order(x[2], y[2])
    return _as_multiset(x[1], y[1])


def _in_order(xs: list, ys: list) -> Result:
    if len(xs) != len(ys):
        return "different", f"{len(xs)} vs {len(ys)} elements"
    verdicts = [compare_shapes(p, q) for p, q in zip(xs, ys, strict=True)]
    if any(v == "different" for v, _ in verdicts):
        return "different", "an element differs"
    if all(v == "equal" for v, _ in verdicts):
        return "equal", "every element equal, in order"
    return None, next(why for v, why in verdicts if v is None)


def _as_multiset(xs: list, ys: list) -> Result:
    if len(xs) != len(ys):
        return "different", f"{len(xs)} vs {len(ys)} elements"
    if len(xs) > 12:
        return None, "set too large"
    table = [[compare_shapes(p, q)[0] for q in ys] for p in xs]
    if _matching(table, {"equal"}):
        return "equal", "a one-to-one matching of equal elements"
    if not _matching(table, {"equal", None}):
        return "different", "no one-to-one matching of equal elements"
    return None, "an undecided element"


def _matching(table: list[list], ok: set) -> bool:
    """Whether rows and columns pair up one-to-one through cells whose verdict is in ``ok``."""
    match: dict[int, int] = {}

    def augment(r: int, seen: set[int]) -> bool:
        for c, v in enumerate(table[r]):
            if v in ok and c not in seen:
                seen.add(c)
                if c not in match or augment(match[c], seen):
                    match[c] = r
                    return True
        return False

    return all(augment(r, set()) for r in range(len(table)))


def compare_equations(xs: list[str], ys: list[str]) -> Result:
    if len(xs) != len(ys):
        return None, "equations with different numbers of sides"
    side_by_side = _in_order([("scalar", s) for s in xs], [("scalar", s) for s in ys])
    if side_by_side[0] == "equal" or len(xs) != 2:
        return side_by_side
    try:
        e1, e2 = parse(xs[0]) - parse(xs[1]), parse(ys[0]) - parse(ys[1])
    except Exception as exc:
        return None, f"parse failure: {type(exc).__name__}"
    if sympy.simplify(e2) == 0:
        return None, "an equation that holds everywhere"
    ratio = _opaque(e1 / e2)
    syms = sorted(ratio.free_symbols, key=str)
    if not syms:
        return side_by_side
    verdict = _compare_functions(ratio, sympy.Integer(0), syms, constant_check=True)
    return verdict if verdict[0] is not None else side_by_side


# -- scalars ---------------------------------------------------------------------------------


def rational(s: str) -> Fraction | None:
    """A literal rational (integer, decimal, ``\\frac{p}{q}``, ``4.4e7``) or base-n numeral."""
    s = s.strip().replace(" ", "")
    m = re.fullmatch(r"(-?)(\d+(?:\.\d+)?)[eE]([+-]?\d+)", s)
    if m:
        value = Fraction(m.group(2)) * Fraction(10) ** int(m.group(3))
        return -value if m.group(1) else value
    m = BASE_RE.fullmatch(s)
    if m:
        base = int(m.group(2))
        if not 2 <= base <= 36 or any(int(d, 36) >= base for d in m.group(1)):
            raise ValueError(f"{s!r} is not a base-{base} numeral")
        return Fraction(int(m.group(1), base))
    m = RATIONAL_RE.fullmatch(s)
    if not m:
        return None
    sign = -1 if m.group(1) else 1
    if m.group(2):
        return sign * Fraction(m.group(2))
    num, den = (m.group(3), m.group(4)) if m.group(3) else (m.group(5), m.group(6))
    return sign * Fraction(int(num), int(den)) if int(den) else None


def exact_latex(s: str) -> str:
    """Decimals and e-notation rewritten as exact fractions, so that sympy never rounds."""

    def sci(m: re.Match[str]) -> str:
        q = Fraction(m.group(1)) * Fraction(10) ** int(m.group(2))
        return f"(\\frac{{{q.numerator}}}{{{q.denominator}}})"

    def dec(m: re.Match[str]) -> str:
        q = Fraction(m.group(1))
        return f"(\\frac{{{q.numerator}}}{{{q.denominator}}})"

    return DECIMAL_RE.sub(dec, SCI_RE.sub(sci, s))


@functools.lru_cache(maxsize=4096)
def parse(s: str) -> sympy.Basic:
    if re.search(r"\d_", s) or TEXT_RE.search(s):
        raise ValueError("a base-n numeral or text inside an expression")
    s = UPPER_I_RE.sub(r"\\mho ", exact_latex(s)).replace("\\Gamma", "\\mathit{Gammaup}")
    s = UPPER_E_RE.sub(r"\\varpi ", s)
    expr = latex2sympy(s, normalization_config=None, conversion_config=CONVERSION)
    if not isinstance(expr, sympy.Basic):
        raise ValueError("not one expression")
    return expr.xreplace({IMAGINARY: sympy.I}) if IMAGINARY in expr.free_symbols else expr


def compare_scalars(a: str, b: str) -> Result:
    if RELATION_RE.search(a) or RELATION_RE.search(b):
        return None, "a relation"
    if TEXT_RE.search(a) or TEXT_RE.search(b):
        return None, "text"
    try:
        qa, qb = rational(a), rational(b)
    except ValueError as exc:
        return None, str(exc)
    if qa is not None and qb is not None:
        return ("equal" if qa == qb else "different"), "exact rationals"
    try:
        x, y = parse(a), parse(b)
    except Exception as exc:
        return None, f"parse failure: {type(exc).__name__}"
    if isinstance(x, sympy.MatrixBase) or isinstance(y, sympy.MatrixBase):
        if not (isinstance(x, sympy.MatrixBase) and isinstance(y, sympy.MatrixBase)):
            return None, "a matrix against a non-matrix"
        if x.shape != y.shape:
            return "different", f"shapes {x.shape} vs {y.shape}"
        return _in_order_exprs(list(x), list(y))
    if not (isinstance(x, sympy.Expr) and isinstance(y, sympy.Expr)):
        return None, f"not expressions ({type(x).__name__}, {type(y).__name__})"
    return compare_exprs(x, y)


def _in_order_exprs(xs: list, ys: list) -> Result:
    verdicts = [compare_exprs(p, q) for p, q in zip(xs, ys, strict=True)]
    if any(v == "different" for v, _ in verdicts):
        return "different", "a matrix entry differs"
    if all(v == "equal" for v, _ in verdicts):
        return "equal", "every matrix entry equal"
    return None, "an undecided matrix entry"


def _opaque(expr: sympy.Expr) -> sympy.Expr:
    """Unknown functions (``f(t)``) and derivatives as plain symbols, so they can be evaluated."""
    mapping = {}
    for node in sympy.preorder_traversal(expr):
        if isinstance(node, sympy.Derivative | sympy.core.function.AppliedUndef) and node not in mapping:
            mapping[node] = sympy.Symbol(f"_opaque{len(mapping)}_{sympy.srepr(node)}")
    return expr.xreplace(mapping) if mapping else expr


def compare_exprs(x: sympy.Expr, y: sympy.Expr, constant_check: bool = False) -> Result:
    x, y = _opaque(x), _opaque(y)
    syms = sorted(x.free_symbols | y.free_symbols, key=str)
    if not syms:
        return _compare_numbers(x, y)
    return _compare_functions(x, y, syms, constant_check)


def _compare_numbers(x: sympy.Expr, y: sympy.Expr) -> Result:
    if x.is_Rational and y.is_Rational:
        return ("equal" if x == y else "different"), "exact rationals (sympy)"
    if x.is_infinite or y.is_infinite:
        if x.is_infinite and y.is_infinite:
            return ("equal" if x == y else "different"), "infinities"
        return "different", "an infinity against a finite number"
    diff = x - y
    value = sympy.N(diff, DPS, maxn=400)
    if not value.is_number or value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
        return None, "no finite value"
    scale = max(1, abs(sympy.N(x, 20)), abs(sympy.N(y, 20)))
    numerically_zero = abs(value) <= sympy.Float(10) ** (-DPS + 15) * scale
    if not numerically_zero:
        return "different", "exact numbers, difference non-zero at 60 digits"
    if sympy.simplify(diff) == 0:
        return "equal", "exact numbers, difference simplifies to 0"
    # below the 60 digits: sympy's evaluation is accurate relative to the value itself, so a
    # difference such as 12\cos(10^{-31}) - 12 shows its true size with enough working precision
    fine = sympy.N(diff, 15, maxn=5000)
    if fine.is_number and fine.is_Float and fine != 0 and fine._prec > 10:
        return "different", "exact numbers, difference non-zero below 60 digits"
    return None, "numerically 0 but not proven 0"


def _points(seed: str, syms: list, n: int = POINTS) -> list[tuple[bool, dict]]:
    """``n`` (all_real, {symbol: value}) points: each variable independently drawn from one of
    positive, negative, near zero, large (both signs) and complex."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        values, real = {}, True
        for s in syms:
            cls = (i + rng.randrange(5)) % 5 if i >= 5 else i
            if cls == 0:
                v = mpmath.mpf(rng.uniform(0.2, 6))
            elif cls == 1:
                v = mpmath.mpf(-rng.uniform(0.2, 6))
            elif cls == 2:
                v = mpmath.mpf(rng.choice((1, -1)) * rng.uniform(1e-4, 1e-2))
            elif cls == 3:
                v = mpmath.mpf(rng.choice((1, -1)) * rng.uniform(1e2, 1e4))
            else:
                v, real = mpmath.mpc(rng.uniform(-3, 3), rng.uniform(0.3, 3)), False
            values[s] = v
        out.append((real, values))
    return out


def _value(fn, args: list) -> object | None:
    try:
        v = fn(*args)
        v = mpmath.mpmathify(v)
    except Exception:
        return None
    if not mpmath.isfinite(v):
        return None
    return v


def _compare_functions(x: sympy.Expr, y: sympy.Expr, syms: list, constant_check: bool) -> Result:
    with mpmath.workdps(DPS):
        fx = sympy.lambdify(syms, x, modules="mpmath")
        fy = sympy.lambdify(syms, y, modules="mpmath")
        real_ok = complex_ok = 0
        witness, complex_differs, ratios = None, False, []
        imaginary = x.has(sympy.I) or y.has(sympy.I)  # complex values are expected at real points
        for real, values in _points(f"{x}|{y}", syms):
            args = [values[s] for s in syms]
            vx, vy = _value(fx, args), _value(fy, args)
            if vx is None or vy is None:
                continue
            if constant_check:
                ratios.append(vx)
                continue
            tol = mpmath.mpf(10) ** (-DPS + 25) * max(1, abs(vx), abs(vy))
            if abs(vx - vy) <= tol:
                real_ok += real
                complex_ok += not real
            elif real and (imaginary or mpmath.im(vx) == 0 and mpmath.im(vy) == 0):
                witness = values
                break
            else:  # complex inputs, or a non-real value of a real expression (sqrt of a negative)
                complex_differs = True
    if constant_check:
        return _constant(ratios)
    if witness is not None:
        at = {s: sympy.Float(str(v), DPS) for s, v in witness.items()}
        check = sympy.N((x - y).subs(at), 30)
        if check.is_number and check != 0:
            return "different", "differ at a real point (mpmath and sympy)"
        return None, "methods disagree at the witness point"
    if complex_differs:
        return None, "equal at real points, different at complex ones"
    if real_ok + complex_ok < 6 or real_ok == 0:
        return None, f"only {real_ok + complex_ok} points where both are defined"
    simplified = sympy.simplify(x - y)
    if simplified.is_number and simplified != 0:
        return None, "numerically equal but simplify gives a non-zero number"
    return "equal", f"equal at {real_ok} real and {complex_ok} complex points"


def _constant(values: list) -> Result:
    if len(values) < 6:
        return None, "too few points for the equations' ratio"
    first = values[0]
    tol = mpmath.mpf(10) ** (-DPS + 25) * max(1, abs(first))
    if abs(first) > tol and all(abs(v - first) <= tol for v in values):
        return "equal", "equations differ by a constant factor"
    return "different", "equations are not multiples of each other"
