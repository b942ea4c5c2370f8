"""The final choice of a multiple-choice response, when it states one.

Only a stated choice counts: a statement ("The answer is (B)", "Answer: B", "The correct option is
**B**", "I pick option D", "Réponse : B", "答案是 B") or a final line that is the choice itself ("(B)",
"**B**", "B) 42" when the line before it is not an option too). The last of them decides. A letter
elsewhere (in the reasoning, in options written out, in "if the answer were B") is not a choice, and
a statement that names several letters ("A or B", "(A) or (C)", "A, B") is a hedge: no choice.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

from proctor.grading.commitment import committed
from proctor.grading.extract import _ANSWER_IS_RE, tail
from proctor.grading.judged_value import corrected_choice
from proctor.grading.spans import math_spans
from proctor.grading.value_tails import choice_decorated

# "B", "(B)", "**B**", "**(B)**", "\text{(B)}"; the letter is a capital (an "a" in "answer is a bit"
# is a word), not followed by a letter or digit ("Bob", "B2").
_TOKEN = r"(?:\\text(?:bf)?\{)?\**\(?\s*([A-Z])\s*\)?\**\}?(?![A-Za-z0-9])"
_LEAD = (
    "(?i:" + _ANSWER_IS_RE.pattern + r"|(?:correct|right|best|final)\s+(?:option|choice)\s*(?:is|:)?\s*"
    r"|(?:pick|choose|select|go\s+with)\s+)(?i:either\s+)?(?i:(?:option|choice)\s+)?"
)
_STATEMENT = re.compile(_LEAD + _TOKEN)
# "option D." / "Choice (C) is correct." at the end of its sentence
_OPTION_IS = re.compile(
    r"(?i:option|choice)\s+" + _TOKEN + r"(?=\s*(?:(?i:is\s+(?:the\s+)?(?:correct|right|answer))|[.!]?\s*$))",
    re.MULTILINE,
)
_HEDGE = re.compile(r"\s*+(?:,|/|(?i:(?:,\s*+)?(?:or|and|and/or)))\s*+" + _TOKEN)
_CONDITIONAL = re.compile(r"(?i:\b(?:if|suppose|supposing|assume|assuming|whether|unless)\b)")
_SENTENCE_START = re.compile(r"[.!?。！？\n]")
_LONE = re.compile(r"^[\W_]*?\(?\s*([A-Z])\s*\)?[\W_]*$")  # "(B)", "**B**", "B."
_OPTION_LINE = re.compile(r"^\s*\**\(?([A-Z])(?:\)|\)?[.:])\**\s+(\S.*)$")  # "(B) 42", "B) 42", "B. 42"
_ANOTHER_OPTION = re.compile(r"\([A-Z]\)|(?<![\w\\])[A-Z]\)")


@dataclass(frozen=True)
class Choice:
    """``letter``: the stated choice; ``hedge``: the letters of a statement that named several."""

    letter: str | None
    hedge: tuple[str, ...] = ()
    end: int = -1  # where it was stated


LAST_STATEMENTS = 8  # only the last few statements can decide: each is read in time linear in the text
MAX_LONE_LINE = 60  # a longer final line is not "the choice itself"


def _statements(text: str) -> list[Choice]:
    found = []
    for pattern in (_STATEMENT, _OPTION_IS):
        for m in deque(pattern.finditer(text), maxlen=LAST_STATEMENTS):
            sentence = text[_sentence_start(text, m.start()) : m.start()]
            if _CONDITIONAL.search(sentence):  # "if the answer is B, then ..." states nothing
                continue
            letters = [m.group(1)]
            pos = m.end()
            while hedge := _HEDGE.match(text, pos):
                letters.append(hedge.group(1))
                pos = hedge.end()
            letters += _others_in_sentence(text, pos)
            if len(letters) == 1 and choice_decorated(text, m.end()):
                letters.append("")  # "The answer is C'.", "C (wrong)", "C D": no choice stated (value_tails)
            if len(set(letters)) > 1:
                found.append(Choice(None, tuple(dict.fromkeys(letters)), pos))
            else:
                found.append(Choice(letters[0], (), pos))
    return found


# Another choice later in the same sentence: "(or B)", "A & B", "A+B", "A vs D", "A, or possibly B".
_OTHER = re.compile(
    r"\(\s*([A-E])\s*\)|(?i:\bor\b|\band\b|\bvs\.?|\bversus\b|&|\+|/|,|\bpossibly\b|\bmaybe\b)\W{0,3}"
    r"(?:(?i:possibly|maybe|perhaps)\s+)?\(?([A-E])\)?(?![A-Za-z0-9])"
)
_SENTENCE_END = re.compile(r"[.!?。！？\n](?=\s|$)")


def _others_in_sentence(text: str, pos: int) -> list[str]:
    """Choice letters named after ``pos`` in the rest of its sentence (a hedge when they differ)."""
    end = _SENTENCE_END.search(text, pos)
    rest = text[pos : end.start() if end else len(text)]
    return [m.group(1) or m.group(2) for m in _OTHER.finditer(rest)]


def _sentence_start(text: str, pos: int) -> int:
    start = max(0, pos - 200)  # a sentence longer than this: its last 200 characters
    last = start
    for m in _SENTENCE_START.finditer(text, start, pos):
        last = m.end()
    return last


def _last_lines(text: str, count: int) -> list[tuple[int, str]]:
    """The last ``count`` non-empty lines as (start, line), read from the end (linear)."""
    lines: list[tuple[int, str]] = []
    end = len(text)
    while end > 0 and len(lines) < count:
        start = text.rfind("\n", 0, end) + 1
        if text[start:end].strip():
            lines.append((start, text[start:end]))
        end = start - 1
    return lines[::-1]


def _final_line(text: str) -> Choice | None:
    lines = _last_lines(text, 2)
    if not lines:
        return None
    start, line = lines[-1]
    end = start + len(line)
    stripped = line.strip()
    lone = _LONE.match(stripped) if len(stripped) <= MAX_LONE_LINE else None
    if lone:
        return Choice(lone.group(1), (), end)
    option = _OPTION_LINE.match(line)
    if option and not _ANOTHER_OPTION.search(option.group(2)):
        if len(lines) > 1 and _OPTION_LINE.match(lines[-2][1]):
            return Choice(None, (), end)  # the options written out, one per line: no choice
        return Choice(option.group(1), (), end)
    return None


def conditional(text: str) -> bool:
    """Whether the last "answer is" of ``text`` is said in a conditional ("if the answer is 42, ...")."""
    hits = deque(_ANSWER_IS_RE.finditer(text), maxlen=1)
    if not hits:
        return False
    last = hits[0]
    return _CONDITIONAL.search(text, _sentence_start(text, last.start()), last.start()) is not None


# A math span that holds only a choice: "$C$", "$(C)$", "\\(B\\)", "$\\text{(D)}$" (Minerva's "The final answer is
# $C$."). Its delimiters are blanked, so the statements read its letter as they read "The final answer is C."
_CHOICE_MATH = re.compile(r"\s*+(?:\\text(?:bf)?\{)?\s*+\(?\s*+[A-Z]\s*+\)?\s*+\}?\s*+")


def _choices_unwrapped(text: str) -> str:
    """``text`` with the delimiters of its math spans that hold only a choice letter blanked (same length)."""
    if "$" not in text and "\\(" not in text:
        return text
    parts, at = [], 0
    for start, end, content in math_spans(text):
        if _CHOICE_MATH.fullmatch(content) is None:
            continue
        inner = text.find(content, start, end)
        if inner < 0:
            continue
        parts += [text[at:start], " " * (inner - start), content, " " * (end - inner - len(content))]
        at = end
    return "".join(parts) + text[at:] if parts else text


def final_choice(text: str, final_line: bool = True, strict: bool = False) -> Choice:
    """The response's stated choice (see the module docstring). ``final_line``: a final line that is
    just a letter counts too (not for a response cut at the token limit: its last line is the cut).
    ``strict``: only a statement counts ("The answer is (B)", "Answer: B"), never a final line.
    Choices the response withdraws (negated, hedged, questioned, retracted: see
    :mod:`proctor.grading.commitment`) are not read: "The answer is C, not option B." is C."""
    text = committed(_choices_unwrapped(tail(text)))
    candidates = _statements(text)
    if final_line and not strict:
        last = _final_line(text)
        if last is not None:
            candidates.append(last)
    if not candidates:
        return Choice(None)
    best = max(candidates, key=lambda c: c.end)
    if best.letter is not None and not strict and (other := corrected_choice(text, best.end, best.letter)):
        return Choice(None, (best.letter, other), best.end)  # "The answer is C. Actually, B." (judged_value)
    return best
