"""An alternation of words, dispatched on its words' first letter: the same matches, fewer tries a place.

``re`` tries every alternative of an alternation at each place a scan reaches, in order; under IGNORECASE an
alternative that starts with a letter is not skipped on its first character (the skip applies only to a
case-sensitive literal), so a table of a few hundred words costs a few hundred tries at each word start of a
reply. :func:`by_first_letter` rewrites ``a|b|c...`` (a pattern's top-level alternatives) as one block a first
letter, each behind a lookahead of the letters it starts with:

    (?=[jJ])(?:jok(?:e|es|ing)|jest)|(?=[kK])(?:kidding)|...|<the alternatives that start otherwise>

Why the matches are the same: where a place's character matches no alternative's first letter, only the
alternatives that start otherwise can match, and they are tried last, in their order. Where it matches one
block's lookahead, that block holds, in their order, every alternative that can match there (those of its letters
and those that start otherwise, which are therefore in every block); the other blocks' lookaheads fail (the blocks'
letters are merged where case folding joins them, so a character matches at most one block's), and the
alternatives that start otherwise, tried again after it, fail as they failed in it. So the first alternative that
matches (with what it matches, backtracking included) is the one the alternation's order gives.
"""

from __future__ import annotations

try:
    from re._casefix import _EXTRA_CASES
except ImportError:  # (a Python without the table: no dispatch under IGNORECASE, the alternation as it is)
    _EXTRA_CASES = None

_QUANTIFIERS = "?*+{"


def _top_bars(pattern: str) -> tuple[list[int], int]:
    """The places of ``pattern``'s top-level ``|`` (outside any group or character class), and the place of the
    ``)`` that closes a group opened before its start (``len(pattern)`` when none does)."""
    bars: list[int] = []
    depth = 0
    i = 0
    n = len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
            if pattern[i + 1 : i + 2] == "^":
                i += 1
            if pattern[i + 1 : i + 2] == "]":  # "[]...]": a "]" first is one of the class's characters
                i += 1
        elif c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                return bars, i
            depth -= 1
        elif c == "|" and depth == 0:
            bars.append(i)
        i += 1
    return bars, n


def split_top(alternation: str) -> list[str]:
    """``alternation``'s top-level alternatives (split at the ``|`` outside any group or character class)."""
    bars, _end = _top_bars(alternation)
    edges = [-1, *bars, len(alternation)]
    return [alternation[a + 1 : b] for a, b in zip(edges, edges[1:], strict=False)]


def _quantified(after: str) -> bool:
    """Whether ``after`` (the character after an element, "" at the end) makes it repeat or optional."""
    return after != "" and after in _QUANTIFIERS


def _first_letters(alternative: str, ignorecase: bool) -> frozenset[str] | None:
    """The letters (or digits), as written, that ``alternative`` may start with: its first character, or, for a
    group first (not optional, not repeated), those of the group's alternatives; None when it may start with
    anything else (a class, an escape, a lookaround) or with nothing. (A group read without IGNORECASE inside
    a pattern read with it may start with fewer characters than its letters match with it: a superset, as
    sound.)"""
    c = alternative[:1]
    if c.isalnum():
        if _quantified(alternative[1:2]) or len(c.lower()) != 1:
            return None
        return frozenset(c)
    for opener in ("(?:", "(?-i:") if ignorecase else ("(?:",):
        if alternative.startswith(opener):
            inner = alternative[len(opener) :]
            _bars, close = _top_bars(inner)
            if close >= len(inner) or _quantified(inner[close + 1 : close + 2]):
                return None
            found: set[str] = set()
            for a in split_top(inner[:close]):
                letters = _first_letters(a, ignorecase)
                if letters is None:
                    return None
                found |= letters
            return frozenset(found)
    return None


def _folded(c: str, ignorecase: bool) -> frozenset[int]:
    """The lowercase forms a text's character has where it matches ``c`` (``re``'s IGNORECASE compares a text
    character's lowercase with the literal's and with the extra cases ``re`` folds together)."""
    if not ignorecase:
        return frozenset((ord(c),))
    low = ord(c.lower())
    return frozenset((low, *(_EXTRA_CASES or {}).get(low, ())))


def blocks(firsts: list[frozenset[str] | None], ignorecase: bool) -> list[set[str]]:
    """The first letters of ``firsts`` (the alternatives' first letters) in blocks: letters whose folded forms
    meet are one block (so a character matches at most one block's lookahead)."""
    out: list[tuple[set[int], set[str]]] = []
    for c in sorted({c for letters in firsts if letters is not None for c in letters}):
        forms = set(_folded(c, ignorecase))
        meeting = [b for b in out if b[0] & forms]
        merged = (forms.union(*(b[0] for b in meeting)), {c}.union(*(b[1] for b in meeting)))
        out = [b for b in out if all(b is not m for m in meeting)] + [merged]
    return [letters for _forms, letters in out]


# One test of a place's character before the blocks: a letter (no digit, no "_"), where every alternative starts
# with one. A scan that reaches a place where no word can start (in a prose view, the characters of a run of math:
# every one of them passes a pattern's lookbehind for a word's start) then fails there at once, where the blocks'
# lookaheads were tried one by one. A character that matches a letter, with or without case, is a letter (case
# folds letters into letters: "K" the Kelvin sign, "ſ", "ı"), but for one: the combining iota U+0345, which folds
# with "ι" (``_NON_LETTER_FOLDS``: a first letter that folds with it is not tested), so no match is lost: the same
# matches (tests/grading/test_gradespeed.py checks every code point).
_LETTER = r"(?=[^\W\d_])"
_NON_LETTER_FOLDS = frozenset(
    (0x345, 0x3B9, 0x1FBE)
)  # (the folded forms of the characters that are not letters
# and fold with a letter: U+0345 and ι, ι)


def _letter_led(firsts: list[frozenset[str] | None], ignorecase: bool) -> bool:
    """Whether every alternative starts with a letter that only letters match (``firsts``: their first characters,
    None where unknown)."""
    return bool(firsts) and all(
        f is not None
        and all(c.isalpha() and not (ignorecase and _folded(c, True) & _NON_LETTER_FOLDS) for c in f)
        for f in firsts
    )


def by_first_letter(alternation: str, ignorecase: bool) -> str:
    """``alternation`` (top-level alternatives, read with IGNORECASE when ``ignorecase``) rewritten as one
    block a first letter (see the module docstring), behind one test of a letter where every alternative starts
    with one (``_LETTER``): the same matches."""
    alternatives = split_top(alternation)
    firsts = [_first_letters(a, ignorecase) for a in alternatives]
    guard = _LETTER if _letter_led(firsts, ignorecase) else ""
    if ignorecase and _EXTRA_CASES is None:
        return guard + "(?:" + alternation + ")" if guard else alternation
    letter_blocks = blocks(firsts, ignorecase)
    if len(letter_blocks) < 2:
        return guard + "(?:" + alternation + ")" if guard else alternation
    out: list[str] = []
    for block in letter_blocks:
        members = [(a, f) for a, f in zip(alternatives, firsts, strict=True) if f is None or f & block]
        if len(block) == 1 and all(f is not None and len(f) == 1 and a[:1] in block for a, f in members):
            # (every member starts with the block's one letter, as a plain character: written once)
            out.append(next(iter(block)) + "(?:" + "|".join(a[1:] for a, _f in members) + ")")
            continue
        out.append("(?=[" + "".join(sorted(block)) + "])(?:" + "|".join(a for a, _f in members) + ")")
    out += [a for a, f in zip(alternatives, firsts, strict=True) if f is None]
    return guard + "(?:" + "|".join(out) + ")" if guard else "|".join(out)
