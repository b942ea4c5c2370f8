"""Standard mode: a whole number stated in a sentence and the words after it (:func:`count_tail_unproven`).

A whole number (bare in prose, in its own ``$...$``, or boxed) that the sentence goes on after is read as the
number only where what follows is **proven** harmless, by whitelist, never by a list of bad words:

- the next word opens another clause or judges nothing about the value (``is``, ``because``, ``which``,
  ``since``, ...: the rules of :mod:`proctor.grading.finality` read those sentences), or
- it is a plain count noun (:func:`proctor.grading.proven_forms.plain_count_noun`: plural, Latin script, none
  of the value tables' words, and not a misspelling of a scale or fraction word, ``thousnads``, ``hunderds``)
  or a unit word, and after that noun the sentence ends, or it goes on only with a restatement of the total
  (``in total``, ``altogether``, ``left``, ``en total``, ``insgesamt``, ``всего``, ...), a temperature scale
  after ``degrees``, or a verb of which the counted things are the subject (``7 students passed``).

Anything else (``7 and a half apples``, ``7 apples or more``, ``7 apples minus one``, ``7 pommes au moins``, ``7
degrees below zero``, ``7 orders of magnitude``, ``7 thousnads``) is not proven the number: the answer is
refused. A bounded window after the answer; nothing is read where no letter follows the number.
"""

from __future__ import annotations

import re

from proctor.grading.normalize import UNIT_WORDS
from proctor.grading.proven_forms import plain_count_noun

_WINDOW = 160
# the answer: a whole number, bare, in its own math, or boxed
_WHOLE = re.compile(r"[-+−]?\d{1,3}(?:,\d{3})+|[-+−]?\d+")
_BOXED_WHOLE = re.compile(r"\\(?:boxed|fbox)\s*\{\s*(?:[-+−]?\d{1,3}(?:,\d{3})+|[-+−]?\d+)\s*\}")
# what closes the answer's math and its emphasis
_CLOSERS = re.compile(r"(?:\$\$|\$|\\\)|\\\]|\*\*|__|[ \t])*")
_WORD = re.compile(r"[A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+(?:[-'’][A-Za-zÀ-ɏͰ-ϿЀ-ӿ]+)*(?![^\W\d_])")
# a unit's modifier before it ("square meters", "sq. units", "metros cuadrados" reads the unit first)
_UNIT_MODIFIER = re.compile(r"(?i:(?:square|cubic|sq|cu|metric|quadrat\w*|kubik\w*)\.?\s+)")
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$|[*_)\]])|[。！？；]|\n")
# words that open another clause or link the number to what is said about it: not a noun, not an operation on
# the number (the finality rules read the rest of these sentences)
_OPENERS = frozenset(
    (
        "is are was were be being been will would should could must may might can shall "
        "because since as so thus hence therefore which that who whom whose where when while whereas "
        "if unless though although but yet since "
        "ist sind war waren weil da denn also welche welcher welches dass "
        "est sont était étaient car puisque donc qui que "
        "es son era eran porque pues ya que cual cuales "
        "è sono era erano perché poiché quindi che "
        "é são foi eram porque pois que "
        "это потому поскольку так что который которая которое которые "
        "jest są był była było ponieważ bo więc który która które "
        "olduğu çünkü adalah karena karna yang là vì ni kwa sababu "
    ).split()
)
# a restatement of the total after the noun: the whole rest of the sentence (with a comma, "overall", ...)
_TOTAL = (
    r"in\s+total|in\s+all|altogether|all\s+together|total|overall|in\s+the\s+end|left(?:\s+over)?|remaining|"
    r"in\s+decimal|en\s+total|au\s+total|en\s+tout|en\s+todo|insgesamt|im\s+ganzen|gesamt|in\s+totale|in\s+tutto|"
    r"em\s+total|no\s+total|ao\s+todo|всего|в\s+сумме|итого|łącznie|w\s+sumie|razem|toplam(?:da)?|in\s+totaal|"
    r"totaal|totalt|i\s+alt|yhteensä|secara\s+total|totalnya|tổng\s+cộng|jumla|kwa\s+jumla|restantes|qui\s+restent|"
    r"übrig|rimast[ei]|per\s*cent|percent|pour\s*cent|por\s*ciento|por\s*cento|prozent|per\s*cento|"
    r"(?:degrees?\s+)?(?:celsius|fahrenheit|kelvin|centigrade)"
)
# a verb of which the counted things are the subject ("7 students passed", "7 apples were left"): an optional
# auxiliary, then one past participle or a present verb of staying; not one that changes the count
_SUBJECT_VERB = (
    r"(?:(?:are|were|is|was|have|had|have\s+been|had\s+been|will\s+be|remain|remained)\s+)?"
    r"(?:(?![a-z]*(?:doubl|tripl|quadrupl|halv|squar|cub|multipli|divid|subtract|add|remov|round|estimat|"
    r"approximat)ed\b)[a-z]{3,}ed|left|remain|remained|remaining|attended|won|ran|sold|made|taken|eaten|given|"
    r"needed|used|bought|found|chosen|drawn)"
)
_HARMLESS_TAIL = re.compile(
    r"(?i:[\s,]*(?:(?:" + _TOTAL + r")|" + _SUBJECT_VERB + r")?[\s,.!?;:…)*_。！？；]*)"
    r"(?:[\U0001F300-\U0001FAFF\u2600-\u27bf\ufe0f\s]|:\)|:-\))*"
)


def _rest_of_sentence(text: str, at: int) -> str | None:
    """The sentence from ``at`` to its end, or None when it runs past the window."""
    window = text[at : at + _WINDOW]
    stop = _SENTENCE_END.search(window)
    if stop is None and len(window) == _WINDOW:
        return None
    return window[: stop.start() if stop else len(window)]


def count_tail_unproven(text: str, start: int, end: int) -> bool:
    """Standard mode: whether the whole number at the start of ``text[start:end]`` (a box, a number, or a
    statement that opens on a number: "7 and a half apples") is followed in its sentence by words not proven
    harmless (see the module): then it is not read as the number."""
    if end <= start or start >= len(text):
        return False
    if text[start] == "\\":
        box = _BOXED_WHOLE.match(text, start, end)
        if box is None or box.end() != end:
            return False
        at = _CLOSERS.match(text, end).end()
    else:
        number = _WHOLE.match(text, start, end)
        if number is None or (number.end() < len(text) and text[number.end()] not in " \t$*_"):
            return False  # "7x", "7.5", "7+3": not a whole number then words
        at = _CLOSERS.match(text, number.end()).end()
        if at == number.end():
            return False
    if modifier := _UNIT_MODIFIER.match(text, at):
        at = modifier.end()
    word = _WORD.match(text, at)
    if word is None:
        return False  # punctuation, a bracket, math, the end, a script without spaces: other rules read these
    first = word.group(0)
    low = first.lower()
    if low in _OPENERS:
        return False
    rest = _rest_of_sentence(text, at)
    if rest is not None and _HARMLESS_TAIL.fullmatch(rest):
        return False  # "7 in total", "7 altogether"
    if not (plain_count_noun(first) or low in UNIT_WORDS):
        return True  # "7 and a half", "7 or more", "7 thousnads", "7 Grad": not a noun proven to count
    after = word.end()
    if after < len(text) and text[after] in "/^²³":
        return False  # "7 km/h", "7 m²": a unit's own notation (the unit rules read it)
    rest = _rest_of_sentence(text, after)
    return rest is None or _HARMLESS_TAIL.fullmatch(rest) is None
