"""Marks and words that change which value an answer states, read where the general rules would drop them.

- **Words after a number** (:func:`changes_value`): a word that normalize would drop as a count noun
  (``18 \\text{ eggs}``) is none when it divides the number (an ordinal or fraction word: ``7 eighths`` is 7/8,
  in English, Spanish, Italian, Portuguese, French, German, Dutch), scales it (a magnitude word by its stem, in
  any inflection or abbreviation: ``millones``, ``milliers``, ``centaines``, ``cientos``, ``lacs``, ``grosses``,
  ``tys.``, ``mln.``, ``mld.``, ``thous.``, ``MM``), or operates on it (the plural of a word the unit lists refuse:
  ``reciprocals``, ``inverses``, ``permilles``). The answer then keeps the word and does not read as the number.
- **A degree mark** (:func:`plain_degree_number`) is dropped only after a plain number (``30^\\circ``,
  ``-12.5°``, ``\\frac{270}{7}^\\circ``), never after a number that ends a quotient, a power or a product
  (``\\pi/6^\\circ`` is not ``\\pi/6``).
- **A braced mixed number** (:func:`unbraced_mixed`): ``3{\\frac12}`` and ``{3}\\frac12`` render as 3½, the
  mixed number ``3\\frac12``: the braces that only group a whole number or a fraction of numbers go.
- **A double factorial** (:func:`double_factorials`): ``5!!`` is 15 (the product of the odd numbers up to 5),
  never ``(5!)!``; a double factorial of anything but a whole number is not read (:func:`refusal`).
- **A percent against a non-percent gold** (:func:`percent_as_written`): ``N\\%`` reads as ``N`` only where
  the gold is a whole or decimal number of at least 1 (a percent with its sign dropped, ``50``); against a
  fraction or a number below 1 (a probability) it is only ``N/100``.
- **The name of an assignment** (:func:`disowning_name`): the words in a name (``x_{\\text{LB}} = 7``,
  ``x_{\\text{错}} = 7``, ``\\text{lower bound} = 7``) are read: a word that judges, bounds or estimates the
  value (English and the lexicon's languages) or a mark (``❌``) disowns it; strict mode refuses any word of
  any script or length there that the gold does not have.
- **A boxed choice label** (:func:`choice_tail`): after ``(C)`` a box may hold only the option's text (the
  gold's, when it gives one; else a value), never a judgement, a hedge, a mark, a prime or an exponent.

The last four, which read the normalized value or the answer tree, are in :mod:`value_readings` (normalize
imports this module; this module imports nothing above :mod:`unit_words`).
"""

from __future__ import annotations

import re
import unicodedata

from proctor.grading.unit_words import _NOT_UNITS, UNIT_WORDS

# ---------------------------------------------------------------------------------------------------------
# Words after a number

_ORDINAL = (
    # English: a number word + "th" (fifth, eighth, twelfth, sixteenth, twentieth, hundredth, billionth)
    r"(?:fif|six|seven|eigh|nin|ten|eleven|twelf|four|\w*teen|\w*tie|hundred|thousand|\w*illion|\w*illiard)ths?|"
    r"halfs?|halves|quarters?|thirds?|"
    # Spanish, Portuguese, Italian
    r"(?:medio|tercio|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|onceavo|doceavo|centesimo|milesimo|"
    r"meio|terco|setimo|oitavo|nono)s?|(?!centavo)\w{3,}avos?|"
    r"(?:mezz|terz|quart|quint|sest|settim|ottav|non|decim|centesim|millesim)[io]|"
    # French, German, Dutch
    r"\w+iemes?|demis?|"
    r"(?:drit|viert|vier|fuenf|funf|sechs|sieb|sieben|ach|neun|zehn|elf|zwoelf|zwolf|zwanzig|hundert|tausend)s?tel|"
    r"haelften?|halften?|"
    r"(?:helft|derde|vierde|kwart|vijfde|zesde|zevende|achtste|negende|tiende|honderdste|duizendste)n?"
)
_MAGNITUDE = (
    # the -illion / -illiard names in any language and inflection
    r"\w*(?:m|b|tr|dr|z)ill?i?(?:on|ar|ard)\w*|quadrill\w*|"
    # hundreds and thousands in other languages, any inflection
    r"centaines?|centenas?|centena|centinaia|cientos?|hundert\w*|tausend\w*|milliers?|mille|mila|miles?imo|"
    r"duizend\w*|honderd\w*|tysiac\w*|"
    # Indian and trade scales
    r"lakhs?|lacs?|crores?|gross(?:es)?|grands|"
    # abbreviations
    r"thous|thou|tys|mln|mld|mlrd|bln|trln|mio|mrd|bio|tsd|mill|bil|tril"
)
_VALUE_WORD = re.compile(rf"(?:{_ORDINAL}|{_MAGNITUDE})")
_TOKEN = re.compile(r"[A-Za-z]+")
_CAPITAL_SCALE = frozenset(("MM",))  # "\\$7MM": a thousand thousand (finance), never millimeters


def _plain_word(word: str) -> str:
    """The word lower-cased, its accents removed (``naïve`` -> ``naive``, ``séptimos`` -> ``septimos``)."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def changes_value(tail: str) -> bool:
    """Whether a word of ``tail`` (the words after a number) divides, scales or operates on the number
    (see the module docstring), so that it is no unit and no count noun."""
    for tok in _TOKEN.findall(tail):
        if tok in _CAPITAL_SCALE:
            return True
        low = _plain_word(tok)
        if low in UNIT_WORDS:
            continue
        if _VALUE_WORD.fullmatch(low):
            return True
        # the plural of an operator word ("reciprocals", "inverses", "permilles")
        for stem in (low[:-1] if low.endswith("s") else "", low[:-2] if low.endswith("es") else ""):
            if len(stem) > 2 and stem not in UNIT_WORDS and _NOT_UNITS.fullmatch(stem):
                return True
    return False


_ORDINALS = {
    "half": 2, "halv": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90,
    "hundredth": 100, "thousandth": 1000, "millionth": 10**6, "billionth": 10**9, "trillionth": 10**12,
}  # fmt: skip
_COUNT_OF_PARTS = re.compile(r"^([+-]?)(\d+)\s*\\text\s*\{\s*([a-z]+?)(?:s|es)?\s*\}$")


def fraction_words(s: str) -> str:
    """A whole number of parts named by an English ordinal, the whole answer, as its fraction: ``7 \\text{
    eighths}`` is ``\\frac{7}{8}``, ``1 \\text{ sixth}`` is ``\\frac{1}{6}`` (``quarters`` may be coins, ``seconds``
    time: they stay)."""
    if "\\text" not in s:
        return s
    m = _COUNT_OF_PARTS.match(s.strip())
    if m is None or (den := _ORDINALS.get(m.group(3))) is None:
        return s
    return f"{m.group(1)}\\frac{{{m.group(2)}}}{{{den}}}"


# ---------------------------------------------------------------------------------------------------------
# Degrees

# a number at the end of the text before a degree mark: "30", "-12.5", "\frac{270}{7}"
_NUMBER_END = re.compile(
    r"(?<![\d.])(?:\d+(?:\.\d*)?|\.\d+|\\frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d))\s*$"
)
# what may not come before it: the end of a quotient, a power, a subscript, a group, a factorial, a letter
_GLUED = re.compile(r"(?:[/^_})\]!|'.]|(?<!\\)\b[A-Za-z]+|\\(?:div|over|pi|infty|prime))\s*$")


def plain_degree_number(before: str) -> bool:
    """Whether the text before a degree mark ends on a plain number (``30``, ``x = -12.5``, ``2\\times 30``),
    not on the end of a quotient, a power or a product of letters (``\\pi/6``, ``2^5``, ``x 30``)."""
    before = before[-200:]
    m = _NUMBER_END.search(before)
    return m is not None and _GLUED.search(before[: m.start()]) is None


# ---------------------------------------------------------------------------------------------------------
# Braced mixed numbers

_FRAC_OF_NUMBERS = r"\\frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d)"
# "{3}\frac12", "{3}{\frac12}": a whole number in a group of its own (not an argument: not after a command,
# "^", "_", another group or a letter)
_BRACED_WHOLE = re.compile(rf"(?<![\w\\^_}}.])\{{\s*(\d+)\s*\}}(?=\s*\{{?\s*{_FRAC_OF_NUMBERS})")
# "3{\frac12}": a fraction of numbers in a group of its own right after a whole number
_BRACED_FRACTION = re.compile(rf"(?<![\w\\^_}}.])(\d+)\s*\{{\s*({_FRAC_OF_NUMBERS})\s*\}}")


# a group that holds only a group of a number or of a fraction of numbers ("{{\\frac12}}", "\\frac{{1}}{2}"): one
# group; an empty group between a whole number and a fraction ("3{}\\frac12") groups nothing
_DOUBLE_GROUP = re.compile(rf"\{{\s*\{{\s*(\d+|{_FRAC_OF_NUMBERS})\s*\}}\s*\}}")
_EMPTY_GROUP = re.compile(r"(?<=\d)\s*\{\s*\}\s*(?=\\frac)")


def unbraced_mixed(s: str) -> str:
    """``3{\\frac12}``, ``{3}\\frac12``, ``{3}{\\frac{1}{2}}``, ``3{{\\frac12}}``, ``3{}\\frac12`` as ``3\\frac12``
    (what they render as)."""
    if "{" not in s or "\\frac" not in s:
        return s
    for _ in range(3):
        s, n = _DOUBLE_GROUP.subn(r"{\1}", s)
        if not n:
            break
    s = _EMPTY_GROUP.sub("", s)
    s = _BRACED_WHOLE.sub(r"\1", s)
    return _BRACED_FRACTION.sub(r"\1\2", s)


# ---------------------------------------------------------------------------------------------------------
# Double factorials

_SPACED_BANGS = re.compile(r"!\s+!")
_DOUBLE_FACTORIAL = re.compile(r"(?<![\w.}])(\d+)\s*!!(?!!)")
MAX_DOUBLE_FACTORIAL = 300


def _double_factorial(n: int) -> int:
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


def double_factorials(s: str) -> str:
    """``5!!`` as its value (15; ``6!!`` is 48): in parentheses inside a longer answer. A double factorial
    of anything else (``n!!``, ``(2n)!!``) stays, and is not read (:func:`refusal`)."""
    if "!" not in s:
        return s
    s = _SPACED_BANGS.sub("!!", s)  # "5!\\,!" (its space removed: "5! !") renders as 5!!
    if "!!" not in s:
        return s

    def value(m: re.Match[str]) -> str:
        n = int(m.group(1))
        if n > MAX_DOUBLE_FACTORIAL:
            return m.group(0)
        v = str(_double_factorial(n))
        return v if m.start() == 0 and m.end() == len(s) else f"({v})"

    return _DOUBLE_FACTORIAL.sub(value, s)
