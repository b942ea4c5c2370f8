"""Marks that change how an answer is shown, not what it is: currency signs other than ``\\$``, size commands and
LaTeX's tie, read as normalize reads ``\\$`` (a unit) and ``\\displaystyle`` (nothing).

:func:`currency_reading` reads an answer that is exactly a plain number and one currency sign, before or after it
(``€7``, ``7€``, ``₹7``, ``¥ 7``, ``£7``, ``\\pounds 7``, ``7\\,\\text{€}``, ``7 \\text{元}``, ``₩7,000``), as the
number and the currency's name, which normalize adds to the answer's units (two answers with different units
are different values: ``€7`` is not ``\\$7``). Anything else in the answer keeps it as written: ``€7 million``,
``€7-8``, ``€7 or €8``, ``-€7`` (a whitelist of one form, never a sign removed from a larger answer).

:func:`unsized` drops a LaTeX size command that opens the answer (``\\large 7``, ``\\Huge{7}``): it changes how
the answer is shown, never what it is.

:func:`untied` drops a tie (``~``) that opens or closes a math span's content (``The answer is $~7$.``): in math a
tie is a space; the extractor calls it on the answer it read from delimited math, so the prose rule that reads
``~7`` as "about 7" (``extract._approximated``) still reads ``The answer is ~7.`` so.
"""

from __future__ import annotations

import re

_SIGNS = {
    "€": "euro",
    "\\euro": "euro",
    "\\texteuro": "euro",
    "£": "pound",
    "\\pounds": "pound",
    "\\textsterling": "pound",
    "¥": "yen",
    "\\yen": "yen",
    "\\textyen": "yen",
    "₹": "rupee",
    "₩": "won",
    "元": "yuan",
    "円": "yen",
    "원": "won",
}
_SIGN = "|".join(re.escape(s) for s in sorted(_SIGNS, key=len, reverse=True))
_NUM = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?"
_SPACE = r"(?:\s|\\[,;: !]|~)*"
_WRAPPED_SIGN = (
    r"(?:\\(?:text|mathrm|textrm|mbox)\s*\{\s*(?P<{0}>"
    + _SIGN
    + r")\s*\}|(?P<{1}>"
    + _SIGN
    + r")(?![a-zA-Z]))"
)
_BEFORE = re.compile(
    r"\A" + _WRAPPED_SIGN.replace("{0}", "s1").replace("{1}", "s2") + _SPACE + r"(?P<n>" + _NUM + r")\Z"
)
_AFTER = re.compile(
    r"\A(?P<n>" + _NUM + r")" + _SPACE + _WRAPPED_SIGN.replace("{0}", "s1").replace("{1}", "s2") + r"\Z"
)
_TRIGGER = re.compile(r"[€£¥₹₩元円원]|\\(?:euro|texteuro|pounds|textsterling|yen|textyen)(?![a-zA-Z])")
_SIZE = re.compile(
    r"\A\\(?:tiny|scriptsize|footnotesize|small|normalsize|large|Large|LARGE|huge|Huge)(?![a-zA-Z])\s*"
)


def currency_reading(s: str) -> tuple[str, str | None]:
    """``(number, currency)`` where ``s`` is exactly a plain number and one currency sign; ``(s, None)``
    otherwise."""
    if not _TRIGGER.search(s):
        return s, None
    text = s.strip()
    m = _BEFORE.match(text) or _AFTER.match(text)
    if m is None:
        return s, None
    return m.group("n"), _SIGNS[m.group("s1") or m.group("s2")]


def unsized(s: str) -> str:
    """``s`` without a size command that opens it (``\\large 7``: ``7``)."""
    if s.startswith("\\") and (m := _SIZE.match(s)) and m.end() < len(s):
        return s[m.end() :]
    return s


_TIES = re.compile(r"\A~(?!~)\s*|(?<![~\\])\s*~\Z")


def untied(math: str) -> str:
    """A math span's content without a LaTeX tie that opens or closes it (``$~7$``, ``$7~$``: a non-breaking
    space, not "about"): only a single ASCII ``~`` at either edge (never ``~~``, a strike-out, nor ``～``, nor
    ``\\sim``, nor an escaped ``\\~``), so the prose rule that reads a tilde glued to an answer as "about" reads
    prose tildes only."""
    return _TIES.sub("", math) if "~" in math else math


_TEXT_WORDS = re.compile(r"\s*\\(?:text|textrm|textnormal|mathrm|mbox)\s*\{\s*([^{}\\$]+?)\s*\}\s*")


def text_words(s: str) -> str | None:
    """The words of an answer that is one ``\\text{}`` around them (``\\text{Alina}``: ``Alina``), as written
    (normalize lowercases a lone word in ``\\text{}``); None for anything else."""
    m = _TEXT_WORDS.fullmatch(s) if "\\" in s else None
    return m.group(1) if m else None


# a set written by a condition on its one variable: "\{x \mid x > 1\}", "\{x : x \ge 2\}", "\{x \in \mathbb{R} \mid
# x > 1\}" is the set of the x with x > 1, the set the condition itself reads as (an interval)
_SET_BUILDER = re.compile(
    r"\s*\\\{\s*([a-zA-Z])\s*(?:\\in\s*(?:\\mathbb\s*\{?\s*R\s*\}?|ℝ)\s*)?(?:\\mid|\||:|\\vert)(.+?)\\\}\s*"
)
_CONDITION_COMMANDS = re.compile(
    r"\\(?:le|ge|leq|geq|lt|gt|infty|frac|dfrac|sqrt|pi|cdot|neq|ne|left|right)(?![a-zA-Z])"
)


def set_condition(pred: str) -> str:
    """The condition of a set written by one on its one variable (``\\{x \\mid x > 1\\}``: ``x > 1``), where the
    condition names no other letter, holds a relation and no list (``,``, ``;``) nor words; ``pred`` unchanged
    otherwise."""
    if len(pred) > 300 or not pred.lstrip().startswith("\\{") or (m := _SET_BUILDER.fullmatch(pred)) is None:
        return pred
    var, cond = m.group(1), m.group(2).strip()
    letters = set(re.findall(r"[a-zA-Z]", _CONDITION_COMMANDS.sub(" ", cond)))
    if (
        letters != {var}
        or re.search(r"[,;]|\\text", cond)
        or not re.search(r"[<>≤≥]|\\(?:le|ge|leq|geq|lt|gt)(?![a-zA-Z])", cond)
    ):
        return pred
    return cond


# a function defined by its value at one variable: "f(t) = 2t+1" and "f(x) = 2x+1" are one function (the variable
# is bound: renamed where the gold's name of it appears nowhere in the prediction)
_DEFINITION = re.compile(r"\s*([A-Za-z](?:\^\{-1\})?)\s*\(\s*([A-Za-z])\s*\)\s*=(?!=)")
_WORDS_IN_MATH = re.compile(
    r"\\(?:text[a-z]*|operatorname|math(?:rm|bf|it|sf|tt|cal|frak|bb)|mbox|hbox)(?![a-zA-Z])"
)


def renamed_argument(pred: str, gold: str) -> str:
    """``pred`` with its function's variable renamed to the gold's, where both define the same function name at
    one letter (``f(t) = 2t+1`` for ``f(x) = 2x+1``: ``f(x) = 2x+1``), the gold's letter appears nowhere in
    ``pred``, and ``pred`` writes no words (``\\text{}``, ``\\mathrm{}``: a letter there may be part of a word); ``pred`` unchanged otherwise."""
    if "(" not in pred or "=" not in pred or len(pred) > 300:
        return pred
    p, g = _DEFINITION.match(pred), _DEFINITION.match(gold)
    if p is None or g is None or p.group(1) != g.group(1) or p.group(2) == g.group(2):
        return pred
    old, new = p.group(2), g.group(2)
    if (
        _WORDS_IN_MATH.search(pred)
        or re.search(rf"(?<![\\A-Za-z]){new}(?![A-Za-z])|\\{new}", pred)
        or new in pred
    ):
        return pred
    return re.sub(rf"(?<![\\A-Za-z]){old}(?![A-Za-z])", new, pred)
