"""String-level normalization of answers and exact parsing of plain numbers.

Everything here is a pure, linear-time function of the answer text; no sympy. The symbolic work lives
in ``equivalence.py`` and runs in worker processes.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

from proctor.grading.display_marks import currency_reading, unsized
from proctor.grading.plain_closers import si_unit
from proctor.grading.spelling import latex_spelling
from proctor.grading.suffix_nouns import SUFFIX_NOUNS
from proctor.grading.surface import visible_text_color
from proctor.grading.unit_words import _NOT_UNITS, UNIT_WORDS
from proctor.grading.value_marks import (
    changes_value,
    double_factorials,
    fraction_words,
    plain_degree_number,
    unbraced_mixed,
)

_WRAPPERS = (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]"))
_SPACING = re.compile(r"(?<!\\)\\[,;:! ]|\\q?quad\b|~|\\displaystyle\b|\\(?:big|Big|bigg|Bigg)[lr]?\b")
_LEFT_RIGHT = re.compile(r"\\(?:left|right)\b\s*(\\[{}|]|\\[a-zA-Z]+|[()\[\]|.])")
_FRAC_ALIASES = re.compile(r"\\[dtc]frac(?![a-zA-Z])")
_DOUBLE_BACKSLASH_COMMAND = re.compile(r"\\\\(?=[a-zA-Z])")  # "\\\\frac": text escaped twice
_NOT_EQUAL = re.compile(r"!=|\\ne(?![a-zA-Z])|\\not\s*=")
_DEGREES = re.compile(
    r"\s*(?:\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°|\\degree\b|\^\s*\{\s*\\text\{\s*o\s*\}\s*\})"
)
# what a degree mark may follow: a number, or a fraction of numbers (\frac{270}{7}^\circ)
_DEGREE_NUMBER = re.compile(r"(?:\d|\\frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d))\s*$")


_PERCENT = re.compile(r"(?<=[\d.])\s*\\?%")  # after a number only: x\% is not x
_BOX_CMD = re.compile(r"\\(?:boxed|fbox)\s*\{")
# A word inside \text{} is prose, in which letter case means nothing ("\text{No}" is "\text{no}").
_TEXT_WORD = re.compile(r"\\text\{\s*([A-Za-z][a-z' \-]*[a-z])\s*\}")  # "No", "east"; not "AB"
_TEXT_CMD = re.compile(
    r"\\(?:text|textrm|textbf|textit|mbox|mathrm|mathbf|mathit|mathsf|mathtt|textsf|texttt|textup|textnormal|rm)\s*\{"
)
_UNIT_TAIL = re.compile(r"(?:\s*\\text\{[^{}]*\}(?:\^\s*\{?\d\}?)?)+\s*$")
_TRAILING_WORDS = re.compile(
    r"^(.*?\d)\s*([a-zA-Z]{2,}\.?(?:\s*/\s*[a-zA-Z]+|\s+[a-zA-Z]+\.?)*(?:\^\s*\{?\d\}?)?)$"
)
# a word that is a verb form or an adverb ("doubled", "halved", "roughly") is never a count noun, unless
# it is a noun that only ends like one ("fish", "family", "forest", "bed": suffix_nouns, from WordNet)
_NOT_COUNT_NOUN = re.compile(r"(?:ed|ly|ish|est)$")
_POWERS = {"square": "^2", "sq": "^2", "cubic": "^3", "cu": "^3"}
_COUNT_NOUN = re.compile(r"^[a-z]{3,}$")
# what a unit follows: a number, a closing bracket or brace of a value ("(3, 4) \text{ cm}", a matrix's
# "\end{pmatrix}", "\frac{3}{4}"), or \pi; never an operator ("; \text{west}") nor a \text{} word
_AFTER_NUMBER = re.compile(r"(?:[\d)\]}]|\\(?:pi|infty))\s*$")
# a variable: one letter, not the end of a word or a command ("4a", "\pi r"; not "ab", "\theta")
_AFTER_LETTER = re.compile(r"(?<![\\A-Za-z])[A-Za-z]\s*$")
_AFTER_WORD = re.compile(r"\\(?:text|mathrm|mbox|textrm|textbf)\s*\{[^{}]*[A-Za-z][^{}]*\}\s*$")
_UNIT_TOKEN = re.compile(r"[A-Za-z]+|/|\^\s*\{?\d\}?")
_SPACED_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(?: \d{3})+(?:\.\d+)?$")
_THOUSANDS = re.compile(r"^[+-]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")
_DIGIT_SPACE_DIGIT = re.compile(r"\d\s+\d")
_SCI = re.compile(r"^(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+)|\\(?:times|cdot)10\^\{?([+-]?\d+)\}?)$")
_REPEATING = re.compile(r"^(\d*)\.(\d*)\\overline\{?(\d+)\}?$")
_SPECIAL_SETS = {
    "\\mathbb{R}": "(-\\infty,\\infty)",
    "\\mathbbR": "(-\\infty,\\infty)",
    "ℝ": "(-\\infty,\\infty)",  # the double-struck letter is \\mathbb{R} written in unicode
    "\\R": "(-\\infty,\\infty)",
    "\\varnothing": "\\emptyset",
    "\\{\\}": "\\emptyset",
    "\\emptyset": "\\emptyset",
    "nosolution": "\\emptyset",
    "nosolutions": "\\emptyset",
    "norealsolution": "\\emptyset",
    "norealsolutions": "\\emptyset",
    "allrealnumbers": "(-\\infty,\\infty)",
    "allreals": "(-\\infty,\\infty)",
}
# a trigonometric function of a number of degrees: its radians (\cos 60^\circ is \cos\frac{\pi}{3})
_TRIG_DEGREES = re.compile(
    r"(\\(?:sin|cos|tan|sec|csc|cot))\s*(\()?\s*(\d+(?:\.\d+)?)\s*"
    r"(?:\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°|\\degree\b)\s*(?(2)\))"
)
# degrees and minutes: 30^\circ 15' is 30.25 degrees
_DEGREES_MINUTES = re.compile(
    r"^(\d+)\s*(?:\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°)\s*(\d+(?:\.\d+)?)\s*(?:'|\^\s*\{?\s*\\prime\s*\}?|\\prime)$"
)
_COLOR = re.compile(r"\\(?:textcolor|color)\s*(?:\[(\w+)\])?\s*\{([^{}]*)\}")


def _uncolored(m: re.Match[str]) -> str:
    """A colour known to show on a white page is layout (removed); any other hides what it colours: it is
    read as \\phantom, a mark no answer is read through (mathgrader._MARKS)."""
    return "" if visible_text_color(m.group(2), m.group(1)) else "\\phantom "


# 0.333\ldots, 0.1666..., 0.\dot{3}, 0.\dot{1}4285\dot{7}: a repeating decimal, written as \overline
# An ellipsis at the end (``..``, ``...``, or dots spaced out: ``7 . . .``): part of the answer, never
# a sentence's period to strip.
_ELLIPSIS_END = re.compile(r"\.\s*\.$")
_DOTS_DECIMAL = re.compile(r"^(-?\d*)\.(\d+)\s*(?:\\[lc]?dots|\.\.\.|…)$")
_DOT_DIGITS = re.compile(r"^(-?\d*)\.(\d*)\\dot\{?(\d)\}?(?:(\d*)\\dot\{?(\d)\}?)?$")
_INT = re.compile(r"^[+-]?\d+$")
_DEC = re.compile(r"^[+-]?(?:\d+\.\d*|\.\d+)$")
_SLASH = re.compile(r"^([+-]?)(\d+)\s*/\s*(\d+)$")
_FRAC = re.compile(r"^([+-]?)\\frac(?:\{\s*(\d+)\s*\}|\s*(\d))(?:\{\s*(\d+)\s*\}|\s*(\d))$")
_MIXED_SLASH = re.compile(r"^(\d+)\s+(\d+)\s*/\s*(\d+)$")  # "7 3/4"
_SCALE = re.compile(
    r"^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*(?:\\text\{\s*)?(thousand|million|billion|trillion|quadrillion|"
    r"quintillion|sextillion|septillion|octillion|nonillion|decillion)\s*\}?$",
    re.IGNORECASE,
)
_SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12, "quadrillion": 15, "quintillion": 18}
_SCALES.update(sextillion=21, septillion=24, octillion=27, nonillion=30, decillion=33)  # the short scale
_MIXED = re.compile(r"^([+-]?)(\d+)\s*\\frac(?:\{\s*(\d+)\s*\}|\s*(\d))(?:\{\s*(\d+)\s*\}|\s*(\d))$")
_NUMBER_TEXT = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)"
_PERCENT_OF = re.compile(rf"^({_NUMBER_TEXT})\s*(?:\\?%|percent(?:age)?|pct)$")
_DEGREES_OF = re.compile(rf"^({_NUMBER_TEXT})\s*(?:\^\s*\{{?\s*\\circ\s*\}}?|°|\\degree\b|degrees?)$")
_DECIMAL_COMMA = re.compile(r"^[+-]?\d+,\d+$")
_BASE_OF = re.compile(r"^([0-9A-Za-z]+)_\{?(\d+)\}?$")
_MCQ_LETTER = re.compile(r"^\(?\s*([A-Za-e])\s*\)?$")  # capitals to Z: some benchmarks have 10 options


# The period of a repeating decimal marked by a bar or by parentheses: "0.\\bar{3}", "0.1\\bar{6}", "0.(3)", "0.1(6)"
# (the whole of the answer; a bar over digits after the point is the overline's notation, the parenthesised period
# the one taught across Europe)
_MARKED_PERIOD = re.compile(r"^([+-]?\d*\.\d*)(?:\\bar\s*\{\s*(\d+)\s*\}|\\bar\s*(\d)|\((\d+)\))$")


def _marked_period(s: str) -> str:
    """``0.\\bar{3}`` and ``0.(3)`` as ``0.\\overline{3}`` (see ``_MARKED_PERIOD``); anything else as it is."""
    if (m := _MARKED_PERIOD.match(s)) is None:
        return s
    return f"{m.group(1)}\\overline{{{m.group(2) or m.group(3) or m.group(4)}}}"


def _repeating(s: str) -> str:
    """``0.333\\ldots`` as ``0.\\overline{3}`` where the digits written repeat a period at least three
    times (``0.1666\\ldots``: 0.1 then 6); ``0.\\dot{3}`` and ``0.\\dot{1}4285\\dot{7}`` (the dotted digits
    start and end the period); ``0.\\bar{3}``, ``0.(3)`` (:func:`_marked_period`). Anything else stays as
    written (and then reads as no number)."""
    s = _marked_period(s)
    if m := _DOT_DIGITS.match(s):
        whole, fixed = m.group(1), m.group(2)
        period = m.group(3) + (m.group(4) or "") + (m.group(5) or "") if m.group(5) else m.group(3)
        return f"{whole}.{fixed}\\overline{{{period}}}"
    m = _DOTS_DECIMAL.match(s)
    if m is None:
        return s
    whole, digits = m.group(1), m.group(2)
    for start in range(len(digits)):
        tail = digits[start:]
        for p in range(1, len(tail) // 3 + 1):
            if tail == (tail[:p] * (len(tail) // p + 1))[: len(tail)] and len(tail) >= 3 * p:
                return f"{whole}.{digits[:start]}\\overline{{{tail[:p]}}}"
    return s


def _degrees(s: str) -> str:
    """Degree marks removed where they follow a number: ``\\frac{\\pi}{6}^\\circ`` is not ``\\frac{\\pi}{6}``."""
    return _DEGREES.sub(lambda m: "" if plain_degree_number(s[: m.start()]) else m.group(0), s)


def unwrap_math(text: str) -> str:
    """Strip enclosing ``$...$``, ``\\(...\\)``, ``\\[...\\]`` and trailing punctuation."""
    s = text.strip().replace("\\$", "")
    changed = True
    while changed:
        changed = False
        while s and s[-1] in " .;" and not _ELLIPSIS_END.search(s):  # an ellipsis is part of the answer
            s = s[:-1]
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


def _unit_name(tail: str, in_text: bool, spaced: bool = True) -> str | None:
    """The canonical name of a unit written after a number (``\\text{ square inches}`` and ``inches^2``
    are both ``inch^2``), or None when the words are not a unit: only known unit words, ``per``, ``/``,
    ``square``/``cubic`` and a power; a word of \\text{} may be a count noun (``eggs``) when it is the
    only word and stands apart from the number (``spaced``: ``2\\text{ish}`` is a suffix, not a noun)."""
    if _NOT_UNITS.search(tail) or re.search(r"[^A-Za-z/^{}\s.\d]", tail) or re.search(r"\d(?!\}?$)", tail):
        return None
    if changes_value(
        tail
    ):  # "7 eighths", "7 millones", "7 reciprocals": the word divides, scales or operates
        return None
    tokens = _UNIT_TOKEN.findall(tail)
    names: list[str] = []
    power = ""
    words = [t for t in tokens if t[:1].isalpha()]
    for tok in tokens:
        low = tok.lower()
        if tok.startswith("^"):
            if not names:
                return None
            names[-1] += "^" + tok.strip("^{} ")
        elif tok == "/" or low == "per":
            names.append("/")
        elif low in _POWERS:
            power = _POWERS[low]
        elif (name := UNIT_WORDS.get(low if len(tok) > 1 else tok)) is not None:
            names.append(name + power)
            power = ""
        elif in_text and (si := si_unit(tok)) is not None:  # "7\\,\\text{N}", "7\\text{ eV}" (plain_closers)
            names.append(si + power)
            power = ""
        elif (
            in_text
            and spaced
            and len(words) == 1
            and _COUNT_NOUN.match(tok)
            and (not _NOT_COUNT_NOUN.search(tok) or tok in SUFFIX_NOUNS)
        ):
            names.append(tok[:-1] if tok.endswith("s") and len(tok) > 3 else tok)
        else:
            return None
    if power or not names or names[0] == "/" or names[-1] == "/":
        return None
    return " ".join(names)


def split_units(s: str) -> tuple[str, str | None]:
    """An answer without its trailing unit, and the unit's canonical name (None when there is none):
    ``15\\mbox{ cm}^2`` -> ("15", "centimeter^2"). Text that is not a unit stays: ``5\\text{, possibly 6}``,
    ``3+2\\text{i}``, ``6yz`` keep their letters (they are not units, so they are not thrown away)."""
    if len(s) > 400:
        return s, None
    m = _UNIT_TAIL.search(s)
    if m and m.start() > 0 and s[: m.start()].strip():
        inner = re.sub(r"\\text\{([^{}]*)\}", r" \1 ", m.group(0))
        spaced = m.group(0)[:1].isspace() or m.group(0).lstrip()[len("\\text{") :][:1].isspace()
        name = _unit_name(inner, in_text=True, spaced=spaced)
        before = s[: m.start()].rstrip()
        if name is not None and not _AFTER_NUMBER.search(before) and _AFTER_LETTER.search(before):
            # a known unit after a variable ("4a \text{ cm}", "2\pi r \text{ m}") is its unit; a count
            # noun there is not (a word after a letter is prose), nor a percent or degrees (x\% is not x)
            known = _unit_name(inner, in_text=False)
            name = known if known is not None and not re.search(r"%|degree", known) else None
        elif name is not None and (
            not _AFTER_NUMBER.search(before)
            or _AFTER_WORD.search(before)
            or (name.startswith("degree") and not plain_degree_number(before))
        ):
            # a unit (a count noun above all) names what a number counts: after a word or a symbol
            # ("\text{east}; \text{west}", "\frac{\pi}{6}\text{ degrees}") it is part of the answer
            name = None
        if name is not None:
            return s[: m.start()].rstrip(), name
    m = _TRAILING_WORDS.match(s)
    if m and parse_rational(m.group(1)) is not None:
        name = _unit_name(m.group(2), in_text=False)
        if name is not None:
            return m.group(1), name
    return s, None


def strip_units(s: str) -> str:
    """Drop a trailing unit (``\\text{ cm}^2``, ``18 dollars``): see :func:`split_units`."""
    return split_units(s)[0]


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
    return normalize_parts(text)[0]


def units(text: str) -> frozenset[str]:
    """The units ``normalize`` removed from an answer (``degree`` for a degree mark, ``%`` for a percent
    sign): two answers whose units differ are different values."""
    return normalize_parts(text)[1]


_THIN_SPACE_GROUPS = re.compile(r"(?<![\d.])\d{1,3}(?:\\[,!]\s*\d{3})+(?![\d])")


@lru_cache(maxsize=8192)
def normalize_parts(text: str) -> tuple[str, frozenset[str]]:
    """:func:`normalize`, and the units it removed."""
    found: set[str] = set()
    if "\\$" in text:  # a currency sign is a unit: "\\$5" is not "5\\text{ cents}"
        found.add("dollar")
    s = _outer_braces(latex_spelling(unwrap_math(text)))
    s, currency = currency_reading(unsized(s))  # "€7", "7\\,\\text{€}", "\\large 7" (display_marks.py)
    if currency:
        found.add(currency)
    # "1\,000": a thin space between digit groups is a thousands separator, not a product
    s = _THIN_SPACE_GROUPS.sub(lambda m: re.sub(r"\\[,!]\s*", "", m.group(0)), s)
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
    s = fraction_words(
        double_factorials(unbraced_mixed(s))
    )  # 3{\\frac12}: 3\\frac12; 5!!: 15; 7 eighths: 7/8
    s = _COLOR.sub(_uncolored, s)  # \\textcolor{red}{5} is 5; \\textcolor{white}{5} is not read
    s = _TRIG_DEGREES.sub(lambda m: f"{m.group(1)}(\\frac{{{m.group(3)}\\pi}}{{180}})", s)
    if m := _DEGREES_MINUTES.match(s):
        value = int(m.group(1)) + Fraction(m.group(2)) / 60
        s = (
            f"\\frac{{{value.numerator}}}{{{value.denominator}}}^\\circ"
            if value.denominator > 1
            else f"{value}^\\circ"
        )
    s = _repeating(s)
    before = s
    s = _degrees(s)
    if s != before:
        found.add("degree")
    before = s
    s = _PERCENT.sub("", s)
    if s != before:
        found.add("%")
    s = _SCALE.sub(_scaled, s)  # "2 million" is 2000000 (not "2" with a unit)
    s, unit = split_units(s)
    found.update([unit] if unit else [])
    s = _TEXT_WORD.sub(lambda m: " " + m.group(1).lower() + " ", s)
    s = unwrap_command(unwrap_command(s, _TEXT_CMD), _BOX_CMD)
    s = re.sub(r"\s+", " ", s).strip()
    s, unit = split_units(s)  # units that were inside \text{...}
    found.update([unit] if unit else [])
    s = _SPECIAL_SETS.get(s.replace(" ", ""), s)
    if s.endswith(".") and not _ELLIPSIS_END.search(s):  # a sentence's period; an ellipsis stays
        s = s[:-1].strip()
    if _SPACED_THOUSANDS.match(s):
        s = s.replace(" ", "")
    if _THOUSANDS.match(s):  # "32, 349" (a space after the comma) is a list, not 32349
        s = s.replace(",", "").replace(" ", "")
    return s, frozenset(found)


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


_PERCENT_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?|\.\d+)\s*\\?%")
_COMPUTED = re.compile(r"\d")


def _computed(side: str) -> bool:
    """Digits and operators only (commands aside): a side of a computation, with no variable."""
    bare = re.sub(r"\\[a-zA-Z]+", "", side)
    return bool(_COMPUTED.search(bare)) and not re.search(r"[a-zA-Z]", bare)


def percent_fractions(text: str) -> str | None:
    """A computation's other reading, with every percent its fraction: ``10\\% = 0.1`` is also
    ``\\frac{1}{10} = 0.1`` (``normalize`` reads a percent as its number, the reading of
    ``\\frac{30}{120} \\times 100 = 25\\%``); None when the text has no percent of a number or is not a
    computation (its last two sides of ``=`` numbers and operators: ``x = 10\\%`` states a value, no step)."""
    if "%" not in text or "=" not in text or len(text) > 400:
        return None
    sides = normalize(text).split("=")
    if len(sides) < 2 or not (_computed(sides[-2]) and _computed(sides[-1])):
        return None

    def fraction(m: re.Match[str]) -> str:
        value = Fraction(m.group(1)) / 100
        return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"

    out = _PERCENT_NUMBER.sub(fraction, text)
    return None if out == text or "%" in out else out


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


# A word written in \text{} after a number is read as what the number counts ("18 \text{ eggs}": a count noun,
# dropped like a unit) only where it is one. Three kinds of words after a number never are, whatever the
# lists of units and scale words miss: a word of magnitude (the -illion and -illiard names, number names,
# "myriad", "googol": "7 quintillion" is not 7), a word that hedges, bounds or withdraws the value (a guess, an
# estimate, a bound, a judgement, a condition: "7 guess", "7 tops", "7 wrong"), and a word that does not agree
# with the number as a count noun does: after a whole number other than 1 a counted noun is plural ("7 eggs",
# "7 children", "7 sheep"), while magnitude, hedge and qualifier words are not ("7 quintillion", "7 guess",
# "7 ballpark"). Such an answer is unparsable unless the gold has the same word.
_MAGNITUDE_WORD = (
    r"\w*illions?|\w*illiards?|googol\w*|myriads?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
    r"eighty|ninety|hundreds?|thousands?|dozens?|scores?|gross|grand|lakhs?|crores?|k|mil|mn|bn|tn"
)
_UNCOMMITTED_WORD = (
    # hedges, approximations, doubt
    r"approx\w*|appr|about|around|circa|ca|rough\w*|near|nearly|almost|odd|ish|est|estimat\w*|guess\w*|"
    r"guesstimat\w*|ballpark\w*|reckon\w*|hunch\w*|maybe|perhaps|possib\w*|probab\w*|likely|unlikely|presum\w*|"
    r"suppos\w*|assum\w*|alleged\w*|apparent\w*|seem\w*|appear\w*|tentativ\w*|prelim\w*|provisional\w*|unsure|"
    r"sure|uncertain\w*|doubt\w*|think\w*|believe\w*|hope\w*|expected|predicted|projected|conjectur\w*|iirc|"
    r"afaik|imo|idk|unverif\w*|unconfirm\w*|unchecked|unproven|thereabouts?|give|take|some|something|"
    # bounds
    r"max|maximum|maximal|maxima|min|minimum|minimal|minima|most|least|tops|upto|under|over|above|below|more|less|"
    r"fewer|plus|minus|"
    # judgements and withdrawals
    r"wrong\w*|incorrect\w*|false\w*|invalid\w*|errors?|erroneous\w*|mistak\w*|typos?|bogus|fake|dummy|"
    r"placeholder\w*|tbd|todo|unknown|undefined|undetermined|nan|none|nothing|null|nil|not|no|never|reject\w*|"
    r"extraneous|wait|oops|scratch|correct\w*|sorry|kidding|joking|jk|lol|retract\w*|withdraw\w*|ignor\w*|"
    r"disregard\w*|cancel\w*|void|nvm|nevermind|pending|"
    # conditions and alternatives
    r"if|unless|assuming|provided|when|otherwise|else|either|or|and"
)
_NOT_COUNTED = re.compile(r"(?:" + _MAGNITUDE_WORD + "|" + _UNCOMMITTED_WORD + r")")
# Plural count nouns that do not end in s (irregular and unchanged plurals), and words in s that are not plurals
_IRREGULAR_PLURALS = frozenset(
    "men women children people teeth feet geese mice lice oxen dice pence sheep deer fish moose swine bison salmon "
    "trout cod squid shrimp aircraft spacecraft offspring cattle poultry".split()
)
_NOT_PLURAL = re.compile(
    r"\w*(?:ss|us|is|ous)|perhaps|always|sometimes|thereabouts|towards|afterwards|besides|nowadays|whereas|was|has|"
    r"does|its|yes|upwards|downwards|onwards|backwards|forwards"
)
_TEXT_WORD_AT_END = re.compile(
    r"^(.*?)\s*\\(?:text|textrm|textnormal|textbf|textit|textsf|mbox|mathrm)\s*\{\s*([A-Za-z]+)\s*\}\s*\.?\s*$",
    re.DOTALL,
)


def uncounted_word(pred: str, gold: str) -> str:
    """The word after the prediction's number that normalize reads as a count noun but that is none (see
    ``_NOT_COUNTED``: a magnitude, a hedge, a bound, a judgement, or a singular after a whole number other than 1),
    when the gold does not have it; else ""."""
    m = _TEXT_WORD_AT_END.match(unwrap_math(pred))
    if m is None:
        return ""
    number, word = m.group(1), m.group(2)
    low = word.lower()
    counted = {u for u in units(pred) if u.isalpha() and u not in UNIT_WORDS.values()}
    if (
        low in UNIT_WORDS
        or si_unit(word)
        or not counted
        or re.search(rf"(?i)(?<![A-Za-z]){low}(?![A-Za-z])", gold)
    ):
        return ""  # a unit, no count noun read, or a word the gold has too
    if _NOT_COUNTED.fullmatch(low) or (low.endswith("s") and _NOT_COUNTED.fullmatch(low[:-1])):
        return word  # (and its plural: "7 maybes", "7 tens")
    value = parse_rational(normalize(number)) if number.strip() else None
    plural = low in _IRREGULAR_PLURALS or (low.endswith("s") and not _NOT_PLURAL.fullmatch(low))
    if value is not None and value.denominator == 1 and abs(value) != 1 and not plural:
        return word  # "7 guess", "7 quintillion", "7 ballpark": not what 7 things are called
    return ""
