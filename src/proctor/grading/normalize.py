"""String-level normalization of answers and exact parsing of plain numbers.

Everything here is a pure, linear-time function of the answer text; no sympy. The symbolic work lives
in ``equivalence.py`` and runs in worker processes.
"""

from __future__ import annotations

import re
from fractions import Fraction

from proctor.grading.spelling import latex_spelling

_WRAPPERS = (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]"))
_SPACING = re.compile(r"(?<!\\)\\[,;:! ]|\\q?quad\b|~|\\displaystyle\b|\\(?:big|Big|bigg|Bigg)[lr]?\b")
_LEFT_RIGHT = re.compile(r"\\(?:left|right)\b\s*(\\[{}|]|\\[a-zA-Z]+|[()\[\]|.])")
_FRAC_ALIASES = re.compile(r"\\[dtc]frac(?![a-zA-Z])")
_DOUBLE_BACKSLASH_COMMAND = re.compile(r"\\\\(?=[a-zA-Z])")  # "\\\\frac": text escaped twice
_NOT_EQUAL = re.compile(r"!=|\\ne(?![a-zA-Z])")
_DEGREES = re.compile(
    r"\s*(?:\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°|\\degree\b|\^\s*\{\s*\\text\{\s*o\s*\}\s*\})"
)
# what a degree mark may follow: a number, or a fraction of numbers (\frac{270}{7}^\circ)
_DEGREE_NUMBER = re.compile(r"(?:\d|\\frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d))\s*$")


_PERCENT = re.compile(r"(?<=[\d.])\s*\\?%")  # after a number only: x\% is not x
_BOX_CMD = re.compile(r"\\(?:boxed|fbox)\s*\{")
# A word inside \text{} is prose, in which letter case means nothing ("\text{No}" is "\text{no}").
_TEXT_WORD = re.compile(r"\\text\{\s*([A-Za-z][a-z' \-]*[a-z])\s*\}")  # "No", "east"; not "AB"
_TEXT_CMD = re.compile(r"\\(?:text|textrm|textbf|textit|mbox|mathrm|mathbf|mathit|textnormal|rm)\s*\{")
_UNIT_WORDS = re.compile(
    r"(?:\s*\\text\{[^{}]*\}(?:\^\s*\{?\d\}?)?)+\s*$",
)
_TRAILING_WORDS = re.compile(r"^(.*?\d)\s*[a-zA-Z]{2,}\.?(?:\s+[a-zA-Z]+\.?)*(?:\^\s*\{?\d\}?)?$")
# Words after a number that change it or hedge it: never stripped as a unit ("2 hundred", "3 squared",
# "18 or more", "5 BC"); the answer then does not read as the bare number.
_NOT_UNITS = re.compile(
    r"(?i)\b(?:hundreds?|thousands?|millions?|billions?|trillions?|dozens?|scores?|halves|half|thirds?|"
    r"quarters?|fourths?|fifths?|tenths?|hundredths?|thousandths?|millionths?|squared|cubed|factorial|"
    r"times|plus|minus|over|or|and|more|less|fewer|least|most|approximately|approx|about|around|roughly|"
    r"nearly|almost|under|above|below|at|not|no|bc|bce)\b"
)
_SPACED_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(?: \d{3})+(?:\.\d+)?$")
_THOUSANDS = re.compile(r"^[+-]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")
_DIGIT_SPACE_DIGIT = re.compile(r"\d\s+\d")
_SCI = re.compile(r"^(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+)|\\(?:times|cdot)10\^\{?([+-]?\d+)\}?)$")
_REPEATING = re.compile(r"^(\d*)\.(\d*)\\overline\{?(\d+)\}?$")
_SPECIAL_SETS = {
    "\\mathbb{R}": "(-\\infty,\\infty)",
    "\\mathbbR": "(-\\infty,\\infty)",
    "\\R": "(-\\infty,\\infty)",
    "\\varnothing": "\\emptyset",
    "\\{\\}": "\\emptyset",
    "\\emptyset": "\\emptyset",
}
_INT = re.compile(r"^[+-]?\d+$")
_DEC = re.compile(r"^[+-]?(?:\d+\.\d*|\.\d+)$")
_SLASH = re.compile(r"^([+-]?)(\d+)\s*/\s*(\d+)$")
_FRAC = re.compile(r"^([+-]?)\\frac(?:\{\s*(\d+)\s*\}|\s*(\d))(?:\{\s*(\d+)\s*\}|\s*(\d))$")
_MIXED_SLASH = re.compile(r"^(\d+)\s+(\d+)\s*/\s*(\d+)$")  # "7 3/4"
_SCALE = re.compile(
    r"^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*(?:\\text\{\s*)?(thousand|million|billion|trillion)\s*\}?$",
    re.IGNORECASE,
)
_SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}
_MIXED = re.compile(r"^([+-]?)(\d+)\s*\\frac(?:\{\s*(\d+)\s*\}|\s*(\d))(?:\{\s*(\d+)\s*\}|\s*(\d))$")
_NUMBER_TEXT = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)"
_PERCENT_OF = re.compile(rf"^({_NUMBER_TEXT})\s*(?:\\?%|percent)$")
_DEGREES_OF = re.compile(rf"^({_NUMBER_TEXT})\s*(?:\^\s*\{{?\s*\\circ\s*\}}?|°|\\degree\b|degrees?)$")
_DECIMAL_COMMA = re.compile(r"^[+-]?\d+,\d+$")
_BASE_OF = re.compile(r"^([0-9A-Za-z]+)_\{?(\d+)\}?$")
_MCQ_LETTER = re.compile(r"^\(?\s*([A-Ea-e])\s*\)?$")


def _degrees(s: str) -> str:
    """Degree marks removed where they follow a number: ``\\frac{\\pi}{6}^\\circ`` is not ``\\frac{\\pi}{6}``."""
    return _DEGREES.sub(lambda m: "" if _DEGREE_NUMBER.search(s[: m.start()]) else m.group(0), s)


def unwrap_math(text: str) -> str:
    """Strip enclosing ``$...$``, ``\\(...\\)``, ``\\[...\\]`` and trailing punctuation."""
    s = text.strip().replace("\\$", "")
    changed = True
    while changed:
        changed = False
        s = s.rstrip(" .;")
        for a, b in _WRAPPERS:
            if len(s) >= len(a) + len(b) and s.startswith(a) and s.endswith(b):
                s = s[len(a) : len(s) - len(b)].strip()
                changed = True
    return s.replace("$", "").strip()


def unwrap_command(text: str, pattern: re.Pattern[str]) -> str:
    """Replace ``\\cmd{X}`` by ``X`` for every match of ``pattern`` (which ends at the open brace)."""
    out = []
    pos = 0
    while True:
        m = pattern.search(text, pos)
        if m is None:
            out.append(text[pos:])
            return "".join(out)
        out.append(text[pos : m.start()])
        depth = 1
        i = m.end()
        while i < len(text) and depth:
            if text[i] == "{":
                depth += 1
            elif text[i] == "}":
                depth -= 1
            i += 1
        inner = text[m.end() : i - 1] if depth == 0 else text[m.end() :]
        out.append(inner)
        pos = i


def strip_units(s: str) -> str:
    """Drop trailing ``\\text{ cm}^2``-style units (and plain unit words after a number)."""
    if len(s) > 400:
        return s
    m = _UNIT_WORDS.search(s)
    if m and m.start() > 0 and s[: m.start()].strip() and not _NOT_UNITS.search(m.group(0)):
        s = s[: m.start()].rstrip()
    m = _TRAILING_WORDS.match(s)
    if m and parse_rational(m.group(1)) is not None and not _NOT_UNITS.search(s[len(m.group(1)) :]):
        s = m.group(1)
    return s


def _scaled(m: re.Match[str]) -> str:
    value = Fraction(m.group(1)) * 10 ** _SCALES[m.group(2).lower()]
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _outer_braces(s: str) -> str:
    """``{X}`` around the whole answer only groups it: ``X`` (``{10,\\!080}`` is 10080). One pass."""
    if not (s.startswith("{") and s.endswith("}")):
        return s
    closes: dict[int, int] = {}
    stack: list[int] = []
    for i, c in enumerate(s):
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            closes[stack.pop()] = i
    lo, hi = 0, len(s) - 1
    while lo < hi and s[lo] == "{" and s[hi] == "}" and closes.get(lo) == hi:
        lo, hi = lo + 1, hi - 1
        while lo <= hi and s[lo].isspace():
            lo += 1
        while hi >= lo and s[hi].isspace():
            hi -= 1
    return s[lo : hi + 1]


def normalize(text: str) -> str:
    """A canonical LaTeX form of an answer: wrappers, spacing, units, degrees, percents removed."""
    s = _outer_braces(latex_spelling(unwrap_math(text)))
    if "\\begin" not in s:  # outside a matrix, "\\\\left" is "\\left" escaped twice, not a line break
        s = _DOUBLE_BACKSLASH_COMMAND.sub(lambda _m: "\\", s)
    s = re.sub(r",\\!\s*", ",", s)  # "10,\\!080", "11,\\! 111": thousands separators
    s = re.sub(r"\\(?:mbox|textrm|textnormal|textbf|textit|textsf)\s*\{", r"\\text{", s)
    s = s.replace("{,}", ",").replace("−", "-").replace("\u2212", "-")
    s = _SPACING.sub(" ", s)
    s = _NOT_EQUAL.sub(r"\\neq ", s)
    s = _LEFT_RIGHT.sub(lambda m: m.group(1) if m.group(1) != "." else "", s)
    s = _FRAC_ALIASES.sub(r"\\frac", s)
    s = s.replace("\\dfrac", "\\frac").replace("\\$", "").replace("\\cdot", "\\cdot ")
    s = _degrees(s)
    s = _PERCENT.sub("", s)
    s = _SCALE.sub(_scaled, s)  # "2 million" is 2000000 (not "2" with a unit)
    s = strip_units(s)
    s = _TEXT_WORD.sub(lambda m: " " + m.group(1).lower() + " ", s)
    s = unwrap_command(unwrap_command(s, _TEXT_CMD), _BOX_CMD)
    s = re.sub(r"\s+", " ", s).strip()
    s = strip_units(s)  # units that were inside \text{...}
    s = _SPECIAL_SETS.get(s.replace(" ", ""), s)
    s = s.rstrip(".").strip()
    if _SPACED_THOUSANDS.match(s):
        s = s.replace(" ", "")
    if _THOUSANDS.match(s):  # "32, 349" (a space after the comma) is a list, not 32349
        s = s.replace(",", "").replace(" ", "")
    return s


def base_numeral(text: str) -> tuple[str, int] | None:
    """``1011_2`` -> ("1011", 2): digits valid in a base from 2 to 36, more than one character (a
    lone letter with a subscript, ``a_1``, ``x_{16}``, is a name)."""
    m = _BASE_OF.match(text.replace(" ", ""))
    if m is None:
        return None
    digits, base = m.group(1), int(m.group(2))
    if not 2 <= base <= 36 or (len(digits) == 1 and not digits.isdigit()):
        return None
    try:
        int(digits, base)
    except ValueError:
        return None
    return digits, base


def other_readings(text: str, decimal_comma: bool = True) -> list[str]:
    """Other values a plain answer may stand for besides its normalized text (compared as well).

    ``50\\%`` is also ``1/2`` (its text, 50, is the first reading); ``30^\\circ`` is also ``\\frac{30\\pi}{180}``
    (radians); ``101_2`` is also ``5_{10}`` (its value in base 10; its digits are the first reading);
    ``1,22`` (not a thousands grouping) is also the decimal ``1.22``."""
    if len(text) > 80:
        return []
    s = unwrap_command(unwrap_math(text).replace("\\!", "").replace("\\,", ""), _TEXT_CMD).strip()
    if m := _PERCENT_OF.match(s):
        value = Fraction(m.group(1)) / 100
        return [f"{value.numerator}/{value.denominator}"]
    if m := _DEGREES_OF.match(s):
        return [f"\\frac{{{m.group(1)}\\pi}}{{180}}"]
    if decimal_comma and _DECIMAL_COMMA.match(s) and not _THOUSANDS.match(s):
        return [s.replace(",", ".")]  # "1,22": a decimal comma
    if numeral := base_numeral(s):
        # the value, written in base 10 as a numeral: a bare number would also read as the gold's
        # digits ("52_{10}" is not 52_8, although 52 is what 52_8 is written as)
        return [f"{int(*numeral)}_{{10}}"]
    return []


_KEY_TOKEN = re.compile(r"\\[a-zA-Z]+|\d+|\s+|\\.|.", re.DOTALL)


def key(text: str) -> str:
    """The comparison key of a normalized answer: white space removed where it carries no meaning.

    Nothing else changes, so equal keys are provably the same value: letter case is a different
    symbol (``e`` and ``E``, ``\\omega`` and ``\\Omega``), braces are structure (``2^{x}+1`` is not
    ``2^{x+1}``, ``\\frac{11}{2}`` is not ``\\frac{1}{12}``); a space stays where it separates a command
    from a letter (``\\pi r``) or digits from digits (``8 21`` is not ``821``)."""
    tokens = _KEY_TOKEN.findall(text.strip())
    out = []
    for k, tok in enumerate(tokens):
        if not tok.isspace():
            out.append(tok)
            continue
        before, after = tokens[k - 1] if k else "", tokens[k + 1] if k + 1 < len(tokens) else ""
        if (before[:1] == "\\" and before[1:].isalpha() and after[:1].isalpha()) or (
            before.isdigit() and after[:1].isdigit()
        ):
            out.append(" ")
    return "".join(out)


def parse_rational(text: str) -> Fraction | None:
    """An exact rational for integers, decimals, ``a/b``, ``\\frac{a}{b}`` and mixed numbers; else None.

    ``0.333`` is read as 333/1000 exactly, so it never equals 1/3.
    """
    s = text.strip() if len(text) < 200 else ""
    if (m := _MIXED_SLASH.match(s.lstrip("+-"))) and 0 < int(m.group(2)) < int(m.group(3)):
        value = int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3)))
        return -value if s.startswith("-") else value
    if _DIGIT_SPACE_DIGIT.search(s):
        return None  # "8 21" is not 821
    s = s.replace(" ", "")
    if not s:
        return None
    if s.startswith("+"):
        s = s[1:]
    neg = False
    if s.startswith("-"):
        neg, s = True, s[1:]
    if s.startswith("(") and s.endswith(")") and s.count("(") == 1:
        s = s[1:-1]
    value: Fraction | None = None
    if _INT.match(s) or _DEC.match(s):
        value = Fraction(s)
    elif m := _REPEATING.match(s):
        whole, fixed, rep = m.group(1) or "0", m.group(2), m.group(3)
        value = int(whole) + Fraction(
            int(fixed + rep) - int(fixed or "0"), 10 ** len(fixed) * (10 ** len(rep) - 1)
        )
    elif m := _SCI.match(s):
        exponent = int(m.group(2) or m.group(3))
        if abs(exponent) <= 400:
            value = Fraction(m.group(1)) * Fraction(10) ** exponent
    elif m := _SLASH.match(s):
        if int(m.group(3)) != 0:
            value = Fraction(int(m.group(2)), int(m.group(3)))
    elif m := _FRAC.match(s):
        num, den = int(m.group(2) or m.group(3)), int(m.group(4) or m.group(5))
        if den != 0:
            value = Fraction(num, den)
    elif m := _MIXED.match(s):
        whole = int(m.group(2))
        num, den = int(m.group(3) or m.group(4)), int(m.group(5) or m.group(6))
        if den != 0 and num < den:
            value = whole + Fraction(num, den)
    if value is None:
        return None
    return -value if neg else value


def mcq_letter(text: str) -> str | None:
    """``B`` for ``B``, ``(B)``, ``b)``; None otherwise."""
    m = _MCQ_LETTER.match(text.strip())
    return m.group(1).upper() if m else None
