"""A stroke over the math delimiter that closes a box strikes the box (:func:`struck_delimiters`).

:func:`proctor.grading.markup.struck_spans` finds a character overlaid by a combining stroke (U+0335, U+0336). On the
``$`` that closes ``$\\boxed{7}$`` (``$\\boxed{7}$̶``) the struck character is a delimiter that shows nothing: what
the stroke marks is the math it closes, so the struck span is widened to that math span and the box is withdrawn
with it (both modes), where blanking the ``$`` alone left the box standing before a blank.
"""

from __future__ import annotations

import re

from proctor.grading.spans import span_holding

_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{")


def struck_delimiters(text: str, struck: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``struck`` (the spans shown struck out), each one that strikes a math delimiter right after a box widened to
    the whole math span: a stroke over the ``$`` that closes ``$\\boxed{7}$`` (``$\\boxed{7}$̶``) strikes what it
    closes, not a blank after it (struck, the box is withdrawn with it)."""
    out = []
    for s, e in struck:
        if (
            text[s] == "$"
            and s > 0
            and text[s - 1] == "}"
            and (span := span_holding(text, s - 1)) is not None
        ):
            if span[1] == s + 1 and _BOX.search(text, span[0], s) is not None:
                s = span[0]
        out.append((s, e))
    return out
