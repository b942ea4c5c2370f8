"""A struck-out lead right before the box: the writer crossed out what named the box their answer.

``~~Final answer:~~`` then ``$\\boxed{7}$``, ``<s>Answer:</s> $\\boxed{7}$``, ``\\sout{Answer}: $\\boxed{7}$``,
``~~So the answer is~~ $\\boxed{7}$``: the views the rules read blank a strike (``surface.blank_hidden``) or
read ``~`` as TeX's tie, so they saw a bare box, or the lead itself, and accepted it. A strike that withdraws
the words leading to the box withdraws the box with them: there is no answer.

A struck VALUE before the box is the opposite, an honest correction (``~~6~~ $\\boxed{7}$``, ``<s>six</s>
$\\boxed{7}$``): a strike whose content holds a digit, math, or a number spelled in words (any of its words) is
not read here.

Read on the response as written (before code, hidden text and strikes are blanked; the same offsets), in a
window of the box's line, and of the line before it where the box's line holds nothing else before the box
(at most 1,000 characters back): linear in the length of that window, free on a response without a strike mark
near its box.
"""

from __future__ import annotations

import re

from proctor.grading.markup import struck_spans
from proctor.grading.proven_forms import spelled_phrase, spelled_value

# Markdown's strike-out on one line: "~~" words "~~" (no space inside either mark, as renderers require)
_TILDES = re.compile(r"~~(?=[^\s~])([^\n~]*?[^\s~])~~")
# HTML's deleted and strike elements on the window's lines (markup.struck_spans reads "<s>" and struck styles)
_DELETED = re.compile(r"<(del|strike)\b[^<>\n]*>([^<\n]*)</\1\s*>", re.IGNORECASE)
# what may stand between the strike and the box: white space, a colon, emphasis, list and quote marks, a
# dash, and the math delimiters that open the box's math
_BETWEEN = re.compile(r"[\s:：*_>#\-–—$]*(?:\$\$?|\\\(|\\\[)?\s*")
_VALUE = re.compile(r"\d|\$|\\\(|\\\[|\\frac|\\sqrt")
_MARKS = ("~~", "<", "\\")
_REACH = 1000  # the farthest a lead to the box is read back (a reply on one line is not read whole)
_WORD = re.compile(r"[^\W\d_]{2}")  # a word of two letters or more: a lead, not a struck variable


def _window(raw: str, box: int) -> int:
    """Where the window before the box at ``box`` starts: its line's start, or the previous non-blank line's
    where the box's line holds only white space and marks before it."""
    line = raw.rfind("\n", 0, box) + 1
    if raw[line:box].strip(" \t*_>#-$\\([") or line == 0:
        return line
    prev_end = line - 1
    while prev_end > 0 and raw[prev_end - 1] in " \t\r\n":
        prev_end -= 1
    return raw.rfind("\n", 0, prev_end) + 1


def _is_value(content: str) -> bool:
    """Whether struck text is a value (a correction: a digit, math, a number in words)."""
    if _VALUE.search(content) is not None or spelled_phrase(content.strip(" .,:;")) is not None:
        return True
    return any(spelled_value(word) is not None for word in re.findall(r"[^\W\d_]+", content))


def struck_lead(raw: str, box: int) -> bool:
    """Whether a struck-out lead ends right before the box starting at ``raw[box]`` (the module docstring)."""
    start = max(_window(raw, box), box - _REACH)
    window = raw[start:box]
    if not any(mark in window for mark in _MARKS):
        return False
    # each strike's end in the window and its content
    struck: list[tuple[int, str]] = [(m.end(), m.group(1)) for m in _TILDES.finditer(window)]
    if "<" in window:
        struck += [(m.end(), m.group(2)) for m in _DELETED.finditer(window)]
    if "<" in window or "\\" in window:
        # (a leading character: markup reads an "<s>" that opens its text as a tokenizer's start token)
        struck += [(b - 1, window[a - 1 : b - 1]) for a, b in struck_spans("." + window) if a >= 1]
    for b, content in struck:
        words = _plain(content)
        if (
            _BETWEEN.fullmatch(window, b)
            and _WORD.search(words)
            and not _is_value(content)
            and not _is_value(words)
        ):
            return True
    return False


_TAGS = re.compile(r"<[^<>]*>|\\[a-zA-Z]+\s*(?:\[[^\]]*\])?\s*\{|[{}]")


def _plain(content: str) -> str:
    """Struck content without its markup: tags and macro names (``\\sout{Answer}`` reads ``Answer``)."""
    return _TAGS.sub(" ", content)
