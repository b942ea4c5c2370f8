"""Spaces TeX and Unicode write between a math span and the words after it, read as the spaces they show.

``$\\boxed{7}$~thousand``, ``$\\boxed{7}$\\,thousand``, ``$\\boxed{7}$\\ Tausend``, ``$\\boxed{7}$`` and a no-break,
narrow no-break or thin space before ``mille``: each shows ``7 thousand``, and the rules that read what follows the
box (scale words, operations, hedges) read it so once the space is a space. :func:`tex_spaced` puts an ordinary space
(one per character: the view keeps its length) for a tie ``~``, a TeX spacing command (``\\,`` ``\\;`` ``\\:`` ``\\!``
``\\ `` ``\\quad`` ``\\qquad``) or a Unicode space right after a math span's close (``$``, ``\\)``, ``\\]``) and before
the word it spaces from it (a digit after a tie is left alone: ``#### $~7`` is no math span's end). Math inside the span is left alone (``$7\\,€$`` is the value's own spacing).

Only the text's last 2,000 characters are read (where a final answer's tail is; a box further from the end is
followed by more than its tail). Cost: a few substring tests there when they hold no tie, TeX spacing command or
Unicode space; else one search.
"""

from __future__ import annotations

import re

_SPACED = re.compile(
    r"(\$|\\[)\]])((?:~|\\[,;:! ]|\\qquad(?![a-zA-Z])|\\quad(?![a-zA-Z])|[\u00a0\u2007\u2009\u200a\u202f\u2002-\u2006])+)"
    r"(?=[^\W\d_])"
)
_UNICODE_SPACES = frozenset("\u00a0\u2007\u2009\u200a\u202f\u2002\u2003\u2004\u2005\u2006")
_REACH = 2000  # the text's last characters: where a final answer and its tail are read


def tex_spaced(text: str) -> str:
    """``text`` with the spaces TeX or Unicode writes after a math span as ordinary spaces (see the module)."""
    low = max(0, len(text) - _REACH)
    tail = text[low:]
    if (
        "~" not in tail
        and "\\," not in tail
        and "\\;" not in tail
        and "\\ " not in tail
        and "\\q" not in tail
    ):
        if tail.isascii() or _UNICODE_SPACES.isdisjoint(tail):
            return text
    spaced = _SPACED.sub(lambda m: m.group(1) + " " * len(m.group(2)), tail)
    return text if spaced == tail else text[:low] + spaced
