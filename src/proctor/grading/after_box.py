"""Standard mode: what follows the answer may take it back without a judging word (:func:`disowned_after`).

:func:`proctor.grading.finality.stands` reads the sentence that holds the answer and the sentences after it
for words that judge, hedge or withdraw it. Five shapes after the box do the same with no such word:

- **a qualifier right after it** (:func:`qualified`): a bracket, an arrow note or a short final clause
  that makes the value something other than the answer: a range ``(6-8)``, an error bar ``±3``, a
  probability ``(p = 0.1)``, ``with probability 0.2``, a status ``(draft)``, ``(lower bound)``, ``<- ignore``,
  ``, allegedly.``. A bracket right after the box is read as a **whitelist**: it may hold a unit (``(in
  cm)``), a form (``(simplified)``, ``(rounded)``, ``(in lowest terms)``), a reference (``(see above)``,
  ``(from step 3)``, ``(p. 12 of the notes)``), what the value counts (``(the number of ways)``), or a gloss
  whose every value is the box's value again or a rounding of it (``(that is, $7$)``, ``(or $7.0$)``,
  ``(approximately 7.33)`` after ``\\frac{22}{3}``). Anything else qualifies it, so words no list holds do
  too. A short clause after a comma that ends the sentence (at most four words, no value) is read with the
  same whitelist (``, to the nearest dollar.``, ``, respectively.``).
- **a later value** (:func:`ends_on_other_value`): a later sentence, or the last clause of the box's own
  sentence, that is a short lead (at most five words of any script, no value in them) and then a value the
  fast rules prove different from the box, at its end: ``Jawaban: 8``, ``Bottom line: $8$.``, ``Quindi
  $8$.``, ``I meant $8$.``, ``; the correct count is eight.`` Number words (one to twenty, the tens, in
  the languages models answer in; 一 to 十), Roman numerals after a copula (``The answer is VIII.``) and
  ``0x``/``0b`` literals are values. A lead that names something else (``The other root is $-2$.``) and
  a value that is an equation (``so $y = 5$``) or a computation (``Check: $3 + 4 = 7$.``) end on none.
- **an instruction to change it** (:func:`changes_box`): a later sentence that opens on an arithmetic verb
  (``Add 1 to that.``, ``Then double it.``, ``Now subtract one.``), a later sentence about the box that
  judges or corrects it (``(The second box is a typo.)``, ``Add one to the boxed value ...``), and the box
  as the operand of an operator written after it outside math (``\\boxed{7} + 1``).
- **a short dismissal** (:func:`dismissed_after`): the rest of the box's sentence, or a later sentence near it,
  of at most four words and no value, that rejects, undoes, mocks or doubts it (``Nope.``, ``Typo.``,
  ``Psych!``, ``Yeah right.``, ``LOL no.``, ``/s``, 🙃; ``Tippfehler.``, ``Шутка.``, ``开玩笑``), unless it
  answers a question (``Is 8 a root? No.``).

- **a check that disagrees** (:func:`check_disagrees`): a later sentence opened by a word of checking
  (``Double-check:``, ``Verify:``, ``Проверка:``, ``验证：``) whose last equation ends on another value and
  that never names the box's value, when its left side is the box's value (``$3 + 4 = 8$``) or nothing affirms
  it (``Check: $3 \\cdot 4 = 12$ is correct.`` keeps the box).

A bracket right after the box that holds only ``min`` or ``max`` is a bound (the least, the most), not the unit.
Asymptote code (``[asy] ... [/asy]``) states nothing: its lines are skipped. Strict mode refuses any text
after its answer already (:func:`proctor.grading.finality.ends_on_box`). Every scan reads a bounded window
or each later sentence once.
"""

from __future__ import annotations

import re

from proctor.grading import lexicon
from proctor.grading.after_sentence import unproven_after
from proctor.grading.commitment import _CLAUSE_END, OPAQUE
from proctor.grading.count_objects import object_unproven
from proctor.grading.glosses import computes_answer, gloss_tail_judges, names_a_property, reason_tail_judges
from proctor.grading.normalize import UNIT_WORDS
from proctor.grading.one_answer import later_answer
from proctor.grading.spans import span_holding
from proctor.grading.value_words import (
    _ABOUT_BOX,
    _BOX_NOTE,
    _CHANGES,
    _NUMBER_WORD,
    _TENS_EN,
    _cjk_value,
)
from proctor.grading.variable_names import NAME

_ROMAN = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_ROMAN_VALUE = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def _roman(s: str) -> int | None:
    if len(s) < 2 or not _ROMAN.fullmatch(s):
        return None
    total = 0
    for a, b in zip(s, s[1:] + " ", strict=True):
        v = _ROMAN_VALUE[a]
        total += -v if b != " " and _ROMAN_VALUE[b] > v else v
    return total


# ---------------------------------------------------------------------------------------------------------
# a clause that ends on a value: the value at its end (before the closing punctuation and a copula or a
# "total" that may follow it), read backwards from the clause's end
_TRAILING_MARKS = " \t\n.,;:!?。！？।…)]*_\"'”’"
_TRAILING_WORDS = re.compile(
    r"(?:です|である|だ|입니다|이다|예요|이에요|(?i:\b(?:in\s+total|total|altogether|overall|in\s+all)))$"
)
_COUNT_NOUN_AT_END = re.compile(r"(?<=[\d" + OPAQUE + r"])[ \t]+[^\W\d_]+$")
_ANSWER_WORD = re.compile(
    r"(?i:\b(?:answer|result|total|final|solution|respuesta|resultado|antwort|ergebnis|réponse|résultat|risposta|"
    r"risultato|antwoord|odpowied\w*|wynik|ответ|jawaban\w*|cevap|svar\w*|resposta)\b)|答|정답|답"
)
_CJK_NUMERAL = r"[〇零一二三四五六七八九十两兩]{1,3}"
_VALUE_AT_END = re.compile(
    r"(?:(?P<math>" + OPAQUE + r"+)"
    r"|(?<![\w.,(\[#])(?P<num>[-+−]?\d+(?:,\d{3})*(?:\.\d+)?)"
    r"|(?<![\w])(?P<lit>0[xX][0-9a-fA-F]+|0[bB][01]+)"
    r"|(?P<cjk>" + _CJK_NUMERAL + r")"
    r"|(?<![^\W\d_])(?P<word>[^\W\d_]+(?:[-'’][^\W\d_]+)?))$"
)
_CJK_AT_END = re.compile(r"(?P<cjk>" + _CJK_NUMERAL + r")$")
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_LEAD_CHARS = re.compile(r"[^\d" + OPAQUE + r"=<>+\\{}]*")  # a lead holds no value, no relation, no LaTeX
MAX_VALUE = 160  # the longest value read at a clause's end (a longer one starts a longer lead: none is read)
MAX_LEAD_WORDS = 5
MAX_CLAUSE = 400
MAX_ENDING = 3000  # the later sentences read for another value: those that end in the response's last 3000 chars  # "The number of ways is", "On recount it comes to"
# a lead that names another quantity, not the answer: "The other root is $-2$.", "The remainder is 3."
_OTHER_QUANTITY = re.compile(
    r"(?i:\b(?:other|another|second|first|remaining|remainder|rest|each|per|every|smaller|larger|"
    r"smallest|largest|minimum|maximum|sum|product|difference|digits?|denominator|numerator|"
    r"coefficient|exponent|step|part|case|example|problem|question|when|if|for|where|since|because|equality|"
    r"equation|inequality|identity|lemma|theorem|claim|figure|"
    r"check(?:ing)?|verif\w*|test\w*|plug\w*|substitut\w*|simplif\w*|reduces?|evaluat\w*|comput\w*|as)\b)"
)
# a lead that only continues a list: "divided by 2, 3, 4, or 6", "7, 35, and 49"
_LIST_WORD = re.compile(r"(?i:or|and|nor|und|oder|et|ou|e|o|y|i|или|и|of|to|by)")
_COPULA_BEFORE = re.compile(r"(?i:\b(?:is|are|was|be|equals?|ist|est|è|es|är|er|is)\s*$)")
_DETERMINER_BEFORE = re.compile(r"(?i:\b(?:the|a|an|this|that|no|each|every|any|which|some)\s*$)")


def _stated_value(text: str, view: str, s: int, e: int) -> tuple[str, int] | None:
    """The value the clause ``view[s:e]`` ends on, as text to compare, with where it starts; None when it
    ends on no value."""
    stop = s + len(view[s:e].rstrip(_TRAILING_MARKS))
    if (word := _TRAILING_WORDS.search(view, max(s, stop - 12), stop)) is not None:
        stop = s + len(view[s : word.start()].rstrip(_TRAILING_MARKS))  # "... 8 in total.", "八です。"
    if (noun := _COUNT_NOUN_AT_END.search(view, max(s, stop - 40), stop)) and _ANSWER_WORD.search(
        view, s, noun.start()
    ):
        stop = noun.start()  # "Answer: 8 apples.": what the value counts, after an answer's name
    if stop <= s:
        return None
    low = max(s, stop - MAX_VALUE)  # (a window: the patterns end at ``stop``, and a lead is short)
    m = _CJK_AT_END.search(view, low, stop) or _VALUE_AT_END.search(view, low, stop)
    if m is None:
        return None
    g = m.groupdict()
    if g.get("math"):
        math = text[m.start() : m.end()]
        if "=" in math or "\\boxed" in math or "\\fbox" in math or not re.search(r"\d", math):
            # "so $y = 5$": an equation names its own unknown; "independent of $k$": a name, not a value;
            # a box is read as a box
            return None
        return math, m.start()
    if g.get("num"):
        return m.group("num").replace(",", "").replace("−", "-"), m.start()
    if g.get("lit"):
        return str(int(m.group("lit"), 0)), m.start()
    if g.get("cjk"):
        v = _cjk_value(m.group("cjk"))
        return (str(v), m.start()) if v is not None else None
    word = g["word"]
    lead = view[s : m.start()]
    if (roman := _roman(word)) is not None and _COPULA_BEFORE.search(lead):
        return str(roman), m.start()  # "The answer is VIII."
    low = word.lower()
    value = _NUMBER_WORD.get(low)
    if value is None and "-" in low:  # "twenty-one"
        tens, _, unit = low.partition("-")
        if tens in _TENS_EN or tens == "twenty":
            u = _NUMBER_WORD.get(unit)
            value = _NUMBER_WORD.get(tens, 0) + u if u is not None and u < 10 else None
    if value is None:
        # a Hangul or kana word glued to its copula: "여덟입니다" was cut above; "八です" too
        return None
    if _DETERMINER_BEFORE.search(lead):
        return None  # "That is the one.", "no one": a pronoun, not a count
    return str(value), m.start()


def _short_lead(view: str, s: int, at: int) -> bool:
    """Whether ``view[s:at]`` is a lead of at most ``MAX_LEAD_WORDS`` words that holds no value and names
    nothing other than the answer."""
    lead = view[s:at]
    if len(lead) > 120 or not _LEAD_CHARS.fullmatch(lead) or _OTHER_QUANTITY.search(lead):
        return False
    words = _WORD.findall(lead)
    if not words:
        return False  # "Step 2: 8", a list's "2.": a value alone is no conclusion (a label before it is read with it)
    if len(words) > MAX_LEAD_WORDS or (len(words) == 1 and _LIST_WORD.fullmatch(words[0])):
        return False
    # a run of CJK without spaces is one "word" to the pattern: count its characters in fours
    return (
        sum(max(1, len(w) // 4) if not w.isascii() and " " not in w else 1 for w in words) <= MAX_LEAD_WORDS
    )


def _ends_on_other(text: str, view: str, s: int, e: int, answer: str) -> bool:
    from proctor.grading.stated import _different

    if e - s > MAX_CLAUSE or view.count(" ", s, e) > MAX_LEAD_WORDS + 4:
        return False  # (a cheap bound first: a short lead, a value and a few closing words at most)
    got = _stated_value(text, view, s, e)
    if got is None:
        return False
    value, at = got
    if not _short_lead(view, s, at) or not _different(value, answer):
        return False
    lead = view[s:at]
    if (subject := _SUBJECT.match(lead)) and not _ANSWER_NOUN.search(subject.group(1)):
        return False  # "The error bound is $0.01$.", "The supplement is 60.": another quantity named
    plain = value.strip("$ ")
    if ("." in plain or _APPROX_WORDS.search(lead)) and _rounds(answer, plain):
        return False  # ", roughly 7.07." after \\sqrt{50}: the answer rounded
    return True


# a lead that names its subject before a copula ("The error bound is", "the correct count is"): the subject must
# name the answer (or a count of it), not another quantity
_SUBJECT = re.compile(
    r"(?i:[\W_]*(?:(?:so|thus|hence|then|and|but|therefore|now)[\s,]+)?(?:the|a|an|my|our|its|this|that|el|la|le|"
    r"il|lo|het|de|die|der|das|den)\s+([^\W\d_][\w\s'’-]*?)\s+(?:is|are|was|were|equals|è|es|est|ist|är|er|wynosi|"
    r"é|será|sera|will\s+be|comes\s+to|becomes)[\s:]*)$"
)
# ("one" stands for the answer: "; the real one is 8", "; the correct one is 8"; "the other one" names another
# quantity, refused by the short lead's test)
_ANSWER_NOUN = re.compile(
    r"(?i:\b(?:answer|result|total|count|number|tally|sum\s+total|final|solution|value|respuesta|resultado|"
    r"antwort|ergebnis|réponse|résultat|risposta|risultato|antwoord|resposta|ways|outcome|one)\b)"
)


def _rounds(answer: str, value: str) -> bool:
    """Whether the decimal ``value`` is the answer rounded to its printed digits."""
    from proctor.grading.normalize import normalize
    from proctor.grading.numeric import evaluate

    try:
        box = evaluate(normalize(answer))
    except Exception:  # noqa: BLE001 - an answer it cannot read rounds to nothing
        return False
    return box is not None and _rounds_to(box, value)


_HEADING = re.compile(r"[\s*_>#]*[^\W\d_][^\d\n.!?" + OPAQUE + r"]{0,40}?[\s*_#:：]*\n?")
_NUMBERED = re.compile(r"[\s*_>#]*\d{1,2}[.)]\s*")
_BULLET = re.compile(r"[\s*_>#]*(?:[-•·+]|\d{1,2}[.)])[ \t]")
_LABELLED = re.compile(r"[\s*_>#]*[^\W\d_][^:：\n]{0,40}[:：]")
_ABBREVIATION = re.compile(r"[\s.!?]*(?:[A-Za-z]{1,3}\.)+\s*")
_ASY = re.compile(r"\[asy\].*?(?:\[/asy\]|$)", re.DOTALL)


def _last_clauses(view: str, s: int, e: int) -> tuple[int, int | None]:
    """The starts of the last two clauses of ``view[s:e]`` (the second None when it has one clause)."""
    last, before = s, None
    for m in _CLAUSE_END.finditer(view, s, e):
        last, before = m.end(), last
    return last, before


def ends_on_other_value(
    text: str, view: str, start: int, end: int, stop_at: int, pieces: list[tuple[int, int]], answer: str
) -> bool:
    """Whether a later sentence (``pieces``, after the box's sentence that ends at ``stop_at``), or the last
    clause of the box's own sentence, is a short lead and then a value other than ``answer`` at its end: read
    from its last clause's start, then from the clause's before it ("Bottom line: $8$.", "; that is, $8$.")."""
    last, before = _last_clauses(view, end, stop_at)
    if last != end and _ends_on_other(text, view, last, stop_at, answer):
        return True  # "The first estimate was $\\boxed{7}$; the correct count is eight."
    if before is not None and before != end and _ends_on_other(text, view, before, stop_at, answer):
        return True  # "$\\boxed{7}$; that is, $8$."
    carried, labelled, item, heading = None, False, False, None
    tail = len(view) - MAX_ENDING
    for s, e in pieces:
        if e < tail:
            continue  # the response's ending is read: a value stated far before it is a step of the work
        if _ABBREVIATION.fullmatch(view, s, e):
            carried = s if carried is None else carried  # "i.e. $8$.": an abbreviation's periods end nothing
            continue
        s, carried = (s if carried is None else carried), None
        if not view[s:e].strip(" \t\n.!?。"):
            continue
        if _NUMBERED.fullmatch(view, s, e):
            item = True  # "1." of "1. Speed: 2.5" (its period ends a piece): the next piece is an item
            continue
        if item or _BULLET.match(view, s, e):
            item = labelled = False
            continue  # "- Speed: 2.5": an item of a summary after the answer
        was_labelled, labelled = labelled, _LABELLED.match(view, s, e) is not None
        if was_labelled and labelled:
            continue  # "Speed: 2.5\nTime: 24": the second line of a table of values, not a conclusion
        last, before = _last_clauses(view, s, e)
        if _ends_on_other(text, view, last, e, answer):
            return True  # "Jawaban: 8", "Check: $3 + 4 = 8$, so $8$."
        if before is not None and _ends_on_other(text, view, before, e, answer):
            return True  # "Bottom line: $8$.": the label's colon ends a clause
        if heading is not None and _ends_on_other(text, view, heading, e, answer):
            return True  # "## Answer\n8": the heading on the line before is its lead
        heading = s if _HEADING.fullmatch(view, s, e) else None
    return False


# a later piece that is only an operation and a value: "+1", "× 2", "plus one"
_OPERATION_ONLY = re.compile(
    r"[\s*_>#.!?。！？]*(?:[-+×÷*/−]|(?i:plus|minus|times))[ \t]*(?:"
    + OPAQUE
    + r"+|\d+(?:\.\d+)?|(?i:"
    + "|".join(re.escape(w) for w in sorted(_NUMBER_WORD, key=len, reverse=True))
    + r"))[\s.!。]*"
)
_OPERATOR_AFTER = re.compile(r"[ \t]*(?:[-+*/×÷·−]|\\(?:times|cdot|div)(?![a-zA-Z]))[ \t]*[$]?[ \t]*\d")


def changes_box(text: str, view: str, after_box: int, pieces: list[tuple[int, int]]) -> bool:
    """Whether the box (whose math ends at ``after_box``) is an operand written after it outside math
    (``\\boxed{7} + 1``), or a later sentence tells to change it (``Add 1 to that.``) or notes that it is not
    the answer (``(The second box is a typo.)``)."""
    if _OPERATOR_AFTER.match(text, after_box):
        return True
    for s, e in pieces:
        if _CHANGES.match(view, s, e) or _OPERATION_ONLY.fullmatch(view, s, e):
            return True  # "Add 1 to that.", "Then double it.", "+1"
        if _ABOUT_BOX.search(view, s, e) and _BOX_NOTE.search(view, s, e):
            return True  # "(The second box is a typo.)", "Add one to the boxed value for the final answer."
    return False


# ---------------------------------------------------------------------------------------------------------
# a qualifier right after the box
_FORM_WORDS = (
    "simplified simplest simplify lowest reduced terms form exact exactly rounded rounding nearest whole "
    "integer integers decimal decimals fraction fractions radical rationalized expanded factored factorised "
    "factorized standard notation interval scientific mixed improper number numbers place places tenth tenths "
    "hundredth hundredths thousandth thousandths significant figures figure digits digit"
)
_GLUE_WORDS = (
    "in as a an the its to of and or per is i e ie eg that this which i.e e.g equivalently also written "
    "en em w na im på dalam"
)
_REFERENCE_WORDS = (
    "see above below earlier previous previously step steps from by using via symmetry shown computed "
    "derived calculated found part case eq eqn equation equations proof qed q.e.d cf p pp page pages line "
    "lines note notes table figure fig theorem lemma hint solution method formula"
)
_ANSWER_WORDS = (
    "answer final result total solution value sum count ways number amount desired required expected "
    "needed claimed stated respectively inclusive altogether overall each all verified checked right correct "
    "true valid confirmed done"
)
_REFERENCE_VOCABULARY = frozenset(
    " ".join((_REFERENCE_WORDS, _GLUE_WORDS)).split()
    + "eqs corollary proposition section chapter problem question exercise example mod modulo pmod no rule law "
    "identity first second third last previous next given original same main earlier above below".split()
)
_GLOSS_WORDS = (
    frozenset(" ".join((_FORM_WORDS, _GLUE_WORDS, _REFERENCE_WORDS, _ANSWER_WORDS)).split())
    | frozenset(UNIT_WORDS)
    | {"square", "sq", "cubic", "cu", "degrees", "sq.", "dollars", "usd"}
)
_HEARSAY_WORDS = frozenset("claimed previously previous earlier".split())
_SOURCE_WORDS = (
    frozenset(_REFERENCE_WORDS.split()) - _HEARSAY_WORDS - {"earlier", "note", "notes", "solution"}
)
_NUMBER_OF = re.compile(r"(?i)^\s*(?:i\.?e\.?,?\s*)?(?:the|a)\s+(?:total\s+)?(?:number|count|amount)\s+of\b")
_REFERENCE = re.compile(
    r"(?i:\b(?:see|from|by|using|via|cf|p|pp|page|step|eq|eqn|equation|line|table|fig|mod|modulo|pmod)\b)"
)
# a bracket that gives a reason or a source (its words are still read by the sentence rule: "(since I guessed)"
# is refused there): "(since $3 + 4 = 7$)", "(by Vieta)", "(by the Pythagorean theorem)", "(using AM-GM)"
_REASON = re.compile(
    r"(?i:\s*(?:since|because|as|given|by|from|using|via|see|cf\.?|per|according\s+to)\b)"
    r"(?:\s*(?:" + OPAQUE + r"+|the|a|an|of|and|[A-Z][\w'’-]*|\d+|\(\d+\)|"
    r"(?i:theorem|lemma|formula|rule|law|identity|inequality|principle|method|definition|symmetry|"
    r"hypothesis|assumption|construction|induction|above|below|earlier|step|part|equation|eq\.?|"
    r"[a-z]+(?=\s*" + OPAQUE + r")))[\s,.]*)+$"
)
# a bracket that states a condition: proctor.grading.framing reads it (a case refuses the answer, a caveat that keeps
# a quantity off zero does not), and the sentence rule reads its conditional words
_CONDITION = re.compile(
    r"(?i:\s*(?:as\s+long\s+as|provided(?:\s+that)?|for|where|when|whenever|with|if|unless|assuming|"
    r"given(?:\s+that)?|on\s+condition)\b)"
)
# the words a condition in math is said in, where its math holds a value ("(for all real $x > 0$)", "(when $n$ is
# at least $3$)"): its opener, quantifiers, kinds of number and relations; never a noun of what the answer is
_CONDITION_WORDS = frozenset(
    "as long provided that for where when whenever with if unless assuming given on condition is are be being "
    "all every each any some real positive negative nonnegative non-negative nonzero non-zero integer integers "
    "natural whole number numbers even odd prime primes and or not greater less larger smaller than equal equals "
    "to at least most from between in of a an the".split()
)


def _condition_words(inner: str) -> bool:
    """Whether the words of a bracket (its math blanked, ``OPAQUE``) are all a condition's (:data:`_CONDITION_WORDS`),
    and each number of its prose follows one of them ("at least 3", "from 1 to 9"; not "(for any $k$: 7)", "(for
    any $k$, 7)": a value set apart from the condition)."""
    if not all(w.lower() in _CONDITION_WORDS for w in _WORD.findall(inner.replace(OPAQUE, " "))):
        return False
    for m in _BARE_NUMBER.finditer(inner):
        before = inner[: m.start()].rstrip()
        if not before or not before[-1].isalpha():
            return False
    return True


# the nouns a number of a reference follows ("step 3", "Theorem 2", "eq. (4)", "p. 12", "mod 7")
_REFERENCE_NOUN = (
    r"(?i:step|steps|eq|eqn|eqs|equation|equations|part|case|cases|page|pages|p|pp|line|lines|table|fig|figure|"
    r"note|hint|theorem|lemma|corollary|proposition|rule|law|formula|identity|method|section|chapter|problem|"
    r"question|exercise|example|mod|modulo|pmod)"
)
# (a label's bracket may be the last of the bracket it is in, left open: "(from (2))" reads "from (2")
_REFERENCE_NUMBER = re.compile(r"(?<![\w])" + _REFERENCE_NOUN + r"\.?\s*\(?\s*\d+\s*\)?|\(\s*\d+\s*(?:\)|$)")
_BARE_NUMBER = re.compile(r"[-+−]?\d+(?:[.,]\d+)*")
_NUMBER_MATH = re.compile(
    r"\s*[-+−]?\s*(?:\d+(?:[.,]\d+)*|\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\})\s*\.?\s*"
)


# math that computes a value of numbers alone ("$14/2$", "$2 \\cdot 3$", "$\\sqrt{49}$", "$7 \\times 10^0$"): no
# variable, no relation; it states the value it computes
_CONSTANT_MATH = re.compile(
    r"(?:[\d\s+\-−*/×÷·.,()^!{}\[\]]|\\(?:cdot|times|div|[dt]?frac|sqrt|left|right|mathbf|mathrm|text|textbf|boldsymbol|[,;!% ])(?![a-zA-Z]))+"
)


def _computes_other(content: str, answer: str) -> bool:
    """Whether math ``content`` computes, from numbers alone (:data:`_CONSTANT_MATH`), a value other than ``answer``."""
    from proctor.grading.compare import fast_equivalent

    return bool(
        _CONSTANT_MATH.fullmatch(content)
        and re.search(r"\d", content)
        and fast_equivalent(content, answer) is not True
    )


# the nouns that name what the answer is ("the answer $A = 7$", "the total $T = 7$") and a variable given a value
_ANSWER_NOUNS = frozenset("answer result total solution value sum count number amount product".split())
_NAMED_VALUE = re.compile(r"\s*[A-Za-z](?:_\{?\w{1,3}\}?)?\s*=\s*(" + _NUMBER_MATH.pattern + r")")


def _other_value(text: str, s: int, e: int, answer: str) -> bool:
    """Whether the bracket ``text[s:e]`` states a value other than ``answer``: a number of its prose, or math that is a
    number alone (``$7$``, ``$\\frac{1}{2}$``), that is not the number of a reference ("step 3", "(2)", "mod 7") and
    not the answer's value; or, where the bracket names the answer (its noun: "the answer", "the total"), a variable
    given another value ("$A = 7$"). Math that relates or computes ("$p = 7$", "$3 + 4 = 7$") is otherwise not a
    value stated alone."""
    from proctor.grading.compare import fast_equivalent
    from proctor.grading.spans import math_spans

    bracket = text[s:e]
    if not re.search(r"\d", bracket):
        return False
    prose = list(bracket)
    spans = math_spans(bracket)
    for a, b, _content in spans:
        prose[a:b] = " " * (b - a)
    rest = "".join(prose)
    names_answer = any(w.lower() in _ANSWER_NOUNS for w in _WORD.findall(rest))
    for _a, _b, content in spans:
        if _NUMBER_MATH.fullmatch(content) and fast_equivalent(content, answer, strict=True) is not True:
            return True  # "(from the key $7$)"
        if _computes_other(content, answer):
            return True  # "(from the key $14/2$)", "(since truly $2 + 5$)": a computation of another value
        if names_answer and (named := _NAMED_VALUE.fullmatch(content)):
            if fast_equivalent(named.group(1), answer, strict=True) is not True:
                return True  # "(since the answer $A = 7$)": a variable of the answer's, given another value
    rest = _REFERENCE_NUMBER.sub(" ", rest)
    return any(
        fast_equivalent(m.group(0), answer, strict=True) is not True for m in _BARE_NUMBER.finditer(rest)
    )


def _reference_words(inner: str) -> bool:
    """Whether the words of a bracket that holds values (its math blanked) are a reference's: its nouns, glue, names."""
    return all(
        w.lower() in _REFERENCE_VOCABULARY or w[:1].isupper()
        for w in _WORD.findall(inner.replace(OPAQUE, " "))
    )


# a bracket saying the answer does not depend on a variable: "(independent of $T$)", "(regardless of $n$)", "(for
# any value of $k$)"; the variable is a name alone (one letter or a Greek one, a subscript), never a value, and nothing
# else stands in the bracket (not "(independent of $T$ for now)", "(regardless of $n = 3$)")
_VARIABLE = r"\$\s*" + NAME + r"\s*\$"
_UNIVERSAL = re.compile(
    r"\s*(?i:independent(?:ly)?\s+of|regardless\s+of|irrespective\s+of|for\s+(?:any|every|all)(?:\s+values?\s+of)?)"
    r"(?:\s+(?i:the\s+)?(?i:values?|choices?)\s+of)?\s+"
    + _VARIABLE
    + r"(?:\s*(?:,\s*(?i:and\s+)?|(?i:and)\s+)"
    + _VARIABLE
    + r")*\s*"
)
_ODDS = re.compile(r"%|(?i:confiden\w*|probab\w*|chance|odds|likel\w*|estimat\w*)")
_RANGE_OR_ODDS = re.compile(
    r"[<>≤≥≠≈]|±|\\pm|\\mp|\+\s*/\s*-|\+-|%|\\%|\d\s*/\s*\d|\d\s*(?:[-–—]|\bto\b)\s*\d|\bbetween\b|"
    r"(?i:\bp\s*[=<>]|confiden\w*|probab\w*|chance|odds|likel\w*|within|bound|estimat\w*|\brange\b)"
)
_VALUE_IN = re.compile(OPAQUE + r"+|[-+−]?\d+(?:\.\d+)?")
_APPROX_WORDS = re.compile(r"(?i:\b(?:approx\w*|about|roughly|around|nearly|circa|ca)\b|[≈~])")
_MAX_BRACKET = 160
# a stretch the commitment pass blanked (a withdrawn part of the sentence: eight spaces or more in a row)
_WITHDRAWN_RUN = re.compile(r"[^\S\n]{8,}")
_CLOSE = {"(": ")", "[": "]", "（": "）", "【": "】"}
_LABEL_NOTE = frozenset("answer final result solution this here it that is the my our correct done".split())
_ARROW_TO = re.compile(r"[ \t]*(?:→|->|=>|⇒|⟶|⟹|↦|~>)[ \t]*")
_VALUE_AFTER = re.compile(OPAQUE + r"+|[-+−]?\d+(?:\.\d+)?(?![\w.])")
_ARROW = re.compile(r"[ \t]*(?:←|⟵|⇐|<-+|<=+|<<+)[ \t]*")
_COMMA_CLAUSE = re.compile(
    r"(?:[ \t]*+(?:[,;，；]|[—–]|…|\.\.\.)|[ \t]++-{1,2}[ \t])[ \t]*([^\d\n.!?;:,。—–…"
    + OPAQUE
    + r"]{1,60}?)[ \t]*"
    r"(?:[.!?。]|$|\n)"
)
_WITH_ODDS = re.compile(
    r"[ \t,]*(?i:with|at)\s+(?:a\s+|an\s+)?(?:\d+\s*%\s*|low\s+|high\s+|some\s+)?"
    r"(?i:probability|confidence|chance|likelihood|odds|certainty)\b"
)
_PLUS_MINUS = re.compile(r"[ \t]*(?:±|\+\s*/\s*-|\+-(?=\s*\d)|\$\s*\\(?:pm|mp)(?![a-zA-Z]))")


def _rounds_to(box: complex, value: str) -> bool:
    """Whether ``value`` (a decimal) is ``box`` rounded to its printed digits (``7.33`` of ``22/3``)."""
    try:
        v = float(value.replace("−", "-"))
    except ValueError:
        return False
    digits = len(value.partition(".")[2])
    return abs(box.imag) < 1e-12 and abs(box.real - v) <= 0.5 * 10.0**-digits * (1 + 1e-9)


def _gloss(text: str, view: str, s: int, e: int, answer: str) -> bool:
    """Whether the bracket ``view[s:e]`` right after the box glosses it (see the module's doc)."""
    from proctor.grading.compare import fast_equivalent

    inner = view[s:e]
    if computes_answer(text[s:e], answer):  # (the text: the view blanks "*")
        return True  # "(since $3 + 4 = 7$)", "[since 3+4=7]" (proctor.grading.glosses)
    reason, reference = _REASON.match(inner) is not None, _REFERENCE.search(inner) is not None
    other = (reason or reference) and _other_value(text, s, e, answer)  # (read once, for both)
    if reason and not other:
        return (
            True  # "(by Vieta)", "(by Theorem 2)", "(using $a = 2$)"; not "(from the key $7$)": another value
        )
    if (
        _CONDITION.match(inner)
        and OPAQUE in inner
        and not _ODDS.search(inner)
        and (not re.search(r"\d", text[s:e]) or _condition_words(inner))
    ):
        # "(as long as $T \\neq 0$)", "(when $n$ is even)": a condition in math is framing's to read (not "(for
        # now)", "(with probability 0.1)"); one that holds a value says it in a condition's words alone (not "(with
        # the real value being $7$)", "(where the true product is $7$)": another value for the answer)
        return True
    if _UNIVERSAL.fullmatch(text, s, e):
        return True  # "(independent of $T$)", "(regardless of $n$)": the answer holds for every value of a variable
    if _RANGE_OR_ODDS.search(inner):
        return False  # "(6-8)", "(±3)", "(p = 0.1)", "(50% confidence)", "(lower bound)", "(within 10%)"
    values = list(_VALUE_IN.finditer(inner))
    if values:
        if reference and not other and _reference_words(inner):
            return (
                True  # "(see step 3)", "(p. 12 of the notes)", "(from (2))"; not "(step 3 gives $7$ though)"
            )
        for v in values:
            shown = text[s + v.start() : s + v.end()]
            if fast_equivalent(shown, answer, strict=True) is True:
                continue  # "(that is, $7$)", "(or $7.0$)"
            if _APPROX_WORDS.search(inner) and _rounds(answer, shown.strip("$ ")):
                continue  # "(approximately 7.33)", "(about $7.33$)" after \\frac{22}{3}
            return False  # "(one of 6, 7, 8)", "(7.5)": another value
        return not re.search(r"[^\W\d_]", _VALUE_IN.sub("", inner)) or _words_gloss(inner, values=True)
    said = [_NUMBER_WORD.get(w.lower()) for w in _WORD.findall(inner)]
    if said and None not in said:
        from proctor.grading.stated import _different

        return not any(_different(str(v), answer) for v in said)  # "(seven)" after 7; "(eight)" qualifies it
    return _words_gloss(inner)


# "min" and "max" standing alone say "the least", "the most" (a bound), though "min" is also a unit (minutes):
# read as a unit only after a word that leads to one ("in min", "per min")
_BOUND_ABBREVIATIONS = frozenset("min max mín máx mini maxi".split())
_UNIT_LEADS = frozenset("in per of a the as en em w na im".split())


def _words_gloss(inner: str, values: bool = False, answer: str | None = None) -> bool:
    """Whether the words of a bracket or a short clause are only glossing words (a unit, a form, a reference,
    a name of what the answer is); ``values``: the bracket held values of the answer's, so the words around
    them may also be approximating ones ("(approximately $7.33$)")."""
    if _NUMBER_OF.match(inner):
        return not object_unproven(inner)  # "(the number of ways)"; not "(the number of ways for one colour)"
    stripped = re.sub(r"\\(?:text\w*|mathrm|mbox)\s*\{([^{}]*)\}", r"\1", inner)
    words = [w.lower() for w in _WORD.findall(stripped)]
    if not words:
        return not re.search(r"[^\s.,;:!$\\{}~✓✔]", stripped)  # "(✓)"; an emoji or "?" alone qualifies
    for i, w in enumerate(words):
        if w in _BOUND_ABBREVIATIONS and not values and (i == 0 or words[i - 1] not in _UNIT_LEADS):
            return False  # "(min)", "(max)": the least or the most, a bound (not "(in min)", "(per min)")
    allowed = _GLOSS_WORDS | ({"approximately", "about", "roughly", "around", "approx"} if values else set())
    if not all(w in allowed or (answer is not None and _says(w, answer)) for w in words):
        return False
    # "(previously)", "(the claimed answer)", ", as claimed.": a word of another time or of someone's claim, with no
    # word of where the value was found, says the answer was so, or is said to be so: not that it is
    return not (_HEARSAY_WORDS.intersection(words) and not _SOURCE_WORDS.intersection(words))


def _says(word: str, answer: str) -> bool:
    """Whether ``word`` is a number word of the answer's value ("seven" after 7)."""
    from proctor.grading.stated import _different

    value = _NUMBER_WORD.get(word)
    return value is not None and not _different(str(value), answer)


def _marked_after(text: str, view: str, pos: int, answer: str) -> bool:
    """Whether a mark at ``pos``, right after the box or after the brackets that gloss it, qualifies it: a margin, odds,
    an arrow to another value or to a note."""
    if _PLUS_MINUS.match(text, pos) or _WITH_ODDS.match(text, pos):
        return True  # "$\\boxed{7}$ ±3", "... with probability 0.2"
    if (to := _ARROW_TO.match(view, pos)) and (value := _VALUE_AFTER.match(view, to.end())):
        from proctor.grading.stated import _different

        if _different(text[value.start() : value.end()].replace("−", "-"), answer):
            return True  # "$\\boxed{7}$ → $8$", "\\boxed{7} => 8": it becomes another value
    if arrow := _ARROW.match(text, pos):
        note = text[arrow.end() : arrow.end() + 60].split("\n", 1)[0]
        words = [w.lower() for w in _WORD.findall(note)]
        if words and not all(w in _LABEL_NOTE for w in words):
            return True  # "\\boxed{7} <- ignore", "← typo" (not "← the answer")
    return False


_MAX_BRACKETS = 4
# what may stand between a glossing bracket and a value after it (punctuation, a look-alike bracket, a quote)
_BEFORE_VALUE = re.compile(r"(?:[→⇒⟶⟹↦ \t,;:—–\-=<>{}「」『』〔〕❨❩❪❫⦅⦆﹙﹚\"'“”‘’*_~^/|…]|\.{2,})*")


def _value_after_gloss(text: str, view: str, at: int, answer: str) -> bool:
    """Whether a value other than ``answer`` follows the glossing brackets that end at ``at`` in the box's sentence: a
    number of the prose, or math that is a number or a computation of numbers alone ("(by Vieta) 7.", "(see step 3)
    $14/2$"); units in math ("$\\text{cm}^2$") and a number word are the later rules' to read."""
    from proctor.grading.compare import fast_equivalent

    j = _BEFORE_VALUE.match(view, at).end()
    if j >= len(view):
        return False
    if view[j] == OPAQUE:
        held = span_holding(text, j)
        if held is None:
            return False
        return _computes_other(held[2].strip().lstrip("=").strip(), answer)  # ("(by Vieta) $= 7$")
    number = _BARE_NUMBER.match(view, j)
    return number is not None and fast_equivalent(number.group(0), answer, strict=True) is not True


def qualified(text: str, view: str, start: int, end: int, answer: str) -> int | None:
    """Whether what follows the box at ``text[start:end]`` right after its math qualifies it (see the
    module's doc). Returns where the box's math ends when nothing qualifies it, for the later rules; -1
    when something does."""
    pos = end
    if (held := span_holding(text, start)) is not None:
        rest = text[end : held[1]]
        if not re.fullmatch(r"[\s,]*(?:\$\$|\$|\\\]|\\\))?", rest):
            return pos  # its math goes on ("$\\boxed{7}.$", "\\boxed{7} \\text{cm}"): other rules read it
        pos = held[1]
    if _marked_after(text, view, pos, answer):
        return -1
    pos = affirmed(view, pos)  # "(confident)": it affirms the answer; what follows it is read as well
    i = pos
    glossed = False
    for _ in range(_MAX_BRACKETS):  # each bracket in a row is read ("(by Vieta) (really 7)")
        while i < len(text) and text[i] in " \t":
            i += 1
        if not (i < len(view) and view[i] in _CLOSE):
            break
        close = view.find(_CLOSE[view[i]], i + 1, i + 1 + _MAX_BRACKET)
        if close < 0 and _WITHDRAWN_RUN.search(view, i + 1, i + 1 + _MAX_BRACKET):
            # "[since 3+4=7, not 8 as required]": the commitment pass withdrew its rest and its close, so what is
            # left of the bracket is not the bracket written; it is not proven a gloss
            return -1
        glued = close > 0 and re.match(r"[\w-]", view[close + 1 : close + 2])  # "[110]-type directions"
        if close < 0 or glued or "\n" in view[i:close]:
            break
        if not _gloss(text, view, i + 1, close, answer):
            return -1  # "(lower bound)", "(TBD)", "(6-8)", "(confidence: 10%)"
        if reason_tail_judges(view, close):
            return -1  # "(since 3+4=7), one short.": the gloss shields nothing after it (glosses)
        glossed = True
        i = close + 1
    if glossed and (_marked_after(text, view, i, answer) or _value_after_gloss(text, view, i, answer)):
        return (
            -1
        )  # "(by Vieta) 7.", "(independent of $T$), $7$.", "(by Vieta) ❨7❩": another value after the gloss
    for at in (pos, i) if glossed else (pos,):  # (after the glossing brackets too)
        if gloss_tail_judges(view, at):
            return (
                -1
            )  # ", which is prime, hence excluded.", ", which is one less than the true answer." (glosses)
    comma = _COMMA_CLAUSE.match(view, pos)
    if comma and len(_WORD.findall(comma.group(1))) <= 4 and not _words_gloss(comma.group(1), answer=answer):
        if not names_a_property(comma.group(1)):  # (", which is prime.": proctor.grading.glosses)
            return -1  # ", allegedly.", ", in theory.", ", or close to it."
    return pos


def disowned_after(
    text: str, view: str, start: int, end: int, stop_at: int, pieces: list[tuple[int, int]]
) -> bool:
    """Standard mode: whether what follows the box at ``text[start:end]`` qualifies it, ends on another
    value, or changes it (see the module's doc). ``stop_at``: where the box's sentence ends in ``view``;
    ``pieces``: the later sentences, as (start, end) in ``view``."""
    from proctor.grading.stated import _inner

    answer = _inner(text[start:end])
    after_box = qualified(text, view, start, end, answer)
    if after_box is None or after_box < 0:
        return True
    if "[asy]" in view[stop_at:]:  # Asymptote code states nothing: its sentences are blanked
        from proctor.grading.stated import _pieces_after

        view = _ASY.sub(lambda m: " " * len(m.group()), view)
        pieces = list(_pieces_after(view, stop_at))
    if changes_box(text, view, after_box, pieces) or dismissed_after(view, after_box, stop_at, pieces):
        return True
    if unproven_after(text, view, start, after_box, stop_at, pieces):
        return True  # "$\\boxed{7}$. Almost.", "$\\boxed{7}$ duisend": not proven harmless (after_sentence)
    if check_disagrees(text, view, stop_at, answer):
        return True  # "$\\boxed{7}$\n\nDouble-check: $3 + 4 = 8$.": the check arrives at another value
    if judged_or_checked(text, view, after_box, stop_at, pieces, answer):
        return True  # "$\\boxed{7}$. 7 is wrong.", "Double-check: $3+4$ is 8." (proctor.grading.judged_value)
    if later_answer(text, view, after_box, stop_at, pieces, answer):
        return True  # "$\\boxed{7}$\n\n<answer>8</answer>", "v2: 8", "$+1$" (one_answer)
    return ends_on_other_value(text, view, start, end, stop_at, pieces, answer)


# ---------------------------------------------------------------------------------------------------------
# a check after the box that arrives at another value: "Double-check: $3 + 4 = 8$." A check that plugs the answer
# in ("Check: $7 \\cdot 3 = 21$") or recomputes it ("Check: $3 + 4 = 7$ ✓") names the answer's value somewhere;
# one that never does and ends its last equation on another value has recomputed the quantity and disagrees.
# (the words of checking: the lexicon's table, :data:`proctor.grading.lexicon.LABEL_CHECK`, read where one of its cues
# stands)
_CHECK_CUES = lexicon.CHECK.cues[0] + lexicon.CHECK.cues[1]
_CHECK_OPENS = lexicon._Lazy(r"[\s*_>#\-]*(?:[^\W\d_]+[\s,']+){0,3}?(?:" + lexicon.CHECK.words + r")")
_CHECK_REACH = 400  # the check read: up to its paragraph's end, at most this many characters
_NUMBER = re.compile(r"[-−]?\d+(?:\.\d+)?")
_LAST_SIDE = re.compile(r"=\s*\$?\s*([-−]?\d+(?:\.\d+)?)(?![\d.]\d)([^=]*)$")


_AFFIRMS = re.compile(
    r"[✓✔✅]|(?i:\b(?:correct|right|true|holds?|works?|checks?\s+out|matches|consistent|as\s+expected|confirmed|"
    r"verified|good|ok|okay|richtig|correcto|correcta|correct|correto|corretto|верно|правильно)\b)|正确|正確|正しい"
)
_LEFT_SIDE = re.compile(r"([^=$:：\n]{1,60})=[^=]*$")


def _last_left_side(region: str) -> str | None:
    """The left side of the last equation of a check's text (``3 + 4`` of ``$3 + 4 = 8$.``)."""
    m = _LEFT_SIDE.search(region)
    if m is None:
        return None
    side = m.group(1).strip(" \t$")
    if not side or not re.search(r"\d", side) or re.search(r"[^\W\d_]", _ARITHMETIC_COMMANDS.sub("", side)):
        return None  # no computation of numbers ("2x + 1", "x"): an equation in an unknown
    return side


_ARITHMETIC_COMMANDS = re.compile(r"\\(?:cdot|times|div|frac|dfrac|tfrac|left|right|sqrt)(?![a-zA-Z])")


def _check_result(math: str) -> str | None:
    """The number that the last equation of ``math`` (a check's text) ends on, when nothing but closing words
    follow it (no other value: "$x = 5$ gives $25$" ends on no result of its own)."""
    m = _LAST_SIDE.search(math)
    if m is None or re.search(r"\d|\\[a-zA-Z]", m.group(2)):
        return None
    return m.group(1).replace("−", "-")


def check_disagrees(text: str, view: str, stop_at: int, answer: str) -> bool:
    """Whether a check after the box's sentence (from ``stop_at``: a sentence opened by "Check", "Verify",
    "Double-check", "Проверка", "验证", ...) ends its last equation on a value other than ``answer`` and names
    the answer's value nowhere (see above)."""
    from proctor.grading.stated import _different

    lo = max(stop_at, len(view) - MAX_ENDING)  # (the response's ending, as for a later value: a check far
    low = view[lo:].lower()  # before it is a step of the work)
    if not any(c in low for c in _CHECK_CUES):
        return False  # (most responses: a few substring tests)
    for m in _SENTENCE_START.finditer(view, lo - 1 if lo > stop_at else stop_at):
        opened = _CHECK_OPENS.match(view, m.end())
        if opened is None:
            continue
        para = view.find("\n\n", opened.end())
        reach = min(len(view), opened.end() + _CHECK_REACH, para if para >= 0 else len(view))
        region = text[opened.end() : reach]
        result = _check_result(region)
        if result is None or not _different(result, answer):
            continue  # no equation, or it ends on the answer's value ("Check: $3 + 4 = 7$ ✓")
        from proctor.grading.compare import fast_equivalent

        lhs = _last_left_side(region)
        if lhs is None:
            continue  # "So we check: $x = 5$ gives $25$.": a substitution, not a computation that ends on a value
        if fast_equivalent(lhs, answer) is True:
            return True  # "Double-check: $3 + 4 = 8$.": it computes the answer's value, then writes another
        if _AFFIRMS.search(region, region.rfind("=")):
            continue  # "Check: $3 \\cdot 4 = 12$ is correct.": it confirms a fact of the work, not another answer
        named = {t.group(0).replace("−", "-") for t in _NUMBER.finditer(region)}
        for s, e in _math_in(text, opened.end(), reach):  # each side of each equation, each item of a list
            named.update(p.strip(" $.\\[]()") for p in re.split(r"=|,|\\cdot|\\times|[-+*/()]", text[s:e]))
        if any(t and len(t) <= 40 and fast_equivalent(t, answer) is True for t in named):
            continue  # the answer's value plugged in ("Check: $7 \\cdot 3 = 21$")
        return True
    return False


# where a later sentence starts: after a sentence end or a line break
_SENTENCE_START = re.compile(r"(?:[.!?。！？](?=\s)|\n)\s*")


def _math_in(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """The math spans that lie in ``text[lo:hi]`` (a check's few hundred characters)."""
    from bisect import bisect_left

    from proctor.grading.spans import _math_spans

    spans = _math_spans(text)  # (the cached tuple: no copy per check)
    out = []
    for s, e, _c in spans[bisect_left(spans, (lo,)) :]:
        if s >= hi:
            break
        if e <= hi:
            out.append((s, e))
    return out


# a bracket right after the answer that affirms it: "(confident)", "(I'm sure)", "(verified)": the sentence rule
# reads "confident" and "sure" as judging words (they are, negated: "(not confident)"), so it is skipped there
_AFFIRMED = re.compile(
    r"[" + OPAQUE + r"]*[ \t]*[(\[](?i:\s*(?:i['’]?m\s+|i\s+am\s+|very\s+|fully\s+|quite\s+)?"
    r"(?:confident|certain|sure|verified|checked|correct|double-checked))\s*[)\]]"
)


def affirmed(view: str, end: int) -> int:
    """Where a bracket that affirms the answer ending at ``end`` ends (``$\\boxed{7}$ (confident)``), else
    ``end``."""
    m = _AFFIRMED.match(view, end)
    return m.end() if m else end


# ---------------------------------------------------------------------------------------------------------
# a short dismissal after the box: "Nope.", "Typo.", "Disregard.", "Psych!", "/s", "🙃"
# Words that on their own, in a sentence of at most four words that holds no value, reject, dismiss, undo or
# mock what was just said (English and the languages models answer in). "no"/"not" and their kin count only
# as the sentence's last word ("LOL no.", "Oh no.", "Or not.": never "No units needed.").
_DISMISS_WORDS = frozenset(
    (
        "nope nah naw nay nae psych psyche sike syke jk jking kidding joking joke lol lmao rofl sarcasm "
        "sarcastic disregard ignore scratch erase erased delete deleted undo undone retract retracted "
        "retraction withdraw withdrawn void voided invalid invalidated null nullified cancel cancelled "
        "canceled fake bogus wrong false incorrect whoops oops oopsie ugh argh meh typo typos mistake "
        "misprint strike struck rescind rescinded revoked unsure dunno "
        # de, fr, it, es, pt, nl, pl, tr, id, sv, ru
        "falsch quatsch tippfehler hoppla ignorieren spaß scherz faux faute oups blague ignorez annulé "
        "sbagliato refuso scherzo ignora ups broma errónea erróneo incorrecto errata mentira brincadeira "
        "errado fout grapje żart błąd literówka şaka yanlış hata bercanda salah bohong abaikan skämt "
        "fel шутка ошибка опечатка упс неверно"
    ).split()
)
# a negator before the word makes it a denial of the dismissal ("Not wrong.", "Nicht falsch.")
_NEGATORS = frozenset(
    "no not never nothing nicht kein keine nie non ne pas niente nunca nada ni nem não niet geen nie ej inte "
    "tidak bukan değil не нет ни".split()
)
_DISMISS_LAST = frozenset("no not nein nicht non nee nie nej hayır tidak bukan нет не".split())
_DISMISS_PHRASE = re.compile(
    r"(?i:\byeah,?\s+right\b|\bmy\s+bad\b|\boff\s+by\s+(?:one|\d+)\b|\bcross\s+(?:it|that|this)\s+out\b|"
    r"\bjust\s+kidding\b|\bnot\s+really\b|(?<![\w/])/[sj](?![\w/]))"
)
# the same in Chinese, Japanese, Korean (no word boundaries there: a sentence that negates is skipped, "不是开玩笑",
# "冗談ではない", and "間違いありません", "no mistake", holds none of these)
_DISMISS_CJK = re.compile(r"不对|不對|错了|錯了|打错|笔误|开玩笑|開玩笑|忽略|無視|冗談|違う|농담")
_CJK_NEGATED = re.compile(r"不是|没有|沒有|并非|並非|じゃな|ではな|ありません|없|아니")
# emoji of doubt, irony or rejection (never 😊, 🙂, 👍, ✅, 🎉)
_DISMISS_EMOJI = re.compile("[🙃😉😜😝😛😏🤔🤷🙄🤥🤡👎❌✗✘🚫😬]")
_MAX_DISMISSAL_WORDS = 4
_DISMISS_SCAN = 600  # the later sentences read: those that start within this many characters of the box


def _dismisses(piece: str) -> bool:
    """Whether ``piece``, a short sentence or the rest of the box's sentence, dismisses the answer."""
    if re.search(r"\d|" + OPAQUE, piece):
        return False  # a value or math: the other rules read it
    words = [w.lower() for w in _WORD.findall(piece)]
    if len(words) > _MAX_DISMISSAL_WORDS:
        return False
    if _DISMISS_EMOJI.search(piece) or _DISMISS_PHRASE.search(piece):
        return True
    if _DISMISS_CJK.search(piece) and not _CJK_NEGATED.search(piece):
        return True
    for i, w in enumerate(words):
        if w in _DISMISS_WORDS:
            return not any(
                v in _NEGATORS for v in words[:i]
            )  # "Non è sbagliato.", "Ini tidak salah.", "No typo."
    return bool(words) and words[-1] in _DISMISS_LAST


def dismissed_after(view: str, after_box: int, stop_at: int, pieces: list[tuple[int, int]]) -> bool:
    """Standard mode: whether the rest of the box's sentence (``view[after_box:stop_at]``) or a short later
    sentence near it dismisses the answer (``$\\boxed{7}$ /s``, ``$\\boxed{7}$ 🙃``, ``\\boxed{7}. Nope.``,
    ``Typo.``, ``Disregard.``, ``Psych!``, ``LOL no.``). A sentence that answers a question (``Is 8 a root?
    No.``) does not."""
    if _dismisses(view[after_box:stop_at]):
        return True
    before = view[after_box:stop_at]
    for s, e in pieces:
        if s - stop_at > _DISMISS_SCAN:
            break
        piece = view[s:e]
        if not before.rstrip().endswith(("?", "？")) and (
            _dismisses(piece) or lexicon.disowning_sentence(piece)
        ):
            return True  # (lexicon: "Hardly.", "Wohl kaum.", "Laut Lösungsheft.", "I hope it is correct — it isn't.")
        if piece.strip(" \t\n.!。！"):
            before = piece
    return False


# ---------------------------------------------------------------------------------------------------------
# a check whose result follows a copula: "Let me double-check: $3+4$ is 8."
_COPULA = re.compile(
    r"(?P<close>\$?)[ \t]*+(?:(?i:is|equals|gives|makes|yields|ist|ergibt|est|es|è|é|là|jest|är|er|равно)[ \t]|=|"
    r"(?:是|等于|等於))[ \t]*+(?=\$?[ \t]*[-−]?\d)"
)
_COMPUTATION = re.compile(
    r"[\d\s+\-−*/×÷·.,()^]+|(?:[\d\s+\-−*/×÷·.,()^{}]|\\(?:cdot|times|div|frac|dfrac))+"
)


def check_copula_disagrees(text: str, view: str, stop_at: int, answer: str) -> bool:
    """Whether a check after the box's sentence computes another value when its copula (or an ``=`` outside
    the math span of its left side) is read as ``=`` (see the module's doc)."""
    lo = max(stop_at, len(view) - MAX_ENDING)
    low = view[lo:].lower()
    if not any(c in low for c in _CHECK_CUES):
        return False
    chars = None
    for m in _COPULA.finditer(text, lo):
        left_end = m.start()
        if m.group("close"):  # "$3+4$ is 8": the math span's content must be a computation of numbers
            opening = text.rfind("$", lo, left_end)
            if opening < 0 or not _COMPUTATION.fullmatch(text[opening + 1 : left_end]):
                continue
            if not re.search(r"\d\s*[-+−*/×÷·^]|\\(?:cdot|times|div|frac)", text[opening + 1 : left_end]):
                continue  # a bare number ("$7$ is 7"): nothing computed
        else:
            before = text[max(lo, left_end - 30) : left_end]
            if not re.search(r"\d\s*[-+−*/×÷·]\s*\d+\s*$", before):
                continue  # "3 + 4 is 8" only: a computation right before the copula
            if "=" not in m.group() and not re.match(r"[ \t]", text[m.start() : m.start() + 1] or "x"):
                continue
        if chars is None:
            chars = list(text)
        chars[m.start() : m.end()] = " " * (m.end() - m.start())
        chars[m.end() - 1] = "="
        if m.end() - m.start() >= 2:
            chars[m.end() - 1] = " "
            chars[m.end() - 2] = "="
    if chars is None:
        return False
    return check_disagrees("".join(chars), view, stop_at, answer)


def judged_or_checked(
    text: str, view: str, after_box: int, stop_at: int, pieces: list[tuple[int, int]], answer: str
) -> bool:
    """:func:`check_copula_disagrees` (after_box's one call)."""
    return check_copula_disagrees(text, view, stop_at, answer)
