"""Strict grading made cheaper, no verdict changed (issue 42): each cheaper path against the code it replaced.

The texts: long_traces' generated replies, real ones (human MATH-500 and GSM8K solutions where this machine holds
them, the model outputs of perf/grader_data) and the cases of the review files (adversarial families, both modes).
"""

from __future__ import annotations

import ast
import json
import random
import re
import sys
from pathlib import Path

import pytest

from proctor.grading import last_value, one_answer, rival
from proctor.grading.last_value import _NUMBER, _letters, _rejected, _word_values

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from corpus_texts import SHARED_DATA  # noqa: E402
from long_traces import SHAPES, response  # noqa: E402

REVIEW_FILES = (
    "test_review_gaps.py", "test_review_gaps_2.py", "test_review_gaps_3.py", "test_review_gaps_3_values.py",
    "test_review_gaps_4.py", "test_review_gaps_4_strict.py", "test_review_gaps_5.py", "test_review_gaps_5_strict.py",
    "test_rival_answer.py", "test_one_answer_3.py", "test_one_answer_4.py", "test_last_value.py",
    "test_last_value_words.py", "test_strict_within_standard.py",
)  # fmt: skip
DATA = SHARED_DATA


def _literals(path: Path) -> list[str]:
    """The string constants of a test file (its cases), those long enough to hold a clause."""
    if not path.exists():
        return []
    tree = ast.parse(path.read_text())
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and len(n.value) > 8
    ]


def _review_texts() -> list[str]:
    texts: list[str] = []
    for name in REVIEW_FILES:
        texts += _literals(ROOT / "tests" / "grading" / name)
    return texts


def _real_texts() -> list[str]:
    texts = []
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl")):
        for line in path.read_text().splitlines()[:80]:
            if "response" in (row := json.loads(line)):
                texts.append(row["response"])
    for name in ("math500", "gsm8k_test"):  # (the human solutions, where this machine holds them)
        path = DATA / f"{name}.jsonl"
        if path.exists():
            texts += [json.loads(line)["solution"] for line in path.read_text().splitlines()[:200]]
    return texts


def _generated() -> list[str]:
    return [
        response(shape, size, seed)[0] for shape in SHAPES for size, seed in ((2048, 0), (2048, 1), (9000, 2))
    ]


def _corpus() -> list[str]:
    return _generated() + _real_texts() + _review_texts()


# ---------------------------------------------------------------------------------------------------------
# last_value: the last candidate not rejected, read from the end (it was: every candidate tested, the last kept)
def _old_last_candidate(view: str, lo: int, stop: int, answer: str) -> re.Match | None:
    found = [m for m in _NUMBER.finditer(view, lo, stop) if not _rejected(view, m)]
    last = found[-1] if found else None
    word = _word_values(view, lo, stop)
    if word is not None and not _rejected(view, word) and (last is None or word.start() > last.start()):
        last = word
    if re.fullmatch(r"\(?[A-J]\)?", answer.strip()):
        letter = _letters(view, lo, stop)
        if (
            letter is not None
            and not _rejected(view, letter)
            and (last is None or letter.start() > last.start())
        ):
            last = letter
    return last


def _span(m: re.Match | None):
    return None if m is None else (m.start(), m.end(), m.group())


def test_the_last_candidate_is_the_one_the_former_scan_kept():
    rng = random.Random(42)
    compared = rejected = 0
    for text in _corpus():
        for stop in {len(text), rng.randrange(len(text) + 1), len(text) // 2}:
            lo = max(0, stop - 400)
            for answer in ("7", "B"):
                want = _old_last_candidate(text, lo, stop, answer)
                assert _span(last_value._last_candidate(text, lo, stop, answer)) == _span(want), text[lo:stop]
                compared += 1
            rejected += any(_rejected(text, m) for m in _NUMBER.finditer(text, lo, stop))
    assert (
        compared > 2_000 and rejected > 30
    )  # (rejected values read: the scan from the end passes over them)


# ---------------------------------------------------------------------------------------------------------
# the stems of rival and the triggers of one_answer's decisions: by one pass of their trie at every length
def _old_stem_places(low: str) -> list[int]:
    words = rival._ASCII_FIRST if low.isascii() else rival._ALL_FIRST
    places = set()
    for word in words:
        i = low.find(word)
        while i >= 0:
            places.add(i)
            i = low.find(word, i + 1)
    return sorted(places)


def _old_word_starts(low: str, stop: int, triggers: tuple[str, ...]) -> list[int]:
    places = set()
    for word in triggers:
        i = low.find(word, 0, stop)
        while i >= 0:
            if i == 0 or not low[i - 1].isalnum():
                places.add(i)
            i = low.find(word, i + 1, stop)
    return sorted(places)


def test_the_one_pass_finds_the_places_the_find_loops_found():
    rng = random.Random(7)
    found = 0
    for text in _corpus():
        low = text.lower()
        for stop in {len(low), rng.randrange(len(low) + 1)}:
            assert rival._stem_places(low[:stop]) == _old_stem_places(low[:stop])
            for triggers in (one_answer._DECIDED_TRIGGERS_ASCII, one_answer._DECIDED_TRIGGERS):
                places = one_answer._word_starts(low, stop, triggers)
                assert places == _old_word_starts(low, stop, triggers)
                found += len(places)
    assert found > 1_000


@pytest.mark.parametrize("module", [rival, one_answer])
def test_every_length_is_read_by_the_pass(module):
    assert module._ONE_PASS_FROM == 0  # (measured: the pass costs less than the finds from 100 characters)


# ---------------------------------------------------------------------------------------------------------
# last_value's number words: the search for the word before a sentence's end skipped where no letter stands right
# before it, the CJK scan where the window is ASCII; rival's "####" lines looked for only where one stands
def _old_word_values(view: str, lo: int, stop: int) -> re.Match | None:
    last = None
    ends = [e.start() for e in last_value._ENDS.finditer(view, lo, stop)]
    for end in reversed([*ends, stop]):
        m = last_value._WORD_BEFORE_END.search(view, max(lo, end - 30), end)
        if (
            m is not None
            and m.group(1).lower() not in last_value._NOT_VALUE_WORDS
            and last_value.spelled_value(m.group(1)) is not None
        ):
            last = m
            break
    for m in last_value._CJK_WORD.finditer(view, lo, stop):
        if last_value.spelled_value(m.group()) is not None and (last is None or m.start() > last.start()):
            last = m
    return last


def test_the_number_words_are_the_ones_the_former_scan_found():
    rng = random.Random(5)
    words = checked = 0
    extra = [
        "It is eight.\n\nAnswer",
        "Sono otto **\n\n",
        "答案是八。\n最后",
        "The total is seven_ \nSo",
        "acht\n\n\nx",
    ]
    for text in _corpus() + extra:
        for stop in {len(text), rng.randrange(len(text) + 1), len(text) - 1}:
            stop = max(0, stop)
            for lo in {max(0, stop - 400), 0, rng.randrange(stop + 1)}:
                want = _old_word_values(text, lo, stop)
                assert _span(last_value._word_values(text, lo, stop)) == _span(want), text[lo:stop]
                words += want is not None
                checked += 1
            for end in range(max(0, stop - 40), stop + 1):  # the prefilter never skips a place with a word
                if last_value._WORD_BEFORE_END.search(text, max(0, end - 30), end):
                    assert last_value._word_may_end(text, end), text[max(0, end - 30) : end]
    assert checked > 3_000 and words > 50


def test_the_frames_are_the_ones_the_former_scan_found():
    for text in _corpus() + ["Answer: 8\n#### 8\nso $\\boxed{7}$", "#### 8", "####8.\n\n####"]:
        for stop in (len(text), len(text) // 2):
            hashes = [m.start() for m in rival._HASH_LINE.finditer(text, 0, stop)]
            assert not hashes or "####" in text[:stop]
            for answer in ("7", "8"):
                got = rival._frames(text, stop, answer)
                assert got is None or text[got] == "\\" or text.startswith("####", text.find("#", got))
