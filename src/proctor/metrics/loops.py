"""Degenerate repetition loops: a sample whose generation ends repeating itself.

A model caught in a loop ("the answer is 5. the answer is 5. ...", or the same paragraph of
"Wait, let me check again ..." over and over) spends its token budget without getting anywhere;
the sample is then usually truncated too, but raising the budget does not help, so a run reports
loops apart (``loop_rate`` in ``summary.json``). A text is looping when its **end** is, in either
of two ways (both read only the last characters, so the cost per sample is bounded):

1. **Exact tail repetition**: the last ``max(LOOP_MIN_REPEATS * p, LOOP_MIN_SPAN_CHARS)``
   characters (trailing whitespace dropped) repeat one chunk of p characters, for some
   p <= ``LOOP_MAX_UNIT_CHARS``: the chunk at least ``LOOP_MIN_REPEATS`` times over, and the
   repetition at least ``LOOP_MIN_SPAN_CHARS`` long (so "5 5 5" or a repeated ``\\boxed{5}`` is
   not a loop). A text cut mid-chunk, as a truncated loop is, still counts.
2. **Compression ratio**: the last ``LOOP_WINDOW_CHARS`` characters of a text at least
   ``LOOP_MIN_CHARS`` long, compressed with zlib (level 1), shrink by ``LOOP_ZLIB_RATIO`` or more.
   This catches loops that are not exact (a counter that goes up, a sentence reworded). The ratio
   test is the one repetition filters commonly use (Whisper's decoder retries a segment past 2.4,
   on short text); the threshold here is set for long model output, measured on 4096-character
   windows: this project's docs and sources (prose, tables, code) 1.6–4.1, real completions of a
   small model 1.6–2.3, a written-out proof 2.1; a templated 300-case enumeration ("Case 17:
   x = 17, y = 0, so x + y = 17, which is odd.") 5.1, not a loop; a counting loop ("Step 101: add
   3 to get 306. Step 102: ...") 5.9–6.2; a reworded "Wait, ..." loop 8.6; exact loops 30 and more.

:func:`record_loops` reads a record's answer text (``final_text``) and the thinking of each of its
turns (``reasoning``), and flags the record when any of them loops.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

from proctor.metrics.thinking import record_field

LOOP_MIN_REPEATS = 4  # a chunk repeated this many times at the end, at least
LOOP_MIN_SPAN_CHARS = 256  # ... over this many characters at least
LOOP_MAX_UNIT_CHARS = 4096  # the longest chunk looked for
LOOP_WINDOW_CHARS = 4096  # the end of a text the compression ratio reads
LOOP_MIN_CHARS = 1024  # shorter texts are never tested by their compression ratio
LOOP_ZLIB_RATIO = 5.5  # raw bytes / zlib bytes of the window at or past this: a loop
_KEY_CHARS = 16  # the end of the text whose earlier occurrences propose chunk lengths
_MAX_CANDIDATES = 64  # chunk lengths tried per text (each is one string comparison)


def tail_repeat(text: str) -> tuple[int, int] | None:
    """``(chunk length, repeats)`` of the exact repetition the text ends with (trailing whitespace
    dropped), or None when it does not end in one as long as a loop (see the module doc).
    ``repeats`` is the number of whole chunks the repetition spans."""
    tail = text[-(LOOP_MAX_UNIT_CHARS * LOOP_MIN_REPEATS + LOOP_MIN_SPAN_CHARS) :].rstrip()
    if len(tail) < LOOP_MIN_SPAN_CHARS:
        return None
    key = tail[-_KEY_CHARS:]
    end = len(tail)
    # Where the text ends p-periodic, its last characters also occur p characters earlier: each
    # earlier occurrence of the key (nearest first) proposes a chunk length p, checked in one go.
    stop = end - 1
    for _ in range(_MAX_CANDIDATES):
        j = tail.rfind(key, max(0, end - LOOP_MAX_UNIT_CHARS - _KEY_CHARS), stop)
        if j < 0:
            return None
        p = end - len(key) - j
        span = max(LOOP_MIN_REPEATS * p, LOOP_MIN_SPAN_CHARS)
        if span > end:
            return None  # longer chunks need even more text
        if _periodic(tail, span, p):
            # how far back the repetition goes, within the tail read (periodic over a length means
            # periodic over every shorter one: a binary search)
            lo, hi = span, end
            while lo < hi:
                mid = (lo + hi + 1) // 2
                lo, hi = (mid, hi) if _periodic(tail, mid, p) else (lo, mid - 1)
            return p, lo // p
        stop = j + len(key) - 1
    return None


def _periodic(text: str, length: int, p: int) -> bool:
    """Whether the last ``length`` characters of ``text`` repeat with period p."""
    end = len(text)
    return text[end - length : end - p] == text[end - length + p :]


def compression_ratio(text: str) -> float:
    """Raw UTF-8 bytes over zlib-compressed bytes (level 1) of the last ``LOOP_WINDOW_CHARS``
    characters of ``text``; higher is more repetitive."""
    raw = text[-LOOP_WINDOW_CHARS:].encode("utf-8", "surrogatepass")
    return len(raw) / len(zlib.compress(raw, 1)) if raw else 0.0


def is_loop(text: str | None) -> bool:
    """Whether the text ends in a degenerate repetition loop (the module doc says when)."""
    if not text or len(text) < LOOP_MIN_SPAN_CHARS:
        return False
    if tail_repeat(text) is not None:
        return True
    return len(text) >= LOOP_MIN_CHARS and compression_ratio(text) >= LOOP_ZLIB_RATIO


def record_texts(record: Any) -> Iterator[str]:
    """The generated texts of a samples.jsonl dict or a Trajectory: the answer text, then each
    turn's thinking (where there is some)."""
    final = record_field(record, "final_text")
    if final:
        yield final
    for turn in record_field(record, "turns") or []:
        thinking = record_field(turn, "reasoning")
        if thinking:
            yield thinking


def record_loops(record: Any) -> bool:
    """Whether any generated text of the record (:func:`record_texts`) ends in a loop."""
    return any(is_loop(text) for text in record_texts(record))
