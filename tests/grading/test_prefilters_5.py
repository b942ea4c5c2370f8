"""The cheap paths that rules version 9's scans were given for a ~2 KB reply find exactly what their slow paths
find (each checked against the slow path kept here as the reference, on generated texts of the pieces the patterns
read and on real texts: MATH-500 solutions, long_traces shapes, the review files' cases), and a deliberately wrong
cheap path fails the check."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from proctor.grading import dispatch, framing, leads, lexicon, unmeant
from proctor.grading.commitment import OPAQUE, committed, prose_view
from proctor.grading.lexicon import _NB, _by_first

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from corpus_texts import SHARED_DATA, review_texts  # noqa: E402
from long_traces import SHAPES, response  # noqa: E402

MATH500 = SHARED_DATA / "math500.jsonl"


def _review_texts() -> list[str]:
    return review_texts("_pf5_")


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


# ---------------------------------------------------------------------------------------------------------
# dispatch.by_first_letter: an alternation dispatched on its words' first letter matches what it matched
def _sentences(texts: list[str]) -> list[str]:
    out: list[str] = []
    for t in texts:
        out += [s for s in re.split(r"(?<=[.!?\n])\s*", prose_view(t)) if s]
    return out


def _table_pieces(alternation: str) -> list[str]:
    """Words a table's patterns read: each alternative with its pattern syntax taken out, in several cases."""
    words = []
    for a in dispatch.split_top(alternation):
        w = re.sub(r"\\s[+*]|\[-\\s\]\+", " ", a)
        w = re.sub(r"\\w\*|\(\?[-:i!=<]*|[()?*+\[\]|\\]", "", w)
        words += [w, w.upper(), w.capitalize(), w[:3], w.replace("s", "ſ"), w.replace("k", "\u212a"), "x" + w]
    return words


ODD_PIECES = (" ", "  ", "\n", ",", ".", "7", "-", "'", "’", "of", "many", "3 ", "ſ", "\u212a", "ı", "İ", "é", "A", "I",
              "is a lie", "lies", "Lies", "IS ALL LIES", "gonna lie", "I'll tell you a lie", "about to lie", OPAQUE)  # fmt: skip


def _table_texts(alternation: str, n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pieces = _table_pieces(alternation) + list(ODD_PIECES)
    return ["".join(rng.choice(pieces) + rng.choice(("", " ", " ", "\n", ", ")) for _ in range(rng.randint(1, 8)))
            for _ in range(n)]  # fmt: skip


def _check_same(old: re.Pattern[str], new: re.Pattern[str], texts: list[str]) -> int:
    found = 0
    for text in texts:
        want = [m.span() for m in old.finditer(text)]
        assert [m.span() for m in new.finditer(text)] == want, text
        found += len(want)
    return found


_NOUN_WORDS = "|".join(
    sorted(map(re.escape, lexicon.LEAD_ANSWER_NOUNS + lexicon.LEAD_ANSWER_NOUNS_MULTI), key=len, reverse=True)
)
LEAD_TABLES = (
    ("_UNMEANT", r"(?i)(?<![^\W\d_])(?:{})(?![^\W\d_])", lexicon.LEAD_UNMEANT_WORDS),
    ("_AFFIRMING", r"(?i)(?<![^\W\d_])(?:{})(?![^\W\d_])", lexicon.LEAD_AFFIRMING),
    ("_ALTERED", r"(?i)(?<![^\W\d_])(?:{})", lexicon.LEAD_ALTERED_AFTER),
    (
        "_NOUN",
        r"(?i)(?<![^\W\d_])(?:{})(?![^\W\d_])|"
        + "|".join(map(re.escape, lexicon.LEAD_ANSWER_NOUNS_CJK + lexicon.LEAD_ANSWER_NOUNS_RTL)),
        _NOUN_WORDS,
    ),
)


@pytest.mark.parametrize(("name", "frame", "table"), LEAD_TABLES)
def test_the_leads_tables_dispatched_match_what_they_matched(name, frame, table):
    old = re.compile(frame.replace("{}", table))
    new = getattr(leads, name)
    assert new.pattern != old.pattern  # (dispatched)
    assert _check_same(old, new, _table_texts(table, 6_000, 5)) > 2_000
    assert _check_same(old, new, _sentences(real_texts())) > 0


def test_the_leads_unmeant_frame_reads_what_it_read(monkeypatch):
    old = re.compile(LEAD_TABLES[0][1].replace("{}", lexicon.LEAD_UNMEANT_WORDS))
    old_aff = re.compile(LEAD_TABLES[1][1].replace("{}", lexicon.LEAD_AFFIRMING))
    texts = _sentences(real_texts()) + _table_texts(lexicon.LEAD_UNMEANT_WORDS, 3_000, 6)
    texts += _table_texts(lexicon.LEAD_AFFIRMING, 1_000, 7)
    want = []
    leads.unmeant.cache_clear()  # (its kept answers: each run reads with its own patterns)
    with monkeypatch.context() as m:
        m.setattr(leads, "_UNMEANT", old)
        m.setattr(leads, "_AFFIRMING", old_aff)
        want = [leads.unmeant(s) for s in texts]
    leads.unmeant.cache_clear()
    assert [leads.unmeant(s) for s in texts] == want
    assert sum(want) > 1_000


def _all_characters() -> str:
    return "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000)


def _guards(pattern: str) -> list[str]:
    return re.findall(r"\(\?=\[([^\]]+)\]\)", pattern)


def test_no_character_matches_two_blocks():
    every = _all_characters()
    for _name, _frame, table in LEAD_TABLES:
        alternatives = dispatch.split_top(table)
        letter_blocks = dispatch.blocks([dispatch._first_letters(a, True) for a in alternatives], True)
        seen: dict[int, str] = {}
        for block in letter_blocks:
            h = "".join(sorted(block))
            for m in re.finditer("(?i:[" + h + "])", every):
                assert m.start() not in seen, (table[:20], h, seen.get(m.start()), every[m.start()])
                seen[m.start()] = h
        assert len(letter_blocks) >= 5
    # (and a table whose letters fold together: one block)
    folded = dispatch.blocks(
        [frozenset("s"), frozenset("ſ"), frozenset("k"), frozenset("\u212a"), frozenset("i")], True
    )
    assert sorted(map(sorted, folded)) == [["i"], ["k", "\u212a"], ["s", "ſ"]]


WORD_LETTERS = "abkKsSiIıſ\u212aéÉ"


def _random_alternation(rng: random.Random) -> str:
    alternatives = []
    for _ in range(rng.randint(2, 12)):
        word = "".join(rng.choice(WORD_LETTERS) for _ in range(rng.randint(1, 3)))
        shape = rng.random()
        if shape < 0.1:
            word = "(?:" + word + "|" + rng.choice(WORD_LETTERS) + "x)" + rng.choice(("", "y", "?", "+"))
        elif shape < 0.15:
            word = "(?-i:" + word + ")"
        elif shape < 0.2:
            word = "[" + word + "]z"
        elif shape < 0.25:
            word = word[:1] + "?" + word[1:]
        elif shape < 0.3:
            word = word + r"\w*"
        alternatives.append(word)
    return "|".join(alternatives)


def _check_random(rewrite, n: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        alternation = _random_alternation(rng)
        for flags, ignorecase in (("(?i)", True), ("", False)):
            old = re.compile(flags + "(?:" + alternation + ")(?!b)")
            new = re.compile(flags + "(?:" + rewrite(alternation, ignorecase) + ")(?!b)")
            texts = [
                "".join(rng.choice(WORD_LETTERS + "xyz ") for _ in range(rng.randint(0, 12)))
                for _ in range(30)
            ]
            _check_same(old, new, texts)


def test_a_random_alternation_dispatched_matches_what_it_matched():
    _check_random(dispatch.by_first_letter, 3_000, 8)


def test_a_wrong_dispatch_fails_the_check(monkeypatch):
    # the case folds not merged: "ſ" (read as "s") and "s" in two blocks
    monkeypatch.setattr(dispatch, "_folded", lambda c, ignorecase: frozenset((ord(c),)))
    with pytest.raises(AssertionError):
        _check_random(dispatch.by_first_letter, 3_000, 8)
    monkeypatch.undo()
    # an alternative that starts otherwise left out of the blocks: tried after them, out of its order
    real = dispatch._first_letters
    monkeypatch.setattr(dispatch, "_first_letters", lambda a, i: real(a, i) or frozenset())
    with pytest.raises(AssertionError):
        _check_random(dispatch.by_first_letter, 3_000, 8)


# ---------------------------------------------------------------------------------------------------------
# framing: the prompt's questions read from its stops are the ones its pattern finds
QUESTION_PIECES = ("?", "？", ".", "!", "。", "！", "\n", " ", "a", "Which is not prime", "x" * 150, "y" * 299, "z" * 300,
                   "w" * 301, "¿", "?!", "...", "$", OPAQUE, "e.g.", "\r", "\t", "é")  # fmt: skip


def _question_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(QUESTION_PIECES) for _ in range(rng.randint(0, 10))) for _ in range(n)]


def _check_questions(questions, texts) -> int:
    found = 0
    for text in texts:
        want = [m.group(0) for m in framing._PROMPT_QUESTION.finditer(text)]
        assert questions(text) == want, text
        found += len(want)
    return found


def test_the_prompt_s_questions_are_the_pattern_s():
    assert _check_questions(framing._prompt_questions, _question_texts(8_000, 9)) > 2_000
    prompts = (
        [json.loads(line)["problem"] for line in MATH500.read_text().splitlines()] if MATH500.exists() else []
    )
    assert _check_questions(framing._prompt_questions, [prose_view(p) for p in prompts] + real_texts()) > 100


def test_a_wrong_question_reading_fails_the_check(monkeypatch):
    real = framing._prompt_questions
    with pytest.raises(AssertionError):  # (a question's reach one character short)
        _check_questions(
            lambda t: [q[1:] if len(q) > 300 else q for q in real(t)], _question_texts(20_000, 9)
        )
