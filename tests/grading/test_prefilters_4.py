"""The cheap paths of rules version 8's scans find exactly what their slow paths find (each checked against the
slow path kept as the reference, on generated texts of the pieces the patterns read and on real texts), and a
deliberately wrong cheap path fails the check."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from proctor.grading import labels, one_answer, surface, unmeant
from proctor.grading.commitment import OPAQUE, committed, prose_view
from proctor.grading.plain_words import trie_pattern

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402


def _real_texts() -> list[str]:
    texts = [response(shape, size, seed)[0] for shape in SHAPES for size in (700, 2048) for seed in range(3)]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl"))[:4]:
        for line in path.read_text().splitlines()[:80]:
            if "response" in (row := json.loads(line)):
                texts.append(row["response"])
    return texts + [prose_view(committed(t)) for t in texts]


# ---------------------------------------------------------------------------------------------------------
# unmeant: a clause in interrogative word order
VERBS = ("is", "are", "was", "were", "could", "can", "would", "should", "might", "may", "must", "does", "did",
         "shall", "isn't", "aren't", "couldn't", "wouldn't", "ist", "sind", "wäre", "könnte", "kann", "muss",
         "sollte", "zijn", "zou", "moet", "är", "blir", "er", "est-il", "est-elle", "serait-ce", "pourrait")  # fmt: skip
INVERTED_PIECES = (*VERBS, *(v.upper() for v in VERBS), *(v.capitalize() for v in VERBS), "this", "iss", "Is7",
                   "ſ", "İs", "ıs", "ERſ", "\u212aann", "WÄRE", ".", "!", ":", ";", "?", ",", "\n", " ", "  ", "\t",
                   "\x1c", "\xa0", "\u2028", "\x85", "*", "_", ">", "#", "**", "> ", "#\n", "7", "x", "the answer",
                   OPAQUE, "é", "我")  # fmt: skip


def _inverted_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(INVERTED_PIECES) + rng.choice(("", " ", "", "\n", "  ")) for _ in range(rng.randint(1, 12)))
            for _ in range(n)]  # fmt: skip


def _check_inverted(maybe, texts) -> int:
    found = 0
    for text in texts:
        for part in (text, text[1:], text[: len(text) // 2]):
            want = unmeant._INVERTED_CUE.search(part) is not None
            assert maybe(part) == want, part
            found += want
    return found


def test_the_inverted_cue_read_from_the_last_stop_is_the_cue_s_pattern():
    assert _check_inverted(unmeant._maybe_inverted, _inverted_texts(20_000, 1)) > 5_000
    assert _check_inverted(unmeant._maybe_inverted, _real_texts()) > 3


def test_a_wrong_inverted_cue_fails_the_check():
    # break-check: without the text's start, from the first line break of a run only (not the last), with the
    # lead characters read as white space only, or with a verb read case-sensitively
    def no_start(part):
        return unmeant._INVERTED_AFTER_STOP.search(part) is not None

    def first_break(part):
        return unmeant._INVERTED_AT_START.match(part) is not None or any(
            re.compile(r"[^\S\n]*+" + unmeant._INVERTED_VERB).match(part, m.end())
            for m in re.finditer(r"[.!:;\n]", part)
        )

    def case_sensitive(part):
        low = unmeant._INVERTED_VERB.replace("(?i:", "(?:")
        return (
            re.match(r"(?:[^\S\n]|[*_>#])*+" + low, part) is not None
            or re.search(r"[.!:;\n](?:[^\S\n]|[*_>#])*+" + low, part) is not None
        )

    for wrong in (no_start, first_break, case_sensitive):
        try:
            _check_inverted(wrong, _inverted_texts(5_000, 2))
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


# ---------------------------------------------------------------------------------------------------------
# labels: a window's cues of a reference or a grader, one pass of a trie-shaped pattern
def _has_cue_by_substrings(low, cues):
    """The reference: a substring test per cue (the check as it was)."""
    return any(cue in low for cue in cues[0]) or (not low.isascii() and any(cue in low for cue in cues[1]))


def _cue_texts(cues, n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    words = [*cues[0], *cues[1]]
    pieces = [*words, *(w[:-1] for w in words if len(w) > 1), *(w[1:] for w in words if len(w) > 1), " ", "\n",
              "the", "answer", "7", ":", "$", OPAQUE, "é", "ß", "我", "x"]  # fmt: skip
    out = []
    for _ in range(n):
        text = "".join(rng.choice(pieces) + rng.choice(("", " ")) for _ in range(rng.randint(1, 6)))
        out.append(text.lower())
    return out


def _check_cues(has_cue, texts) -> int:
    found = 0
    for cues in (labels._REFERENCE_CUES, labels._GRADER_CUES):
        for text in texts:
            want = _has_cue_by_substrings(text, cues)
            assert has_cue(text, cues) == want, (text, cues[0][:3])
            found += want
    return found


def test_a_window_s_cues_are_found_where_the_substring_tests_find_one():
    texts = [t for cues in (labels._REFERENCE_CUES, labels._GRADER_CUES) for t in _cue_texts(cues, 4000, 3)]
    texts += [t.lower()[i : i + 300] for t in _real_texts() for i in range(0, len(t), 250)]
    assert _check_cues(labels._has_cue, texts) > 3000


def test_a_wrong_cue_pass_fails_the_check():
    # break-check: without the cues of other scripts, or without the last cue of each list
    def ascii_only(low, cues):
        return labels._has_cue(low.encode("ascii", "ignore").decode(), cues)

    def forgets(low, cues):
        return _has_cue_by_substrings(low, (cues[0][:-1], cues[1][:-1]))

    texts = [t for cues in (labels._REFERENCE_CUES, labels._GRADER_CUES) for t in _cue_texts(cues, 2000, 4)]
    for wrong in (ascii_only, forgets):
        try:
            _check_cues(wrong, texts)
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


# ---------------------------------------------------------------------------------------------------------
# surface: a view that is ASCII but for the placeholder of its math is seen as it is
def test_no_table_of_seen_holds_an_ascii_character_or_the_placeholder():
    for table in (surface._INVISIBLE_SET, surface._FOLD_SET, surface._LOOKALIKE_SET, {surface._RLO}):
        assert not [c for c in table if c.isascii() or c == OPAQUE]


def test_a_view_ascii_but_for_its_placeholder_is_the_one_the_tables_read():
    rng = random.Random(5)
    pieces = (
        "a",
        "Z",
        "7",
        " ",
        "\n",
        OPAQUE,
        OPAQUE * 5,
        "é",
        "\u202e",
        "\u200b",
        "ｆ",
        "а",
        "\xa7\xa8",
        "我",
        "İ",
    )
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 12))) for _ in range(20_000)]
    texts += _real_texts()
    shortcut = 0
    for text in texts:
        want = all(c.isascii() or c == OPAQUE for c in text)
        assert surface._ascii_but_opaque(text) == want, text
        shortcut += want
    assert shortcut > 1_000


def test_a_wrong_placeholder_test_fails_the_check():
    # break-check: a test that takes any Latin-1 text for ASCII but for its placeholder is caught
    def latin1(text):
        try:
            return bool(text.encode("latin-1")) or True
        except UnicodeEncodeError:
            return False

    rng = random.Random(6)
    texts = ["".join(rng.choice(("a", OPAQUE, "é", " ")) for _ in range(6)) for _ in range(500)]
    assert any(latin1(t) != all(c.isascii() or c == OPAQUE for c in t) for t in texts)


# ---------------------------------------------------------------------------------------------------------
# unmeant: the substrings of its cue tables looked for after one pass of a trie of them
def _cues_in_as_was(low: str) -> list[str]:
    """The reference: ``unmeant._cues_in`` as it was (a substring test per substring, always)."""
    low = low.replace(OPAQUE, " ")
    ascii_only = low.isascii()
    data = low.encode()
    if not ascii_only:
        for p in unmeant._PUNCT:
            if p in data:
                data = data.replace(p, b" ")
    words = set(data.translate(unmeant._SPLIT).split())
    found = unmeant._TOKENS_B.intersection(words)
    if (
        found & unmeant._KNOW_ONLY_B
        and unmeant._IF_TOKENS_B.isdisjoint(words)
        and not any(w in low for w in unmeant._IF_SUBSTRINGS)
    ):
        found -= unmeant._KNOW_ONLY_B
    return [
        *(w.decode() for w in found),
        *(w for w in (unmeant._SUBSTRINGS_ASCII if ascii_only else unmeant._SUBSTRINGS) if w in low),
    ]


def _substring_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    subs = unmeant._SUBSTRINGS
    pieces = [*subs, *(w[:-1] for w in subs if len(w) > 1), *(w[1:] for w in subs if len(w) > 1),
              *sorted(unmeant._TOKENS)[:60], "check", "of", "if", " ", "\n", "7", OPAQUE, "é", "the answer", "x"]  # fmt: skip
    return ["".join(rng.choice(pieces) + rng.choice(("", " ")) for _ in range(rng.randint(1, 6))).lower()
            for _ in range(n)]  # fmt: skip


def _check_cues_in(cues_in, texts) -> int:
    found = 0
    for low in texts:
        want = _cues_in_as_was(low)
        assert cues_in(low) == want, low
        found += bool(want)
    return found


def test_the_unmeant_cues_are_the_ones_the_substring_tests_find():
    assert _check_cues_in(unmeant._cues_in, _substring_texts(20_000, 7)) > 10_000
    assert _check_cues_in(unmeant._cues_in, [t.lower() for t in _real_texts()]) > 10


def test_a_wrong_substring_pass_fails_the_check(monkeypatch):
    # break-check: a pass of the ASCII substrings only, or one without the last substring of each list
    monkeypatch.setattr(unmeant, "_ANY_SUBSTRING", unmeant._ANY_SUBSTRING_ASCII)
    for wrong in ("ascii_only", "forgets"):
        if wrong == "forgets":
            monkeypatch.setattr(unmeant, "_ANY_SUBSTRING", re.compile(trie_pattern(unmeant._SUBSTRINGS[:-1])))
            monkeypatch.setattr(
                unmeant, "_ANY_SUBSTRING_ASCII", re.compile(trie_pattern(unmeant._SUBSTRINGS_ASCII[:-1]))
            )
        try:
            _check_cues_in(unmeant._cues_in, _substring_texts(5_000, 8))
        except AssertionError:
            continue
        raise AssertionError(f"{wrong} passed the check")


# ---------------------------------------------------------------------------------------------------------
# one_answer: the stems of a structural commitment at the starts of words, one pass of a trie of them
def _word_starts_by_find(low, stop, triggers):
    """The reference: a ``str.find`` loop per stem (the scan as it was), the places where one starts a word."""
    places = set()
    for word in triggers:
        i = low.find(word, 0, stop)
        while i >= 0:
            if i == 0 or not low[i - 1].isalnum():
                places.add(i)
            i = low.find(word, i + 1, stop)
    return sorted(places)


def _stem_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    stems = one_answer._DECIDED_TRIGGERS
    pieces = [*stems, *(w[:-1] for w in stems if len(w) > 1), *(w[1:] for w in stems if len(w) > 1), "a", "_",
              "7", " ", "\n", "-", "'", "é", "İ", OPAQUE, "we", "i'm", "x"]  # fmt: skip
    return ["".join(rng.choice(pieces) + rng.choice(("", " ", "")) for _ in range(rng.randint(1, 10))).lower()
            for _ in range(n)]  # fmt: skip


def _check_word_starts(word_starts, texts) -> int:
    found = 0
    for low in texts:
        for triggers in (one_answer._DECIDED_TRIGGERS, one_answer._DECIDED_TRIGGERS_ASCII):
            for stop in (len(low), len(low) // 2, max(0, len(low) - 3)):
                want = _word_starts_by_find(low, stop, triggers)
                assert word_starts(low, stop, triggers) == want, (low, stop)
                found += len(want)
    return found


def test_the_stems_at_word_starts_are_the_ones_the_find_loops_find():
    long = ["".join(_stem_texts(900, s)) for s in range(3)]  # (past _ONE_PASS_FROM: the pass)
    assert len(long[0]) > one_answer._ONE_PASS_FROM
    for word_starts in (one_answer._word_starts_in_one_pass, one_answer._word_starts):
        assert _check_word_starts(word_starts, _stem_texts(6000, 9)) > 10_000
        assert _check_word_starts(word_starts, [t.lower() for t in _real_texts()] + long) > 300


def test_a_wrong_stem_pass_fails_the_check():
    # break-check: without the word-start test, with \\w for a word's character (an underscore), or whole words only
    def anywhere(low, stop, triggers):
        return sorted({m.start() for m in re.finditer("(?=" + trie_pattern(triggers) + ")", low[:stop])})

    def underscore(low, stop, triggers):
        return [
            i for i in one_answer._word_starts_in_one_pass(low, stop, triggers) if not low[i - 1 : i] == "_"
        ]

    def whole(low, stop, triggers):
        return [
            i
            for i in one_answer._word_starts_in_one_pass(low, stop, triggers)
            if not low[i + 5 : i + 6].isalpha()
        ]

    for wrong in (anywhere, underscore, whole):
        try:
            _check_word_starts(wrong, _stem_texts(2000, 10))
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


def test_the_structural_commitments_are_the_ones_the_find_loops_read(monkeypatch):
    boxed = [t + " So the answer is $\\boxed{7}$." for t in _stem_texts(1500, 11)]
    boxed += [
        t + "\n\nWe pick 5. I choose 9! Ich wähle 3. Elijo 4. So the answer is $\\boxed{7}$."
        for t in _real_texts()[:40]
    ]

    def read(text):
        view = committed(text)
        at = text.rindex("$\\boxed")
        return one_answer.committed_before(text, view, text.rindex("So the answer"), at, len(text) - 1)

    fast = [read(t) for t in boxed]
    monkeypatch.setattr(one_answer, "_word_starts", _word_starts_by_find)
    assert [read(t) for t in boxed] == fast
    monkeypatch.setattr(one_answer, "_word_starts", one_answer._word_starts_in_one_pass)
    assert [read(t) for t in boxed] == fast
    assert sum(fast) >= 40
