"""The readings of :mod:`value_marks` that need the normalized value or the answer tree: a percent against a
non-percent gold (:func:`percent_as_written`), the name of an assignment that disowns its value
(:func:`disowning_name`), a boxed choice label's tail (:func:`choice_tail`) and why a prediction states no
comparable value (:func:`refusal`); see value_marks' docstring. Split from value_marks, which normalize
imports, so that these import normalize and answer directly, above them."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from proctor.grading.answer import split_top
from proctor.grading.normalize import (
    UNIT_WORDS,
    key,
    normalize,
    parse_rational,
    unwrap_command,
    unwrap_math,
)
from proctor.grading.value_marks import _plain_word

# ---------------------------------------------------------------------------------------------------------
# Percent


def percent_as_written(gold: str) -> bool:
    """Whether a percent answer may also read as its number against ``gold`` (``50\\%`` for 50): the gold
    is a whole or decimal number of at least 1 (or 0), one that could be a percent with its sign dropped;
    never a fraction (``\\frac12``) or a number below 1 (0.5, a probability)."""
    g = normalize(gold).replace(" ", "")
    if not re.fullmatch(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)", g):
        return False
    value = parse_rational(g)
    return value is not None and (value == 0 or abs(value) >= 1)


# ---------------------------------------------------------------------------------------------------------
# Names that disown their value

_TEXT_GROUP = re.compile(r"\\(?:text\w*|math(?:rm|it|bf|sf|tt)|mbox|rm|it)\s*\{([^{}]*)\}")
_OPERATOR_NAME = re.compile(r"\\operatorname\s*\{[^{}]*\}")
# operators written upright ("\\mathrm{Re}(z)", "\\mathrm{lcm}"): not words of a name
_FUNCTION_WORDS = frozenset(
    "re im tr ln lg log sin cos tan sec csc cot exp det rank lcm gcd max min arg deg mod sgn dim ker id var cov".split()
)
_COMMAND = re.compile(r"\\[a-zA-Z]+")
_LETTERS = re.compile(r"[^\W\d_]+")
_GREEK = re.compile(r"[\u0370-\u03ff]")
# Words that judge, bound or estimate a value (stems end in "*"), in English and other languages; the
# lexicon's retractions, hedges and non-answer labels are read as well.
_DISOWNING = (
    "wrong* incorrect* false* invalid* error* erroneous* mistak* typo* bogus fake* dummy placeholder* decoy* "
    "distract* trap* bait guess* estimat* est approx* rough* naive* lower upper bound* lb ub bad not "
    "tentativ* prelim* provisional* draft* unsure maybe probabl* possibl* ballpark* "
    "falsch* fehler* schatz* grenze* untere* obere* faux fausse* erreur* borne* incorrect* erron* cota* limite* "
    "aproximad* aproximacion* aprox* sbagliat* errat* stima* inferiore superiore fout* onjuist* schatting* "
    "fals* errad* equivocad* estim* geschatz* ungefahr* untergrenz* obergrenz* environ minorant* majorant* "
    "inferior* superior* błed* zle "
    "ошибк* неверн* неправильн* оценк* приблиз* примерн* границ* нижн* верхн* "
    "틀림 틀린 틀렸* 오류 추정* 근사* 하한 상한 잘못* 대략"
)
_DISOWNING_SPACELESS = (
    "错 誤 误 間違 不对 不對 估 近似 约 約 下界 上界 下限 上限 猜 假 ダミー 概算 推定 おおよそ ผิด ประมาณ"
).split()


@lru_cache(maxsize=1)
def _disowning() -> tuple[frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """The disowning words, stems and phrases (a phrase of the lexicon matches only whole: "wrong answer",
    never "answer")."""
    from proctor.grading.lexicon import HEDGES, NON_ANSWER, RETRACTIONS

    words, stems, phrases = set(), [], []
    entries = _DISOWNING.split() + [w for table in (HEDGES, RETRACTIONS) for ws in table.values() for w in ws]
    for entry in entries + list(NON_ANSWER):
        w = _plain_word(entry)
        if " " in w:
            phrases.append(w.rstrip("*"))
        elif w.endswith("*"):
            stems.append(w[:-1])
        elif len(w) > 1 or not w.isascii():
            words.add(w)
    return frozenset(words), tuple(stems), tuple(phrases)


def _name_words(name: str) -> tuple[list[str], list[str]]:
    """The words of an assignment's name: those in a text group (any length), the bare runs of three
    letters or more, runs of letters of another script (a lone Greek letter aside), and marks (``❌``,
    ``✗``); and apart, the bare runs of two letters (``LB`` in ``x_{LB}``, but also ``AB``, ``ij``: symbols
    unless a disowning word)."""
    found: list[str] = []
    short: list[str] = []
    name = _OPERATOR_NAME.sub(" ", name)
    for m in _TEXT_GROUP.finditer(name):
        found += [w for w in _LETTERS.findall(m.group(1)) if len(w) > 1 or not w.isascii()]
    bare = _COMMAND.sub(" ", _TEXT_GROUP.sub(" ", name))
    for w in _LETTERS.findall(bare):
        if (w.isascii() and len(w) >= 3) or (not w.isascii() and not (len(w) == 1 and _GREEK.match(w))):
            found.append(w)
        elif w.isascii() and len(w) == 2:
            short.append(w)
    found += [c for c in name if unicodedata.category(c) == "So"]
    return [w for w in found if w.lower() not in _FUNCTION_WORDS], short


def _disowns(word: str) -> bool:
    if len(word) == 1 and unicodedata.category(word) == "So":
        return True
    low = _plain_word(word)
    words, stems, _ = _disowning()
    if low in words or any(low.startswith(s) for s in stems):
        return True
    return any(w in low for w in _DISOWNING_SPACELESS)


def _disowning_phrase(words: list[str]) -> str:
    text = " " + " ".join(_plain_word(w) for w in words) + " "
    return next((p for p in _disowning()[2] if f" {p} " in text), "")


_HAS_NAME_WORD = re.compile(r"\\(?:text|math|mbox|operatorname|rm\b|it\b)|[^\x00-\x7f]|[A-Za-z]{2}")


def disowning_name(pred: str, gold: str, strict: bool) -> str:
    """The word in the name on the left of the prediction's assignment (``x_{\\text{LB}} = 7``) that disowns
    its value (a judgement, a bound, an estimate, a mark), or in strict mode any word there the gold does not
    have; "" when there is none."""
    if "=" not in pred or not _HAS_NAME_WORD.search(pred.split("=", 1)[0]):
        return ""
    text = unwrap_math(pred)
    if text.startswith("\\boxed{") and text.endswith("}"):
        text = text[7:-1]
    sides = split_top(text, ("=",))
    if len(sides) < 2:
        return ""
    gold_words = {_plain_word(w) for w in _LETTERS.findall(gold)} | set(gold)
    for side in sides[:-1]:
        words, short = _name_words(side)
        if phrase := _disowning_phrase(words):
            return phrase
        for word in words + short:
            if _plain_word(word) in gold_words or word in gold_words:
                continue
            if (strict and word in words) or _disowns(word):
                return word
    return ""


# ---------------------------------------------------------------------------------------------------------
# Choice labels

_CHOICE_WRAP = re.compile(r"\\(?:text\w*|math(?:rm|bf|it)|mbox|fbox|boxed)\s*\{")
_SPACES = re.compile(r"\\[ ,;:!]|~|\\q?quad(?![a-zA-Z])")
_LABEL = re.compile(r"^\s*\**\s*\(?\s*([A-Z])\s*(?:\)|[.:](?=\s|$))\s*\**")
_VALUE_START = re.compile(r"[\d\-+−$\\([{.]|[A-Za-z](?![A-Za-z])")
_VALUE_COMMAND = re.compile(
    r"\\(?:[dt]?frac|sqrt|pi|infty|sin|cos|tan|log|ln|exp|mathbb|emptyset|varnothing|binom|[lc]?dots|alpha|beta|"
    r"gamma|delta|theta|lambda|mu|sigma|phi|omega|Omega|Delta|\{|left|\$)(?![a-zA-Z])"
)
_PROSE_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")


def choice_tail(text: str, option_text: str) -> str:
    """What follows a choice label in a boxed answer (``\\boxed{\\text{(C) is wrong}}``) that is not the
    option's own text, or "" when nothing does: with the gold's option text, only that text (or its value,
    normalized) may follow; without it, only a value (digits, math, a lone letter; no prose word, no mark,
    no prime, exponent or subscript on the label)."""
    s = unwrap_command(unwrap_math(text), _CHOICE_WRAP)
    s = _SPACES.sub(" ", s).strip()
    m = _LABEL.match(s)
    if m is None:
        return ""
    rest = s[m.end() :].strip().rstrip(".").strip()
    if not rest:
        return ""
    if option_text:
        a, b = normalize(rest), normalize(option_text)
        if key(a) == key(b) or (parse_rational(a) is not None and parse_rational(a) == parse_rational(b)):
            return ""
        return rest
    if not _VALUE_START.match(rest) or re.search(r"[^\x00-\x7f]|\?", rest):
        return rest
    if rest.startswith("\\") and not _VALUE_COMMAND.match(rest):
        return rest  # "(C)\\prime", "(C) \\neg", "(C)\\times 2": a mark or an operation on the label
    words = [w for w in _PROSE_WORD.findall(_COMMAND.sub(" ", rest)) if w.lower() not in UNIT_WORDS]
    return rest if words else ""


# ---------------------------------------------------------------------------------------------------------


def refusal(pred: str, gold: str, strict: bool) -> str:
    """Why the prediction states no value comparable to the gold (a double factorial of something other
    than a whole number, a name that disowns its value), or ""."""
    if "!!" in pred:
        if "!!" in normalize(pred) and "!!" not in normalize(gold):
            return "a double factorial of what is not a whole number ('!!')"
    if word := disowning_name(pred, gold, strict):
        return f"the name {word!r} disowns the value it is given"
    return ""
