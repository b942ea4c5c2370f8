"""A literal gate before a costly pattern (issue 42: grading a short reply): the literal runs any match of a
compiled pattern must hold, read from the pattern's own parse, tested as substrings of a lowercased window
first.

Many of the grader's patterns are alternations of hundreds of words under ``(?i)`` behind a lookbehind: ``sre``
tries every branch at every place of the window (half a microsecond a character for the grader's words), while
the substrings their matches must hold are found in one pass. :class:`Gate` reads the pattern's parse: a match of a
sequence holds each of its literal runs (the letters it must match one after another, outside any optional part),
a match of an alternation holds a run of one of its branches; each run lowercased. So where the window holds none
of the runs, the pattern has no match in it, and :meth:`Gate.search` (and the others) answer None without running
it: the same answer, exactly.

Only an ASCII window is gated (with ``§``, the prose view's opaque mark, read as one more character): there case
folding is ASCII's own, and a literal of the pattern that matches an ASCII character under ``(?i)`` is read as
that character ("ı" as "i", "ſ" as "s", the Kelvin sign as "k"); a branch that needs a character no ASCII
character matches cannot match there at all. A window with any other character goes to the pattern. (Same
answers as the pattern: tests/grading/test_ascii_gate.py, on generated and real texts.)"""

from __future__ import annotations

import re
import re._constants as _c  # (the parse's opcodes)
import re._parser as _parser
from functools import cache

_OPAQUE = "\u00a7"  # (proctor.grading.commitment.OPAQUE: this module imports nothing of the package)
_OPAQUE_AS = "\x00"
_ASCII = [chr(i) for i in range(128)]
_Need = frozenset  # the runs a match must hold one of; empty: no match in an ASCII text; None: no gate


@cache
def _as_ascii(code: int, fold: bool) -> str | None:
    """The lowercased ASCII character that the pattern's literal ``code`` matches in an ASCII text (``""``: none;
    None: several)."""
    ch = chr(code)
    if ch == _OPAQUE:
        return _OPAQUE_AS
    if not fold:
        return ch.lower() if ch.isascii() else ""
    found = {a.lower() for a in _ASCII if re.fullmatch(re.escape(ch), a, re.IGNORECASE)}
    if not found:
        return ""
    return found.pop() if len(found) == 1 else None


# Words most replies hold: a need of one of them lets nearly every window through (the choice only; any need is
# sound).
_COMMON = frozenset(
    "the a an and or of to for in on is are be it this that we so answer final value result solution number per "
    "para por pour cho der die das the is".split()
)


def _best(candidates: list[frozenset[str]]) -> frozenset[str] | None:
    """The most selective of the needs a sequence holds all of: no common word, the longest shortest run, the
    fewest."""
    if not candidates:
        return None
    if any(not c for c in candidates):
        return frozenset()  # (a part no ASCII text matches)
    return max(
        candidates, key=lambda c: (not any(s.strip() in _COMMON for s in c), min(len(s) for s in c), -len(c))
    )


def _need(items, fold: bool) -> frozenset[str] | None:
    """What a match of the parsed sequence ``items`` must hold (see _Need)."""
    candidates: list[frozenset[str]] = []
    run = ""

    def close() -> None:
        nonlocal run
        if run:
            candidates.append(frozenset((run,)))
        run = ""

    for op, av in items:
        if op is _c.LITERAL:
            ch = _as_ascii(av, fold)
            if ch == "":
                return frozenset()
            if ch is None:
                close()
            else:
                run += ch
            continue
        close()
        if op is _c.SUBPATTERN:
            _group, add, remove, sub = av
            inner = fold
            if add & _c.SRE_FLAG_IGNORECASE:
                inner = True
            if remove & _c.SRE_FLAG_IGNORECASE:
                inner = False
            need = _need(sub, inner)
        elif op is _c.BRANCH:
            need = _branches(av[1], fold)
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[0] >= 1:
            need = _need(av[2], fold)
        elif op is _c.ATOMIC_GROUP:
            need = _need(av, fold)
        else:
            need = None  # (a class, a lookaround, an anchor, an optional part: nothing it must hold)
        if need is not None:
            candidates.append(need)
    close()
    return _best(candidates)


def _branches(alternatives, fold: bool) -> frozenset[str] | None:
    out: set[str] = set()
    for alternative in alternatives:
        need = _need(alternative, fold)
        if need is None:
            return None
        out |= need
    return frozenset(out)


def _trie(words) -> str:
    root: dict = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        if "" in node:
            return ""  # (a shorter run is found wherever a longer one that starts with it is)
        alts = [re.escape(ch) + emit(node[ch]) for ch in sorted(node)]
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return emit(root)


class Gate:
    """``pattern`` (compiled) with its literal gate: :meth:`search`, :meth:`match`, :meth:`fullmatch` answer as the
    pattern does; :meth:`may` whether the gate lets a window through."""

    __slots__ = ("pattern", "runs", "_cues", "_read")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.runs: frozenset[str] | None = None
        self._cues: re.Pattern[str] | None = None
        self._read = False

    def _parse(self) -> None:
        """Read the runs at the first use (a parse of the pattern: a process that never gates pays nothing)."""
        if hasattr(type(self.pattern), "words"):
            # a concept of proctor.grading.lexicon: its source, left uncompiled where only :meth:`may` is asked
            # (compiling one of its alternations costs about a tenth of a second)
            source, flags = self.pattern.words, re.UNICODE
        else:
            source, flags = self.pattern.pattern, self.pattern.flags
        if not flags & re.ASCII:
            self.runs = _need(_parser.parse(source, flags), bool(flags & re.IGNORECASE))
            self._cues = re.compile(_trie(self.runs)) if self.runs else None
        self._read = True

    def may(self, text: str, lo: int = 0, hi: int | None = None) -> bool:
        """Whether the pattern may match inside ``text[lo:hi]`` (False: it does not)."""
        if not self._read:
            self._parse()
        if self.runs is None:
            return True
        window = text[lo:hi]
        if not window.isascii():
            window = window.replace(_OPAQUE, _OPAQUE_AS)
            if not window.isascii():
                return True
        return self._cues is not None and self._cues.search(window.lower()) is not None

    def search(self, text: str, lo: int = 0, hi: int | None = None) -> re.Match[str] | None:
        hi = len(text) if hi is None else hi
        return self.pattern.search(text, lo, hi) if self.may(text, lo, hi) else None

    def match(self, text: str, lo: int = 0, hi: int | None = None) -> re.Match[str] | None:
        hi = len(text) if hi is None else hi
        return self.pattern.match(text, lo, hi) if self.may(text, lo, hi) else None

    def finditer(self, text: str, lo: int = 0, hi: int | None = None):
        hi = len(text) if hi is None else hi
        return self.pattern.finditer(text, lo, hi) if self.may(text, lo, hi) else iter(())
