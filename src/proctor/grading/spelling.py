"""Answers written in unicode math (``½``, ``√3``, ``∛8``, ``7⁄8``, ``2×3``, ``−1``, ``π``) or in ASCII (``2*pi``,
``sqrt(3)``, ``x**2``), spelled in LaTeX so that the rest of the grader reads them as it reads LaTeX.

Every rewrite spells the same value: a symbol becomes its LaTeX command, a root takes exactly the
operand the symbol takes (``√12`` is ``\\sqrt{12}``, ``√(x+1)`` is ``\\sqrt{x+1}``, ``√x y`` is
``\\sqrt{x} y``), ASCII names become commands only as whole words (``pi`` but not ``pizza``).
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction

_SYMBOLS = {
    "×": "\\times ",
    "·": "\\cdot ",
    "⋅": "\\cdot ",
    "÷": "\\div ",
    "−": "-",
    "–": "-",
    "π": "\\pi ",
    "∞": "\\infty ",
    "≤": "\\le ",
    "≥": "\\ge ",
    "≠": "\\neq ",
    "∪": "\\cup ",
    "∩": "\\cap ",
    "∈": "\\in ",
    "±": "\\pm ",
    "θ": "\\theta ",
    "⁄": "/",  # the fraction slash: "7⁄8" is 7/8
    "∕": "/",  # the division slash
}
# a middle dot between two digits ("3·14", "0·5") is the decimal point of British and older typesetting as
# often as a product: it is left as written (no value reads it; mathgrader's marks refuse it), never a product;
# the dots that render like it (the dot and bullet operators, the bullet, the katakana and hyphenation points)
# between two digits are written as it, so they read the same: "3∙14", "3•14" have no value either
_DIGITS = frozenset("0123456789")
_DOTS = frozenset("·∙•・‧･")  # (not the dot operator ⋅, a product glued or not: "4⋅25")
_ROOTS = {"√": "\\sqrt", "∛": "\\sqrt[3]", "∜": "\\sqrt[4]"}  # "∛8" is \\sqrt[3]{8}
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_SUPERSCRIPT_RUN = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+")
_ASCII_NAMES = re.compile(r"(?<![\\A-Za-z])(pi|infinity|inf|sin|cos|tan|ln|log|exp)(?![A-Za-z])")
_ASCII_SQRT = re.compile(r"(?<![\\A-Za-z])sqrt\s*\(")
_COMMANDS = {"infinity": "\\infty", "inf": "\\infty"}


def _fraction_char(ch: str) -> str | None:
    if "VULGAR FRACTION" not in unicodedata.name(ch, ""):
        return None
    value = Fraction(unicodedata.numeric(ch)).limit_denominator(100)
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _closing(s: str, i: int) -> int:
    """Index of the parenthesis closing the one at ``i``, or -1."""
    depth = 0
    for j in range(i, len(s)):
        depth += {"(": 1, ")": -1}.get(s[j], 0)
        if depth == 0:
            return j
    return -1


def _roots(s: str) -> str:
    out = []
    i = 0
    while i < len(s):
        if s[i] not in _ROOTS:
            out.append(s[i])
            i += 1
            continue
        j = i + 1
        while j < len(s) and s[j] == " ":
            j += 1
        if j < len(s) and s[j] == "(" and (end := _closing(s, j)) > 0:
            out.append(_ROOTS[s[i]] + "{" + s[j + 1 : end] + "}")
            i = end + 1
        elif m := re.match(r"\d+(?:\.\d+)?|[A-Za-z]|\\[a-zA-Z]+|\{[^{}]*\}", s[j:]):
            operand = m.group(0)
            out.append(_ROOTS[s[i]] + (operand if operand.startswith("{") else "{" + operand + "}"))
            i = j + len(operand)
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def _ascii_sqrt(s: str) -> str:
    while m := _ASCII_SQRT.search(s):
        start = m.end() - 1
        end = _closing(s, start)
        if end < 0:
            return s
        s = s[: m.start()] + "\\sqrt{" + s[start + 1 : end] + "}" + s[end + 1 :]
    return s


def latex_spelling(s: str) -> str:
    """``s`` with unicode and ASCII math spelled in LaTeX (see the module docstring)."""
    if s.isascii():
        if not re.search(r"[a-z]{2}|\*\*", s):
            return s
    else:
        s = "".join(
            "·"
            if ch in _DOTS and 0 < i < len(s) - 1 and s[i - 1] in _DIGITS and s[i + 1] in _DIGITS
            else (_fraction_char(ch) or _SYMBOLS.get(ch, ch))
            for i, ch in enumerate(s)
        )
        s = _SUPERSCRIPT_RUN.sub(lambda m: "^{" + m.group(0).translate(_SUPERSCRIPTS) + "}", s)
        s = _roots(s)
    s = s.replace("**", "^")
    s = _ascii_sqrt(s)
    return _ASCII_NAMES.sub(lambda m: _COMMANDS.get(m.group(1), "\\" + m.group(1)) + " ", s).rstrip()
