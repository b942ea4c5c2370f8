"""A small, bounded reader of constant and polynomial LaTeX answers (the fast paths' evaluator).

One grammar, several value domains. The reader knows numbers, ``+ - * /``, ``\\cdot``, ``\\times``,
``\\div``, ``\\frac``, ``\\binom``, ``\\sqrt`` (and ``\\sqrt[n]``), powers, ``n!``, ``|x|``, ``\\pi``,
``e``, ``i``, parentheses and implicit products, one-letter variables (case matters: ``x`` and ``X``
are different symbols) and the functions ``\\sin \\cos \\tan \\sec \\csc \\cot \\ln \\exp``
(``\\sin^2 x``, ``\\sin(2x)``, ``\\sin 2x`` read as sympy's parser reads them). What a value *is* comes
from the domain:

- :class:`ComplexDomain`: floating point (``cmath``), or mpmath at high precision (``MP``);
- :class:`ExactDomain` (``exact.py``): exact rationals with a degree bound, for proofs.

Nothing is ever executed: it is a recursive-descent reader over a token list with a depth limit, and
any form it does not know makes the whole value unknown (None), never a guess.
"""

from __future__ import annotations

import cmath
import math
import re
from typing import Any

MAX_CHARS = 300
MAX_DEPTH = 40
MAX_FUNCTION_ARG = 1e6  # a larger argument of sin, exp, ... is not evaluated at high precision here
# "1.77e-6" is one number (scientific notation: digits right after the e); "3e" and "2e^{3}" are products.
_TOKEN = re.compile(r"\s*((?:\d+\.?\d*|\.\d+)[eE][+-]?\d+(?![\d.])|\d+\.\d*|\.\d+|\d+|\\[a-zA-Z]+|\S)")
_DIGIT_SPACE_DIGIT = re.compile(r"^[+-]?\d+(?:\s+\d+)+$")  # "8 21" is not a number
_MUL = {"*", "\\cdot", "\\times"}
_DIV = {"/", "\\div"}
FUNCTION_NAMES = ("\\sin", "\\cos", "\\tan", "\\sec", "\\csc", "\\cot", "\\ln", "\\exp")
_ATOM_START = re.compile(
    r"^(?:\d|\.\d|\\pi$|\\frac$|\\binom$|\\sqrt$|\(|\{|[a-zA-Z]$|\\(?:sin|cos|tan|sec|csc|cot|ln|exp)$)"
)
_PLAIN_FACTOR = re.compile(r"^(?:\d|\.\d|[a-zA-Z]$|\\pi$)")  # what "\\sin 2x" takes as its argument


class Unsupported(Exception):
    """A form the reader or the domain does not know: the value is unknown."""


LETTERS = "abcdfghjklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the variables: e and i are constants


# Values of the variables at the fixed evaluation points of the floating-point domain; generic, of both
# signs, so that different expressions differ there. Upper- and lower-case letters are different symbols.
POINTS = (
    {c: 1.1 + 0.1371 * k for k, c in enumerate(LETTERS)},
    {c: -0.73 - 0.0913 * k for k, c in enumerate(LETTERS)},
    {c: 2.35 + 0.0571 * k * k for k, c in enumerate(LETTERS)},
)


class ComplexDomain:
    """Complex numbers, in floating point (``cmath``) or at high precision (``mpmath``)."""

    exact = False

    def __init__(self, lib: Any = cmath, point: dict[str, Any] | None = None) -> None:
        self.lib = lib
        self.point = point
        self.variables = False
        if lib is cmath:
            self.num = lambda tok: complex(float(tok))
            self.pi, self.e, self.i = complex(math.pi), complex(math.e), 1j
        else:
            self.num = lambda tok: lib.mpc(lib.mpf(tok))
            self.pi, self.e, self.i = lib.mpc(lib.pi), lib.mpc(lib.e), lib.mpc(0, 1)
        self.functions = {
            "\\sin": lib.sin,
            "\\cos": lib.cos,
            "\\tan": lib.tan,
            "\\sec": lambda z: 1 / lib.cos(z),
            "\\csc": lambda z: 1 / lib.sin(z),
            "\\cot": lambda z: lib.cos(z) / lib.sin(z),
            "\\ln": lib.log,
            "\\exp": lib.exp,
        }

    def constant(self, tok: str) -> Any:
        return {"\\pi": self.pi, "e": self.e, "i": self.i}[tok]

    def variable(self, tok: str) -> Any:
        if self.point is None or tok not in self.point:
            raise Unsupported
        self.variables = True
        value = complex(self.point[tok])
        return value if self.lib is cmath else self.lib.mpc(value.real, value.imag)

    def _hidden(self, a: Any, b: Any) -> None:
        """At high precision, a term too small beside the other to be seen in the digits kept
        (``\\sqrt{2} + 10^{-50}``) makes the value unknown: it would vanish into the rounding."""
        if self.lib is not cmath and a != 0 and b != 0:
            small, large = sorted((abs(a), abs(b)))
            if small < self.lib.mpf("1e-25") * large:
                raise Unsupported

    def add(self, a: Any, b: Any) -> Any:
        self._hidden(a, b)
        return a + b

    def sub(self, a: Any, b: Any) -> Any:
        self._hidden(a, b)
        return a - b

    @staticmethod
    def mul(a: Any, b: Any) -> Any:
        return a * b

    def div(self, a: Any, b: Any) -> Any:
        if b == 0:
            raise Unsupported
        return a / b

    @staticmethod
    def neg(a: Any) -> Any:
        return 0 - a  # no negative zero in the imaginary part

    def power(self, base: Any, exponent: Any) -> Any:
        if exponent.imag != 0 or abs(exponent.real) > 1e4:
            raise Unsupported
        e = exponent.real
        if e != int(e):
            self._tiny(exponent)  # 2^{10^{-50}}
        if e != int(e) and (base.imag != 0 or base.real < 0):
            raise Unsupported  # branch choices are left to sympy
        if base == 0 and e < 0:
            raise Unsupported
        if self.lib is not cmath:
            return self.lib.mpc(self.lib.power(base.real, e)) if e != int(e) else base ** int(e)
        try:
            if base.imag == 0 and (e != int(e) or abs(e) > 64):
                return complex(base.real**e)
            return base ** int(e) if e == int(e) else complex(base.real**e)
        except (OverflowError, ZeroDivisionError) as exc:
            raise Unsupported from exc

    def _tiny(self, x: Any) -> None:
        """At high precision, a function of a non-zero argument too small (``e^{10^{-50}}``,
        ``\\cos(10^{-30})``) or too large (``\\sin(10^{30})``) for the digits kept has no value: it
        would agree with ``f(0)`` or lose its digits, and agreement would prove nothing."""
        # 1e-12: cos(x) - 1 is x^2/2, which must show in the 45 digits compared
        if self.lib is not cmath and x != 0 and not self.lib.mpf("1e-12") <= abs(x) <= self.lib.mpf("1e15"):
            raise Unsupported

    def function(self, name: str, arg: Any) -> Any:
        if self.lib is not cmath and abs(arg) > MAX_FUNCTION_ARG:
            raise Unsupported  # sin(1e99999999): mpmath would reduce it with 10^8 digits (sympy decides)
        if name != "\\ln":
            self._tiny(arg)
        return (
            self.lib.mpc(self.functions[name](arg))
            if self.lib is not cmath
            else complex(self.functions[name](arg))
        )

    def root(self, radicand: Any, index: Any) -> Any:
        if index.imag != 0 or index.real <= 0:
            raise Unsupported
        if index.real == 2:
            return self.lib.sqrt(radicand)
        if radicand.imag == 0 and radicand.real < 0 and index.real == int(index.real) and int(index.real) % 2:
            return self.neg(self.root(self.neg(radicand), index))  # \\sqrt[3]{-8} is -2 (the real root)
        if radicand.imag != 0 or radicand.real < 0:
            raise Unsupported
        return (
            self.lib.mpc(self.lib.root(radicand.real, int(index.real)))
            if self.lib is not cmath
            else complex(radicand.real ** (1.0 / index.real))
        )

    def absolute(self, x: Any) -> Any:
        return self.num("0") + abs(x)

    def factorial(self, x: Any) -> Any:
        if x.imag != 0 or x.real != int(x.real) or not 0 <= x.real <= 170:
            raise Unsupported
        return self.num(str(math.factorial(int(x.real))))

    def binom(self, n: Any, k: Any) -> Any:
        if any(v.imag != 0 or v.real != int(v.real) or not 0 <= v.real <= 1000 for v in (n, k)):
            raise Unsupported
        return self.num(str(math.comb(int(n.real), int(k.real))))

    @staticmethod
    def small_int(x: Any) -> int | None:
        """``x`` as a whole number when it is one (for ``\\sin^2``), else None."""
        if x.imag != 0 or x.real != int(x.real):
            return None
        return int(x.real)

    def finite(self, x: Any) -> bool:
        return cmath.isfinite(x) if self.lib is cmath else bool(self.lib.isfinite(x))


class Reader:
    """The grammar; values come from ``domain``."""

    def __init__(self, tokens: list[str], domain: Any) -> None:
        self.t = tokens
        self.i = 0
        self.depth = 0
        self.d = domain

    def peek(self) -> str | None:
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise Unsupported
        self.i += 1
        return tok

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unsupported

    def expr(self) -> Any:
        self.enter()
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            value = self.d.add(value, rhs) if op == "+" else self.d.sub(value, rhs)
        self.depth -= 1
        return value

    def term(self) -> Any:
        value = self.unary()
        while True:
            tok = self.peek()
            if tok in _MUL:
                self.take()
                value = self.d.mul(value, self.unary())
            elif tok in _DIV:
                self.take()
                d = self.unary()
                while (nxt := self.peek()) is not None and _ATOM_START.match(nxt):
                    d = self.d.mul(d, self.power())  # "1/2x" is 1/(2x), as the symbolic parser reads it
                value = self.d.div(value, d)
            elif tok is not None and _ATOM_START.match(tok):
                value = self.d.mul(value, self.power())
            else:
                return value

    def unary(self) -> Any:
        tok = self.peek()
        if tok in ("-", "+"):
            self.take()
            self.enter()
            v = self.unary()
            self.depth -= 1
            return self.d.neg(v) if tok == "-" else v
        return self.power()

    def power(self) -> Any:
        base = self.atom()
        if self.peek() == "!":
            self.take()
            base = self.d.factorial(base)
        if self.peek() == "^":
            self.take()
            self.enter()
            exponent = self.exponent()
            self.depth -= 1
            return self.d.power(base, exponent)
        return base

    def exponent(self) -> Any:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and (tok[0].isdigit() or tok[0] == "."):
            self.take()
            return self.d.num(tok)  # "2^10" is read as 2^{10}, as the symbolic parser reads it
        if tok in ("-", "+"):
            return self.unary()
        return self.atom()

    def _int_arg(self) -> str | None:
        """An argument that is a plain integer (``{12}`` or one digit of ``12``), else None."""
        tok = self.peek()
        if (
            tok == "{"
            and self.i + 2 < len(self.t)
            and self.t[self.i + 1].isdigit()
            and self.t[self.i + 2] == "}"
        ):
            self.i += 3
            return self.t[self.i - 2]
        if tok is not None and tok.isdigit():
            self.take()
            if len(tok) > 1:
                self.t.insert(self.i, tok[1:])
            return tok[0]
        return None

    def function(self, name: str) -> Any:
        """``\\sin^2 x`` is (sin x)^2; ``\\sin^{-1}`` (an inverse, not a power) is not read."""
        exponent = None
        if self.peek() == "^":
            self.take()
            self.enter()
            exponent = self.d.small_int(self.exponent())
            self.depth -= 1
            if exponent is None or not 0 < exponent <= 8:
                raise Unsupported
        self.enter()
        if self.peek() in ("(", "{"):
            arg = self.atom()
        else:
            arg = self.power()
            while (nxt := self.peek()) is not None and _PLAIN_FACTOR.match(nxt):
                arg = self.d.mul(arg, self.power())
        self.depth -= 1
        value = self.d.function(name, arg)
        return self.d.power(value, self.d.num(str(exponent))) if exponent is not None else value

    def group(self) -> Any:
        self.take("{")
        v = self.expr()
        self.take("}")
        return v

    def arg(self) -> Any:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and tok[0].isdigit():
            self.take()
            if len(tok) > 1 and tok.isdigit():
                self.t.insert(self.i, tok[1:])
            return self.d.num(tok[0])
        return self.atom()

    def atom(self) -> Any:
        tok = self.take()
        if tok[0].isdigit() or tok[0] == ".":
            value = self.d.num(tok)
            # "2\frac{1}{3}" and "3\frac12" are mixed numbers.
            if self.peek() == "\\frac" and re.fullmatch(r"\d+", tok):
                mark = self.i
                self.take()
                num = self._int_arg()
                den = self._int_arg() if num is not None else None
                if num is not None and den is not None and 0 < int(num) < int(den):
                    return self.d.add(value, self.d.div(self.d.num(num), self.d.num(den)))
                self.i = mark  # "2\frac{4}{3}" is not a mixed number: a product, 8/3
            return value
        if tok in ("\\pi", "e", "i"):
            return self.d.constant(tok)
        if len(tok) == 1 and tok.isalpha() and tok.isascii():
            if self.peek() == "(" and self.i + 2 < len(self.t) and self.t[self.i + 2] == ")":
                raise Unsupported  # "f(2)", "I(0)", "v(t)": a function's value, as sympy's parser reads it
            return self.d.variable(tok)
        if tok in FUNCTION_NAMES:
            return self.function(tok)
        if tok == "\\frac":
            num = self.arg()
            return self.d.div(num, self.arg())
        if tok == "\\binom":
            n = self.arg()
            return self.d.binom(n, self.arg())
        if tok == "\\sqrt":
            index = self.d.num("2")
            if self.peek() == "[":
                self.take()
                index = self.expr()
                self.take("]")
            return self.d.root(self.arg(), index)
        if tok == "|":
            v = self.expr()
            self.take("|")
            return self.d.absolute(v)
        if tok in ("(", "{"):
            v = self.expr()
            self.take(")" if tok == "(" else "}")
            return v
        raise Unsupported


def read(text: str, domain: Any) -> Any | None:
    """The value of a LaTeX expression in ``domain``, or None when it is not one this reader knows."""
    if len(text) > MAX_CHARS or _DIGIT_SPACE_DIGIT.search(text):
        return None
    tokens = _TOKEN.findall(text)
    if not tokens:
        return None
    reader = Reader(tokens, domain)
    try:
        value = reader.expr()
    except (Unsupported, RecursionError, ValueError, OverflowError, ZeroDivisionError, TypeError, KeyError):
        return None
    if reader.i != len(reader.t) or not domain.finite(value):
        return None
    return value


def evaluate(text: str, point: dict[str, float] | None = None) -> complex | None:
    """The floating-point value of a LaTeX expression (its variables set from ``point``; without a
    point, only constants are read), or None when it is not one this reader knows."""
    return read(text, ComplexDomain(cmath, point))


def evaluate_points(text: str) -> list[complex] | None:
    """The values at every point of POINTS (one value when the expression is a constant)."""
    values = []
    for point in POINTS:
        v = evaluate(text, point)
        if v is None:
            return None
        values.append(v)
    return values
