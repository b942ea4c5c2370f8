"""Strict mode's finality rule: a response states an answer only when it ends on it, plainly.

Reading what a response withdraws (:mod:`proctor.grading.commitment`) is a blacklist: a phrasing it
has no word for ("just kidding", "(this is incorrect)", "Suppose the answer is 10. Then ...") is
read as an answer. Strict mode (the reward default) adds a whitelist on top of it:

- **the answer ends the response**: after the marked answer (the last ``\\boxed{}``, or the
  statement of a final "Answer:" line) only white space, punctuation, closing math delimiters and
  markup (``$``, ``\\]``, ``\\end{...}``, ``}``, ``**``), end-of-text tokens, a unit (words of
  :data:`proctor.grading.normalize.UNIT_WORDS`: "meters", "square units", ``^\\circ``, ``\\%``)
  and a short list of closing sentences may follow: "I hope it is correct.", "... is our answer.",
  and a restatement of the same answer ("Final Answer: The final answer is $10$."). Anything else
  and the response states no answer.
- **the sentence that holds it is a plain statement**: none of a broad list of conditional,
  hypothetical, negating, hedging, alternative, doubting or questioning words ("if", "suppose",
  "were", "might", "maybe", "guess", "not", "cannot", "or", "instead", "wrong", "verify", "?", and
  the same in the languages models answer in: "不是", "no es", "nicht", ...) stands in its prose or
  in the ``\\text{}`` of its math before the answer, and no relation other than "=" leads to the
  answer inside its own math (``x \\neq \\boxed{5}``, ``x \\approx \\boxed{3.1}``).

A plain answer that a reader would accept may fail the rule (a unit written after the box, "If
$x > 0$, the answer is $\\boxed{5}$."): that is a false negative, which strict mode prefers to a
false positive. Every check is linear in the length of the response.
"""

from __future__ import annotations

import re

from proctor.grading.commitment import OPAQUE, prose_view
from proctor.grading.normalize import UNIT_WORDS, key, normalize
from proctor.grading.spans import math_spans

# Words that make a sentence something other than a plain statement of its answer.
_NOT_PLAIN = re.compile(
    r"[?？¿]|(?i:n't\b|n’t\b|\b(?:if|iff|unless|whether|suppos\w*|assum\w*|hypothetical\w*|imagine|pretend|"
    r"were|would|could|should|might|may|maybe|perhaps|possibly|probably|likely|unlikely|"
    r"guess\w*|estimat\w*|approximate(?:ly)?|roughly|tentative\w*|"
    r"not|no|nor|never|none|neither|cannot|can't|or|either|else|instead|rather|except|"
    r"wrong\w*|incorrect\w*|mistak\w*|errors?|erroneous|false|invalid|bogus|kidding|joking|joke|"
    r"doubt\w*|unsure|uncertain\w*|sure|\w*verif\w*|check\w*|try|trying|tried|attempt\w*|"
    r"wait|actually|hmm+|oops|scratch|reject\w*|extraneous|contradict\w*|say|"
    # the same words in the languages models answer in
    r"nicht|kein\w*|oder|wenn|falls|vielleicht|pas|ou|si|peut|não|nao|nem|ni|tal|quiz[aá]s?|"
    r"не|нет|или|если|может)\b)"
    r"|[不没沒非否或吗嗎若如假設设也许許可能错錯误誤]"
)
# Relations that say something other than "the answer is" when they lead to the box in its math (the
# last relation of its row before it: "0 \\le a, a = \\boxed{2}" is an equation, "x \\neq \\boxed{5}" is not).
_RELATION = re.compile(
    r"(?:[<>≠≈≤≥]|\\(?:neq?|not|approx|sim|simeq|lor|vee|le|ge|leq|geq|lt|gt|pm|mp)(?![a-zA-Z]))[^=<>≠≈≤≥]*$"
)
_TEXT_ARG = re.compile(r"\\(?:text\w*|mbox|mathrm|operatorname)\s*\{([^{}]*)\}")
# What may follow the answer before the next closing sentence, or the end.
_CLOSERS = re.compile(
    r"(?:\s|[.,;:!。！]|\$|\\\]|\\\)|\\end\{[a-zA-Z]+\*?\}|\}|\*+|_+|`+|#+|<\|[a-z_]+\|>|</s>|<eos>)+"
)
# Closing sentences that say nothing new about the answer.
_HOPE = re.compile(
    r"(?i:i\s+hope\s+(?:it|this|that)\s+is\s+correct|is\s+(?:our|the|my)\s+(?:final\s+)?answer)"
)
_RESTATE = re.compile(
    r"(?i:(?:final\s+answer\s*:?[\s*]*)?(?:the\s+(?:final\s+)?answer\s+is|final\s+answer\s*:|answer\s*:))"
    r"[\s*:]*"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]|\n")
# A unit after the answer ("$\\boxed{12}$ square meters.", "\\boxed{5}\\text{ cm}", "\\boxed{30}^\\circ"): words
# of normalize's unit list only, which say what was counted, never whether it is the answer.
_UNIT_AFTER = re.compile(
    r"\^\s*\{?\\circ\}?|\\%|%|(?:\\(?:text|mbox|mathrm|textrm)\s*\{)?\s*([A-Za-z]+(?:\s+[A-Za-z]+){0,3})\s*\}?"
)
_UNIT_WORD = {*UNIT_WORDS, "square", "sq", "cubic", "per"}
_BOX_WRAP = re.compile(r"\\(?:boxed|fbox)\s*")
MAX_TAIL = 400  # a longer tail after the answer is never only a closing


def _same(a: str, b: str) -> bool:
    """Whether a restatement states the same answer (as written, up to normalize's canonical form)."""
    a, b = _BOX_WRAP.sub("", a.strip().rstrip(".")), _BOX_WRAP.sub("", b)
    return key(normalize(a)) == key(normalize(b))


def _plain(text: str, view: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` (``view`` its prose view) says nothing but a plain statement:
    no listed word in its prose or in the ``\\text{}`` of its math."""
    if _NOT_PLAIN.search(view, start, end):
        return False
    segment = text[start:end]
    if OPAQUE in view[start:end] and "\\" in segment:
        for m in _TEXT_ARG.finditer(segment):
            if _NOT_PLAIN.search(m.group(1)):
                return False
    return True


def _closes(text: str, pos: int, answer: str) -> bool:
    """Whether nothing but closers and closing sentences follows ``pos``: "I hope it is correct.",
    or a restatement of ``answer``."""
    rest = text[pos:]
    if len(rest) > MAX_TAIL and rest[MAX_TAIL:].strip():
        return False
    i = 0
    while True:
        m = _CLOSERS.match(rest, i)
        if m:
            i = m.end()
        if i >= len(rest):
            return True
        hope = _HOPE.match(rest, i)
        if hope:
            i = hope.end()
            continue
        unit = _UNIT_AFTER.match(rest, i)
        if unit and unit.end() > i and all(w.lower() in _UNIT_WORD for w in (unit.group(1) or "").split()):
            i = unit.end()
            continue
        restate = _RESTATE.match(rest, i)
        if not restate:
            return False
        end = _SENTENCE_END.search(rest, restate.end())
        stop = end.start() if end else len(rest)
        if not _same(rest[restate.end() : stop], answer):
            return False
        i = stop


def ends_on_box(text: str, start: int, end: int, content: str) -> bool:
    """Whether the box ``text[start:end]`` (holding ``content``) is the response's plain last word."""
    view = prose_view(text)
    sentence = 0
    for m in _SENTENCE_END.finditer(view, 0, start):
        sentence = m.end()
    if not _plain(text, view, sentence, start):
        return False
    for s, e, _content in math_spans(text):
        if s <= start and end <= e:  # the math the box stands in: what leads to it
            lead = text[s:start]
            row = lead.rfind("\\\\")
            lead = (lead[row + 2 :] if row >= 0 else lead)[-MAX_TAIL:]  # its row, a bounded look
            if _RELATION.search(lead) or any(_NOT_PLAIN.search(t.group(1)) for t in _TEXT_ARG.finditer(lead)):
                return False
            break
    return _closes(text, end, content)


def ends_on_line(text: str, answer: str) -> bool:
    """Whether the response's last non-empty line (a final "Answer:" line stating ``answer``) is a
    plain statement whose first sentence holds the answer and whose rest only closes."""
    stripped = text.rstrip()
    start = stripped.rfind("\n") + 1
    view = prose_view(text)
    stop = _SENTENCE_END.search(view, start, len(stripped))
    stop_at = stop.start() if stop else len(stripped)
    return _plain(text, view, start, stop_at) and _closes(text, stop_at, answer)
