"""What may follow an exception that reads an answer despite the words after it: a whitelist.

Standard mode reads some sentences around the box that look like judgements, because they say something true
of the answer: a check after ``Wait,`` that confirms it (:mod:`proctor.grading.rechecks`), a property gloss
after the box (``, which is prime``: :mod:`proctor.grading.glosses`), a reason bracket (``(since 3+4=7)``),
a later sentence whose subject is the box's value and whose predicate names a property (``7 is not prime``:
:mod:`proctor.grading.judged_value`). Each exception must prove that the rest of its clause is harmless, not
check it against a list of bad words: :func:`judges` reads the words of a tail against the tables of
:mod:`proctor.grading.lexicon` (``TAIL_*``): fillers (copulas, articles, pronouns), connectives, negators,
properties (parity, primality, divisibility, sign, integrality, a comparison with a number) and affirmations
(``correct``, ``the answer``, ``the only value that works``, ``passt``, ``верно``, ``正确``), and the free object
of a verb of satisfying or of a counting noun (``satisfies both equations``, ``the number of ways``). The tail
judges the value when it holds any other word (``too small``, ``off by one``, ``scheidet aus``, ``除外``), an
affirmation under a negator (``not the answer``, ``passt nicht``, ``doesn't satisfy``), a judging word not under
one (``wrong``), a comparative with no number to compare with (``one less than the true answer``), or a question.
Words of the scripts written without spaces are removed from the tables as substrings; anything left over is
another word.
"""

from __future__ import annotations

import re

from proctor.grading import count_objects, lexicon
from proctor.grading.commitment import OPAQUE
from proctor.grading.spans import math_spans

_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|['’]\w+")
_SPACELESS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CLAUSE_BREAK = re.compile(r"[,;:，；：、—–]|\s-{1,2}\s|…")
# words that change a quantity: never part of a free object ("the number of boxes minus one")
_CHANGING = frozenset(
    (
        "minus plus times less more fewer extra short over under half twice double triple off except without "
        "but not weniger mehr ohne außer moins plus sans sauf menos más sin excepto meno più senza tranne "
        "минус плюс меньше больше без кроме"
    ).split()
)
_ONLY = frozenset(
    "only nur seule seul solo única único sola unica unico единственный единственное jedyna jedyne".split()
)
_IDENTITY = frozenset("it this that es das ça cela eso esto это".split())
_BAD = frozenset(
    (
        "wrong incorrect false erroneous mistaken invalid bogus mistake error typo falsch fehlerhaft fehler "
        "faux fausse erroné erronée incorrecte erreur incorrecto incorrecta erróneo equivocado errado errada "
        "sbagliato sbagliata errato errata неверно неверный неправильно ошибка ошибочно błędne błędny źle "
        "yanlış hatalı salah keliru sai"
    ).split()
)


def _spaceless(token: str) -> tuple[bool, bool, bool, bool]:
    """(negated, good, bad-or-other, property) of a token of a script written without spaces."""
    rest, neg, good, prop = token, False, False, False
    for words, kind in (
        (lexicon.TAIL_SPACELESS_GOOD, "good"),
        (lexicon.TAIL_SPACELESS_PROPERTIES, "prop"),
        (lexicon.TAIL_SPACELESS_NEGATORS, "neg"),
        (lexicon.TAIL_SPACELESS_FILLERS, "fill"),
    ):
        for w in sorted(words, key=len, reverse=True):
            if w in rest:
                rest = rest.replace(w, " ")
                neg |= kind == "neg"
                good |= kind == "good"
                prop |= kind == "prop"
    return neg, good, bool(rest.strip()), prop


def _clause_judges(clause: str) -> bool:
    """Whether one clause of a tail judges the value (see the module's doc)."""
    if count_objects.object_unproven(clause):
        return True  # "the number of ways for one colour", "the total in thousands", "the number of pairs"
    negated = good = bad = comparative = False
    words = _TOKEN.findall(clause.lower())
    if words and words[-1] in _IDENTITY:
        good = True  # "7 isn't it.": the pronoun stands for the answer
    freed = False
    for w in words:
        if _SPACELESS.search(w):
            n, g, other, _p = _spaceless(w)
            if other:
                return True  # "太小了", "では小さすぎる", "还要加上小明"
            negated |= n
            good |= g
            continue
        if w in lexicon.TAIL_NEGATORS or w.endswith(("n't", "n’t")) or w in ("n'", "n’"):
            negated = True
        elif w in _BAD:
            bad = True
        elif w in lexicon.TAIL_COMPARATIVES:
            comparative = True
        elif w in lexicon.TAIL_FREEING:
            freed = True  # "satisfies both equations", "the number of ways"
            good |= w in lexicon.TAIL_GOOD  # ("doesn't satisfy the equation": negated)
        elif w in lexicon.TAIL_GOOD:
            good = True
        elif freed and w in _CHANGING:
            return True  # "the number of boxes minus one"
        elif not freed and not (
            w in lexicon.TAIL_FILLERS or w in lexicon.TAIL_CONNECTIVES or w in lexicon.TAIL_PROPERTIES
        ):
            return True  # another word: "too small", "off by one", "excluded", "scheidet aus", "odpada"
    if comparative and not re.search(r"\d|" + OPAQUE, clause):
        return True  # "one less than the true answer", "smaller than needed"
    if negated and _ONLY.intersection(words):
        return bad  # "7 is not the only solution": the negator bears on "only" (there are others), not on "solution"
    return (bad and not negated) or (good and negated)


def judges(tail: str) -> bool:
    """Whether ``tail``, the words after a subject or an exception's span up to its sentence's end, holds
    anything but a harmless predicate (see the module's doc): read clause by clause."""
    if tail.rstrip().endswith(("?", "？")):
        return True  # "7 is prime?": a question, not a statement
    return any(_clause_judges(c) for c in _CLAUSE_BREAK.split(tail))


# ---------------------------------------------------------------------------------------------------------
# a check after "Wait," that confirms the answer (proctor.grading.rechecks): what follows its announcement
_CHECK_OBJECTS = frozenset(
    (
        "sum total arithmetic calculation computation computations math work steps step again once more quickly "
        "nochmal noch einmal encore fois otra vez de nuevo di nuovo ancora novo outra ещё еще раз lagi tekrar "
        "summe rechnung calcul calculs cálculo cuenta calcolo conto cálculos расчёт расчет вычисления"
    ).split()
)
_EQUATION = re.compile(r"[^=\n]{1,60}=\s*([-−]?\d+(?:\.\d+)?)\s*$")
_PLAIN_EQUATION = re.compile(r"\d[\d\s.+\-−*/×÷·^()]*=[ \t]*\(?[ \t]*([-−]?\d+(?:\.\d+)?)(?![\d.]\d)")


def check_is_plain(text: str, view: str, at: int, equal, answer: str = "") -> bool:
    """Whether the check from ``view[at:]`` to the response's end holds only computations that end on the
    answer (``equal(value)``: proved equal to it), and words of affirmation, restatement or of the check's
    object (``Yes.``, ``Stimmt.``, ``So the answer is 7.``, ``the sum:``): any other word revises or
    qualifies what the check confirmed (``then plus one is the total``, ``dazu kommt noch Sam``). An equation
    that plugs ``answer`` in may end on another value (``$3 \\cdot 12 - 6 = 30$``)."""
    for _m_start, m_end, content in math_spans(text):
        if m_end > at and "=" in content:
            last = content.rsplit("=", 1)[-1].strip().strip("$ .")
            plugged = answer and re.search(r"(?<![\d.])" + re.escape(answer) + r"(?![\d.]\d)", content)
            if last and not equal(last) and not plugged:
                return False  # "$3+5=8$, ... $7$": it computes another value on the way (not "$3 \\cdot 12 - 6 = 30$")
    rest = view[at:]
    for m in _PLAIN_EQUATION.finditer(rest):
        if not equal(m.group(1)):
            return False  # "3+5 = 8, so 7"
    words = rest.replace(OPAQUE, " ")
    for clause in _CLAUSE_BREAK.split(re.sub(r"[.!?。！？\n]", ",", words)):
        kept = " ".join(w for w in _TOKEN.findall(clause.lower()) if w not in _CHECK_OBJECTS)
        if _clause_judges(kept) or count_objects.object_named(clause):
            return False
    return True
