"""What a candidate states, shared by standard's and strict's readings (:mod:`proctor.grading.finality`) and by
the reading of what follows the box (:mod:`proctor.grading.after_box`): the value a candidate states, whether
two candidates state values the fast rules prove different, what a box holds, and the sentences after a place.
(A module of their own, so that ``after_box`` reads them without importing ``finality``, which imports it.)"""

from __future__ import annotations

import re

from proctor.grading.normalize import normalize
from proctor.grading.spans import SENTENCE_END, brace_closes

MAX_TAIL = 400  # a longer tail after the answer is never only a closing
_SENTENCE_END = SENTENCE_END


def _value(math: str) -> str | None:
    """The value a candidate states: a bare value, or the right side of ``name = value``; None for anything
    else (a computation, an equation in unknowns, a relation), which states no value to set beside another."""
    from proctor.grading.answer import _VAR, _names

    s = normalize(math)
    if len(s) > MAX_TAIL or not s or re.search(r"[<>≠≈≤≥]|\\(?:[lg]eq?|neq|approx|sim)(?![a-zA-Z])", s):
        return None
    if "=" in s:
        sides = s.split("=")
        if len(sides) != 2 or not (_VAR.match(sides[0].strip()) or _names(sides[0].strip())):
            return None  # "7 \\cdot 3 = 21", "360 + 2x = 600": a computation or an equation, not a value
        s = sides[1].strip()
    return s or None


def _different(a: str, b: str) -> bool:
    """Whether two candidates state values that the fast rules prove different (``8`` and ``7``, ``x^2-1`` and
    ``x^2+1``; not ``\\frac{14}{2}`` and ``7``, nor what they cannot tell apart)."""
    from proctor.grading.compare import fast_equivalent

    va, vb = _value(a), _value(b)
    return va is not None and vb is not None and fast_equivalent(va, vb) is False


def _inner(t: str) -> str:
    """What a box at the start of ``t`` holds (``\\boxed{7}`` -> ``7``), else ``t``."""
    m = re.match(r"\\(?:boxed|fbox)\s*\{", t)
    if m is None:
        return t
    close = brace_closes(t, [m.end() - 1]).get(m.end() - 1)
    return t[m.end() : close - 1] if close is not None else t


def _pieces_after(view: str, pos: int):
    """The sentences of ``view`` after ``pos``, as (start, end)."""
    for m in _SENTENCE_END.finditer(view, pos + 1):
        yield pos, m.end()
        pos = m.end()
    if pos < len(view):
        yield pos, len(view)
