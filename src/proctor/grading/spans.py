"""Math spans in prose: ``$...$``, ``$$...$$``, ``\\(...\\)``, ``\\[...\\]`` and display environments,
found in one linear pass (no backtracking regex over model text)."""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

# Math delimiters in prose: (opener, closer, may span lines).
_MATH_SPANS = (("$$", "$$", True), ("\\[", "\\]", True), ("\\(", "\\)", False), ("$", "$", False))
_DISPLAY_DOLLARS, _DISPLAY_BRACKET, _INLINE_PAREN, _INLINE_DOLLAR = _MATH_SPANS
# the end of a sentence: a stop before white space or the end, a CJK stop, or a line break (read by the
# modules that cut text into sentences: commitment, extract, stated, unmeant)
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]|\n")
_DOLLAR_PROSE = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]{3,}")
_COMMAND_ARG = re.compile(r"\\[a-zA-Z]+\s*\{[^{}]*\}")  # \begin{pmatrix}, \mathrm{e}, \text{ cm}
_DISPLAY_ENV = re.compile(r"\\begin\{(align|aligned|equation|gather|eqnarray)(\*?)\}")
_ROW_LEAD = re.compile(r"^(?:\s|&|=|\\(?:Rightarrow|implies|therefore|quad|qquad)\b)+")


def _last_row(content: str) -> str:
    """The answer an ``align`` block ends on: its last row, from its last ``=`` chain, lead removed."""
    rows = [r for r in re.split(r"\\\\(?:\[[^\]]*\])?", content) if r.strip()]
    row = rows[-1].replace("&", " ") if rows else ""
    return _ROW_LEAD.sub("", row).strip()


# An inline "$...$" closed on its line: a dollar sign that is not "$$", up to the next one on the line that no
# backslash escapes (possessive: a line without one fails at once).
_INLINE_DOLLAR_SPAN = re.compile(r"\$(?!\$)(?:[^$\n]++|(?<=\\)\$)*+\$")
# What the scan for math spans passes over in one step (possessive: no backtracking): text without a
# dollar sign or a backslash, and an escape or a command (``\\$`` is currency, ``\\frac``) that is neither
# ``\\(``, ``\\[`` nor the opening of a display environment. It stops where there is work to do.
_PASS = re.compile(r"(?:[^$\\]++|\\(?!begin\{(?:align|aligned|equation|gather|eqnarray)\*?\})[^(\[])*+")
# _PASS, then the "$...$" closed on its line that may stand where it stops (group 1): the common case of the
# scan in one match (_PASS is possessive: it stops where it stops whatever follows).
_PASS_INLINE = re.compile(_PASS.pattern + "(" + _INLINE_DOLLAR_SPAN.pattern + ")?")


def math_spans(text: str) -> list[tuple[int, int, str]]:
    """Every ``$...$``, ``$$...$$``, ``\\(...\\)``, ``\\[...\\]`` span as (start, end, content), in one pass.

    ``\\$`` is a currency sign, not a delimiter; an inline span does not cross a line; a span that is
    never closed is not math. (The last few texts' spans are kept: extraction and its checks read the
    same text's spans several times.)"""
    return list(_math_spans(text))


def span_holding(text: str, start: int, end: int | None = None) -> tuple[int, int, str] | None:
    """The math span of ``text`` that holds ``text[start:end]`` (``end`` None: the one that holds the
    position ``start``, ``s <= start < e``), or None. The spans come in order and never overlap (the scan
    goes on past each span's end), so only the last one that starts at or before ``start`` can hold it:
    a binary search, where a loop over a long trace's thousands of spans cost a reading 0.25 ms a look."""
    i = bisect.bisect_right(_span_starts(text), start) - 1
    if i < 0:
        return None
    span = _math_spans(text)[i]
    return span if (start < span[1] if end is None else end <= span[1]) else None


@lru_cache(maxsize=8)
def _span_starts(text: str) -> tuple[int, ...]:
    return tuple(s for s, _e, _content in _math_spans(text))


@lru_cache(maxsize=8)
def _math_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    spans: list[tuple[int, int, str]] = []
    i = 0
    n = len(text)
    newline = -1  # the next newline at or after i (cached: positions only grow)
    no_closer: dict[str, int] = {}  # closer -> an end before which, from here on, there is none
    passes = _PASS_INLINE.match
    while i < n:
        step = passes(text, i)  # (the pattern matches the empty string)
        inline = step.start(1)  # type: ignore[union-attr]
        if inline >= 0:
            # the common case in one step: "$...$" closed on its line (what the steps below find; its "$" is
            # neither a backslash nor past the end, so the tests below would all pass it to this one)
            start, end = inline + 1, step.end(1) - 1  # type: ignore[union-attr]
            if _DOLLAR_PROSE.search(text, start, end) and _DOLLAR_PROSE.search(
                _COMMAND_ARG.sub(" ", text[start:end])
            ):
                i = start  # "costs $5 and $6": dollar signs around prose are currency
            else:
                content = text[start:end].strip()
                if content:
                    spans.append((inline, end + 1, content))
                i = end + 1
            continue
        i = step.end(0)  # type: ignore[union-attr]
        if i >= n:
            break
        c = text[i]
        if c == "\\" and text.startswith("\\begin{", i) and (env := _DISPLAY_ENV.match(text, i)):
            closer = f"\\end{{{env.group(1)}{env.group(2)}}}"
            end = text.find(closer, env.end()) if closer not in no_closer else -1
            if end < 0:
                no_closer[closer] = n  # never closed: not looked for again
            else:
                row = _last_row(text[env.end() : end])
                if row:
                    spans.append((i, end + len(closer), row))
                i = end + len(closer)
                continue
        if c == "\\" and i + 1 < n and text[i + 1] not in "([":
            i += 2  # an escaped character or a command (\$ is currency)
            continue
        if c == "$":  # the opener here, the first of _MATH_SPANS that starts at i
            opener, closer, multiline = _DISPLAY_DOLLARS if text.startswith("$$", i) else _INLINE_DOLLAR
        elif i + 1 < n:  # a backslash before "(" or "["
            opener, closer, multiline = _DISPLAY_BRACKET if text[i + 1] == "[" else _INLINE_PAREN
        else:
            i += 1
            continue
        start = i + len(opener)
        if newline < start:
            newline = text.find("\n", start)
            newline = n if newline < 0 else newline
        stop = n if multiline else newline
        end = -1
        if no_closer.get(closer, -1) < stop:
            end = text.find(closer, start, stop)
            while end > 0 and closer == "$" and text[end - 1] == "\\":
                end = text.find(closer, end + 1, stop)  # "$\\$1,000$": an escaped dollar does not close
            if end < 0:
                no_closer[closer] = stop
        if end < 0:
            i = start
        elif (
            opener == "$"
            # (a text without such a word has none once its commands' arguments are blanked either)
            and _DOLLAR_PROSE.search(text, start, end)
            and _DOLLAR_PROSE.search(_COMMAND_ARG.sub(" ", text[start:end]))
        ):
            i = start  # "costs $5 and $6": dollar signs around prose are currency
        else:
            content = text[start:end].strip()
            if content:
                spans.append((i, end + len(closer), content))
            i = end + len(closer)
    return tuple(spans)


MAX_NESTING = 100  # brackets nested deeper than this are not an answer (and no parser follows them)


def nesting(text: str) -> int:
    """The deepest nesting of ``( [ {`` (escaped braces included) in ``text``: one pass, no recursion."""
    depth = deepest = 0
    for c in text:
        if c in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in ")]}" and depth:
            depth -= 1
    return deepest


_BRACE = re.compile(r"\\[{}]|[{}]")


def brace_matches(text: str) -> dict[int, int]:
    """For every ``{`` that is closed, the index just past its ``}`` (one linear pass, no recursion;
    an escaped ``\\{`` or ``\\}`` is not a brace)."""
    matches: dict[int, int] = {}
    stack: list[int] = []
    for m in _BRACE.finditer(text):  # an escaped brace is matched whole, and passed over
        c = m.group()
        if c == "{":
            stack.append(m.start())
        elif c == "}" and stack:
            matches[stack.pop()] = m.end()
    return matches


def brace_closes(text: str, opens: list[int]) -> dict[int, int]:
    """:func:`brace_matches` for the braces at ``opens`` only (each a ``{`` that no backslash escapes):
    the index just past the ``}`` that closes each one that is closed. Each is read forward from
    itself, as far as its closing brace, instead of the whole text; when that reading would pass more
    than the text's length in all, the whole text is read once instead (linear either way)."""
    if not opens:
        return {}
    budget = len(text)
    found: dict[int, int] = {}
    for i in opens:
        depth = 0
        for m in _BRACE.finditer(text, i, min(len(text), i + budget + 1)):
            c = m.group()
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    found[i] = m.end()
                    budget -= m.end() - i
                    break
        else:
            if i + budget + 1 >= len(text):  # read to the end: never closed
                budget -= len(text) - i
                continue
            matches = brace_matches(text)  # the budget is spent: one pass over everything
            return {i: matches[i] for i in opens if i in matches}
    return found


def blank_spans(text: str, spans) -> str:
    """``text`` with the (start, end) ``spans``, taken in the order given (overlaps merged into what came
    before), blanked: spaces, line breaks kept, the same length."""
    out, pos = [], 0
    for start, end in spans:
        if end <= pos:
            continue
        start = max(start, pos)
        out.append(text[pos:start])
        out.append("\n".join(map(" ".__mul__, map(len, text[start:end].split("\n")))))
        pos = end
    out.append(text[pos:])
    return "".join(out)
