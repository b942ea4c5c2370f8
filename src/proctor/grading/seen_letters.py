"""Letters a reader sees in Unicode's enclosed and parenthesised alphanumerics.

``🄽🄾🅃`` (squared), ``🅽🅾🆃`` (negative squared), ``🅝🅞🅣`` (negative circled), ``⒩⒪⒯`` and ``🄝`` (parenthesised) show the
letters N, O, T to a reader: :func:`enclosed_letters` maps each such character to its letter, one character for one
(the letters-as-seen folding of :func:`proctor.grading.surface.seen` keeps a view's length), so every table that reads
a view as seen reads ``🄽🄾🅃`` as ``NOT``. The letter is taken from the character's Unicode name (``NEGATIVE SQUARED
LATIN CAPITAL LETTER N``): the negative forms have no compatibility decomposition, and the parenthesised ones
decompose to three characters. The regional indicators (U+1F1E6..U+1F1FF) are left alone: two of them show a flag.
"""

from __future__ import annotations

import re
import unicodedata

_LETTER_NAME = re.compile(r"\bLATIN (CAPITAL|SMALL) LETTER ([A-Z])$")
# Enclosed Alphanumerics and Enclosed Alphanumeric Supplement, less the regional indicators
_BLOCKS = ((0x2460, 0x24FF), (0x1F100, 0x1F1E5))


def enclosed_letters() -> dict[int, str]:
    """Each enclosed, squared or parenthesised Latin letter's code point -> the letter it shows."""
    table: dict[int, str] = {}
    for low, high in _BLOCKS:
        for cp in range(low, high + 1):
            m = _LETTER_NAME.search(unicodedata.name(chr(cp), ""))
            if m is not None:
                table[cp] = m.group(2) if m.group(1) == "CAPITAL" else m.group(2).lower()
    return table
