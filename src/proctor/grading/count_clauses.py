"""Standard mode: the clause after a stated whole number and its counted noun, proven by its shape (:func:`count_clause_unproven`).

:func:`proctor.grading.count_tails.count_tail_unproven` reads a whole number (bare, in its own math, or boxed) that
its sentence goes on after only where the counted noun is followed by the end of the sentence or a *complement*:
a comparative, ``per`` and a word, an infinitive, a relative or reason clause, a preposition and its object,
``of`` and a word. It proves the complement's first word only; this module proves the whole complement to the end of
the sentence, each kind by its own grammar (closed classes of words, never a list of bad words), and refuses the
number where a complement of these kinds is not proven:

- a comparative (``more than``, ``mehr als``, ``de plus que``, ``más que``) must compare with a name, a third-person
  pronoun, or (English) a determiner and a plural count noun, then optionally an auxiliary, then the end (``7 apples
  more than Tom has``; not ``more than the answer``, ``than we need``, ``than das Ergebnis``);
- ``per`` and a word that is no scale, numeral or hedge of the value tables (``per person``; not ``per thousand``);
- an English infinitive of a plain verb, never ``to be`` nor a verb that moves a value, then plain words (``to
  spare``, ``to share``; not ``to be doubled``, ``to divide by two``); the infinitives of other languages (``zu``,
  ``a``/``à``/``para`` before an infinitive) are not proven;
- a relative clause whose subject is no first- or second-person pronoun and no modal (English), or (other languages)
  that opens on a copula or a named subject, then plain words (``which is prime``, ``that Tom picked``, ``ce qui est
  un nombre premier``; not ``which we then double``, ``que luego duplicamos``, ``die ich geraten habe``);
- a reason clause without a first-person pronoun, without the answer or its source named (``key``, ``says``), whose
  bare numbers are the stated number (``because each child gets one``, ``since $3+4=7$``; not ``because the real
  answer is 8``, ``weil ich geraten habe``);
- a preposition and its object: a determiner, optionally a word of totality (``whole``, ``toda``), then one word, math
  or a bare number; a second content word (an unproven modifier: ``for the first part``, ``in the old version``) or
  a number after a determiner (``of the 8 asked``) is refused; ``of``/``de`` and a word after an amount of money or
  degrees (which have a sign: ``dollars of debt``, ``grados de helada``) and a word of excess (``de trop``, ``a mais``)
  are refused; after a unit, a bare word that is no unit (``7 Euro Schulden``, ``7 Grad Frost``) is refused.

A bracket of words that opens on a preposition right after the number is read as the same words without it
(``7 (en miles)`` as ``7 en miles``; :func:`_unbracketed`); any other bracket of words only right after a stated
unboxed number must be a gloss of the box's whitelist (:func:`proctor.grading.after_box._gloss`: ``Result: 7 (off by
one)`` is refused; the number's emphasis may close before it, ``**Answer: 7** (...)``). A counting noun in the rest of
the sentence must take a description of the counted things as its object (:mod:`proctor.grading.count_objects`:
``7, c'est le nombre de façons pour une couleur`` is refused). After a stated unboxed number (bare, in its own math or
emphasised), an apposition or a bracket is read as after a box: its counting noun so, and the rest by the box's gloss
whitelist (:func:`proctor.grading.after_box.qualified`): ``Final answer: 7, the number of apples Tom had on Monday.``,
``Final answer: 7, or close to it.``, ``$7$ (lower bound)`` are refused.

A complement of another kind (a verb, a dimension, ``and`` and a clause) is left to count_tails' own proofs.
"""

from __future__ import annotations

import re
from functools import lru_cache

from proctor.grading.after_box import _gloss, qualified
from proctor.grading.box_tail import _HONEST_PHRASE
from proctor.grading.commitment import prose_view
from proctor.grading.count_objects import (  # closed classes both read: what restricts, selects, names a part
    _PARTS,
    _PREPOSITIONS,
    _RESTRICTING,
    _SELECTING,
    object_unproven,
)
from proctor.grading.count_tails import (
    _BOXED_WHOLE,
    _CLOSED,
    _CLOSERS,
    _HARMLESS_TAIL,
    _MATH_CHARS,
    _MOVES_VALUE,
    _NEGATION,
    _REPEATS,
    _TOTAL,
    _UNIT_MODIFIER,
    _WHOLE,
    _hedge,
    _numeric,
    _plain_word,
    _rest_of_sentence,
    _subject_of_plain_verb,
)
from proctor.grading.count_tails import (
    _VERB as _VERB_WORDS,
)
from proctor.grading.display_marks import set_condition
from proctor.grading.lexicon import ANSWER_NOUNS
from proctor.grading.proven_forms import plain_count_noun
from proctor.grading.unit_words import unit_word

# a box of a whole amount of money: a currency sign before or after the number
_MONEY_BOX = re.compile(
    r"\\(?:boxed|fbox)\s*\{\s*(?:(?:[€£¥₹₩₽]|\\\$)\s*(?:\\[,;: ]|~)?\s*\d+"
    r"|\d+\s*(?:\\[,;: ]|~)?\s*(?:\\text\s*\{\s*[€£¥₹₩₽]\s*\}|[€£¥₹₩₽]))\s*\}"
)
_TOKEN = re.compile(
    r"(?P<math>\$[^$]{0,80}\$|\\\(.{0,80}?\\\))"
    r"|(?P<word>[^\W\d_]+(?:[-'’][^\W\d_]+)*)"
    r"|(?P<number>\d+(?:[.,]\d+)*)"
    r"|(?P<comma>,)"
    r"|(?P<other>\S)"
)
_FILLER = re.compile(
    r"(?i:"
    + _TOTAL
    + r"|correctly|exactly|precisely|respectively|together|apiece|in\s+common|long|wide|tall|high|"
    r"deep|thick|old|away|apart|later|earlier|ago|each|only\s+once|as\s+(?:expected|desired|required|claimed|"
    r"needed|shown|stated|computed|calculated|predicted|before|above|well|(?:the|our|my)\s+(?:final\s+)?(?:answer|result)))(?![\w])"
)


def _words(s: str) -> frozenset[str]:
    return frozenset(s.split())


# words that compare, and what they compare with
_COMPARATIVES = _words(
    "more less fewer greater smaller larger bigger higher lower mehr weniger plus moins más menos mais più meno "
    "больше меньше więcej mniej meer minder fazla"
)
_THAN = _words("than als que che di чем niż dan")
_PRONOUN_3 = _words(
    "he she they him her them his hers theirs er sie ihm ihn ihr il elle ils elles lui eux él ella ellos ellas "
    "ele ela eles elas lei loro он она они него неё них ему ей им on ona oni jego jej ich hij zij hem haar"
)
_AUX = _words(
    "has have had does do did is are was were hat haben hatte hatten a ont avait tiene tienen tenía tem têm tinha "
    "ha hanno aveva heeft hebben ma mają"
)
_PER = _words("per pro por par je на za")
_EACH = _words(
    "a an one each every cada chaque jede jeden jedes jeder un una une um uma каждый каждую каждого każdy każdą"
)
# words that open a clause about the counted things (relative) or a reason
_RELATIVE = _words(
    "which that who whom whose die der das welche welcher welches que qui dont lequel laquelle lesquels lesquelles "
    "cual cuales quien quienes che cui который которая которое которые которых которым które który która których "
    "dat wat"
)
_JOINS = _words("and but und et y e i и ve dan")
# words that join a clause after the count ("and we double it", "so double it"): proven by _joined
_JOINING = _JOINS | _words(
    "so then thus hence therefore aber dann also donc puis pero luego entonces mas depois então"
)
_VERB = re.compile(r"(?i:" + _VERB_WORDS + r")")
_ENGLISH_REASONS = _words("because since as")
_ENGLISH_RELATIVE = _words("which that who whom whose")
# two-word relatives and conditions ("for which", "such that"): a condition on the counted things
_CONDITION = re.compile(
    r"(?i:(?:for|in|of|on|to|with|from|among)\s+(?:which|whom)|such\s+that|so\s+that|where|wherein|whereby|"
    r"satisfying|so\s+dass|sodass|para\s+(?:los|las)\s+que|tel(?:le)?s?\s+que|pour\s+lesquel(?:le)?s|"
    r"при\s+которых|таких,?\s+что|lo\s+cual|ce\s+qui|ce\s+que|de\s+(?:los|las)\s+cuales|dont)(?![\w])"
)
_REASON = re.compile(
    r"(?i:because|since|as|given\s+that|weil|da|denn|porque|pues|ya\s+que|car|puisque|parce\s+que|perché|poiché|"
    r"pois|porque|ponieważ|bo|gdyż|çünkü|omdat|want|потому\s+что|так\s+как|поскольку)(?![\w])"
)
_COPULAS = _words(
    "is are was were be ist sind war waren est sont était étaient es son era eran está están é são foi eram è sono "
    "era erano является являются был была были jest są był była było były is zijn"
)
# the writer (or reader) as a subject: a clause of theirs is an operation or a disowning, never a description
_PERSONAL = _words(
    "i me my we us our you your ich mich mir wir uns du dich je moi nous tu toi l'on l’on yo nos nosotros "
    "nosotras tú eu nós io mi noi я мне мы нас ты вы ja ty ben biz sen ik wij jij jullie"
)
_MODALS = _words(
    "must need needs should shall will would can could may might ought muss müssen soll sollen hay debe deben "
    "debemos faut нужно надо должны musi trzeba moet moeten"
)
# the answer or its source named in a reason: the reason is about the answer, not the counted things
_SOURCE = _words(
    "answer answers key says said told guess guessed antwort lösung schlüssel respuesta réponse resposta ответ "
    "risposta antwoord odpowiedź cevap dice dit sagt disse говорит"
) | {w.lower() for w in ANSWER_NOUNS}
# words of excess or shortfall ("de trop", "de sobra", "zu viel", "a mais", "7 apples extra")
_EXCESS = _words(
    "too trop sobra viel wenig zuviel zuwenig troppo poco mucho muito pouco слишком za extra surplus short shy"
)
# prepositions of what an amount is ("7 dollars of debt", "7 Euro an Schulden", "7 dólares en pérdidas")
_OF_IN = _words("of in de d di da do an en em w в z")
# prepositions before what was done to get the count ("left after converting", "by doubling")
_AFTER = _words("after by from through")
# comparatives that bound the counted things when a number follows ("integers less than 20")
_BOUNDING = _words("less greater smaller larger bigger")
# prepositions that compare as a comparative does ("7 apples over the answer")
_COMPARING = _words("above beyond below under past exceeding über unter sobre sous свыше сверх ponad")
# what "over" may not be over: the answer ("7 apples over the answer"; "over the weekend" is a time)
_ANSWER_WORDS = _words("answer answers result total count key solution")
# words of a property of the number, never an operation on it in a description ("which is odd", "a perfect
# square"): a hedge ("30-odd") or a verb ("to square") elsewhere
_PROPERTIES = _words("odd square cube squares cubes")
# the one-words of a reason ("because each child gets one")
_ONE = _words("one a an uno una un une ein eine einen um uma один одна")
_CONTRACTED = _words(
    "im am zum zur vom beim ins au aux du des al del no na nos nas nel nella nei sul sulla dal dalla della do dos "
    "das"
)
_DETERMINERS = _words(
    "the a an this that these those each every all his her their its our my your la le les l' el los las un una "
    "une um uma il lo gli die der das den dem des ein eine einem einer eines o os as de het"
)
_TOTALITY = _words(
    "whole entire ganze ganzen gesamte gesamten toda todo todas todos toute tout toutes tous tutta tutto tutti "
    "intera inteira entera entière весь всей całej cały"
)
# amounts that have a sign: money and degrees ("7 dollars of debt", "7 grados de helada")
_SIGNED = re.compile(
    r"(?i:dollars?|euros?|cents?|yen|yuan|rupees?|rubles?|roubles?|pesos?|francs?|reais|liras?|"
    r"rands?|bucks?|degrees?|grad(?:e|os?)?|degrés?|gradi|graus?|градус\w*|stopni\w*|рубл\w*|złot\w*|dólar\w*)"
)
# what degrees of an angle or a system are counted in ("degrees of freedom"): no sign
_DIMENSIONS = _words("freedom arc latitude longitude rotation separation angle libertad liberté freiheit")
# what makes a unit of area or volume of a unit of length ("in square units")
_UNIT_MODIFIERS = _words("square cubic sq cu")
_INFINITIVE_SHAPE = re.compile(r"[a-zà-ÿ]{2,}(?:ar|er|ir|re)")


@lru_cache(maxsize=4096)
def _numeric_word(w: str) -> bool:
    """count_tails' ``_numeric`` (a word of the value tables or within an edit of one), cached: words repeat."""
    return _numeric(w)


@lru_cache(maxsize=4096)
def _plain(w: str) -> bool:
    """count_tails' ``_plain_word``, cached."""
    return _plain_word(w)


class _Tokens:
    __slots__ = ("kinds", "texts", "starts", "value", "rest")

    def __init__(self, rest: str, value: str) -> None:
        self.rest = rest
        self.kinds: list[str] = []
        self.texts: list[str] = []
        self.starts: list[int] = []
        self.value = value
        for m in _TOKEN.finditer(rest):
            self.kinds.append(m.lastgroup or "other")
            self.texts.append(m.group(0))
            self.starts.append(m.start())

    def word(self, i: int) -> str | None:
        """The lower-case word at ``i`` (None past the end or where no word is)."""
        if i < len(self.kinds) and self.kinds[i] == "word":
            return self.texts[i].lower()
        return None

    def end(self, i: int) -> bool:
        """Whether nothing but closing marks is left from ``i``."""
        return all(k == "other" and t in ")*_" for k, t in zip(self.kinds[i:], self.texts[i:], strict=True))


def _after_number(text: str, start: int, end: int) -> tuple[int, str, bool] | None:
    """Where the words after the stated whole number start, the number's digits and whether it is an amount of
    money (a box with a currency sign); None where the span is not a whole number (count_tails' own reading)."""
    if end <= start or start >= len(text):
        return None
    if text[start] == "\\":
        box = _BOXED_WHOLE.match(text, start, end)
        money = False
        if box is None or box.end() != end:
            box = _MONEY_BOX.match(text, start, end)
            if box is None or box.end() != end:
                return None
            money = True
        digits = re.search(r"\d+", box.group(0))
        return _CLOSERS.match(text, end).end(), digits.group(0) if digits else "", money
    if _MATH_CHARS.search(text, start, end):
        return None
    number = _WHOLE.match(text, start, end)
    if number is None or (number.end() < len(text) and text[number.end()] not in " \t$*_"):
        return None
    at = _CLOSERS.match(text, number.end()).end()
    if at == number.end():
        return None
    return at, number.group(0).lstrip("+-−").replace(",", ""), False


def count_clause_unproven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the whole number at the start of ``text[start:end]`` goes on, after its counted noun,
    with a complement of the kinds this module reads (a comparative, ``per``, an infinitive, a relative or reason
    clause, a preposition and its object) that is not proven harmless to the end of its sentence (see the module)."""
    if (held := _HELD_BRACKET.fullmatch(text, start, end)) and not _gloss(
        held.group(2), held.group(2), 1, -1, held.group(1)
    ):
        return (
            True  # "Answer: 7 (off by one)" read as one span: its bracket is read as after a box (after_box)
        )
    stated = _STATED_NUMBER.match(text, start)  # (the span stops at its number or takes the gloss in)
    if stated and _GLOSS_OPENS.match(text, stated.end()):
        if object_unproven(_rest_of_sentence(text, stated.end()) or ""):
            return True  # "Final answer: 7, the number of apples Tom had on Monday.": as after a box (count_objects)
        if qualified(text, prose_view(text), stated.start(1), stated.end(), stated.group(1)) == -1:
            return True  # "Final answer: 7, which is prime, hence excluded.", "$7$ (lower bound)": the box's glosses
    found = _after_number(text, start, end)
    if found is None:
        return False
    at, value, money = found
    if modifier := _UNIT_MODIFIER.match(text, at):
        at = modifier.end()
    rest = _unbracketed(_rest_of_sentence(text, at))
    if rest is None or not any(c.isalpha() for c in rest) or _HARMLESS_TAIL.fullmatch(rest):
        return False
    if (
        text[start] != "\\"
        and (bracket := _BRACKET.match(rest))
        and not _gloss(rest, rest, 1, bracket.end() - 1, value)
    ):
        return True  # "Result: 7 (off by one)": a bracket after a stated number is read as after a box (after_box)
    if _HONEST_PHRASE.fullmatch(rest.strip(" \t,").rstrip(".!?。！？\n \t*_)\"'”’")):
        return False  # "to two decimal places", ", as shown above in the table": box_tail's honest shapes
    if object_unproven(rest):
        return True  # "7, c'est le nombre de façons pour une couleur": a counting noun of another quantity (count_objects)
    if rest.rstrip().endswith(("i.e", "e.g", "i. e", "e. g")):
        return False  # "which is prime, i.e. ...": an abbreviation ended the sentence early (count_tails reads it)
    toks = _Tokens(rest, value)
    if toks.word(0) in ("more", "fewer") and toks.word(1) not in _THAN:
        return not more_count_proven(text, start, end)  # "7 more apples than Tom does", proven there
    i, signed, unit = 0, money, money
    while i < 3 and (w := toks.word(i)) is not None and not _opens(toks, i, rest):
        if i > 0 and w in _DETERMINERS:
            break  # "7 apples every thousand", "satisfies the requirements": a phrase of its own
        if i == 0 and w in _REPEATS:
            return False  # "7 times that of the Sun", "7 vezes a do Sol" (count_tails reads how often)
        if (
            w in _COPULAS
            or w in _AUX
            or w in _MODALS
            or _VERB.fullmatch(w)
            or (i > 0 and _subject_of_plain_verb(text, at + toks.starts[i - 1] + len(toks.texts[i - 1])))
        ):
            return False  # "7 students are taller than Bob": a predicate of the counted things (count_tails reads it)
        if unit and not unit_word(w, plurals=True) and _SIGNED.fullmatch(w) is None:
            return True  # "7 Euro Schulden", "7 Grad Frost": after a unit, a word that is no unit is no noun proven
        signed = signed or _SIGNED.fullmatch(w) is not None
        unit = _SIGNED.fullmatch(w) is not None
        i += 1
    if i < len(toks.kinds) and toks.kinds[i] == "math" and i > 0:
        i += 1  # "7 integers $n$ such that": the counted things' name
    return _segments(toks, i, rest, signed, i == 0) is False


# a bracket of words right after the number that says what it is counted in and names a scale or a grouping ("(en
# miles)", "(in thousands)", "(в тысячах)"); "(to the nearest tenth)", "(in min)" are after_box's glosses
_PREPOSITION_BRACKET = re.compile(r"\(\s*((?i:[^\W\d_]+)\s[^()$\\\d\n]{0,60}?)\s*\)")
_IN_WORDS = _words("in en em im w we в во na i")
_BRACKET_WORD = re.compile(r"[^\W\d_]+")


# a bracket of words only after a stated number ("(off by one)"; one with math or digits, "(independent of $T$)", is a
# remark the other rules read)
_BRACKET = re.compile(r"\([^()\n$\\\d]{1,80}\)")
# (the number's emphasis may close before the bracket: "**Answer: 7** (the number of apples in each crate)")
_HELD_BRACKET = re.compile(r"[-+−]?(\d+)(?:[ \t]|\*\*|__|\*|_)*(\([^()\n$\\\d]{1,80}\))")
# a stated unboxed whole number, bare, in its own math or emphasised (its math and emphasis closed), then a comma,
# a dash or a bracket that opens an apposition or a gloss ("Final answer: 7, the number of apples Tom had on
# Monday.", "**7** — the count at noon", "$7$ (the number of apples in each crate)")
_STATED_NUMBER = re.compile(r"(?:\$\$?|\\\()?[ \t]*[-+−]?(\d+)[ \t]*(?:\$\$?|\\\)|\*\*|__|\*|_){0,2}")
_GLOSS_OPENS = re.compile(r"[ \t]*(?:[,;(]|[—–]|-{1,2}[ \t])")


def _unbracketed(rest: str | None) -> str | None:
    """The rest of the sentence with a bracket right after the number that says what it is counted in and holds a
    scale, grouping or fraction word read as its words ("7 (en miles)." is read as "7 en miles."): a bracket says no
    less than the same words without it, and the reading of the complement is the same; a bracket of a unit ("(in
    dollars)", "(in min)") is after_box's gloss to read."""
    if rest is None or not rest.startswith("("):
        return rest
    m = _PREPOSITION_BRACKET.match(rest)
    if m is None or m.group(1).split()[0].lower() not in _IN_WORDS:
        return rest
    if not any(_numeric_word(w.lower()) for w in _BRACKET_WORD.findall(m.group(1))):
        return rest  # "(in min)", "(in dollars)": a unit, after_box's gloss to read
    return m.group(1) + rest[m.end() :]


def _opens(toks: _Tokens, i: int, rest: str) -> bool:
    """Whether the word at ``i`` opens a complement (not a word of the counted noun's phrase)."""
    w = toks.texts[i].lower()
    return (
        w in _COMPARATIVES
        or w in _PER
        or w in _RELATIVE
        or w in _PREPOSITIONS
        or w in _CLOSED
        or w in _EXCESS
        or _FILLER.match(rest, toks.starts[i]) is not None
        or _comparative_at(toks, i)
        or _REASON.match(rest, toks.starts[i]) is not None
        or _CONDITION.match(rest, toks.starts[i]) is not None
    )


def _segments(toks: _Tokens, i: int, rest: str, signed: bool, bare: bool) -> bool | None:
    """Whether the complements from token ``i`` to the end are proven (True), one is not (False), or one is of a
    kind this module does not read (None: count_tails' own proofs decide)."""
    n = len(toks.kinds)
    comma_led = bare and i < n and toks.kinds[i] == "comma"
    after_object = False
    while i < n:
        kind = toks.kinds[i]
        if kind == "comma":
            i += 1
            continue
        if toks.end(i):
            return True
        if kind != "word":
            return None
        w = toks.texts[i].lower()
        at = toks.starts[i]
        if (m := _CONDITION.match(rest, at)) is not None:
            return _clause(
                toks, _index(toks, m.end()), "of_which" if m.group(0).lower().startswith("of") else "relative"
            )
        if w in _PER and not bare and toks.word(i + 1) not in _DETERMINERS:
            nxt = _per(toks, i + 1)
            if nxt is None:
                return False  # "7 apples per cent": a rate of the counted things
            i = nxt
            continue
        if (m := _FILLER.match(rest, at)) is not None:
            i = _index(toks, m.end())
            continue
        if _comparative_at(toks, i):
            return _comparison(toks, i, not bare and toks.word(i) in _BOUNDING)
        if w in _COMPARING:
            return _compared_with(toks, i + 1)  # "7 apples over the answer", "7 degrees above zero"
        if w in _RESTRICTING:
            return False  # "7 apples, only for Monday"
        if w == "out" and toks.word(i + 1) == "of":
            nxt = _object(toks, i + 1, signed)  # "7 apples out of a hundred"
            if nxt is None or nxt < 0:
                return None if nxt else False
            i, signed, after_object = nxt, False, True
            continue
        if w == "a" and re.fullmatch(r"[a-zà-ÿ]{2,}(?:ar|ir)", toks.texts[i + 1] if i + 1 < n else ""):
            return False  # "a duplicar": an infinitive of another language
        if w in ("a", "an") and toks.texts[i + 1 : i + 2] and toks.texts[i + 1].isascii():
            return _clause(toks, i + 1)  # "7, a perfect square", "7, an odd number": an apposition
        if w in _RELATIVE:
            return _relative(toks, i + 1, english=w in _ENGLISH_RELATIVE)
        if (m := _REASON.match(rest, at)) is not None:
            j = _index(toks, m.end())
            if m.group(0).lower() not in _ENGLISH_REASONS and not _subject_shown(toks, j):
                return (
                    False  # "porque lo adiviné": no subject of its own is shown (a verb's person is not read)
                )
            return _clause(toks, j, "reason")
        if w in _PER and toks.word(i + 1) not in _DETERMINERS:
            nxt = _per(toks, i + 1)
            if nxt is None:
                return False
            i = nxt
            continue
        if w in _CLOSED and toks.kinds[i + 1 : i + 2] in (["number"], ["math"]):
            return None  # "3 or 4", "7 and $8$": a list or alternatives (other rules read them)
        if w in _JOINING and not (toks.word(i + 1) or "").startswith(("that", "dass")):
            return _joined(toks, i + 1)  # "and we double it", "but we must double it", "so double it"
        if w in _CLOSED and comma_led:
            return None  # "$\\boxed{7}$, or equivalently": an alternative after the box (after_box reads it)
        if w in {"to", "zu", "a", "à", "para", "pour", "per", "di", "da"} and (
            verb := toks.word(i + 1)
        ) not in _DETERMINERS | {None}:
            if w == "to" and not unit_word(verb, plurals=True) and not verb.isdigit():
                return (
                    None if after_object else _infinitive(toks, i + 1)
                )  # ("8 minutes for the number to halve")
            if w == "zu" or _INFINITIVE_SHAPE.fullmatch(verb):
                return False  # "zu verdoppeln", "a duplicar", "à doubler": an infinitive of another language
        if w in _PREPOSITIONS:
            nxt = _object(toks, i, signed)
            if nxt is None or nxt < 0:
                return None if nxt else False
            i, signed, after_object = nxt, False, True
            continue
        if w in _EXCESS or (w in _CLOSED and w not in _JOINS):
            return False  # "zu viel", "Euro Minus", "apples plus one": an excess, a bound or an operation
        if w in _DETERMINERS and w not in ("a", "an") and not bare:
            nxt = _object(toks, i - 1, signed, det_at=i)  # "7 apples every thousand", "7 Äpfel die Woche"
            if nxt is None or nxt < 0:
                return None if nxt else False
            i, signed, after_object = nxt, False, True
            continue
        if any(
            toks.word(k) in _EXCESS or (toks.word(k) == "zu" and toks.word(k + 1)) for k in range(i + 1, n)
        ):
            return False  # "Murmeln, noch zu halbieren": an infinitive of another language or an excess further on
        return None
    return True


def _joined(toks: _Tokens, i: int) -> bool | None:
    """A clause joined after the count: refused where a word moves the value, is a modal, a negation, an excess, or
    names the answer's source, or where it ends on another number ("and we double it", "but it should be 8"); read
    by count_tails' rules otherwise (None)."""
    last = None
    for k in range(i, len(toks.kinds)):
        t = toks.kinds[k]
        if t == "word":
            w = toks.texts[k].lower()
            if (
                (_MOVES_VALUE.match(w) and w not in _PROPERTIES)
                or w in _MODALS
                or w in _NEGATION
                or w in _EXCESS
                or w in {"key", "says", "said", "guess", "guessed"}
            ):
                return False
            last = w
        elif t == "number" and toks.kinds[k - 1] == "word":
            last = toks.texts[k].replace(",", "")
    if last is not None and last.isdigit() and last != toks.value:
        return False
    return None


def _subject_shown(toks: _Tokens, i: int) -> bool:
    """Whether the clause at ``i`` opens on math, a number, a copula, a name or a determiner (a subject of its own
    shown, in a language whose verbs carry their person)."""
    if i >= len(toks.kinds):
        return False
    if toks.kinds[i] in ("math", "number"):
        return True
    w = toks.word(i)
    return w is not None and (w in _COPULAS or w in _DETERMINERS or w in _EACH or toks.texts[i][0].isupper())


def _predicate(w: str) -> bool:
    """Whether ``w`` opens a predicate of the counted things (a copula, an auxiliary, a verb count_tails knows)."""
    return w in _COPULAS or w in _AUX or w in _MODALS or _VERB.fullmatch(w) is not None


def _index(toks: _Tokens, offset: int) -> int:
    """The first token at or after ``offset`` of the rest."""
    for j, s in enumerate(toks.starts):
        if s >= offset:
            return j
    return len(toks.starts)


def _comparative_at(toks: _Tokens, i: int) -> bool:
    w = toks.word(i)
    return (
        w in _COMPARATIVES
        or (w in {"a", "de", "di"} and toks.word(i + 1) in _COMPARATIVES)
        or (w is not None and len(w) > 4 and w.endswith("er") and toks.word(i + 1) in _THAN)
    )  # ("years younger than Corey", "älter als Paul")


def _comparison(toks: _Tokens, i: int, condition: bool = False) -> bool | None:
    """A comparative, a word for "than", what is compared with (a name, a third-person pronoun, an English
    determiner and a plural count noun), optionally an auxiliary, then the end."""
    if toks.word(i) in {"a", "de", "di"} and toks.word(i + 1) in _COMPARATIVES:
        i += 1
    i += 1
    if toks.word(i) in {"do", "de", "di"} and toks.word(i + 1) in _THAN:
        i += 1
    if toks.word(i) not in _THAN:
        return False  # "7 maçãs a mais": an excess, no comparison
    i += 1
    if condition and toks.kinds[i : i + 1] in (["number"], ["math"]):
        return (
            True if toks.end(i + 1) else None
        )  # "integers less than 20 that are prime": a condition on them
    return _comparison_object(toks, i)


def _other_party(toks: _Tokens, i: int) -> int | None:
    """Where a compared party at ``i`` ends (a name, a third-person pronoun, an English determiner and a plural
    count noun: "than Tom", "than the boys"); None where ``i`` holds none."""
    w = toks.word(i)
    if w is None:
        return None
    text = toks.texts[i]
    if w in _PRONOUN_3 or (text[0].isupper() and w not in _DETERMINERS and w not in _PERSONAL):
        return i + 1
    if w in {"the", "his", "her", "their"} and toks.word(i + 1) and plain_count_noun(toks.texts[i + 1]):
        return i + 2  # "more than the boys": another group
    return None


def _comparison_object(toks: _Tokens, i: int) -> bool | None:
    """What a comparison at ``i`` is with (a name, a third-person pronoun, an English determiner and a plural count
    noun), optionally an auxiliary, then the end or a comma and complements."""
    after = _other_party(toks, i)
    if after is None:
        return False  # "more than the answer", "than we need", "als die richtige Antwort"
    i = after
    if toks.word(i) in _AUX:
        i += 1
    if toks.end(i):
        return True
    if toks.kinds[i] == "comma":
        return _segments(toks, i, toks.rest, False, False)  # "8 years younger than Corey, so ..."
    return False


def _compared_with(toks: _Tokens, i: int) -> bool:
    """After a preposition that compares: a name, a third-person pronoun or an English determiner and a plural count
    noun, then the end ("7 apples over Tom's"); never the answer, a number or a scale."""
    after = _other_party(toks, i)
    return after is not None and toks.end(after)


def _per(toks: _Tokens, i: int) -> int | None:
    """After ``per``: optionally "a"/"each", then one word that is no scale, numeral or hedge; the next index."""
    if toks.word(i) in _EACH and toks.word(i + 1) is not None:
        i += 1
    w = toks.word(i)
    if w is None or _numeric_word(w) or _hedge(w) or w in _CLOSED or w in _EXCESS:
        return None  # "per thousand", "pro Hundert", "per cent" after a noun
    if w in {"cent", "cento", "ciento", "mille", "mil", "mill"}:
        return None
    if toks.word(i - 1) == "por" and re.fullmatch(r"[a-zá-ú]{2,}(?:ar|er|ir)", w):
        return None  # "por duplicar": an infinitive, still to be done
    return i + 1


def _infinitive(toks: _Tokens, i: int) -> bool:
    """An English infinitive (the verb at ``i``): a plain verb, never "be" nor one that moves a value, then plain
    words to the end."""
    verb = toks.word(i)
    if (
        verb is None
        or verb in {"be", "been", "being", "get", "make"}
        or verb in _CLOSED
        or _numeric_word(verb)
        or _MOVES_VALUE.match(verb)
    ):
        return False  # "to be doubled", "to subtract from the total", "to divide by two"
    return toks.end(i + 1) or _clause(toks, i + 1, "infinitive")


def _relative(toks: _Tokens, i: int, *, english: bool) -> bool:
    """A relative clause after its relative word (the clause opens at ``i``)."""
    w = toks.word(i)
    if w is None:
        return False
    if w in _PERSONAL or w in _MODALS or w.startswith(("j'", "j’", "l'", "l’", "m'", "m’", "n'", "n’")):
        return (
            False  # "that I made up", "which we then double", "which must still be halved", "que l'on double"
        )
    text = toks.texts[i]
    if not english:
        if not (w in _COPULAS or text[0].isupper() or w in _DETERMINERS):
            return False  # "que luego duplicamos", "которые потом удваиваем": no subject of its own is shown
    if w in _COPULAS:
        i += 1  # ("qui est pair": the copula, then its predicate)
    return _clause(toks, i)


def _clause(toks: _Tokens, i: int, kind: str = "relative") -> bool:
    """The rest of a clause from ``i`` to the end of the sentence (``kind``: a relative clause or an apposition, a
    reason, an infinitive's object, a part of the counted things after "of which"): no first- or second-person
    pronoun, no modal, no excess, no negation, no verb that moves a value; a relative or an infinitive has no bound
    or hedge either, and a reason names neither the answer nor its source; math is the clause's own; a bare number
    other than the stated one neither ends the clause nor is bounded or operated on ("because the real answer is
    8", "which is 8 minus one")."""
    n = len(toks.kinds)
    if i >= n or toks.end(i):
        return False
    last = None  # the last number or word
    for k in range(i, n):
        t, text = toks.kinds[k], toks.texts[k]
        if t == "word":
            w = text.lower()
            if (
                w in _PERSONAL
                or w in _MODALS
                or w in _EXCESS
                or w in _NEGATION
                or w.startswith(("j'", "j’", "l'on", "l’on"))
                or (_MOVES_VALUE.match(w) is not None and (kind == "reason" or w not in _PROPERTIES))
            ):
                return False  # "which we then double", "that I made up", "which must still be halved"
            if kind == "reason":
                if w in _SOURCE:
                    return False  # "since that is what the key says", "because the real answer is 8"
            elif w in _CLOSED and w not in _JOINS and not _preposition_of_a_thing(toks, k):
                return False  # "which is one more than 6", "which is about right", "at least"
            if last is not None and last != toks.value and toks.kinds[k - 1] == "number" and w in _CLOSED:
                return False  # "8 minus one": another number, operated on
            last = w
        elif t == "number" and k > i and toks.kinds[k - 1] == "word":
            last = text.replace(",", "")  # (a number in broken math, "$x^2 - 1", is the math's)
    if kind != "of_which" and last is not None and last.isdigit() and last != toks.value:
        return False  # "because the real answer is 8": the clause ends on another number
    return True


def _preposition_of_a_thing(toks: _Tokens, k: int) -> bool:
    """Whether the word at ``k`` is a preposition before a word that is no bound, hedge or number ("at home", not
    "at least", "under 8")."""
    nxt = toks.word(k + 1)
    return (
        toks.texts[k].lower() in _PREPOSITIONS
        and nxt is not None
        and not (_hedge(nxt) or _numeric_word(nxt) or nxt in _CLOSED)
    )


def _object(toks: _Tokens, i: int, signed: bool, det_at: int | None = None) -> int | None:
    """A preposition at ``i`` and its object: optionally a word of totality, a determiner, a word of totality, then
    one word, math or a bare number (not after a determiner); the next index, None where the object is not proven,
    or -1 where it is a clause of its own (a gerund). With ``det_at``, a phrase led by the determiner there and no
    preposition."""
    prep = toks.word(i) if det_at is None else ""
    i = i + 1 if det_at is None else det_at
    det = prep in _CONTRACTED
    if toks.word(i) in _TOTALITY:
        i += 1
    if toks.word(i) in _DETERMINERS and toks.kinds[i + 1 : i + 2] in (["word"], ["number"], ["math"]):
        det = True
        i += 1
    if det and toks.word(i) in _TOTALITY:
        i += 1
    if i >= len(toks.kinds) or toks.end(i):
        return -1  # "8 minutes for" and a blank (a pass blanked what followed): count_tails reads it
    kind = toks.kinds[i]
    if kind == "math":
        return i + 1
    if kind == "number":
        return None if det else i + 1  # "of the 8 asked": the count is of another number
    w = toks.word(i)
    if w is None:
        return None
    if w in _UNIT_MODIFIERS and (unit := toks.word(i + 1)) is not None and unit_word(unit, plurals=True):
        i, w = i + 1, unit  # "in square units", "in cubic centimeters": the modifier of a unit
    if (
        (_numeric_word(w) and not unit_word(w, plurals=True))
        or _hedge(w)
        or w in _CLOSED
        or w in _EXCESS
        or w in _PERSONAL
        or w in _NEGATION
    ):
        return None  # "de trop", "a mais", "in the red"
    if signed and prep in _OF_IN and not det and w not in _DIMENSIONS and not unit_word(w, plurals=True):
        return None  # "7 dollars of debt", "7 grados de helada": an amount with a sign, of what
    if w in _SELECTING or w in _PARTS:
        return None  # "for the other case", "for part (b)": the count of another part or case
    if w.endswith("ing") and not det and prep in _AFTER:
        return -1  # "left after converting ...": a clause of its own (count_tails reads it)
    if _MOVES_VALUE.match(w) or w in _RESTRICTING or (prep == "over" and w in _ANSWER_WORDS):
        return None  # "in excess of", "before doubling", "in losses", "for Monday only", "over the answer"
    if w.endswith("ing") and not det:
        return -1  # "left after converting ...": a clause of its own (count_tails reads it)
    for _ in range(
        2
    ):  # up to two modifiers before the object's noun ("in the larger angle", "in the school band")
        nxt = toks.word(i + 1)
        if nxt is None or _opens(toks, i + 1, toks.rest) or _predicate(nxt):
            break
        if nxt in _SELECTING or nxt in _PARTS or nxt in _RESTRICTING or not _plain(nxt):
            return None  # "for the first part", "in der alten Version", "in the old version": another part
        i += 1
    if toks.kinds[i + 1 : i + 2] == ["number"]:
        return None  # "for case 2", "in version 3": a part named by a number
    nxt = toks.word(i + 1)
    if nxt is not None and not (_opens(toks, i + 1, toks.rest) or _predicate(nxt)):
        return None  # three modifiers or more: not proven a description
    return i + 1


_BOX_OPEN = re.compile(r"\\(?:boxed|fbox)\s*\{")
# what may end a sentence after the answer besides its punctuation: a copula of a script without spaces
_COPULA_END = re.compile(r"\s*(?:です|である|だ|입니다|이다|है|हैं)?\s*")


def set_builder_excepted(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the box at ``start:end`` of ``text`` (as written: the commitment pass blanks ``except 2``
    as a value ruled out) holds a set written by a condition (read as the condition: ``\\{x \\mid x >
    1\\}``) and its sentence goes on after it with anything but its end: an exception (``, excluding 2``, ``ohne 2``,
    ``sauf 2``, ``（2 を除く）``) removes points from the set the condition reads as."""
    box = _BOX_OPEN.match(text, start, end)
    if box is None or text[end - 1 : end] != "}" or not text[box.end() : end].lstrip().startswith("\\{"):
        return False
    content = text[box.end() : end - 1]
    if set_condition(content) == content:
        return False
    at = _CLOSERS.match(text, end).end()
    rest = _rest_of_sentence(text, at)
    return rest is None or not (_HARMLESS_TAIL.fullmatch(rest) or _COPULA_END.fullmatch(rest))


_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z]+)(?![\w'’-])")


def more_count_proven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the whole number at ``start:end`` is followed by "more" or "fewer" and a count of
    what is added or taken ("She has 7 more apples than Tom does.", "They need 7 more chairs."), which count_tails
    refuses on its bound word: a plain count noun (English), then the end of the sentence, a comparison with a name,
    a third-person pronoun or another group (optionally an auxiliary), or an English infinitive of a plain verb;
    never "than the answer", "more apples or so"."""
    found = _after_number(text, start, end)
    if found is None:
        return False
    at = found[0]
    more = _NEXT_WORD.match(text, at - 1) if at and text[at - 1] in " \t" else None
    if more is None or more.group(1) not in ("more", "fewer"):
        return False
    noun = _NEXT_WORD.match(text, more.end())
    if noun is None or _numeric_word(noun.group(1).lower()):
        return False
    if not (plain_count_noun(noun.group(1)) or unit_word(noun.group(1), plurals=True)):
        return False
    rest = _rest_of_sentence(text, noun.end())
    if rest is None:
        return False
    if _HARMLESS_TAIL.fullmatch(rest):
        return True  # "They need 7 more chairs."
    toks = _Tokens(rest, found[1])
    if toks.word(0) in _THAN:
        return _comparison_object(toks, 1) is True  # "7 more apples than Tom does"
    if toks.word(0) == "to" and toks.word(1) is not None:
        return _infinitive(toks, 1)  # "7 more apples to fill the box"
    return False
