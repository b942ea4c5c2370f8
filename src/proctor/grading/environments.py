"""The LaTeX environments around a final answer, and what a response hides after it.

A box inside ``\\begin{NAME} ... \\end{NAME}`` is said as NAME frames it: ``equation``, ``align``, ``cases``, a
``solution`` or an ``enumerate`` item state it; ``{wrong}``, ``{mistake}``, ``{falsch}``, ``{decoy}``, ``{draft}``,
``{notanswer}`` disown it, in words no list holds. So the name is read by whitelist (:data:`READ`: math, layout
and the sections of a solution, star forms included), in both modes: a box an environment of another name
encloses, or a ``\\end{NAME}`` after the box that closes one (the tail ``$\\boxed{7}$ \\end{wrong}``, where the
``\\begin`` is anywhere or nowhere), is not read. Standard mode also reads the named blocks of a mathematical text
(:data:`READ_STANDARD`: ``theorem``, ``remark``, a ``tcolorbox``), strict mode does not.

What a rendered response hides after the box (``<!-- actually 8 -->``, ``\\iffalse the answer is 8 \\fi``, a ``%``
comment) is the writer's note on it, which no reader sees: strict mode refuses any word there, and both modes one that
holds a number other than the answer's (another value); standard mode also one that holds a word of the lexicon's
rejecting labels (``wrong``, ``falsch``,
``错了``).
"""

from __future__ import annotations

import re

from proctor.grading.hidden_notes import notes_before
from proctor.grading.lexicon import REJECTING
from proctor.grading.surface import hidden_spans

# Environments whose content is stated as the writer's own: math displays and structures, layout, lists, tables,
# the parts of a solution (a trailing "*" is dropped before the look-up).
READ = frozenset(
    """equation align alignat flalign gather multline eqnarray displaymath math split aligned alignedat gathered
    multlined array subarray cases dcases rcases matrix pmatrix bmatrix vmatrix Vmatrix Bmatrix smallmatrix
    subequations center flushleft flushright enumerate itemize description tabular tabularx tabu longtable
    minipage proof solution answer sol soln result final finalanswer boxed document table""".split()
)
# Standard mode also reads these: the named blocks of a mathematical text and boxes drawn around a result.
READ_STANDARD = READ | frozenset(
    """theorem lemma proposition corollary claim remark note notes observation conclusion summary step steps
    tcolorbox mdframed framed shaded quote quotation""".split()
)
_ENV = re.compile(r"\\(begin|end)\s*\{\s*([^{}\s]{1,40})\s*\}")
_WORD = re.compile(r"[^\W\d_]")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_SIGNED = re.compile(
    r"(?:(?<![\w)}\]])[-−])?\d+(?:[.,]\d+)?"
)  # (a hidden "-7" is another value than the box's 7)


def _unread(name: str, strict: bool) -> bool:
    name = name.rstrip("*")
    return name not in (READ if strict else READ_STANDARD) and name.lower() not in (
        READ if strict else READ_STANDARD
    )


def _enclosing(text: str, start: int, end: int) -> list[str]:
    """The names of the environments open at ``start`` (begun before it, not ended), and of each ``\\end`` after
    ``end`` that closes no environment begun after it (it closes one around the box, or a tail with no begin)."""
    names: list[str] = []
    if text.find("\\begin", 0, start) >= 0:
        stack: list[str] = []
        for m in _ENV.finditer(text, 0, start):
            if m.group(1) == "begin":
                stack.append(m.group(2))
            elif stack and stack[-1] == m.group(2):
                stack.pop()
            elif m.group(2) in stack:
                del stack[len(stack) - 1 - stack[::-1].index(m.group(2)) :]
        names += stack
    if text.find("\\end", end) >= 0:
        opened: list[str] = []
        for m in _ENV.finditer(text, end):
            if m.group(1) == "begin":
                opened.append(m.group(2))
            elif m.group(2) in opened:
                del opened[len(opened) - 1 - opened[::-1].index(m.group(2)) :]
            else:
                names.append(m.group(2))
    return names


def environment_disowns(text: str, start: int, end: int, strict: bool) -> str:
    """The name of an environment around the answer at ``start:end`` of ``text`` that the mode does not read
    (see the module), or ""."""
    if text.rfind("\\begin") < 0 and text.rfind("\\end") < 0:  # (rfind: 3x faster than find, "in")
        return ""
    return next((n for n in _enclosing(text, start, end) if _unread(n, strict)), "")


def hidden_after(raw: str, end: int, stop: int, answer: str, strict: bool) -> str:
    """What ``raw`` (the response before hidden text is blanked) hides between the answer's ``end`` and ``stop``
    that the mode reads as a note against the answer ``answer`` (see the module), or ""."""
    # (``hidden_spans`` proves a tail with none of its marks empty: every kind it hides is read, the markdown
    # comment ``[//]: # (wrong)`` and a white ``\\textcolor`` as the HTML comment is)
    tail = raw[end:stop]
    own = {n.replace("−", "-") for n in _SIGNED.findall(answer)}
    for a, b in hidden_spans(tail):
        hidden = tail[a:b]
        shown = _shown(hidden)
        if strict and shown.strip(_RULE_CHARS) and shown != _shown(answer):
            return (
                hidden.strip()
            )  # strict: anything but a rule line or the answer restated (a word, "-7", "≠", "🙃")
        if any(n.replace("−", "-") not in own for n in _SIGNED.findall(hidden)) or REJECTING.search(hidden):
            return hidden.strip()
    return ""


def _shown(text: str) -> str:
    """What ``text`` shows once its hidden-text markers, macros, math delimiters, braces and spaces are dropped
    (``<!-- $\\boxed{12}$ -->`` shows ``12``)."""
    shown = "".join(_HIDDEN_MARKUP.sub(" ", _LINK_COMMENT.sub(" ", text)).split()).translate(_UNSHOWN)
    return shown.strip("()\"'")  # (the bracket or quotes of a markdown comment: "[//]: # (7)")


_LINK_COMMENT = re.compile(r"\[//\]:\s*#")


_UNSHOWN = str.maketrans("", "", "${}")
# what a rule line of a comment is drawn with ("% ----", "<!-- ==== -->"): it says nothing
_RULE_CHARS = "-=_*~.#+"
# the markers of hidden text, which are not its words
_HIDDEN_MARKUP = re.compile(
    r"<!--|-->|\\(?:begin|end)\s*\{comment\}|\\[a-zA-Z]+|%|</?[a-zA-Z][^<>]*>", re.IGNORECASE
)


def markup_disowns(
    raw: str, text: str, boxes: list[tuple[int, int, str]], line: re.Match[str] | None, strict: bool
) -> bool:
    """Whether the response's answer (its last box of ``boxes``, else the ``####`` ``line`` match, group 1 its
    value), read in ``text`` (the committed view of ``raw``, same length up to its end), is framed by an
    environment the mode does not read or followed by a hidden note against it (see the module)."""
    boxes = [b for b in boxes if b[2]]
    if boxes:
        start, end, answer = boxes[-1]
    elif line is not None:
        # (the value's end, not the line's: what a rendered response hides after it is blank in ``text``)
        start, end, answer = line.start(), line.start(1) + len(line.group(1).rstrip()), line.group(1)
    else:
        return False
    return bool(
        environment_disowns(text, start, end, strict)
        or hidden_after(raw, end, len(text), answer, strict)
        or notes_before(
            raw, text, start, end, answer, strict
        )  # "<!-- not -->", "isn´t", "£7}$m" (hidden_notes)
    )
