"""The one-pass trigger search of ``one_answer`` never changes a verdict: ``_trigger_places`` (a trie-shaped
pattern of a scan's trigger words, searched once) finds every place, and the farthest reach back of a word
starting there, exactly as the words' ``str.find`` loops it replaced find them; so ``_scan`` tries the same
places and yields the same matches, and ``committed_before`` reads the same commitments. Checked on generated
strings of the trigger words, their stems, overlaps, case variants and neighbours, on windows of them, and on
real texts (model outputs, long traces), with a deliberately wrong fast path shown to fail the check."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from proctor.grading import one_answer
from proctor.grading.commitment import OPAQUE, committed, prose_view

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402

TRIGGER_SETS = (
    one_answer._COMMIT_TRIGGERS,
    one_answer._COMMIT_TRIGGERS + one_answer._COMMIT_TRIGGERS_NON_ASCII,
    one_answer._CJK_TRIGGERS,
    one_answer._BOLD_TRIGGERS,
    one_answer._FIELD_TRIGGERS,
)


def _places_by_find(low: str, lo: int, stop: int, triggers) -> list[tuple[int, int]]:
    """The reference: every word's ``str.find`` loop (the scan as it was), the farthest reach per place."""
    reach: dict[int, int] = {}
    for word, back in triggers:
        i = low.find(word, lo, stop)
        while i >= 0:
            reach[i] = max(reach.get(i, -1), back)
            i = low.find(word, i + 1, stop)
    return sorted(reach.items())


def _real_texts() -> list[str]:
    texts = [response(shape, size, seed)[0] for shape in SHAPES for size in (700, 2048) for seed in range(3)]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl"))[:3]:
        for line in path.read_text().splitlines()[:60]:
            texts.append(json.loads(line)["response"])
    return texts


def _generated(n: int, seed: int) -> list[str]:
    words = sorted({w for triggers in TRIGGER_SETS for w, _ in triggers})
    pieces = [*words, *(w[:-1] for w in words if len(w) > 1), *(w[1:] for w in words if len(w) > 1),
              *(w.upper() for w in words), *(w.capitalize() for w in words), "submitted", "options", "adoption",
              "mymy", "ii ", "wewe", "my final answer is", "I'll go with", "answer: 8", '{"answer": 8}',
              "<answer>8</answer>", "**", "__", " ", "  ", "\n", "\t", ".", ":", "8", "(C)", OPAQUE, "é", "我选",
              "ſ", "K"]  # fmt: skip
    rng = random.Random(seed)
    return ["".join(rng.choice(pieces) + rng.choice(("", " ", "", "\n")) for _ in range(rng.randint(1, 16)))
            for _ in range(n)]  # fmt: skip


def _check(places, texts) -> int:
    found = 0
    for text in texts:
        low = one_answer._lower(text)
        if low is None:
            low = text.lower()
        for triggers in TRIGGER_SETS:
            for lo in range(0, len(low) + 1, max(1, len(low) // 7)):
                for stop in (len(low), min(len(low), lo + 11)):
                    want = _places_by_find(low, lo, stop, triggers)
                    assert places(low, lo, stop, triggers) == want, (low[lo:stop], lo, stop, triggers[:2])
                    found += len(want)
    return found


def test_the_one_pass_finds_the_places_and_reaches_the_find_loops_find():
    assert _check(one_answer._trigger_places, _generated(3000, 1)) > 30_000
    assert _check(one_answer._trigger_places, _real_texts()) > 1_000


def test_a_wrong_fast_path_fails_the_check():
    # break-check: a path that forgets a word, or reads the nearest reach instead of the farthest, is caught
    def forgets(low, lo, stop, triggers):
        return one_answer._trigger_places(low, lo, stop, triggers[:-1])

    def nearest(low, lo, stop, triggers):
        return [(i, 0) for i, _ in one_answer._trigger_places(low, lo, stop, triggers)]

    for wrong in (forgets, nearest):
        try:
            _check(wrong, _generated(300, 2))
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


_SCAN = one_answer._scan


def _scan_by_find(pattern, text, low, stop, triggers, lo=0):
    """``one_answer._scan`` as it was (the words' ``str.find`` loops), the reference of the scans' matches."""
    if low is None:
        yield from _SCAN(pattern, text, low, stop, triggers, lo)
        return
    if triggers is None:  # (every stop, as it was)
        after = 0
        for q in (lo, *(m.end() for m in one_answer._STOPS.finditer(text, lo, stop))):
            if q >= after and (m := pattern.match(text, q, stop)) is not None:
                after = max(m.end(), q + 1)
                yield m
        return
    starts = set()
    for i, back in _places_by_find(low, lo, stop, triggers):
        starts.update(range(max(lo, i - back), i + 1))
    inside = pattern in one_answer._STARTS_IN_WORD
    after = 0
    for q in sorted(starts):
        if q < after or (not inside and q > 0 and low[q - 1].isalnum()):
            continue
        m = pattern.match(text, q, stop)
        if m is not None:
            after = max(m.end(), q + 1)
            yield m


def test_the_scans_yield_the_matches_the_find_loops_yield(monkeypatch):
    texts = _generated(3000, 3) + _real_texts()
    matched = 0
    scans = (*one_answer._COMMITMENTS, (one_answer._FIELD, one_answer._FIELD_TRIGGERS))
    for text in texts:
        view = prose_view(committed(text))
        low = one_answer._lower(view)
        for pattern, triggers in scans:
            if pattern is one_answer._COMMIT and not view.isascii():
                triggers = triggers + one_answer._COMMIT_TRIGGERS_NON_ASCII
            fast = [m.span() for m in one_answer._scan(pattern, view, low, len(view), triggers)]
            assert fast == [m.span() for m in _scan_by_find(pattern, view, low, len(view), triggers)], view
            matched += len(fast)
    assert matched > 300
    # and the strict reading of a commitment before the box is the same, end to end
    boxed = [t + " So the answer is $\\boxed{7}$." for t in _generated(1500, 4)]
    with_fast = [_committed_before(t) for t in boxed]
    monkeypatch.setattr(one_answer, "_scan", _scan_by_find)
    monkeypatch.setattr(one_answer, "_AFTER_PHRASE_SPACED", _AnyPhrase())
    assert [_committed_before(t) for t in boxed] == with_fast
    assert sum(with_fast) > 50


class _AnyPhrase:
    """The guard as it was: a phrase of ``_AFTER_PHRASES`` is a substring of the lowered text."""

    def search(self, low: str):
        return True if any(p in low for p in one_answer._AFTER_PHRASES) else None


AFTER_PIECES = (*one_answer._AFTER_PHRASES, "It Is", "IS MY", "it\x1cis", "it\nis", "it\tis", "it  is", "it is.",
                "is the final answer", "is what I get", "is the one I pick", "Es mi respuesta", "È la mia risposta",
                "3.5", "-8", "**8**", "> - ", "# ", "eight", "(C)", "C", OPAQUE * 3, "x.8", ".", "!", "?", ":", "\n",
                " ", "  ", "\t", "*", "_", "so", "value", "8")  # fmt: skip


def _after_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(AFTER_PIECES) + rng.choice(("", " ", "", "\n")) for _ in range(rng.randint(1, 14)))
            for _ in range(n)]  # fmt: skip


def _check_after(stops, texts) -> int:
    matched = 0
    for text in texts:
        low = one_answer._lower(text)
        if low is None:
            continue
        assert (one_answer._AFTER_PHRASE_SPACED.search(low) is not None) == any(
            p in low for p in one_answer._AFTER_PHRASES
        ), text
        for lo in (0, len(text) // 3):
            every = [
                m.span() for m in _scan_by_find(one_answer._COMMIT_AFTER, text, low, len(text), None, lo)
            ]
            after, fast = 0, []
            for q in stops(text, low, lo, len(text)):
                if q >= after and (m := one_answer._COMMIT_AFTER.match(text, q, len(text))) is not None:
                    after = max(m.end(), q + 1)
                    fast.append(m.span())
            assert fast == every, (text, lo)
            matched += len(every)
    return matched


def test_a_commitment_after_its_value_is_looked_for_only_at_the_stops_before_a_phrase():
    # the stops before a phrase of _COMMIT_AFTER (over what it may read before one) hold every match that a try
    # at every stop finds, and the one-pass guard is the phrases' substring tests
    assert _check_after(one_answer._stops_before_phrases, _after_texts(6000, 5)) > 800
    assert _check_after(one_answer._stops_before_phrases, _real_texts()) >= 0
    assert _check_after(
        one_answer._stops_before_phrases, [t.replace(" ", "\x1c") for t in _after_texts(500, 6)]
    )


def test_a_wrong_set_of_stops_fails_the_check():
    def no_glued_value(text, low, lo, stop):  # (forgets the run without white space: the value)
        return [
            q for q in one_answer._stops_before_phrases(text, low, lo, stop) if not text[q : q + 1].strip()
        ]

    def spaced_only(text, low, lo, stop):  # (the phrases as written with one space only)
        return [q for q in one_answer._stops_before_phrases(text, low, lo, stop)
                if one_answer._AFTER_PHRASE_SPACED.search(low, q)]  # fmt: skip

    for wrong in (no_glued_value, spaced_only):
        try:
            _check_after(
                wrong, _after_texts(2000, 7) + [t.replace(" ", "\x1c") for t in _after_texts(500, 8)]
            )
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


def _committed_before(text: str) -> bool:
    view = committed(text)
    at = text.rindex("$\\boxed")
    return one_answer.committed_before(text, view, text.rindex("So the answer"), at, len(text) - 1)
