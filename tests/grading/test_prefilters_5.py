"""The cheap paths that rules version 9's scans were given for a ~2 KB reply find exactly what their slow paths
find (each checked against the slow path kept here as the reference, on generated texts of the pieces the patterns
read and on real texts: MATH-500 solutions, long_traces shapes, the review files' cases), and a deliberately wrong
cheap path fails the check."""

from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from pathlib import Path

import pytest

from proctor.grading import unmeant
from proctor.grading.commitment import OPAQUE, committed, prose_view
from proctor.grading.lexicon import _NB, _by_first

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402

MATH500 = Path("/work/shared/data/math500.jsonl")


def _strings(value, out: list[str]) -> None:
    if isinstance(value, str):
        if len(value) > 12:
            out.append(value)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _strings(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            _strings(v, out)


def _review_texts() -> list[str]:
    out: list[str] = []
    here = Path(__file__).parent
    for path in sorted(here.glob("test_review_gaps*.py")) + sorted(here.glob("test_honest_*.py")):
        spec = importlib.util.spec_from_file_location(f"_pf5_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
        sys.path.insert(0, str(here))
        try:
            spec.loader.exec_module(module)  # type: ignore[union-attr]
        except Exception:  # (a file this check cannot import reads nothing: the others still do)
            continue
        finally:
            sys.path.remove(str(here))
        for name, value in vars(module).items():
            if name.isupper():
                _strings(value, out)
    return out


def _real_texts() -> list[str]:
    texts = [response(shape, size, seed)[0] for shape in SHAPES for size in (700, 2048) for seed in range(4)]
    if MATH500.exists():
        texts += [json.loads(line)["solution"] for line in MATH500.read_text().splitlines()]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl"))[:4]:
        for line in path.read_text().splitlines()[:80]:
            if "response" in (row := json.loads(line)):
                texts.append(row["response"])
    return texts + _review_texts()


_REAL: list[str] = []


def real_texts() -> list[str]:
    if not _REAL:
        _REAL.extend(_real_texts())
    return _REAL


# ---------------------------------------------------------------------------------------------------------
# unmeant: the scan for every word of the tables (_FIND) and the kinds' patterns, as they were (the French
# inverted-question word's letter run not possessive; the words that start with "/" or "¿" each behind its own
# lookbehind), built here from the same tables
_OLD_WORD = "~[^\\W\\d_]+-(?:t-)?(?:il|elle|ce|on)"
_NEW_WORD = "~[^\\W\\d_]++-(?:t-)?(?:il|elle|ce|on)"


def _old_kinds():
    out = []
    for kind, table, glued, then in unmeant._KINDS:
        table = {lang: tuple(_OLD_WORD if w == _NEW_WORD else w for w in ws) for lang, ws in table.items()}
        out.append((kind, table, glued, then))
    return out


def _old_find() -> re.Pattern[str]:
    parts: list[str] = []
    kinds = _old_kinds()
    for edge, then in ((True, ""), (True, unmeant._GOVERNED), (True, unmeant._DOUBTED), (False, "")):
        bodies: set[str] = set()
        for _kind, table, _glued, kind_then in kinds:
            if kind_then != then:
                continue
            for lang, ws in table.items():
                for w in ws:
                    word = unmeant._word(w, lang)
                    edged = word.startswith(_NB) and lang not in _glued
                    if edged == edge:
                        bodies.add(word[len(_NB) :] if word.startswith(_NB) else word)
        if not bodies:
            continue
        ordered = sorted(bodies, key=lambda b: (b[:1], -len(b)))
        heads = "".join(sorted({re.escape(b[0].lower()) for b in ordered if b[:1].isalnum()}))
        parts.append(
            (_NB if edge else "")
            + r"(?=["
            + heads
            + r"])(?:"
            + _by_first([b for b in ordered if b[:1].isalnum()])
            + r")"
            + then
        )
        parts += [b + then for b in ordered if not b[:1].isalnum()]
    return re.compile(r"(?i:" + "|".join(parts) + r")")


def _old_kind_patterns():
    return tuple(
        (kind, re.compile(r"(?i:(?:" + unmeant._alts(table, glued) + r")" + then + r")"))
        for kind, table, glued, then in _old_kinds()
    )


OLD_FIND = _old_find()
OLD_KINDS = _old_kind_patterns()

FIND_PIECES = ("/s", "/j", "/jk", "/sarcasm", "/S", "/SARCASM", "¿", "¿Es", "w/", "</s>", "/s>", "<", "/", "//s",
               "est-il", "Est-Il", "a-t-il", "peut-on", "est-ce", "serait-ce", "fait-elle", "x-t-elle", "é-il", "ſ-il",
               "a-t-", "-il", "7-il", "est-", "ilk", "lol", "haha", "jk", "just kidding", "kidding", "joking",
               "I wonder if", "wonder whether", "not sure if", "check if", "check whether", "verify that", "doubt that",
               "no doubt", "whether", "if", "Conjecture:", "(unproven)", "est-ce que", "¿Será", "acaso", "😂", "mi",
               "olup olmadığı", "7인지", "吗", "哈哈", "嗎", "w", "ｗｗ", "é", "K", "\u212a", "İ", "ı", "ſ", "7",
               OPAQUE, ".", ",", "?", "!", ":", "\n", " ", "  ", "\t", "'", "’", "-", "_", "*", "x", "the answer")  # fmt: skip


def _find_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(FIND_PIECES) + rng.choice(("", " ", "", "\n", "  ", "-")) for _ in range(rng.randint(1, 14)))
            for _ in range(n)]  # fmt: skip


def _check_find(find, kinds, texts) -> int:
    found = 0
    rng = random.Random(7)
    for text in texts:
        want = [(m.start(), m.end()) for m in OLD_FIND.finditer(text)]
        assert [(m.start(), m.end()) for m in find.finditer(text)] == want, text
        found += len(want)
        for _ in range(2):  # (withdrawn reads windows of the view)
            lo = rng.randrange(len(text) + 1)
            hi = rng.randrange(lo, len(text) + 1)
            want_w = [(m.start(), m.end()) for m in OLD_FIND.finditer(text, lo, hi)]
            assert [(m.start(), m.end()) for m in find.finditer(text, lo, hi)] == want_w, (text, lo, hi)
        for at, _end in want:
            for (kind, old), (_k, new) in zip(OLD_KINDS, kinds, strict=True):
                a, b = old.match(text, at), new.match(text, at)
                assert (a and (a.start(), a.end())) == (b and (b.start(), b.end())), (text, at, kind)
    return found


def test_the_scan_for_the_unmeant_words_is_the_one_each_word_behind_its_own_edge_was():
    assert _check_find(unmeant._FIND, unmeant._KIND_PATTERNS, _find_texts(6_000, 1)) > 5_000
    assert _check_find(unmeant._FIND, unmeant._KIND_PATTERNS, real_texts()) > 10


def test_the_guard_is_put_where_it_helps():
    assert "(?=[/¿])(?:" in unmeant._FIND.pattern
    assert unmeant._guarded(["(?<![\\w/<])/s", "(?<![\\w/<])a"]) == [
        "(?<![\\w/<])/s",
        "(?<![\\w/<])a",
    ]  # a letter
    assert unmeant._guarded(["(?<![\\w/<])/s", "(?<![\\w/<])\\-x"]) == ["(?<![\\w/<])/s", "(?<![\\w/<])\\-x"]


def test_a_wrong_scan_fails_the_check():
    wrong = re.compile(unmeant._FIND.pattern.replace("(?=[/¿])", "(?=[/])"))  # "¿" left out of the guard
    with pytest.raises(AssertionError):
        _check_find(wrong, unmeant._KIND_PATTERNS, _find_texts(2_000, 2))
    wrong = re.compile(unmeant._FIND.pattern.replace("[^\\W\\d_]++-", "[^\\W\\d_]*+-"))  # "-il" alone
    with pytest.raises(AssertionError):
        _check_find(wrong, unmeant._KIND_PATTERNS, _find_texts(2_000, 3))


# ---------------------------------------------------------------------------------------------------------
# unmeant: the laughing emoji after a value, looked for by a test of each character
EMOJI_PIECES = ("\U0001f602", "\U0001f923", "\U0001f61c", "\U0001f92a", "\U0001f643", "\U0001f60f", "\U0001f601",
                "\U0001f603", "\U0001f924", "\U0001f642", "😀", "🙂", "a", "7", " ", OPAQUE, "é", "\ud83d")  # fmt: skip


def _check_emoji(has, texts) -> int:
    found = 0
    for text in texts:
        want = unmeant._EMOJI.search(text) is not None
        assert has(text) == want, text
        found += want
    return found


def test_the_emoji_test_is_the_emoji_pattern():
    rng = random.Random(3)
    texts = ["".join(rng.choice(EMOJI_PIECES) for _ in range(rng.randint(0, 6))) for _ in range(5_000)]
    has = lambda t: any(e in t for e in unmeant._EMOJI_CHARS)  # noqa: E731  (withdrawn's test)
    assert _check_emoji(has, texts) > 1_000
    _check_emoji(has, real_texts())
    wrong = lambda t: any(e in t for e in unmeant._EMOJI_CHARS[:-1])  # noqa: E731
    with pytest.raises(AssertionError):
        _check_emoji(wrong, texts)


# ---------------------------------------------------------------------------------------------------------
# the whole of unmeant.withdrawn with the reference patterns put back: the same spans
def _withdrawn_as_was(monkeypatch, text: str, view: str):
    with monkeypatch.context() as m:
        m.setattr(unmeant, "_FIND", OLD_FIND)
        m.setattr(unmeant, "_KIND_PATTERNS", OLD_KINDS)
        m.setattr(unmeant, "_INVERTED_AFTER_STOP", _OLD_INVERTED_AFTER_STOP)
        return unmeant.withdrawn(text, view)


_OLD_INVERTED_AFTER_STOP = re.compile(r"[.!:;\n](?:[^\S\n]|[*_>#])*+" + unmeant._INVERTED_VERB)


def test_withdrawn_reads_what_it_read(monkeypatch):
    texts = real_texts() + _find_texts(1_500, 4)
    read = 0
    for text in texts:
        for t in (text, committed(text)):
            view = prose_view(t)
            want = _withdrawn_as_was(monkeypatch, t, view)
            assert unmeant.withdrawn(t, view) == want, t
            read += bool(want)
    assert read > 50
