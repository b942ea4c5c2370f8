"""Strict: whether a sentence is a step of the work by a LABEL of a step, part or case (:func:`labelled_work`), read
by ``last_value`` before the value it would otherwise take as a committed answer.

A word "step", "part", "case", "stage", "round" or "phase" makes the value of its sentence work only in the shape of
a label: with a number, a numeral word, a roman numeral or a letter ("Case 2:", "Step 3", "Part (a)", "Step two",
"Round IV"), after an ordinal or a demonstrative ("the first step", "the next stage", "in this case", "that part"),
or as a case named by a condition ("In case n = 2,", "in the case where x > 0", "the case of n odd"). The idioms
that merely hold the word ("In any case, 8.", "Either way", "In all cases", "Whatever the case", "Case closed",
"Last step: therefore 8.", "Step by step, we conclude 8.", "After every step: 8.") are not labels: their value is
read. "subtotal", "lemma" and "claim" stay work wherever they stand (they name an intermediate result).
"""

from __future__ import annotations

import re

_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:step|part|case|stage|round|phase|subtotal|lemma|claim)s?(?![^\W\d_])"
)
_ALWAYS = ("subtotal", "lemma", "claim")
_NUMERAL = (
    r"(?:\d+[a-z]?|[ivx]+|[a-h]|\([a-z0-9ivx]+\)|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eins|zwei|drei|uno|dos|tres|un|deux|trois)"
)
# after the word: a numeral that ends its word ("Case 2:", "Step 3", "Part (a)", "Step two")
_LABEL_AFTER = re.compile(r"(?i)[ \t]*(?:#|no\.?\s*)?" + _NUMERAL + r"(?![^\W_])")
# after the label: another part joined to it, or a word that joins ("and (b)", "& 3", "+ (c)", "together", "combined")
_JOINED = re.compile(
    r"(?i)[ \t]*(?:(?:and|&|\+|und|y|et|e|и|i|en|ve|與|与|和|及)[ \t]*(?:(?:part|step|case|stage|round|phase|"
    r"teil|schritt|fall|parte|paso|caso|partie|étape|cas|часть|шаг|случай)[ \t]*)?"
    r"(?:\d+[a-z]?|\([a-z0-9ivx]+\))(?![^\W_])|"
    r"(?:together|combined|jointly|both|overall|in\s+total|zusammen|insgesamt|juntos|juntas|en\s+total|ensemble|"
    r"au\s+total|insieme|in\s+totale|вместе|всего|合计|合計|一起|共)(?![^\W\d_]))"
)
# after the word: a condition that names the case ("In case n = 2", "the case where x > 0", "case of n odd")
_CONDITION_AFTER = re.compile(
    r"(?i)[ \t]*(?:(?:where|when|in\s+which|that|of|for|if)\b|\$?\s*[a-z]\s*\$?\s*(?:[=<>≤≥≠]|\\[lgn]eq?\b|\\ne\b))"
)
# before the word: an ordinal or a demonstrative ("the first step", "in this case", "the next stage")
_LABEL_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|"
    r"next|previous|preceding|following|same|this|that|these|those|former|latter|base|inductive|induction|"
    r"remaining|other|latter|special|general|trivial|degenerate)[ \t]+$"
)


def labelled_work(text: str, lo: int, hi: int) -> bool:
    """Whether ``text[lo:hi]`` (the start of a value's sentence, up to the value) holds a label of a step,
    part or case (see the module's doc), or a word that names an intermediate result ("subtotal", "lemma")."""
    for m in _WORD.finditer(text, lo, hi):
        word = m.group().lower()
        if word.startswith(_ALWAYS):
            return True
        if word.endswith("s") and not word.endswith("ss"):
            continue  # "in all cases", "steps" (no single labelled step)
        if (label := _LABEL_AFTER.match(text, m.end(), hi)) is not None and _JOINED.match(
            text, label.end(), hi
        ):
            continue  # "Part (a) and (b) together: 8.", "Steps 2 + 3: 8": the parts joined, the whole answer
        if label is not None or (word == "case" and _CONDITION_AFTER.match(text, m.end(), hi)):
            return True
        if _LABEL_BEFORE.search(text, max(lo, m.start() - 24), m.start()):
            return True
    return False
