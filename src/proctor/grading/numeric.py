"""A small, bounded numeric evaluator for constant LaTeX answers (the fast numeric path).

It reads numbers, ``+ - * /``, ``\\cdot``, ``\\times``, ``\\div``, ``\\frac``, ``\\sqrt`` (and
``\\sqrt[n]``), powers, ``\\pi``, ``e``, parentheses and implicit products, and returns a float, or
None for anything else (variables, functions, very long input, overflow). Nothing is ever executed:
it is a recursive-descent reader over a token list with a depth limit. Used only to tell two
constants apart quickly; equal-looking values are confirmed by the exact paths.
"""

from __future__ import annotations

import math
import re

MAX_CHARS = 300
MAX_DEPTH = 40
_TOKEN = re.compile(r"\s*(\d+\.\d*|\.\d+|\d+|\\[a-zA-Z]+|\S)")
_MUL = {"*", "\\cdot", "\\times"}
_DIV = {"/", "\\div"}
_ATOM_START = re.compile(r"^(?:\d|\.\d|\\pi$|\\frac$|\\sqrt$|\(|\{|e$)")


class _Unsupported(Exception):
    pass


class _Reader:
    def __init__(self, tokens: list[str]) -> None:
        self.t = tokens
        self.i = 0
        self.depth = 0

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

    def expr(self) -> float:
        self.enter()
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        self.depth -= 1
        return value

    def term(self) -> float:
        value = self.unary()
        while True:
            tok = self.peek()
            if tok in _MUL:
                self.take()
                value *= self.unary()
            elif tok in _DIV:
                self.take()
                d = self.unary()
                if d == 0:
                    raise _Unsupported
                value /= d
            elif tok is not None and _ATOM_START.match(tok):
                value *= self.power()
            else:
                return value

    def unary(self) -> float:
        tok = self.peek()
        if tok in ("-", "+"):
            self.take()
            self.enter()
            v = self.unary()
            self.depth -= 1
            return -v if tok == "-" else v
        return self.power()

    def power(self) -> float:
        base = self.atom()
        if self.peek() == "^":
            self.take()
            self.enter()
            exponent = self.exponent()
            self.depth -= 1
            if abs(exponent) > 1e4 or (base < 0 and exponent != int(exponent)):
                raise _Unsupported
            try:
                return float(base**exponent)
            except (OverflowError, ZeroDivisionError) as exc:
                raise _Unsupported from exc
        return base

    def exponent(self) -> float:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and (tok[0].isdigit() or tok[0] == "."):
            self.take()
            return float(tok)  # "2^10" is read as 2^{10}, as the symbolic parser reads it
        if tok in ("-", "+"):
            return self.unary()
        return self.atom()

    def group(self) -> float:
        self.take("{")
        v = self.expr()
        self.take("}")
        return v

    def arg(self) -> float:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and tok[0].isdigit():
            self.take()
            if len(tok) > 1 and tok.isdigit():
                self.t.insert(self.i, tok[1:])
            return float(tok[0])
        return self.atom()

    def atom(self) -> float:
        tok = self.take()
        if tok[0].isdigit() or tok[0] == ".":
            value = float(tok)
            # "2\frac{1}{3}" is the mixed number 7/3.
            if self.peek() == "\\frac" and re.fullmatch(r"\d+", tok):
                mark = self.i
                self.take()
                num_tokens = self.t[self.i : self.i + 3]
                if (
                    len(num_tokens) == 3
                    and num_tokens[0] == "{"
                    and num_tokens[1].isdigit()
                    and num_tokens[2] == "}"
                ):
                    num = self.arg()
                    den_tokens = self.t[self.i : self.i + 3]
                    if len(den_tokens) == 3 and den_tokens[1].isdigit():
                        den = self.arg()
                        if den != 0:
                            return value + num / den
                self.i = mark
            return value
        if tok == "\\pi":
            return math.pi
        if tok == "e":
            return math.e
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
            if radicand < 0 or index <= 0:
                raise _Unsupported
            return radicand ** (1.0 / index)
        if tok == "(":
            v = self.expr()
            self.take(")")
            return v
        if tok == "{":
            v = self.expr()
            self.take("}")
            return v
        raise _Unsupported


def evaluate(text: str) -> float | None:
    """The value of a constant LaTeX expression, or None when it is not one this reader knows."""
    if len(text) > MAX_CHARS:
        return None
    tokens = _TOKEN.findall(text)
    if not tokens:
        return None
    reader = _Reader(tokens)
    try:
        value = reader.expr()
    except (_Unsupported, RecursionError, ValueError, OverflowError, ZeroDivisionError):
        return None
    if reader.i != len(reader.t) or not math.isfinite(value):
        return None
    return value
