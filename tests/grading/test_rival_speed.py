"""The rival-answer rule's cheap paths (grading/rival.py) read exactly what its former code read: the window's
value prefilter (a clause without a value character is not matched by ``_FORWARD``/``_BACKWARD``), the clause start
looked for after the line's start only, and the stems found by one trie pass (or a find per prefix-free stem)
instead of a find per stem. Each is checked against the former code, kept here as the reference, on generated long
replies (every shape of perf/long_traces.py, several seeds and sizes), real solutions and model outputs, the
review files' cases and random mixes of stems, values and separators, each with its committed view and with
random blanks; and a deliberately wrong cheap path fails the check."""

from __future__ import annotations

import ast
import json
import random
import re
import sys
from pathlib import Path

import pytest
from corpus_texts import SHARED_DATA

from proctor.grading import rival
from proctor.grading.commitment import committed
from proctor.grading.rival import (
    _BACKWARD,
    _FORWARD,
    _GAP_WORDS,
    _LABEL_CELL,
    _NOT_BUT,
    _SHORT_LABELS,
    _STEM,
    _SUPPOSED,
    _TABLE_SPLIT,
    _differs,
    _forward,
    _kept,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402


# ---------------------------------------------------------------------------------------------------------
# the former code (rules "9" at e787911), the reference
def old_clause_start(text: str, at: int) -> int:
    dot = text.rfind(". ", 0, at)
    return max(text.rfind("\n", 0, at) + 1, dot + 2 if dot >= 0 else 0, text.rfind("。", 0, at) + 1)


def old_table(text: str, ls: int, le: int, answer: str) -> int | None:
    header = text[ls:le]
    if not any(c in header for c in ",|\t;"):
        return None
    cells = _TABLE_SPLIT.split(header.strip().strip("|"))
    if re.search(r"\d|[.:：]\s*$", header) or any(len(_GAP_WORDS.findall(c)) > 3 for c in cells):
        return None
    cols = [
        k
        for k, c in enumerate(cells)
        if _LABEL_CELL.fullmatch(c) and not c.strip().lower().startswith("finally")
    ]
    if not cols or len(cells) < 2:
        return None
    for row in text[le + 1 :].split("\n")[:12]:
        if not row.strip():
            break
        if re.fullmatch(r"[\s|:\-]+", row):
            continue
        vals = _TABLE_SPLIT.split(row.strip().strip("|"))
        if len(vals) == len(cells) and _differs(vals[cols[0]], answer):
            return ls
    return None


def old_window(text: str, written: str, p: int, le: int, stop: int, answer: str) -> bool:
    m = _FORWARD.match(text, p, le)
    if m is not None and _forward(m, text, stop, answer):
        return True
    m = _NOT_BUT.match(written, p, le)
    if m is not None and _differs(m.group("v"), answer) and _kept(text, m.start(), m.end(), stop):
        return True
    cs = old_clause_start(text, p)
    for at in {cs, max(text.rfind(",", cs, p), text.rfind("，", cs, p)) + 1 or cs}:
        m = _BACKWARD.match(text, at, le)
        if (
            m is not None
            and not _SUPPOSED.search(text, max(0, m.start() - 40), m.start())
            and _differs(m.group("v"), answer)
            and _kept(text, m.start(), m.end(), stop)
        ):
            return True
    return old_table(text, written.rfind("\n", 0, p) + 1, le, answer) is not None


def old_stem_lines(written: str, stop: int) -> list[tuple[int, int]]:
    low = written.lower()
    if len(low) != len(written):
        places = [m.start() for m in _STEM.finditer(written)]
    else:
        places = []
        for word in rival._ASCII_STEMS if written.isascii() else rival._ALL_STEMS:
            i = low.find(word)
            while i >= 0:
                places.append(i)
                i = low.find(word, i + 1)
        for word in _SHORT_LABELS:
            i = written.find(word)
            while i >= 0:
                places.append(i)
                i = written.find(word, i + 1)
    hits: list[tuple[int, int]] = []
    for p in sorted(set(places)):
        le = written.find("\n", p)
        hits.append((p, min(stop if le < 0 else le, p + rival._SPAN)))
    return hits


def old_rival_before(text: str, committed: str, stop: int, answer: str) -> bool:
    head, written = committed[:stop], text[:stop]
    for p, le in old_stem_lines(written, stop):
        if old_window(head, written, p, le, stop, answer):
            return True
    if "\\" not in written and "####" not in written:
        return False
    return rival._frames(head, stop, answer) is not None


# ---------------------------------------------------------------------------------------------------------
# the texts
def _literals(path: Path) -> list[str]:
    """The string constants of a test file (its cases), those long enough to hold a clause."""
    tree = ast.parse(path.read_text())
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and len(n.value) > 8
    ]


REVIEW_FILES = ("test_review_gaps_2.py", "test_review_gaps_3.py", "test_review_gaps_3_values.py",
                "test_review_gaps_4.py", "test_review_gaps_4_strict.py", "test_rival_answer.py",
                "test_one_answer_3.py", "test_one_answer_4.py")  # fmt: skip

PIECES = (*rival._LATIN_STEMS[:40], *rival._OTHER_STEMS[:12], *rival._CORRECT[:12], *rival._OPTION[:10],
          *rival._CHOOSE[:10], "Answer", "ANSWER", "Final answer", "The answer is", "A:", "A :", "A：", "is", "not",
          "but", "my", "the", "Actually no,", "Suppose", "8", "9", "7", "-3", "1,234", "6+1", "$9$", "$x = 9$", "$x$", "$\\pi$", "\\boxed{x}", "XL", "LC",
          "\\boxed{9}", "\\fbox{9}", "B", "C", "IV", "XII", "九", "十二", "(B)", "**9**", "'9'", "9입니다", "9'dur", "9 है",
          ".", ". ", ",", "，", ":", "：", ";", "。", "!", "?", "|", "\n", "\n\n", " ", "  ", "\t", "-", "=", "→",
          "#### 9", "\n| Answer | Value |\n| --- | --- |\n| 9 | 9 |\n", "\nAnswer, Value\n9, 9\n", "\nAnswer; Value\n9; 9\n",
          "\nAnswer\tValue\n9\t9\n", "\u212a", "İ", "ſ", "é",
          "ответ", "答案", "x", "we", "get", "so", "therefore", "Alternatively", "right")  # fmt: skip


def _mixes(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(PIECES) + rng.choice(("", " ", " ", "\n", ". ")) for _ in range(rng.randint(2, 30)))
            for _ in range(n)]  # fmt: skip


def _real_texts() -> list[str]:
    texts = []
    for name in REVIEW_FILES:
        texts += _literals(ROOT / "tests" / "grading" / name)
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl")):
        for line in path.read_text().splitlines()[:60]:
            if "response" in (row := json.loads(line)):
                texts.append(row["response"])
    math500 = SHARED_DATA / "math500.jsonl"  # (the human solutions, beside the checkout)
    if math500.exists():
        texts += [json.loads(line)["solution"] for line in math500.read_text().splitlines()[:150]]
    return texts


def _long_texts() -> list[str]:
    return [
        response(shape, size, seed)[0]
        for shape in SHAPES
        for size, seed in ((2048, 0), (9000, 1), (40_000, 2))
    ]


def _blanked(text: str, rng: random.Random) -> str:
    """``text`` with a few random spans blanked (spaces, line breaks kept), as the commitment pass blanks."""
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        a = rng.randrange(len(text) + 1)
        for i in range(a, min(len(text), a + rng.randint(1, 400))):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def _pairs(texts: list[str], seed: int):
    """(written, committed view) pairs: the commitment pass's view, and the text with random blanks."""
    rng = random.Random(seed)
    for text in texts:
        if not text:
            continue
        yield text, committed(text)
        yield text, _blanked(text, rng)


ANSWERS = ("7", "9", "-12345", "B")


def _check(window, clause_start, stem_lines, texts: list[str], seed: int) -> tuple[int, int]:
    """Compare the cheap paths given with the reference on ``texts``; (windows read, windows that read a rival)."""
    rng = random.Random(seed)
    read = rivals = 0
    for written, view in _pairs(texts, seed):
        for stop in {len(written), rng.randrange(len(written) + 1)}:
            head, shown = view[:stop], written[:stop]
            lines = old_stem_lines(shown, stop)
            assert stem_lines(shown, stop) == lines, shown[:200]
            for at in [p for p, _ in lines] + [rng.randrange(stop + 1) for _ in range(5)]:
                assert clause_start(head, at) == old_clause_start(head, at)
                assert clause_start(shown, at) == old_clause_start(shown, at)
            for p, le in lines:
                answer = rng.choice(ANSWERS)
                want = old_window(head, shown, p, le, stop, answer)
                assert window(head, shown, p, le, stop, answer) == want, (shown[max(0, p - 80) : le], answer)
                read += 1
                rivals += want
    return read, rivals


def test_the_cheap_paths_read_what_the_former_code_read_on_long_replies():
    read, rivals = _check(rival._window, rival._clause_start, rival._stem_lines, _long_texts(), 1)
    assert read > 2_000 and rivals > 20


def test_the_cheap_paths_read_what_the_former_code_read_on_real_texts_and_cases():
    read, rivals = _check(rival._window, rival._clause_start, rival._stem_lines, _real_texts(), 2)
    assert read > 2_000 and rivals > 100


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_the_cheap_paths_read_what_the_former_code_read_on_random_mixes(seed):
    read, rivals = _check(rival._window, rival._clause_start, rival._stem_lines, _mixes(400, seed), seed)
    assert read > 2_000 and rivals > 200


@pytest.mark.parametrize("one_pass_from", [0, 10**9])
def test_the_trie_pass_and_the_finds_find_the_former_places(monkeypatch, one_pass_from):
    monkeypatch.setattr(
        rival, "_ONE_PASS_FROM", one_pass_from
    )  # (every text read by the one, then the other)
    texts = (
        _mixes(300, 6)
        + _long_texts()[::3]
        + ["Réponse : 9. Ответ: 9. 答案：9。 \u212a answer", "\u212aANSWER: 9"]
    )
    found = 0
    for text in texts:
        for stop in (len(text), len(text) // 2):
            lines = rival._stem_lines(text[:stop], stop)
            assert lines == old_stem_lines(text[:stop], stop), text[:200]
            found += len(lines)
    assert found > 3_000


def test_the_rule_reads_what_the_former_rule_read():
    rng = random.Random(8)
    texts = _long_texts()[::2] + _real_texts()[::5] + _mixes(200, 8)
    rivals = 0
    for written, view in _pairs(texts, 8):
        for stop in {len(written), rng.randrange(len(written) + 1)}:
            for answer in ("9", "-12345"):
                want = old_rival_before(written, view, stop, answer)
                assert rival.rival_before(written, view, stop, answer) == want, (
                    written[:stop][-300:],
                    answer,
                )
                rivals += want
    assert rivals > 200


# ---------------------------------------------------------------------------------------------------------
# the check fails for a wrong cheap path
def test_a_wrong_prefilter_fails_the_check(monkeypatch):
    monkeypatch.setattr(rival, "_VALUE_START", rival.re.compile(r"[\d$\\]"))  # (forgets the choice letters)
    with pytest.raises(AssertionError):
        _check(rival._window, rival._clause_start, rival._stem_lines, _mixes(400, 3), 3)


def test_a_wrong_clause_start_fails_the_check():
    def wrong(text: str, at: int) -> int:
        return text.rfind("\n", 0, at) + 1  # (forgets the stops)

    with pytest.raises(AssertionError):
        _check(rival._window, wrong, rival._stem_lines, _mixes(400, 3), 3)


def test_a_wrong_stem_pass_fails_the_check(monkeypatch):
    fewer = [w for w in rival._ASCII_FIRST if w != "ans"]  # (forgets "ans", so "answer" too)
    monkeypatch.setattr(rival, "_ASCII_FIRST", fewer)
    monkeypatch.setattr(rival, "_ASCII_TRIE", rival.re.compile(rival.trie_pattern(fewer)))
    with pytest.raises(AssertionError):
        _check(rival._window, rival._clause_start, rival._stem_lines, _mixes(400, 3) + _long_texts(), 3)
