"""A small, bounded numeric evaluator for constant LaTeX answers (the fast numeric path).

It reads numbers, ``+ - * /``, ``\\cdot``, ``\\times``, ``\\div``, ``\\frac``, ``\\sqrt`` (and
``\\sqrt[n]``), powers, ``\\pi``, ``e``, parentheses and implicit products, and the functions
``\\sin \\cos \\tan \\sec \\csc \\cot \\ln \\exp`` (``\\sin^2 x``, ``\\sin(2x)``, ``\\sin 2x``), and returns a float, or
None for anything else (variables, functions, very long input, overflow). Nothing is ever executed:
it is a recursive-descent reader over a token list with a depth limit. Used only to tell two
constants apart quickly; equal-looking values are confirmed by the exact paths.
"""

from __future__ import annotations

import cmath
import math
import re

MAX_CHARS = 300
MAX_DEPTH = 40
_TOKEN = re.compile(r"\s*(\d+\.\d*|\.\d+|\d+|\\[a-zA-Z]+|\S)")
_DIGIT_SPACE_DIGIT = re.compile(r"^[+-]?\d+(?:\s+\d+)+$")  # "8 21" is not a number
_MUL = {"*", "\\cdot", "\\times"}
_DIV = {"/", "\\div"}
_FUNCTIONS = {
    "\\sin": cmath.sin,
    "\\cos": cmath.cos,
    "\\tan": cmath.tan,
    "\\sec": lambda z: 1 / cmath.cos(z),
    "\\csc": lambda z: 1 / cmath.sin(z),
    "\\cot": lambda z: cmath.cos(z) / cmath.sin(z),
    "\\ln": cmath.log,
    "\\exp": cmath.exp,
}
_ATOM_START = re.compile(
    r"^(?:\d|\.\d|\\pi$|\\frac$|\\sqrt$|\(|\{|[a-zA-Z]$|\\(?:sin|cos|tan|sec|csc|cot|ln|exp)$)"
)
_PLAIN_FACTOR = re.compile(r"^(?:\d|\.\d|[a-zA-Z]$|\\pi$)")  # what "\\sin 2x" takes as its argument


class _Unsupported(Exception):
    pass


# Values of the variables at the fixed evaluation points (variables are case-insensitive, as in the
# symbolic path); chosen to be generic so that different expressions differ there.
POINTS = (
    {c: 1.1 + 0.1371 * k for k, c in enumerate("abcdfghjklmnopqrstuvwxyz")},
    {c: -0.73 - 0.0913 * k for k, c in enumerate("abcdfghjklmnopqrstuvwxyz")},
    {c: 2.35 + 0.0571 * k * k for k, c in enumerate("abcdfghjklmnopqrstuvwxyz")},
)


class _Reader:
    def __init__(self, tokens: list[str], point: dict[str, float] | None = None) -> None:
        self.t = tokens
        self.i = 0
        self.depth = 0
        self.point = point
        self.variables = False

    def peek(self) -> str | None:
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise _Unsupported
        self.i += 1
        return tok

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _Unsupported

    def expr(self) -> complex:
        self.enter()
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        self.depth -= 1
        return value

    def term(self) -> complex:
        value = self.unary()
        while True:
            tok = self.peek()
            if tok in _MUL:
                self.take()
                value *= self.unary()
            elif tok in _DIV:
                self.take()
                d = self.unary()
                while (nxt := self.peek()) is not None and _ATOM_START.match(nxt):
                    d *= self.power()  # "1/2x" is 1/(2x), as the symbolic parser reads it
                if d == 0:
                    raise _Unsupported
                value /= d
            elif tok is not None and _ATOM_START.match(tok):
                value *= self.power()
            else:
                return value

    def unary(self) -> complex:
        tok = self.peek()
        if tok in ("-", "+"):
            self.take()
            self.enter()
            v = self.unary()
            self.depth -= 1
            return 0 - v if tok == "-" else v  # 0 - v: no negative zero in the imaginary part
        return self.power()

    # Division by zero anywhere makes the whole value unknown.

    def power(self) -> complex:
        base = self.atom()
        if self.peek() == "^":
            self.take()
            self.enter()
            exponent = self.exponent()
            self.depth -= 1
            if exponent.imag != 0 or abs(exponent.real) > 1e4:
                raise _Unsupported
            e = exponent.real
            if e != int(e) and (base.imag != 0 or base.real < 0):
                raise _Unsupported  # branch choices are left to sympy
            try:
                if base.imag == 0 and (e != int(e) or abs(e) > 64):
                    return complex(base.real**e)
                return base ** int(e) if e == int(e) else complex(base.real**e)
            except (OverflowError, ZeroDivisionError) as exc:
                raise _Unsupported from exc
        return base

    def exponent(self) -> complex:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and (tok[0].isdigit() or tok[0] == "."):
            self.take()
            return complex(float(tok))  # "2^10" is read as 2^{10}, as the symbolic parser reads it
        if tok in ("-", "+"):
            return self.unary()
        return self.atom()

    def _int_arg(self) -> int | None:
        """An argument that is a plain integer (``{12}`` or one digit of ``12``), else None."""
        tok = self.peek()
        if (
            tok == "{"
            and self.i + 2 < len(self.t)
            and self.t[self.i + 1].isdigit()
            and self.t[self.i + 2] == "}"
        ):
            self.i += 3
            return int(self.t[self.i - 2])
        if tok is not None and tok.isdigit():
            self.take()
            if len(tok) > 1:
                self.t.insert(self.i, tok[1:])
            return int(tok[0])
        return None

    def function(self, fn) -> complex:  # type: ignore[no-untyped-def]
        """``\\sin^2 x`` is (sin x)^2; ``\\sin^{-1}`` (an inverse, not a power) is not read."""
        exponent = None
        if self.peek() == "^":
            self.take()
            self.enter()
            exponent = self.exponent()
            self.depth -= 1
            if exponent.imag != 0 or exponent.real != int(exponent.real) or not 0 < exponent.real <= 8:
                raise _Unsupported
        self.enter()
        if self.peek() in ("(", "{"):
            arg = self.atom()
        else:
            arg = self.power()
            while (nxt := self.peek()) is not None and _PLAIN_FACTOR.match(nxt):
                arg *= self.power()
        self.depth -= 1
        value = complex(fn(arg))
        return value ** int(exponent.real) if exponent is not None else value

    def group(self) -> complex:
        self.take("{")
        v = self.expr()
        self.take("}")
        return v

    def arg(self) -> complex:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and tok[0].isdigit():
            self.take()
            if len(tok) > 1 and tok.isdigit():
                self.t.insert(self.i, tok[1:])
            return complex(float(tok[0]))
        return self.atom()

    def atom(self) -> complex:
        tok = self.take()
        if tok[0].isdigit() or tok[0] == ".":
            value = complex(float(tok))
            # "2\frac{1}{3}" and "3\frac12" are mixed numbers.
            if self.peek() == "\\frac" and re.fullmatch(r"\d+", tok):
                mark = self.i
                self.take()
                num = self._int_arg()
                den = self._int_arg() if num is not None else None
                if num is not None and den:
                    return value + num / den
                self.i = mark
            return value
        if tok == "\\pi":
            return complex(math.pi)
        if tok == "e":
            return complex(math.e)
        if tok in ("i", "I"):
            return 1j
        if len(tok) == 1 and tok.isalpha() and tok.isascii():
            if self.point is None or tok.lower() not in self.point:
                raise _Unsupported
            self.variables = True
            return complex(self.point[tok.lower()])
        if tok in _FUNCTIONS:
            return self.function(_FUNCTIONS[tok])
        if tok == "\\frac":
            num = self.arg()
            den = self.arg()
            if den == 0:
                raise _Unsupported
            return num / den
        if tok == "\\sqrt":
            index = 2.0
            if self.peek() == "[":
                self.take()
                index = self.expr()
                self.take("]")
            radicand = self.arg()
            if index.imag != 0 or index.real <= 0:
                raise _Unsupported
            if index.real == 2:
                return cmath.sqrt(radicand)
            if radicand.imag != 0 or radicand.real < 0:
                raise _Unsupported
            return complex(radicand.real ** (1.0 / index.real))
        if tok == "(":
            v = self.expr()
            self.take(")")
            return v
        if tok == "{":
            v = self.expr()
            self.take("}")
            return v
        raise _Unsupported


def evaluate(text: str, point: dict[str, float] | None = None) -> complex | None:
    """The value of a LaTeX expression (its variables set from ``point``; without a point, only
    constants are read), or None when it is not one this reader knows."""
    if len(text) > MAX_CHARS or _DIGIT_SPACE_DIGIT.search(text):
        return None
    tokens = _TOKEN.findall(text)
    if not tokens:
        return None
    reader = _Reader(tokens, point)
    try:
        value = reader.expr()
    except (_Unsupported, RecursionError, ValueError, OverflowError, ZeroDivisionError, TypeError):
        return None
    if reader.i != len(reader.t) or not cmath.isfinite(value):
        return None
    return value


def evaluate_points(text: str) -> list[complex] | None:
    """The values at every point of POINTS (one value when the expression is a constant)."""
    values = []
    for point in POINTS:
        v = evaluate(text, point)
        if v is None:
            return None
        values.append(v)
    return values
