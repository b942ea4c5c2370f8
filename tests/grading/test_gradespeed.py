"""Fast paths of the shared finders the finality rules call (issue 42: the cost of grading a 2 KB reply): each
must give what the code it replaced gives, on generated texts built from the characters its patterns read and on
the real texts (the review files' strings and the benchmarks' human solutions)."""

from __future__ import annotations

import json
import random
import re

from corpus_texts import SHARED_DATA, review_texts

from proctor.grading import commitment, dispatch, finality, framing, lead_shapes, leads
from proctor.grading.commitment import OPAQUE, prose_view

# the characters and pieces the sentence-end scan reads (its stops, what follows them, the CJK stops, a line
# break at a window's end), among words and math
_PIECES = (
    ".", "!", "?", "。", "！", "？", "\n", " ", "  ", "\t", "\u3000", "a", "word", "7", "3.5", "e.g.", "...", "?!", ".\n",
    OPAQUE, OPAQUE * 5, "$", ")", "“", "」", "\r", "\x0b", "\u2028", "é",
)  # fmt: skip


def _generated(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 40))) for _ in range(n)]


def _real() -> list[str]:
    texts = review_texts("_gradespeed_")
    for name in ("math500.jsonl", "minerva_math.jsonl", "olympiadbench.jsonl"):
        path = SHARED_DATA / name
        if path.exists():
            for line in path.open(encoding="utf-8"):
                row = json.loads(line)
                texts += [v for k, v in row.items() if k in ("solution", "problem") and isinstance(v, str)]
    return texts


def _last_by_scan(view: str, low: int, high: int) -> int | None:
    """The reference: the last of every sentence end a scan of the window finds."""
    ends = [m.end() for m in commitment._SENTENCE_END_SCAN.finditer(view, low, high)]
    return ends[-1] if ends else None


def _windows(text: str, rng: random.Random, k: int):
    n = len(text)
    yield 0, n
    for _ in range(k):
        a = rng.randint(0, n)
        yield a, rng.randint(a, n)


def test_the_last_sentence_end_is_the_last_a_scan_finds():
    rng = random.Random(42)
    texts = _generated(20000, 7)
    real = _real()
    texts += real + [prose_view(t) for t in real[:3000]]
    found = 0
    for text in texts:
        for low, high in _windows(text, rng, 4):
            expected = _last_by_scan(text, low, high)
            assert commitment.last_sentence_end(text, low, high) == expected, (text, low, high)
            found += expected is not None
    assert found > 10000


def _sentence_start_by_scan(view: str, start: int) -> int:
    width = 256
    while True:
        low = max(0, start - width)
        ends = [m.end() for m in commitment._SENTENCE_END_SCAN.finditer(view, low, start)]
        if ends:
            return ends[-1]
        if low == 0:
            return 0
        width *= 4


def _previous_by_scan(view: str, sentence: int):
    p = len(view[:sentence].rstrip())
    if p == 0:
        return None
    low = max(0, p - 1 - leads.LOOK)
    ends = [m.end() for m in commitment._SENTENCE_END_SCAN.finditer(view, low, p - 1)]
    return (ends[-1] if ends else low), p


def _sentence_of_by_scan(view: str, start: int) -> int:
    low = max(0, start - leads.LOOK)
    ends = [m.end() for m in commitment._SENTENCE_END_SCAN.finditer(view, low, start)]
    return ends[-1] if ends else low


def test_the_sentence_finders_find_what_their_scans_found():
    rng = random.Random(3)
    # long texts too: the growing windows of _sentence_start, a withdrawn (blank) stretch before a sentence
    texts = _generated(3000, 11) + [
        "".join(rng.choice(_PIECES) for _ in range(rng.randint(200, 1200))) for _ in range(200)
    ]
    texts += ["A sentence. " + " " * rng.randint(1, 3000) + "x" * rng.randint(0, 600) for _ in range(50)]
    texts += [prose_view(t) for t in _real()[:4000]]
    for text in texts:
        for _ in range(4):
            at = rng.randint(0, len(text))
            assert finality._sentence_start(text, at) == _sentence_start_by_scan(text, at), (text, at)
            assert leads._sentence_of(text, at) == _sentence_of_by_scan(text, at), (text, at)
            assert leads._previous(text, at) == _previous_by_scan(text, at), (text, at)


# labels and their anchors: line breaks, ASCII and CJK stops, the space before "(a) ", the label words in case
# variants, and the characters matching without case equates with a letter (K, ſ, ı)
_LABEL_PIECES = (
    "\n", "\n\n", "\r", "\u2003", "\t", " ", "  ", ".", ";", "!", "?", "。", "；", ">", "*", "#", "_", "-", ":", "：",
    "Part", "part (a)", "PART", "Case 1", "case", "CASE 2:", "subcase", "Fall 1", "caso", "случай", "(a)", "(ii)",
    "(e)", "a)", "b)", "h)", "(x)", "even", "odd", "Positive", "negative", "n is even", "for even n", "if odd k",
    "情况", "情形", "一", "2", "12", "x", "the", "in", "if", "for", "is", OPAQUE, "(", ")", "K", "ſ", "ı", "Teil",
)  # fmt: skip


def test_the_part_label_branches_searched_apart_find_what_the_alternation_finds():
    rng = random.Random(5)
    texts = ["".join(rng.choice(_LABEL_PIECES) for _ in range(rng.randint(1, 40))) for _ in range(8000)]
    texts += [finality._stated_view(t) for t in _real()[:3000]]
    found = compared = 0
    for view in texts:
        for near, start in _windows(view, rng, 6):
            expected = framing._PART_LABEL_AFTER.search(view, near, start) is not None
            assert framing._part_label_after(view, near, start) == expected, (view, near, start)
            found += expected
            compared += 1
    assert compared > 50_000 and found > 5_000


# ---------------------------------------------------------------------------------------------------------
# dispatch.by_first_letter's letter test: a place whose character is not a letter is one no alternative that starts
# with a letter can match, with or without case
def test_no_character_but_a_letter_matches_a_letter_without_case():
    """Every character that IGNORECASE equates with a letter (its simple lowercase, ``re``'s extra cases) passes
    the letter test ``[^\\W\\d_]``, but those ``dispatch._NON_LETTER_FOLDS`` names: checked over every code point."""
    import _sre

    letter = re.compile(r"[^\W\d_]")
    extra = dispatch._EXTRA_CASES or {}
    letters_lower = {_sre.unicode_tolower(c) for c in range(0x110000) if chr(c).isalpha()}
    letters_lower |= {x for low in list(letters_lower) for x in extra.get(low, ())}
    for c in range(0x110000):
        if 0xD800 <= c < 0xE000 or letter.match(chr(c)):
            continue
        low = _sre.unicode_tolower(c)
        forms = {low, *extra.get(low, ())}
        if forms & letters_lower:
            assert forms <= dispatch._NON_LETTER_FOLDS, hex(c)
    # (and a first letter that folds with one is not tested: "ι" may match U+0345)
    assert not dispatch._letter_led([frozenset("ι")], True) and dispatch._letter_led([frozenset("ι")], False)
    assert dispatch._letter_led([frozenset("aK")], True)


_ODD = "0123456789_²½ⅠⅰⓐⒶ\u0301\u0345§ ǅßẞµμΜıİſ\u212a-'’.,\n\t\u00a0"
_LETTERS = "abkKsSiIıſ\u212aéÉǅßµιΙ"


def _alternation(rng: random.Random) -> str:
    alternatives = []
    for _ in range(rng.randint(1, 10)):
        word = "".join(rng.choice(_LETTERS) for _ in range(rng.randint(1, 3)))
        shape = rng.random()
        if shape < 0.1:
            word = "(?:" + word + "|" + rng.choice(_LETTERS) + "x)" + rng.choice(("", "y", "?", "+"))
        elif shape < 0.15:
            word = "(?-i:" + word + ")"
        elif shape < 0.2:
            word = rng.choice(("[" + word + "]z", r"\d" + word, "_" + word, "2" + word, "(?=a)" + word))
        elif shape < 0.25:
            word = word[:1] + "?" + word[1:]
        elif shape < 0.3:
            word = word + r"\w*"
        alternatives.append(word)
    return "|".join(alternatives)


def test_an_alternation_behind_the_letter_test_matches_what_it_matched():
    rng = random.Random(12)
    guarded = 0
    for _ in range(3000):
        alternation = _alternation(rng)
        rewritten = dispatch.by_first_letter(alternation, True)
        guarded += rewritten.startswith(dispatch._LETTER)
        for lead in ("(?i)(?<![^\\W\\d_])", "(?i)", ""):
            old = re.compile(lead + "(?:" + alternation + ")")
            new = re.compile(lead + "(?:" + dispatch.by_first_letter(alternation, bool(lead)) + ")")
            for _ in range(20):
                text = "".join(rng.choice(_LETTERS + _ODD + "xyz") for _ in range(rng.randint(0, 14)))
                assert [m.span() for m in new.finditer(text)] == [m.span() for m in old.finditer(text)], (
                    alternation,
                    text,
                )
    assert guarded > 500


def test_the_deliberate_frame_dispatched_matches_what_it_matched():
    old = re.compile(
        r"(?i)" + lead_shapes._W + r"(?:" + lead_shapes._DELIBERATE_WORDS + r")" + lead_shapes._E
    )
    assert lead_shapes._DELIBERATE.pattern != old.pattern
    rng = random.Random(4)
    words = []
    for a in dispatch.split_top(lead_shapes._DELIBERATE_WORDS):
        w = re.sub(r"\\s[+*]|\\w\*|\[\\w\\s\]\{0,20\}", " ", a)
        w = re.sub(r"\(\?[-:i!=<]*|[()?*+\[\]|\\]", "", w)
        words += [w, w.upper(), w.capitalize(), w.replace("s", "ſ"), w.replace("k", "\u212a"), "x" + w]
    pieces = words + ["a wrong answer", "An INCORRECT result", "everything below is false", OPAQUE * 9, *_ODD]
    texts = ["".join(rng.choice(pieces) + rng.choice(("", " ", "\n")) for _ in range(8)) for _ in range(6000)]
    texts += [prose_view(t) for t in _real()[:3000]]
    found = 0
    for text in texts:
        want = [m.span() for m in old.finditer(text)]
        assert [m.span() for m in lead_shapes._DELIBERATE.finditer(text)] == want, text
        found += len(want)
    assert found > 3000
