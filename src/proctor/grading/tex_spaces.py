"""Spaces TeX and Unicode write between a math span and the words after it, read as the spaces they show.

``$\\boxed{7}$~thousand``, ``$\\boxed{7}$\\,thousand``, ``$\\boxed{7}$\\ Tausend``, ``$\\boxed{7}$`` and a no-break,
narrow no-break or thin space before ``mille``: each shows ``7 thousand``, and the rules that read what follows the
box (scale words, operations, hedges) read it so once the space is a space. :func:`tex_spaced` puts an ordinary space
(one per character: the view keeps its length) for a tie ``~``, a TeX spacing command (``\\,`` ``\\;`` ``\\:`` ``\\!``
``\\ `` ``\\quad`` ``\\qquad``) or a Unicode space right after a math span's close (``$``, ``\\)``, ``\\]``) and before
the word it spaces from it (a digit after a tie is left alone: ``#### $~7`` is no math span's end). Math inside the span is left alone (``$7\\,€$`` is the value's own spacing).

Cost: a few substring tests on a text without a tie, a TeX spacing command or a non-ASCII character.
"""

from __future__ import annotations

import re

_SPACED = re.compile(
    r"(?:(?<=\$)|(?<=\\\))|(?<=\\\]))(?P<space>(?:~|\\[,;:! ]|\\qquad(?![a-zA-Z])|\\quad(?![a-zA-Z])"
    r"|[\u00a0\u2007\u2009\u200a\u202f\u2002-\u2006])+)(?=[^\W\d_])"
)


def tex_spaced(text: str) -> str:
    """``text`` with the spaces TeX or Unicode writes after a math span as ordinary spaces (see the module)."""
    if (
        "~" not in text
        and "\\," not in text
        and "\\;" not in text
        and "\\ " not in text
        and "\\q" not in text
    ):
        if text.isascii() or not any(
            c in text for c in "\u00a0\u2009\u202f\u2007\u200a\u2002\u2003\u2004\u2005\u2006"
        ):
            return text
    return _SPACED.sub(lambda m: " " * len(m.group(0)), text)
