"""Find the final answer in a model response.

Order: reasoning blocks are removed, then the last balanced ``\\boxed{...}`` / ``\\fbox{...}`` is taken
(the primary format); when there is none, the configured fallbacks are tried in order. Everything here
is linear in the length of the response (no backtracking regexes over model text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FALLBACKS = ("hashes", "answer_is", "last_number")

_THINK_OPEN = re.compile(r"<(think|thinking|reasoning)>", re.IGNORECASE)
_BOX_RE = re.compile(r"\\(?:boxed|fbox)\b")
_HASHES_RE = re.compile(r"####[ \t]*([^\n]*)")
_ANSWER_IS_RE = re.compile(
    r"(?:final\s+answer|the\s+answer|answer)\s*(?:is|was|=|:)?\s*:?\s*",
    re.IGNORECASE,
)
_NUMBER_RE = re.compile(
    r"(?<![\w.])[-+−]?\$?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|(?<![\w.])[-+−]?\.\d+"
)


@dataclass(frozen=True)
class Extraction:
    """An answer found in a response.

    ``formatted`` is True when the primary format was used (``\\boxed{}``, or ``####`` where the
    grader names it as primary); ``alternatives`` holds more than one entry when the response hedged
    (several different boxed answers on its final line).
    """

    text: str
    formatted: bool
    method: str
    alternatives: tuple[str, ...] = ()


def strip_reasoning(response: str) -> str:
    """Remove ``<think>...</think>`` blocks; an unclosed block hides everything after it."""
    text = response
    # A closing tag without an opening one (templates that open the block in the prompt).
    low = text.lower()
    for tag in ("think", "thinking", "reasoning"):
        close = f"</{tag}>"
        if close in low and f"<{tag}>" not in low:
            text = text[low.rfind(close) + len(close) :]
            low = text.lower()
    out = []
    pos = 0
    while True:
        m = _THINK_OPEN.search(text, pos)
        if m is None:
            out.append(text[pos:])
            break
        out.append(text[pos : m.start()])
        close = f"</{m.group(1).lower()}>"
        end = low.find(close, m.end())
        if end < 0:  # unclosed: the rest is unfinished reasoning
            break
        pos = end + len(close)
    return "".join(out)


def _brace_matches(text: str) -> dict[int, int]:
    """For every ``{`` that is closed, the index just past its ``}`` (one linear pass)."""
    matches: dict[int, int] = {}
    stack: list[int] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and text[i + 1] in "{}":
            i += 2
            continue
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            matches[stack.pop()] = i + 1
        i += 1
    return matches


def find_boxed(text: str) -> list[tuple[int, int, str]]:
    """All balanced ``\\boxed{...}`` / ``\\fbox{...}`` (and ``\\boxed 5``) as (start, end, content)."""
    found: list[tuple[int, int, str]] = []
    matches: dict[int, int] | None = None
    for m in _BOX_RE.finditer(text):
        i = m.end()
        n = len(text)
        while i < n and text[i] == " ":
            i += 1
        if i < n and text[i] == "{":
            if matches is None:
                matches = _brace_matches(text)
            end = matches.get(i)
            if end is None:
                continue  # unbalanced: an earlier balanced box is used instead
            found.append((m.start(), end, text[i + 1 : end - 1].strip()))
        elif i > m.end():  # "\boxed 5": one token
            j = i
            while j < n and not text[j].isspace() and text[j] not in "$.,;":
                j += 1
            if j > i:
                found.append((m.start(), j, text[i:j]))
    # A box nested in a box is part of the outer answer.
    outer: list[tuple[int, int, str]] = []
    for box in found:  # sorted by start; drop boxes inside the previous outer one
        if outer and box[0] < outer[-1][1]:
            continue
        outer.append(box)
    return outer


def _final_line_alternatives(text: str, boxes: list[tuple[int, int, str]]) -> tuple[str, ...]:
    """Distinct boxed answers on the line (paragraph) of the last box."""
    last_start = boxes[-1][0]
    line_start = text.rfind("\n", 0, last_start) + 1
    contents: list[str] = []
    for start, _end, content in boxes:
        if start >= line_start and content not in contents:
            contents.append(content)
    return tuple(contents)


def _answer_is(text: str) -> str | None:
    last = None
    for m in _ANSWER_IS_RE.finditer(text):
        last = m
    if last is None:
        return None
    rest = text[last.end() :].lstrip()
    if not rest:
        return None
    for opener, closer in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
        if rest.startswith(opener):
            end = rest.find(closer, len(opener))
            if end > 0:
                return rest[len(opener) : end].strip()
    # Up to the end of the sentence or line.
    line = rest.split("\n", 1)[0]
    m = re.search(r"\.(?:\s|$)", line)
    if m:
        line = line[: m.start()]
    line = line.strip().rstrip(".").strip()
    if not line:
        return None
    return line.strip("*").strip()


def _last_number(text: str) -> str | None:
    last = None
    for m in _NUMBER_RE.finditer(text):
        last = m
    if last is None:
        return None
    return last.group(0).replace("−", "-").replace("$", "")


def extract_answer(
    response: str,
    fallbacks: tuple[str, ...] = ("answer_is",),
    primary: tuple[str, ...] = ("boxed",),
) -> Extraction | None:
    """The final answer of ``response``, or None when it gives none.

    ``primary`` are the formats that count as ``formatted`` (``boxed``, and ``hashes`` for GSM8K);
    ``fallbacks`` are tried afterwards in order, among ``hashes``, ``answer_is``, ``last_number``.
    """
    for name in (*primary, *fallbacks):
        if name != "boxed" and name not in FALLBACKS:
            raise ValueError(
                f"unknown extraction method {name!r}; use 'boxed' or one of {', '.join(FALLBACKS)}"
            )
    text = strip_reasoning(response)
    methods = list(primary) + [f for f in fallbacks if f not in primary]
    for method in methods:
        formatted = method in primary
        if method == "boxed":
            boxes = [b for b in find_boxed(text) if b[2]]
            if boxes:
                alts = _final_line_alternatives(text, boxes)
                return Extraction(boxes[-1][2], formatted, "boxed", alts if len(alts) > 1 else ())
        elif method == "hashes":
            hits = _HASHES_RE.findall(text)
            if hits and hits[-1].strip():
                return Extraction(hits[-1].strip(), formatted, "hashes")
        elif method == "answer_is":
            found = _answer_is(text)
            if found:
                return Extraction(found, formatted, "answer_is")
        elif method == "last_number":
            found = _last_number(text)
            if found:
                return Extraction(found, formatted, "last_number")
    return None
