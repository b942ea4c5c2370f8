"""The answer tree: an answer parsed (pure Python, linear time) into a scalar, an ordered sequence
(tuple or interval: brackets matter), an unordered bag (set, comma list, ``\\pm`` expansion, union of
intervals, "1 or 2"), a matrix, an equation or a relation chain. ``compare.py`` compares two trees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from proctor.grading.normalize import normalize, parse_rational


@dataclass(frozen=True)
class Node:
    kind: str  # scalar | seq | bag | matrix | eq | rel | rounded
    text: str = ""
    items: tuple[Node, ...] = ()
    brackets: str = ""  # for seq: opening + closing bracket, e.g. "(]"; "{}" for a bag written as a set
    rows: tuple[tuple[Node, ...], ...] = ()


_OPEN = "([{"
_CLOSE = ")]}"
_IN_PREFIX = re.compile(r"^(?:[a-zA-Z]|\\[a-zA-Z]+)\s*\\in\s*")
_SET_START = re.compile(r"^(?:[(\[{]|\\\{|\\(?:mathbb|emptyset|varnothing|R\b|left|lbrace)|-?\\infty)")
# vmatrix and Vmatrix are a determinant and a norm (scalars), not matrices
MATRIX_ENV = re.compile(r"\\begin\{(?:[pbB]?matrix|array)\}")
_MATRIX = re.compile(r"^\\begin\{([pbB]?matrix|array)\}(?:\{[^}]*\})?(.*)\\end\{\1\}$", re.DOTALL)
_REL = re.compile(r"\\leq?(?![a-zA-Z])|\\geq?(?![a-zA-Z])|\\lt(?![a-zA-Z])|\\gt(?![a-zA-Z])|<=|>=|[<>≤≥]")
_FRAC_SHORT = re.compile(r"\\frac\s*(\d)\s*(\d)")
_FRAC_HALF = re.compile(r"\\frac\s*\{([^{}]*)\}\s*(\d)")
_FRAC_HALF2 = re.compile(r"\\frac\s*(\d)\s*\{")
_SQRT_SHORT = re.compile(r"\\sqrt\s*(\d|[a-zA-Z](?![a-zA-Z]))")  # one token: \sqrt23 is 3\sqrt{2}
_OR_WORDS = re.compile(
    r"\s+(?:or|and)\s+|(?<=[)\]])\s*(?:or|and)\s*(?=[(\[])|\\text\{\s*(?:or|and)\s*\}|\\(?:quad|qquad)\b"
)
_AND = re.compile(r"\band\b")
# The left side of "(p, q) = (3, 2)", "AB = 4", "|AB| = 1", "\frac{NO}{BO} = ...", "V_1 : V_2 = 11 : 21" names
# the answer: no digits (subscripts aside) and no arithmetic, so the right side is the value.
_SUBSCRIPT = re.compile(r"_(?:\{[^{}]*\}|\w)")
_GREEK = (
    "alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|"
    "sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Sigma|Phi|Psi|Omega"
)
# Commands that name a quantity (an angle, a segment, a Greek letter), never compute one (\sqrt, \sin).
_NAMING = rf"\\(?:frac|angle|measuredangle|overline|triangle|text|mathrm|mathit|{_GREEK})(?![a-zA-Z])"
_NAME = re.compile(rf"^(?:[A-Za-z(),|:{{}} ]|{_NAMING})+$")
# A variable: a letter or a Greek letter, maybe subscripted, maybe a function's value at a letter ("f(x)", and its
# inverse's, "f^{-1}(x)").
# Other commands compute from what follows ("\\Re(z)", "\\ln(x)", "\\sin(x)"): no variable.
_VAR = re.compile(
    rf"^(?:[a-zA-Z]|\\(?:{_GREEK}|ell|varpi|varrho|varsigma)(?![a-zA-Z]))(?:_\{{?\w+\}}?)?(?:(?:\^\{{-1\}}|\^-1)?\([a-z]\))?$"
)
# Operators on the unknown in a left side that otherwise looks like a name: its absolute value or its
# conjugate ("|x| = 7", "\\overline{z} = 3+i"; a segment of two points or more, "|AB|", "\\overline{AB}", is a
# name), a derivative ("\\frac{d}{dx} f", "\\frac{dy}{dx}"), a named operation ("\\mathrm{Re}(z)"): the right
# side is the value of that operation, not of the unknown.
_SEGMENT = re.compile(r"\|\s*[A-Z]\s*(?:[A-Z]\s*)+\||\\overline\s*\{\s*[A-Z]\s*(?:[A-Z]\s*)+\}")
_D = r"(?:d|\\math(?:rm|it)\s*(?:\{\s*d\s*\}|d(?![a-zA-Z]))|\\text\s*\{\s*d\s*\})"  # the d of a derivative
_OPERATES = re.compile(
    rf"\||\\overline(?![a-zA-Z])|\\frac\s*\{{\s*{_D}\s*[A-Za-z]?\s*\}}\s*\{{\s*{_D}|"
    r"\\(?:text\w*|math\w+|operatorname)\s*\{\s*(?:Re|Im|re|im|arg|Arg|conj|abs|sgn|sign|det|tr|Tr|rank|log|ln|lg|exp|"
    r"sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|sinh|cosh|tanh|sqrt|max|min|gcd|lcm|floor|ceil|mod|deg)\s*\}|"
    r"(?<![A-Za-z])(?i:re|im|arg|conj|abs|sgn|det|tr|rank|log|ln|exp|sin|cos|tan|sqrt|max|min|gcd|lcm)"
    r"(?:\s*\(|\s+(?=[A-Za-z\\]))"
)
_COMMAND = re.compile(r"\\[a-zA-Z]+")
# A definition sign: "x := 7" (and "\\coloneqq", "≔") defines the name on its left, "7 =: x"
# ("\\eqqcolon", "≕") the one on its right. A definition of what is not a name ("8 := 7") states no value.
_DEFINES = re.compile(r":\s*=(?!=)|\\(?:coloneqq|coloneq|Coloneqq|defeq)(?![a-zA-Z])|≔|⩴")
_DEFINED_BY = re.compile(r"=:|\\(?:eqqcolon|eqcolon)(?![a-zA-Z])|≕")
# Names of constants, never of a variable: "\\pi = 7" assigns nothing, it is a false statement about \\pi.
# (The letters e and i are not here: a problem may name a variable so, "a = b = c = d = \\frac65 and e =
# \\frac{16}{5}", so "e = 7" stays an assignment.)
_CONSTANT_NAME = re.compile(r"^\\(?:pi|infty|varpi)$")


def tidy(s: str) -> str:
    """Spell out LaTeX shorthands the parser does not read (``\\frac34``, ``\\sqrt2``)."""
    s = _FRAC_SHORT.sub(r"\\frac{\1}{\2}", s)
    s = _FRAC_HALF.sub(r"\\frac{\1}{\2}", s)
    s = _FRAC_HALF2.sub(r"\\frac{\1}{", s)
    s = _SQRT_SHORT.sub(r"\\sqrt{\1}", s)
    return s


def _match_close(s: str, i: int) -> int:
    """Index of the bracket closing the one at ``i`` (any of ([{ matches any of )]}), or -1."""
    depth = 0
    j = i
    n = len(s)
    while j < n:
        c = s[j]
        if c == "\\" and j + 1 < n and s[j + 1] in "{}":
            c = s[j + 1]
            j += 1
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def split_top(s: str, seps: tuple[str, ...]) -> list[str]:
    """Split on separators that are outside every bracket/brace."""
    parts: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == "\\" and i + 1 < n and s[i + 1] in "{}":
            depth += 1 if s[i + 1] == "{" else -1
            i += 2
            continue
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif depth == 0:
            for sep in seps:
                if s.startswith(sep, i) and not (
                    sep[0] == "\\" and s[i + len(sep) : i + len(sep) + 1].isalpha()
                ):
                    parts.append(s[start:i])
                    i += len(sep)
                    start = i
                    break
            else:
                i += 1
                continue
            continue
        i += 1
    parts.append(s[start:])
    return [p.strip() for p in parts]


_ABS = re.compile(r"^\|\s*((?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?\w+\}?)?)\s*\|$")


def _negated(node: Node) -> Node:
    return Node("scalar", "\\infty" if node.text == "-\\infty" else f"-({node.text})")


def _mirrored(t: Node) -> Node:
    """The x with ``|x|`` in the interval ``t`` (whose lower end is not negative)."""
    (lo, hi), (open_lo, close_hi) = t.items, t.brackets
    mirror = {"(": ")", "[": "]", ")": "(", "]": "["}
    if lo.text == "-\\infty":  # |x| < b: (-b, b)
        return Node("seq", items=(_negated(hi), hi), brackets=mirror[close_hi] + close_hi)
    left = Node("seq", items=(_negated(hi), _negated(lo)), brackets=mirror[close_hi] + mirror[open_lo])
    return Node("bag", items=(left, t))


def _interval_from_relation(s: str) -> Node | None:
    """``x > 3`` -> (3, \\infty); ``-2 < x \\le 5`` -> (-2, 5]; ``|x| < 2`` -> (-2, 2); ``1 \\le |z| \\le 2``
    -> [-2, -1] U [1, 2]; None when it is not one variable."""
    parts = _REL.split(s)
    absolute = [i for i, p in enumerate(parts) if _ABS.match(p.strip())]
    if len(absolute) == 1:
        i = absolute[0]
        inner = _ABS.match(parts[i].strip())
        assert inner is not None
        ops = _REL.findall(s)
        plain = "".join(p + (f" {ops[k]} " if k < len(ops) else "") for k, p in enumerate(parts[:i]))
        rest = "".join(f" {ops[k - 1]} " + parts[k] for k in range(i + 1, len(parts)))
        t = _interval_from_relation(plain + inner.group(1) + rest)
        low = parse_rational(t.items[0].text) if t is not None and t.kind == "seq" else None
        if t is None or t.kind != "seq" or t.items[1].text == "-\\infty" or (low is not None and low < 0):
            return None
        return _mirrored(t)
    ops = _REL.findall(s)
    if not ops or len(ops) > 2:
        return None
    parts = [p.strip() for p in parts]

    def kind(op: str) -> tuple[str, bool]:
        less = op in ("<", "\\lt", "\\le", "\\leq", "<=", "≤")
        closed = op not in ("<", ">", "\\lt", "\\gt")
        return ("<" if less else ">"), closed

    inf, ninf = Node("scalar", "\\infty"), Node("scalar", "-\\infty")
    if len(ops) == 1:
        (direction, closed) = kind(ops[0])
        lhs, rhs = parts
        if lhs.startswith("-") and _VAR.match(lhs[1:].strip()) and not _VAR.match(rhs):
            # "-x > -1" is "x < 1"
            lhs, rhs, direction = lhs[1:].strip(), f"-({rhs})", "<" if direction == ">" else ">"
        if _VAR.match(lhs) and _VAR.match(rhs):
            return None  # "a \\le b" relates two variables: a relation, not an interval
        if _VAR.match(lhs):
            bound = parse(rhs)
            if direction == "<":
                return Node("seq", items=(ninf, bound), brackets="(" + ("]" if closed else ")"))
            return Node("seq", items=(bound, inf), brackets=("[" if closed else "(") + ")")
        if _VAR.match(rhs):
            bound = parse(lhs)
            if direction == ">":
                return Node("seq", items=(ninf, bound), brackets="(" + ("]" if closed else ")"))
            return Node("seq", items=(bound, inf), brackets=("[" if closed else "(") + ")")
        return None
    (d1, c1), (d2, c2) = kind(ops[0]), kind(ops[1])
    if d1 != d2 or not _VAR.match(parts[1]):
        return None
    lo, hi, clo, chi = (parts[0], parts[2], c1, c2) if d1 == "<" else (parts[2], parts[0], c2, c1)
    return Node("seq", items=(parse(lo), parse(hi)), brackets=("[" if clo else "(") + ("]" if chi else ")"))


_LESS = ("<", "\\lt", "\\le", "\\leq", "<=", "≤")
_STRICT = ("<", ">", "\\lt", "\\gt")


def _constant(side: str) -> bool:
    """Digits and operators only (commands such as ``\\frac``, ``\\binom``, ``\\cdot`` aside): no variable."""
    bare = _COMMAND.sub("", side)
    return bool(re.search(r"\d", bare)) and not re.search(r"[a-zA-Z]", bare)


def _provably_different(a: Node, b: Node) -> bool:
    """Whether two constant answer trees differ by exact arithmetic (brackets, lengths, values); False
    when this cannot be told here (the chain's value is then read as before)."""
    from proctor.grading.exact import exact_value  # exact imports numeric, which needs this module's peers

    if a.kind == "scalar" and b.kind == "scalar":
        va, vb = exact_value(a.text), exact_value(b.text)
        if va is not None and vb is not None:
            return va != vb
        from proctor.grading.numeric import evaluate

        fa, fb = evaluate(a.text), evaluate(b.text)  # "3\\sqrt{2} = 2\\sqrt{3}": apart far past rounding
        return fa is not None and fb is not None and abs(fa - fb) > 1e-6 * max(1.0, abs(fa), abs(fb))
    if a.kind == "seq" and b.kind == "seq":
        if a.brackets != b.brackets or len(a.items) != len(b.items):
            return True
        return any(_provably_different(x, y) for x, y in zip(a.items, b.items, strict=True))
    if a.kind == "bag" and b.kind == "bag":
        if len(a.items) != len(b.items) and all(i.kind == "scalar" for i in (*a.items, *b.items)):
            return True
        # two sets differ when an element of one differs from every element of the other ("\\{8\\} =
        # \\{7\\}", "\\{1, 2\\} = \\{1, 3\\}"), whatever their sizes: compared element by element, not by size
        return any(all(_provably_different(x, y) for y in b.items) for x in a.items) or any(
            all(_provably_different(y, x) for x in a.items) for y in b.items
        )
    kinds = {a.kind, b.kind}
    if "scalar" in kinds and kinds & {"seq", "bag"}:
        # a set, a tuple or an interval is never a number ("\\{8\\} = 7", "(1, 2) = 3"): the step is false
        other = b if a.kind == "scalar" else a
        return other.kind == "seq" or other.brackets == "{}"
    return False


def _false_chain(sides: list[str], depth: int) -> bool:
    """A computation whose last step is provably false (``8 = 7``, ``7 = 8 = 7``): a false statement, no
    answer. (An earlier false step: :func:`_false_earlier_step`.)"""
    return _provably_different(parse(sides[-2], depth + 1), parse(sides[-1], depth + 1))


# A running total's step: the right side goes on from the left side's value ("5 \\cdot 3 = 15 + 2").
_GOES_ON = re.compile(
    r"\s*([+-]?\d+(?:\.\d+)?)\s*(?:[-+*/]|\\cdot(?![a-zA-Z])|\\times(?![a-zA-Z])|\\div(?![a-zA-Z]))"
)


def _false_earlier_step(sides: list[str], depth: int) -> bool:
    """A step before the last one of a chain that is provably false (``8 = 7 = 7``, ``x = 8 = 7 = 7``):
    a true last step does not make the chain true. A running total's step is not held against it
    (``5 \\cdot 3 = 15 + 2 = 17``: its right side goes on from its left side's value), nor a rounding
    at the digits it states (``\\frac13 = 0.333 = 0.333``)."""
    from proctor.grading.exact import exact_value

    for a, b in zip(sides[:-2], sides[1:-1], strict=True):
        if not (_constant(a) and _constant(b)):
            continue
        if not _provably_different(parse(a, depth + 1), parse(b, depth + 1)):
            continue
        head = _GOES_ON.match(b)
        if head is not None:
            value = exact_value(a)
            if value is not None and value == exact_value(head.group(1)):
                continue
        if _rounding([a, b], depth) is not None:
            continue
        return True
    return False


_DECIMAL = re.compile(r"^[+-]?\d*\.(\d+)$")


def decimal_places(text: str) -> int | None:
    """The digits after the point of a plain decimal (``0.333``: 3), None for anything else (``7``)."""
    m = _DECIMAL.match(text.replace(" ", ""))
    return len(m.group(1)) if m else None


def _rounding(sides: list[str], depth: int) -> Node | None:
    """A last step that rounds (``\\frac13 = 0.333``, ``\\sqrt2 = 1.414``): its right side is a decimal,
    not zero, that its left side rounds to at the places the decimal states (within half a unit of its
    last digit), a true step at the precision it claims. Its value is that decimal as a rounding
    (``Node("rounded")``, its text ``exact`` where exact arithmetic proves it, ``numeric`` where 60-digit
    arithmetic does); None for any other step, which stays false (``\\frac13 = 0.5``, ``0.04 = 0.0``)."""
    from proctor.grading.exact import exact_value

    places, rounded = decimal_places(sides[-1]), parse_rational(sides[-1])
    if places is None or rounded is None or rounded == 0 or places > 30:
        return None
    half = Fraction(1, 2 * 10**places)
    value = exact_value(sides[-2])
    if value is not None:
        proof = "exact" if abs(value - rounded) <= half else ""
    else:
        proof = "numeric" if _rounds_numerically(sides[-2], rounded, half) else ""
    if not proof:
        return None
    return Node("rounded", proof, items=(parse(sides[-2], depth + 1), Node("scalar", sides[-1].strip())))


def _rounds_numerically(text: str, rounded: Fraction, half: Fraction) -> bool:
    """Whether a constant the exact reader cannot hold (``\\sqrt2``, ``\\pi``) is within ``half`` of
    ``rounded``, told apart at 60 digits with a margin (undecided near the boundary: not a rounding)."""
    from proctor.grading.numeric import ComplexDomain, read
    from proctor.grading.rules import _LARGE_NUMBER, _mp

    if _LARGE_NUMBER.search(text):
        return False
    ctx = _mp()
    v = read(text, ComplexDomain(ctx))
    if v is None or abs(v) > 10**15:
        return False
    margin = ctx.mpf(10) ** -45 * max(1, abs(v))
    if abs(v.imag) > margin:
        return False
    distance = abs(v.real - ctx.mpf(rounded.numerator) / rounded.denominator)
    return bool(distance < ctx.mpf(half.numerator) / half.denominator - margin)


def _names(lhs: str) -> bool:
    """Whether an equation's left side only names its right side (see ``_NAME``)."""
    bare = _SUBSCRIPT.sub("", lhs)
    if not _NAME.match(bare) or re.search(r"[\d+\-*/^]", bare):
        return False
    return not operates(lhs)


def operates(lhs: str) -> bool:
    """Whether a left side applies an operation to the unknown (``|x|``, ``\\overline{z}``, ``\\frac{d}{dx} f``,
    ``\\mathrm{Re}\\, z``; see ``_OPERATES``): what it equals is not the unknown's value."""
    return bool(_OPERATES.search(_SEGMENT.sub("N", _SUBSCRIPT.sub("", lhs))))


def _relation(s: str) -> Node | None:
    """``a \\le b``, ``c > b > a``: a chain of comparisons all in one direction, read left to right as
    ``<``/``<=`` (so ``b \\ge a`` is ``a \\le b``); None for mixed directions."""
    ops = _REL.findall(s)
    parts = [p.strip() for p in _REL.split(s)]
    if not ops or not all(parts):
        return None
    less = [op in _LESS for op in ops]
    if any(less) and not all(less):
        return None
    marks = ["<" if op in _STRICT else "<=" for op in ops]
    if not less[0]:
        parts, marks = parts[::-1], marks[::-1]
    return Node("rel", " ".join(marks), items=tuple(Node("scalar", p) for p in parts))


def _rows(node: Node) -> Node:
    """``[[1, 2], [3, 4]]`` (a list of equal-length lists) is a matrix."""
    if (
        node.kind == "seq"
        and node.brackets == "[]"
        and all(n.kind == "seq" and n.brackets == "[]" for n in node.items)
        and len({len(n.items) for n in node.items}) == 1
    ):
        return Node("matrix", rows=tuple(n.items for n in node.items))
    return node


def _bag(parts: list[str], depth: int = 0) -> Node:
    items: list[Node] = []
    for p in parts:
        if not p:
            continue
        node = parse(p, depth + 1)
        # a list inside a list is one list ("1, 2 or 3"); a set written as a set is one element
        items.extend(node.items if node.kind == "bag" and node.brackets != "{}" else (node,))
    return Node("bag", items=tuple(items))


def _set(parts: list[str], depth: int) -> Node:
    """A set written with braces: a bag that stays one element of a bag around it (``\\{\\{1\\}\\}``
    is not ``\\{1\\}``)."""
    return Node("bag", items=_bag(parts, depth).items, brackets="{}")


_NOT_EQUAL_TO = re.compile(r"^[a-zA-Z]\s*\\neq\s*([^=<>,]+)$")


def _end(node: Node) -> tuple[int, object] | None:
    """An interval end as a comparable value: (-1, 0) for -infinity, (1, 0) for infinity, (0, q) for
    a plain number; None for anything else."""
    text = node.text.replace(" ", "") if node.kind == "scalar" else ""
    if text in ("\\infty", "+\\infty"):
        return (1, 0)
    if text == "-\\infty":
        return (-1, 0)
    value = parse_rational(text)
    return None if value is None else (0, value)


def _merged(node: Node) -> Node:
    """A union of intervals with plain-number ends, adjacent ones merged where they meet and one of
    them holds the meeting point (``[0, 1) \\cup [1, 2]`` is ``[0, 2]``); anything else unchanged."""
    items = list(node.items)
    if len(items) < 2 or any(
        n.kind != "seq" or len(n.items) != 2 or n.brackets[0] not in "([" for n in items
    ):
        return node
    ends = [(_end(n.items[0]), _end(n.items[1])) for n in items]
    if any(a is None or b is None for a, b in ends):
        return node
    order = sorted(range(len(items)), key=lambda k: ends[k][0])  # type: ignore[arg-type,return-value]
    merged: list[list] = []
    for k in order:
        (lo, hi), n = ends[k], items[k]
        if merged and merged[-1][1] == lo and (merged[-1][3] == "]" or n.brackets[0] == "["):
            merged[-1][1], merged[-1][3], merged[-1][5] = hi, n.brackets[1], n.items[1]
        else:
            merged.append([lo, hi, n.brackets[0], n.brackets[1], n.items[0], n.items[1]])
    if len(merged) == len(items):
        return node
    out = tuple(Node("seq", items=(m[4], m[5]), brackets=m[2] + m[3]) for m in merged)
    return out[0] if len(out) == 1 else Node("bag", items=out)


# An evaluation bar: "x^2+1 \\big|_{x=2}" (normalize keeps "|_{x=2}") is the expression at x = 2, not the
# expression. Its value is read by putting the value in for the letter (one letter, a constant value, the
# bar ending a side of the answer); any other bar ("F(x)|_0^1", a bound variable, a subscripted letter) is
# not read: the answer is then no value at all, never the expression without its bar.
_BAR = re.compile(r"\|\s*_")
_BAR_AT = re.compile(r"\|\s*_\s*\{\s*([A-Za-z])\s*=")
_BOUND = re.compile(
    r"\\(?:int|iint|oint|sum|prod|lim|partial|text\w*|math\w+|operatorname|frac\s*\{\s*d)(?![a-zA-Z])"
)
_TOKEN = re.compile(r"\\[a-zA-Z]+|\\.|.", re.DOTALL)


def _evaluated(side: str) -> str | None:
    """A side ending on an evaluation bar with the value put in for its letter (``x^2+1|_{x=2}`` ->
    ``(2)^2+1``); None for a bar it cannot read so."""
    m = _BAR_AT.search(side)
    if m is None or m.start() != side.find("|"):
        return None  # no "|_{x=", or another "|" (an absolute value) before the bar
    close = _match_close(side, side.index("{", m.start()))
    value = side[m.end() : close].strip()
    body, letter = side[: m.start()].strip(), m.group(1)
    if (
        close != len(side) - 1
        or not value
        or not body
        or _BOUND.search(body)
        or re.search(r"[A-Za-z]", _COMMAND.sub("", value))
    ):
        return None
    out: list[str] = []
    for tok in _TOKEN.findall(body):
        if tok == letter:  # (in braces after "^" or "_": "e^x" is "e^{(0)}")
            tok = f"{{({value})}}" if out and out[-1] in "^_" else f"({value})"
        out.append(tok)
    result = "".join(out)
    return None if re.search(rf"\({re.escape(value)}\)\s*_", result) else result


def _without_bars(s: str) -> str | None:
    """``s`` with each side's evaluation bar read (:func:`_evaluated`); None when one cannot be."""
    sides = split_top(s, ("=",))
    out = []
    for side in sides:
        if _BAR.search(side):
            side = _evaluated(side)
            if side is None:
                return None
        out.append(side)
    return " = ".join(out)


def parse(text: str, depth: int = 0) -> Node:
    """The structure of an answer (see the module docstring). Never raises; unknown forms are scalars."""
    s = normalize(text) if depth == 0 else text.strip()
    if not s or depth > 20 or len(s) > 20000:
        return Node("scalar", s)
    if depth == 0 and _BAR.search(s) and (s := _without_bars(s) or "") == "":
        return Node("false", normalize(text))  # "F(x) |_0^1": an evaluation not read, no value
    if (m := _IN_PREFIX.match(s)) and _SET_START.match(s[m.end() :]):
        s = s[m.end() :]  # "x \\in [-2, 7]" is the interval; "x \\in 7" says no value, it stays
    if s.startswith("\\langle") and s.endswith("\\rangle"):
        s = f"({s[7:-7].strip()})"  # a vector <1, 2> is an ordered tuple, never a set
    if (m := _NOT_EQUAL_TO.match(s)) and not re.search(r"[A-Za-z]", _COMMAND.sub("", m.group(1))):
        # "x \\neq 1": every real number but 1
        s = f"(-\\infty,{m.group(1)})\\cup({m.group(1)},\\infty)"
    # Union of intervals or sets.
    parts = split_top(s, ("\\cup",))
    if len(parts) > 1:
        return _merged(_bag(parts, depth))
    m = _MATRIX.match(s)
    if m and f"\\end{{{m.group(1)}}}" not in m.group(2):  # one matrix, not "A + B" of two
        rows = tuple(
            tuple(parse(cell, depth + 1) for cell in row.split("&"))
            for row in re.split(r"\\\\", m.group(2))
            if row.strip()
        )
        return Node("matrix", rows=rows)
    if s.startswith("\\{") and s.endswith("\\}") and _match_close(s, 1) == len(s) - 1:
        inner = s[2:-2].strip()
        return _set(split_top(inner, (",", ";")), depth) if inner else Node("bag")
    if s.startswith("{") and _match_close(s, 0) == len(s) - 1:
        parts = split_top(s[1:-1], (",", ";"))
        if len(parts) > 1:  # "{1, 2, 3}" written without escapes is a set
            return _set(parts, depth)
        return parse(s[1:-1], depth + 1)  # "{(1, 2)}": braces around the whole answer only group it
    if s[:1] in ("[", "(") and _match_close(s, 0) == len(s) - 1 and _MATRIX.match(s[1:-1].strip()):
        return parse(s[1:-1], depth + 1)  # "\\left[\\begin{array}...\\end{array}\\right]"
    if s[:1] and s[:1] in "([" and _match_close(s, 0) == len(s) - 1:  # "" is in every string
        inner = s[1:-1]
        items = split_top(inner, (",",))
        if len(items) == 1:
            items = split_top(inner, (";",))  # "(0; -2; 6)"
        if len(items) > 1:
            seq = Node("seq", items=tuple(parse(p, depth + 1) for p in items), brackets=s[0] + s[-1])
            return _rows(seq)
        if s[0] == "(" and s[-1] == ")":
            if len(inner.strip()) == 1 and inner.strip() in "ABCDE":
                return Node("scalar", s)  # "(C)" is a choice: the parentheses say so (rules.choice_letter)
            return parse(inner, depth + 1)
    groups = split_top(s, (";",))
    if len(groups) > 1 and any(len(split_top(g, (",",))) > 1 for g in groups):
        # "p=5, q=2; p=7, q=2": semicolons separate answers that are themselves lists
        return Node("bag", items=tuple(parse(g, depth + 1) for g in groups if g))
    parts = split_top(s, (",", ";"))
    if len(parts) == 1:
        parts = [p for p in _OR_WORDS.split(s) if p and p.strip()]
        if len(parts) > 1 and _AND.search(s) and any(_REL.search(p) for p in parts):
            return Node("scalar", s)  # "x > 1 and x < 3" is an intersection, not alternatives
    if len(parts) > 1:
        return _bag(parts, depth)
    relation = _REL.search(s) is not None and "=" not in _REL.sub("", s)
    if relation:
        interval = _interval_from_relation(s)
        if interval is not None:
            return interval
        rel = _relation(s)
        if rel is not None:
            return rel
    if (m := _DEFINES.search(s) or _DEFINED_BY.search(s)) is not None:
        name, value = s[: m.start()].strip(), s[m.end() :].strip()
        if m.re is _DEFINED_BY:
            name, value = value, name
        if name and value and (_VAR.match(name) or _names(name)) and not _CONSTANT_NAME.match(name):
            return parse(f"{name} = {value}", depth + 1)  # "x := 7" is the assignment "x = 7"
        return Node("false", s)  # "8 := 7", "\\pi := 7": nothing is defined, no value is stated
    # Equations: a single-variable left side is an assignment ("x = 3" is "3").
    sides = split_top(s, ("=",))
    if len(sides) > 1 and _CONSTANT_NAME.match(sides[0]):
        return Node("false", s)  # "\\pi = 7", "\\pi = 7 = 7": a claim about a constant, not an assignment
    if len(sides) > 1 and all(sides):
        if all(_constant(side) for side in sides):
            # "96 + 48 = 144": a computation, its value is its last side (what the answer ends on, as a
            # retraction's last value is); a false one ("8 = 7", "(-1, 3) = (3, -1)") states no value
            if _false_chain(sides, depth):
                return _rounding(sides, depth) or Node("false", s)
            if _false_earlier_step(sides, depth):
                return Node("false", s)  # "8 = 7 = 7": a false step, then a true one
            return parse(sides[-1], depth + 1)
        if len(sides) == 2 and (_VAR.match(sides[0]) or _names(sides[0])):
            return Node("eq", "assign", items=(Node("scalar", sides[0]), parse(sides[1], depth + 1)))
        if len(sides) == 2:
            return Node("eq", items=(Node("scalar", sides[0]), Node("scalar", sides[1])))
        if _constant(sides[-2]) and _constant(sides[-1]) and _false_chain(sides, depth):
            # "x = 8 = 7": its last step is false, as in a constant chain (unless it rounds)
            return _rounding(sides, depth) or Node("false", s)
        if _false_earlier_step(sides, depth):
            return Node("false", s)  # "x = 8 = 7 = 7"
        return parse(sides[-1], depth + 1)  # "x = 5 + 5 + 1 = 11": a chain ends on its value
    if _REL.search(s):
        interval = _interval_from_relation(s)
        if interval is not None:
            return interval
    if "\\pm" in s or "\\mp" in s:
        plus = s.replace("\\pm", "+").replace("\\mp", "-")
        minus = s.replace("\\pm", "-").replace("\\mp", "+")
        return Node("bag", items=(Node("scalar", plus.strip()), Node("scalar", minus.strip())))
    return Node("scalar", s)
