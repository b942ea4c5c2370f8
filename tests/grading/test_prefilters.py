"""The shortcuts of reading and comparing never change a verdict. A cheap check run before an
expensive one is a necessary condition of it (where it fails the expensive one fails too), checked on
generated strings built from the pieces the patterns read, and shown to be the path taken in the
common case (a response that offers no alternative before its box); a kept comparison is the
comparison made afresh, and a second sample with the same answer is not compared again."""

from __future__ import annotations

import bisect
import itertools
import random
import re
import sys
from pathlib import Path

from proctor.grading import commitment, compare, echo, finality, get_grader
from proctor.grading import spans as span_scan
from proctor.grading.base import grade_text
from proctor.grading.commitment import OPAQUE

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "perf"))
from fake_server import reply_text  # noqa: E402

PIECES = (
    OPAQUE, OPAQUE * 7, "7", "12", "3.5", "-", "−", "+", "$", "(B)", "B", "C", "I", ")", "(", "[", " ", "  ", "\n",
    ",", ";", ":", ".", "…", "—", "–", "/", "*", "or", "OR", "Or", "o", "ou", "vs", "vs.", "versus", "and/or",
    "otherwise", "alternatively", "oder", "или", "ИЛИ", "maybe", "perhaps", "it", "is", "the", "answer", "could",
    "be", "option", "choice", "to", "so", "x", "a", "é", "٣",
)  # fmt: skip


def _texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for _ in range(n):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 14)))
        if rng.random() < 0.5:  # most of them end on an "or" and a few words, as a hedge would
            text += (
                rng.choice(PIECES[:12]) + rng.choice(PIECES[28:43]) + " " + rng.choice(PIECES[43:52]) + " "
            )
        texts.append(text)
    return texts


def test_or_ends_window_is_necessary_for_an_alternative_before():
    # wherever the full pattern finds an alternative before the answer, the pre-check finds one too
    # (the converse need not hold: the pre-check is only a filter)
    found = 0
    for text in _texts(40000, 0):
        for low in (0, len(text) // 2):
            full = finality._ALTERNATIVE_BEFORE.search(text, low, len(text))
            if full is not None:
                found += 1
                assert finality._OR_ENDS_WINDOW.search(text, low, len(text)) is not None, (text, low)
    assert found > 5000  # the generator does reach the pattern's matches


def test_or_words_all_start_the_pre_check():
    # every "or" word after a number or right after a math span ends a window the pre-check lets
    # through, in either case
    for word in "and/or or vs. vs versus otherwise alternatively oder ou o или /".split():
        for w in (word, word.upper(), word.capitalize()):
            for text in (f"8 {w} ", f"(B) {w} ", f"{OPAQUE}{w} "):
                assert finality._ALTERNATIVE_BEFORE.search(text) is not None, text
                assert finality._OR_ENDS_WINDOW.search(text) is not None, text


def test_the_common_box_skips_the_full_search(monkeypatch):
    # a reply with no "or" before its box never runs the full pattern
    calls = []

    class Counting:
        def __init__(self, pattern):
            self.pattern = pattern

        def search(self, *args):
            calls.append(args)
            return self.pattern.search(*args)

    monkeypatch.setattr(finality, "_ALTERNATIVE_BEFORE", Counting(finality._ALTERNATIVE_BEFORE))
    text = reply_text(2048)
    start = text.index("\\boxed")
    assert not finality._offered_before(text, finality._stated_view(text), start)
    assert calls == []
    hedged = text.replace("the final answer is", "the final answer is 41, or")
    start = hedged.index("\\boxed")
    assert finality._offered_before(hedged, finality._stated_view(hedged), start)  # 41 or 42: a hedge
    assert len(calls) == 1


PAIRS = (
    ("42", "42"), ("42", r"\frac{84}{2}"), ("42", "43"), ("0.5", r"\frac12"), (r"2\sqrt{3}", r"\sqrt{12}"),
    ("x^2+1", "1+x^2"), ("x^2-1", "x^2+1"), (r"25\%", "0.25"), (r"30^\circ", r"\frac{\pi}{6}"), ("(3, -1)", "(-1, 3)"),
    (r"\text{east}", r"\text{East}"), ("1,22", "1.22"), ("2516_8", "1358"), (r"e^{i\pi}", "-1"), ("7:32", "7:32"),
)  # fmt: skip


def test_the_kept_comparisons_are_the_comparisons():
    # fast_equivalent keeps its verdicts: each equals the comparison made afresh, in both modes, twice over
    for strict in (False, True):
        for pred, gold in PAIRS:
            fresh = compare.fast_equivalent.__wrapped__(pred, gold, strict)
            assert compare.fast_equivalent(pred, gold, strict) is fresh
            assert compare.fast_equivalent(pred, gold, strict) is fresh


def test_a_second_sample_with_the_same_answer_compares_nothing_again(monkeypatch):
    calls = []
    fast = compare._fast
    monkeypatch.setattr(compare, "_fast", lambda p, g: calls.append((p, g)) or fast(p, g))
    compare.fast_equivalent.cache_clear()
    grader = get_grader("math")
    first = grade_text(grader, reply_text(2048), r"\frac{84}{2}")
    assert first.correct and calls
    n = len(calls)
    again = grade_text(grader, reply_text(2048), r"\frac{84}{2}")
    assert again == first
    assert len(calls) == n  # the same pair was not compared again


def _space_runs(items) -> float:
    """The most runs of white space one path through the parsed pattern ``items`` holds."""
    from re import _constants as C
    from re import _parser as P

    def is_space(sub) -> bool:
        return list(sub) == [(C.IN, [(C.CATEGORY, C.CATEGORY_SPACE)])]

    total = 0.0
    for op, av in items:
        if op is C.MAX_REPEAT or op is C.MIN_REPEAT:
            low, high, sub = av
            inner = 1 if is_space(sub) else _space_runs(sub)
            total += inner if high <= 1 or is_space(sub) else (inner and float("inf"))
        elif op is C.SUBPATTERN:
            total += _space_runs(av[-1])
        elif op is C.BRANCH:
            total += max(_space_runs(b) for b in av[1])
        elif op is C.LITERAL and chr(av).isspace():
            total += 1
        elif op is C.IN and any(x == (C.CATEGORY, C.CATEGORY_SPACE) for x in av):
            total += 1
        else:
            assert not isinstance(av, P.SubPattern), op
    return total


def test_operator_lead_starts_in_its_last_words():
    # operates_on_box searches _OPERATOR_LEAD from the last _OPERATOR_LEAD_WORDS words only: every
    # phrase of it (between its leading \b and its trailing \s*$) is at most that many words
    from re import _parser as P

    items = list(P.parse(finality._OPERATOR_LEAD.pattern))
    phrases = items[1:-2]  # \b, (?:...), \s*, $
    assert _space_runs(phrases) + 1 <= finality._OPERATOR_LEAD_WORDS
    assert _space_runs(items[-2:-1]) == 1  # (the trailing \s* itself)


def test_operator_lead_from_the_last_words_finds_what_the_whole_search_finds():
    rng = random.Random(1)
    words = (
        "than up to down close next near just shy of over under the square of form of something like plus "
        "or minus give take divided by exceeds surpassing twice is answer final Therefore more -"
    ).split()
    seps = (" ", "  ", "\n", " (", ", ", "\t", "$", "*")
    found = 0
    for _ in range(30000):
        before = "".join(rng.choice(words) + rng.choice(seps) for _ in range(rng.randint(1, 8)))
        if rng.random() < 0.3:  # a phrase of several words at the end
            before += rng.choice(("just shy of", "plus  or\nminus", "give or take", "of the form", "up to"))
        before = before.rstrip(" \t*_$")
        full = finality._OPERATOR_LEAD.search(before)
        found += full is not None
        at = finality._last_words_at(before, finality._OPERATOR_LEAD_WORDS)
        part = finality._OPERATOR_LEAD.search(before, at)
        assert (full and full.span()) == (part and part.span()), before
    assert found > 3000
    assert finality._last_words_at("a  b c\u2003d ", 3) == 1  # (str.split's white space is the pattern's \s)
    assert finality._last_words_at(" b c d", 3) == 0


def test_the_kept_choice_golds_are_the_reading_of_the_gold():
    from proctor.grading.mathgrader import choice_gold

    golds = (
        "C",
        "(C)",
        r"\text{(C)}",
        r"\textbf{(D)}\ 18",
        "(D) Alina",
        "D) Alina",
        "e",
        "7",
        r"\boxed{B}",
        "x",
    )
    for gold in golds:
        assert choice_gold(gold) == choice_gold.__wrapped__(gold) == choice_gold(gold)
    assert choice_gold("(D) Alina") == "D) Alina" and choice_gold("e") is None


def test_qualified_after_matches_as_its_two_branches_written_apart():
    # _QUALIFIED_AFTER writes once what follows its two leads (a clause's, a sentence's end); written
    # apart, as two whole branches, it compiles in twice the time and matches the same
    from proctor.grading import commitment as c

    def rest(ahead: str) -> str:
        return c._LEAD_IN + "(?:" + c._BRACKETED + "|" + c._QUALIFIERS + "(?=" + ahead + "))"

    apart = re.compile(
        r"(?i:[ \t*_]*(?:(?:[,;:，；：—–-]+[\s*_]*)?"
        + rest(r"[\s*_]*(?:[.!?。！？,;:，；：\n]|$)")
        + r"|(?:[.!。！\n][\s*_]*)+"
        + rest(r"[ \t*_]*(?:[.!?。！？\n]|$)")
        + "))"
    )
    pieces = (
        "probably", "approximately", "approx.", "not sure", "I think", "or so", "maybe", "I'm not sure", "roughly",
        "(approximately)", "（大概）", "大概", "吧", "so", "but", "hmm", "answer", "then again", "the", "7", "is",
        "equal", OPAQUE, ",", ".", "\n", " ", "*", "_", ";", "—", "(", ")", "。", "!", "?", ":", "，", "and", "ish",
    )  # fmt: skip
    rng = random.Random(2)
    found = 0
    for _ in range(20000):
        text = "".join(rng.choice(pieces) + rng.choice(("", " ")) for _ in range(rng.randint(1, 10)))
        a, b = apart.match(text), c._QUALIFIED_AFTER.match(text)
        assert (a and a.span()) == (b and b.span()), text
        found += a is not None
    assert found > 2000


def _held_by_scan(text: str, start: int, end: int | None):
    """The first math span that holds ``text[start:end]`` (or the position ``start``), by a scan of all."""
    from proctor.grading.spans import math_spans

    for span in math_spans(text):
        s, e, _content = span
        if (s <= start < e) if end is None else (s <= start and end <= e):
            return span
    return None


def test_the_span_holding_a_box_is_the_one_a_scan_of_every_span_finds():
    """``span_holding`` (a binary search over the spans' starts) is the first span a scan finds, on the
    MATH-500 solutions, the fake server's replies and generated strings of delimiters and boxes: the
    spans are in order and never overlap, at every place and every box's extent."""
    import json

    from proctor.grading.spans import math_spans, span_holding

    data = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "math500.jsonl"
    texts = [json.loads(line)["solution"] for line in data.read_text(encoding="utf-8").splitlines()[:150]]
    texts += [reply_text(n) for n in (300, 2048, 9000)]
    rng = random.Random(11)
    pieces = ("$", "$$", "\\(", "\\)", "\\[", "\\]", "\\boxed{7}", "x", " ", "\n", "\\$", "\\begin{align}", "\\end{align}",
              "a & = 1 \\\\", "costs", "and", "{", "}")  # fmt: skip
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 40))) for _ in range(1500)]
    looked = 0
    for text in texts:
        spans = math_spans(text)
        assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:], strict=False)), text  # in order, disjoint
        places = range(len(text)) if len(text) < 400 else range(0, len(text), 7)
        for start in places:
            assert span_holding(text, start) == _held_by_scan(text, start, None), (text, start)
            for width in (1, 9, 40):
                end = min(len(text), start + width)
                assert span_holding(text, start, end) == _held_by_scan(text, start, end), (text, start, end)
                looked += 1
    assert looked > 100_000


_EARLIER_PIECES = (
    "answer", "Answer", "ANSWER", "AnSwEr", "answers", "xanswer", "solution", "Solution", "result", "RESULT",
    "anſwer", "ſolution", "reſult", "solutıon", "İ", "is", "was", "equals", ":", "=", "：", " ", "  ", "\n", "**",
    "_", "eight", "Eight", "8", "-3", "−2", OPAQUE, "$x$", ".", "The", "final",
)  # fmt: skip


def test_earlier_answers_are_the_matches_of_a_scan_of_every_place():
    """``finality._earlier_answers`` looks for the earlier answer statement only where one of its nouns
    stands in the lower-cased text; it yields exactly what a scan of every place yields, on MATH-500's
    solutions, the fake server's replies and generated strings with every case and the letters ``re``
    folds to ASCII that ``str.lower`` does not (``ſ``, ``ı``) or that lower-cases to two (``İ``)."""
    rng = random.Random(11)
    texts = [reply_text(2048), reply_text(102400)]
    texts += [
        "".join(rng.choice(_EARLIER_PIECES) + rng.choice(("", " ")) for _ in range(rng.randint(1, 30)))
        for _ in range(6000)
    ]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        texts += [json.loads(line)["solution"] for line in data.open(encoding="utf-8")]
    found = 0
    for text in texts:
        for stop in (len(text), len(text) // 2):
            whole = [m.span() for m in finality._EARLIER_ANSWER.finditer(text, 0, stop)]
            assert [m.span() for m in finality._earlier_answers(text, stop)] == whole, text
            found += len(whole)
    assert found > 500  # the strings hold many statements, of every case


def test_earlier_answers_search_only_the_nouns_places(monkeypatch):
    """On an ASCII text the pattern is tried only where a noun stands (the scan of every place is not run)."""
    calls = []
    real = finality._EARLIER_ANSWER

    class Counting:
        def finditer(self, *a):
            calls.append("scan")
            return real.finditer(*a)

        def match(self, *a):
            calls.append("match")
            return real.match(*a)

    monkeypatch.setattr(finality, "_EARLIER_ANSWER", Counting())
    text = "Step. " * 5000 + "The answer is 8. So the result: 7."
    assert [m.group(0) for m in finality._earlier_answers(text, len(text))] == ["answer is ", "result: "]
    assert calls == ["match", "match"]


_TURN_PIECES = (
    "\n", "\n\n", "  ", "\t", "#", "##", ">", "*", "_", "**", "User", " user", "USER", "Human", "Q", "q", "A", ":",
    "：", ".", ")", "Problem", "problem 2", "Question", "Next problem", "[USER]", "[/INST]", "<|im_start|>",
    "<|IM_END|>", "<start_of_turn>", "<End_of_turn>", "<", "|", "s", "e", "The answer is 7.", "\\boxed{7}", "####",
    "ответ", "Пользователь", "用户", "问题", "ユーザー", "x", "1", "ii", "a)",
)  # fmt: skip


def test_turns_are_the_matches_of_a_scan_of_every_place():
    """``surface._turns`` tries the turn pattern only where a line's opener or a template token may start; it
    yields exactly what a scan of every place yields (generated strings of openers, roles, tokens and case
    variants; the fake server's replies; MATH-500's solutions)."""
    from proctor.grading import surface

    rng = random.Random(5)
    texts = [reply_text(2048), reply_text(102400)]
    texts += ["".join(rng.choice(_TURN_PIECES) for _ in range(rng.randint(1, 25))) for _ in range(8000)]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        texts += [json.loads(line)["solution"] for line in data.open(encoding="utf-8")]
    found = 0
    for text in texts:
        whole = [m.span() for m in surface._TURN.finditer(text)]
        assert [m.span() for m in surface._turns(text)] == whole, text
        found += len(whole)
    assert found > 1000


def _sentences_to_read_whole(view, lowered, trigger, near, far, start, end):
    """The sentences commitment read in a block before it read one in parts (``_sentences_to_read``, since
    removed): every scan over the whole block at once (the reference of the tests below)."""
    import bisect

    ends = [m.end() for m in commitment._SENTENCE_END_SCAN.finditer(view, start, end)]
    if not ends or ends[-1] < end:
        ends.append(end)
    cued = bytearray(len(ends))
    for m in near.finditer(lowered, start, end):
        cued[bisect.bisect_right(ends, m.start())] = 1
    last = len(ends) - 1
    for m in far.finditer(lowered, start, min(len(view), end + commitment.WINDOW)):
        k = min(bisect.bisect_right(ends, m.start()), last)
        while k >= 0 and ends[k] + commitment.WINDOW > m.start():
            cued[k] = 1
            k -= 1
    out = []
    k = cued.find(1)
    while k >= 0:
        s_start = ends[k - 1] if k else start
        if trigger.search(lowered, s_start, ends[k]) is not None:
            out.append((s_start, ends[k]))
        k = cued.find(1, k + 1)
    return out


_CUE_PIECES = (
    "not", "Not", "no", "no es", "no\nes", "nor", "north", "wait", "Wait", "maybe", "or so", "or\n\nso", "or", "so",
    "give or take", ", is", ",  was", ", does", "(", ")", "to be verified", "needs checking", "on second thought",
    "more or less", "mixed up", "error", "errors", "off", "offer", "if", "If", "say", "?", "7", "12", "x", "the",
    "answer", OPAQUE, "\\boxed{7}", "$8$", ".", ". ", "!", "\n", "\n\n", " ", "  ", ",", ";", ":", "。", "？", "不是",
    "可能", "ſo", "İ", "ı", "n't", "'", "-", " - ", " but ",
)  # fmt: skip


def test_the_sentences_read_in_parts_are_the_sentences_of_the_whole_block(monkeypatch):
    """``commitment._sentences_back`` finds the sentences to read a part of the block at a time from its end
    (each part's scans start at the part and read up to the block's end; the far cues are found once): the
    same sentences, in reverse order, as the scans of the whole block, for parts of every size (one
    character: a boundary at every sentence), on generated strings of cue words, sentence ends, case
    variants and letters lower-casing changes, on the fake server's replies, long traces and MATH-500's
    solutions, and on every block ``withdrawn`` reads."""
    from long_traces import response  # noqa: E402 (perf/ is on the path)

    rng = random.Random(8)
    texts = [reply_text(2048), reply_text(9000)]
    texts += [
        response(shape, 2048, seed)[0]
        for shape in ("boxed", "clean", "none", "retracted", "loop")
        for seed in range(3)
    ]
    texts += ["".join(rng.choice(_CUE_PIECES) for _ in range(rng.randint(1, 60))) for _ in range(2500)]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        texts += [json.loads(line)["solution"] for line in data.open(encoding="utf-8")][:200]
    compared = found = 0
    for text in texts:
        view = commitment.prose_view(text)
        lowered = commitment._lower(view)
        if len(lowered) != len(view) or "ı" in view or "ſ" in view:
            lowered, trigger, near, far = view, commitment._TRIGGER, commitment._CUE_NEAR, commitment._CUE_FAR
        else:
            trigger, near, far = (
                commitment._TRIGGER_LOWERED_CJK,
                commitment._CUE_NEAR_LOWERED_CJK,
                commitment._CUE_FAR_LOWERED,
            )
        blocks = [(0, len(view))]
        if len(view) > 60:  # a block that ends before the text does (its scans do not read past its end)
            end = commitment._block_start(view, len(view), len(view) // 3)
            if end:
                blocks.append((commitment._block_start(view, end, end // 2), end))
        for start, end in blocks:
            whole = list(reversed(_sentences_to_read_whole(view, lowered, trigger, near, far, start, end)))
            for part in (1, 7, 48, 512):
                monkeypatch.setattr(commitment, "_FIRST_PART", part)
                assert (
                    list(commitment._sentences_back(view, lowered, trigger, near, far, start, end)) == whole
                ), (text[:300], part, start, end)
                compared += 1
            found += len(whole)
    assert compared > 10000 and found > 5000


def test_withdrawn_stops_reading_at_the_part_that_holds_its_last_retraction(monkeypatch):
    """A 2 KB reply whose last retraction is in its last sentences scans for cues only there: the near cues
    are looked for once, in the last part, and never before it."""
    starts = []
    real = commitment._cued_sentences

    def spy(view, lowered, near, start, *rest):
        starts.append(start)
        return real(view, lowered, near, start, *rest)

    monkeypatch.setattr(commitment, "_cued_sentences", spy)
    text = reply_text(4000) + " Wait, that's wrong: the answer is 43.\n\nSo the answer is $\\boxed{43}$."
    spans = commitment.withdrawn(text)
    assert spans and spans[0][0] == 0 and spans[0][1] > 4000  # everything before the retraction
    assert len(starts) == 1 and starts[0] > len(text) - 2 * commitment._FIRST_PART


_LABEL_PIECES = (
    "\n", "\n\n", "\r", "\u2003", "\t", " ", "  ", ".", ";", "!", "?", "。", "；", ">", "*", "#", "_", "-", ":", "：",
    "Part", "part (a)", "PART", "Case 1", "case", "CASE 2:", "subcase", "Fall 1", "caso", "случай", "(a)", "(ii)",
    "(e)", "a)", "b)", "h)", "(x)", "even", "odd", "Positive", "negative", "n is even", "for even n", "if odd k",
    "情况", "情形", "一", "2", "12", "x", "the", "in", "if", "for", "is", OPAQUE, "(", ")", "K", "ſ", "ı",
)  # fmt: skip


def test_part_labels_found_after_their_anchor_are_the_labels_a_search_finds():
    """``framing._part_label_in`` (a label at the window's first two places, else one found after the character
    of its anchor) says what a search of ``_PART_LABEL`` over the window says, on generated strings of labels,
    anchors, white space of every kind and case variants, at every window start, and on real texts."""
    from proctor.grading import framing

    rng = random.Random(9)
    texts = ["".join(rng.choice(_LABEL_PIECES) for _ in range(rng.randint(1, 30))) for _ in range(6000)]
    texts += [reply_text(2048)]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        texts += [json.loads(line)["solution"] for line in data.open(encoding="utf-8")][:300]
    found = compared = 0
    for text in texts:
        view = finality._stated_view(text)
        starts = range(len(view) + 1) if len(view) < 200 else range(0, len(view) + 1, 13)
        for near in starts:
            for start in {len(view), min(len(view), near + 40)}:
                full = framing._PART_LABEL.search(view, near, start) is not None
                assert framing._part_label_in(view, near, start) == full, (view, near, start)
                found += full
                compared += 1
    assert compared > 100_000 and found > 20_000


def test_the_trigger_words_grouped_by_their_first_characters_are_found_where_the_list_finds_one():
    """``commitment._TRIGGER*`` (the trigger words as a trie) find a trigger word in a sentence exactly where the
    patterns of the word list (``_TRIGGER_WORDS``, as written) find one, with and without case, on every
    window of generated strings of the words, their stems and neighbours, and on real texts."""
    lists = {
        commitment._TRIGGER: re.compile(
            r"\?|(?i:" + commitment._TRIGGER_WORDS + "|" + "|".join(commitment._CJK_WORDS) + ")"
        ),
        commitment._TRIGGER_LOWERED: re.compile(r"\?|" + commitment._TRIGGER_WORDS),
        commitment._TRIGGER_LOWERED_CJK: re.compile(
            r"\?|" + commitment._TRIGGER_WORDS + "|" + "|".join(commitment._CJK_WORDS)
        ),
    }
    words = [w for w in commitment._TRIGGER_BOUNDED.split("|") if w.isalpha() or "'" in w]
    pieces = [*words, *(w[:-1] for w in words), *(w.upper() for w in words[:40]), "n't", "no", "nor", "not",
              "mistakes", "approximately", "more or less", "more  or\nless", "quizás", "peut-être", "不是", "可能",
              "?", " ", " ", "  ", "x", "7", "'", "-", "ſo", "ı", "İf", "K", "_", ".", "\n", OPAQUE]  # fmt: skip
    rng = random.Random(10)
    texts = ["".join(rng.choice(pieces) + rng.choice(("", " ", "")) for _ in range(rng.randint(1, 12)))
             for _ in range(4000)]  # fmt: skip
    texts += [reply_text(2048)]
    found = 0
    for text in texts:
        low = text.lower()
        for trie, plain in lists.items():
            s = text if trie is commitment._TRIGGER else low
            for a in range(0, len(s) + 1, 3):
                for b in (len(s), min(len(s), a + 9)):
                    hit = plain.search(s, a, b) is not None
                    assert (trie.search(s, a, b) is not None) == hit, (s, a, b, trie.pattern[:40])
                    found += hit
    assert found > 50_000


def test_fences_are_looked_for_only_where_three_backticks_stand():
    """``finality._container_start`` reads the fences before the box only when "```" stands there (every match of
    ``_FENCE`` holds it): the same place on generated strings of fences, quotes, backticks and boxes and on the
    fake server's reply, against the container found with the fences always looked for."""
    pieces = ("```", "``", "`", "\n", " ", "  ", "\t", "> ", '"', "“", "”", "«", "»", "x", "7", ".", "python\n",
              "\\boxed{7}", "*", "_")  # fmt: skip
    rng = random.Random(12)
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 25))) for _ in range(5000)]
    texts += [reply_text(2048), "```\n" + reply_text(2048) + "\n```"]

    def reference(text, line, start, end):
        low = max(0, start - finality.MAX_FENCE)
        fences = [m.start() for m in finality._FENCE.finditer(text, low, start)]
        if len(fences) % 2 == 1 and finality._FENCE.search(text, end) is not None:
            return fences[-1]
        stop = text.find("\n", end)
        rest = text[end : stop if stop >= 0 else len(text)]
        if text.count("`", line, start) % 2 == 1 and "`" in rest:
            return text.rfind("`", line, start)
        head = text[line:start].lstrip(" \t*_")
        close = finality._OPEN_QUOTES.get(head[:1])
        if close is not None and close in rest:
            return line
        return -1

    found = 0
    for text in texts:
        for m in re.finditer(r"\\boxed\{7\}", text):
            start, end = m.span()
            line = text.rfind("\n", 0, start) + 1
            want = reference(text, line, start, end)
            assert finality._container_start(text, line, start, end) == want, text
            found += want >= 0
    assert found > 300


def _reach(items) -> float:
    """The most characters other than white space that one path through the parsed pattern ``items`` reads
    (consumed or looked at ahead; a run of white space counts none, a \\b the character it looks at)."""
    from re import _constants as C

    def is_space(sub) -> bool:
        return list(sub) == [(C.IN, [(C.CATEGORY, C.CATEGORY_SPACE)])]

    total = 0.0
    for op, av in items:
        if op is C.MAX_REPEAT or op is C.MIN_REPEAT or op is C.POSSESSIVE_REPEAT:
            low, high, sub = av
            if not is_space(sub):
                total += _reach(sub) * (high if high != C.MAXREPEAT else float("inf"))
        elif op is C.SUBPATTERN or op is C.ATOMIC_GROUP:
            total += _reach(av[-1])
        elif op is C.BRANCH:
            total += max(_reach(b) for b in av[1])
        elif op is C.ASSERT or op is C.ASSERT_NOT:
            total += _reach(av[1]) if av[0] == 1 else 0  # (a lookbehind reads before the place)
        elif op is C.AT:
            total += 1
        elif op in (C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY):
            total += 1
        else:
            raise AssertionError(op)
    return total


def test_a_near_cue_reads_fewer_characters_than_the_reach_of_a_part():
    """``commitment._NEAR_REACH``: a part's scan for near cues stops that many characters (not white space) past
    the part's end; every near cue reads fewer (its letters, its lookahead, the character a \\b looks at), so
    one that starts in the part is found as a scan to the block's end finds it."""
    from re import _parser as P

    reach = int(commitment._NEAR_REACH.pattern.rsplit("{", 1)[1].rstrip("}"))
    for near in (commitment._CUE_NEAR, commitment._CUE_NEAR_LOWERED, commitment._CUE_NEAR_LOWERED_CJK):
        most = _reach(list(P.parse(near.pattern)))
        assert 10 < most < reach, most
    # and the generated texts of the parts test meet a part's end inside such a lookahead
    spaced = "t" + "\n" * 40 + "o  \n  be\n\n\nverified. no\n\n\n\n es. m\n\n\nore\n or\n less."
    view = commitment.prose_view(spaced)
    lowered = commitment._lower(view)
    near = commitment._CUE_NEAR_LOWERED
    for lo in range(len(view)):
        if lo and view[lo - 1] not in ".\n":
            continue
        whole = [(a, b) for a, b in _sentences_to_read_whole(
            view, lowered, commitment._TRIGGER_LOWERED, near, commitment._CUE_FAR_LOWERED, 0, len(view)
        )]  # fmt: skip
        far_at = [m.start() for m in commitment._CUE_FAR_LOWERED.finditer(lowered, 0, len(view))]
        parts = commitment._cued_sentences(view, lowered, near, 0, lo, len(view), far_at) + (
            commitment._cued_sentences(view, lowered, near, lo, len(view), len(view), far_at)
        )
        parts = [(a, b) for a, b in parts if commitment._TRIGGER_LOWERED.search(lowered, a, b)]
        assert parts == whole, lo


def _copied_spans_reference(text: str, prompt: str) -> list[tuple[int, int]]:
    """``echo.copied_spans`` as it was before it picked the prompt's words in C (the reference of the test
    below)."""
    if not prompt or not text:
        return []
    grams, sentences, vocabulary = echo._tables(prompt)
    cjk = (
        not text.isascii() and echo._CJK_CHAR.search(text) is not None
    )  # (an ASCII text holds none: no scan)
    words = echo._WORD.findall(text) if cjk else text.split()  # (the same without those characters: faster)
    # each distinct word's key (_key), made once: a long trace repeats a few thousand words
    distinct = list(set(words))
    key_of = dict(
        zip(
            distinct, map(str.strip, distinct, itertools.repeat(echo._EDGE_PUNCT, len(distinct))), strict=True
        )
    )
    if "" in key_of.values():  # a word of nothing but punctuation is its own key
        key_of = {w: k or w for w, k in key_of.items()}
    prompt_words = {w for w, k in key_of.items() if k in vocabulary}
    copied = bytearray(len(words))
    in_prompt = bytes(map(prompt_words.__contains__, words))
    for run in re.finditer(b"\x01{%d,}" % echo.MIN_COPY_WORDS, in_prompt):
        for i in range(run.start(), run.end() - echo.MIN_COPY_WORDS + 1):
            if tuple(map(key_of.__getitem__, words[i : i + echo.MIN_COPY_WORDS])) in grams:
                copied[i : i + echo.MIN_COPY_WORDS] = b"\x01" * echo.MIN_COPY_WORDS
    keys = list(map(key_of.__getitem__, words)) if sentences else []
    # The words' places, found only where a copy may be: as plain numbers (a list of match objects, one
    # a word, would outlive the collector's young generations and make it sweep the whole heap).
    starts: list[int] = []
    ends: list[int] = []
    if sentences and echo._holds_any(keys, sentences):
        starts, ends = echo._places(text, words, cjk)
        for m in echo._SENTENCE.finditer(text):
            first = bisect.bisect_left(starts, m.start())
            last = max(first, bisect.bisect_right(ends, m.end()))
            if (
                echo.MIN_SENTENCE_WORDS <= last - first < echo.MIN_COPY_WORDS
                and tuple(keys[first:last]) in sentences
                and not echo._STATES_ANSWER.search(m.group(0))
            ):
                copied[first:last] = b"\x01" * (last - first)
    if copied.find(1) < 0:
        return []
    if starts:
        start_of = starts.__getitem__
    elif cjk:
        starts, _ends = echo._places(text, words, cjk)
        start_of = starts.__getitem__
    else:  # only the copies' words are placed
        start_of = echo._LinePlaces(text).start
    content_end = len(text.rstrip())
    for run in list(echo._RUN.finditer(copied)):  # "The answer is (C) <the option, copied>": a choice
        i = run.start()
        while i < run.end():  # a label kept as a choice: the word after it starts the copy
            start = start_of(i)
            end = start + len(words[i])
            if not echo._LABEL.fullmatch(text, start, end):
                break
            line_start = text.rfind("\n", 0, start) + 1
            before = text[max(line_start, start - 60) : start]
            own_last_line = not text[line_start:start].strip() and text.find("\n", start, content_end) < 0
            if not (echo._MARKER.search(before) or own_last_line):
                break
            copied[i] = 0
            i += 1
    spans: list[tuple[int, int]] = []
    for run in echo._RUN.finditer(copied):
        start, end = start_of(run.start()), start_of(run.end() - 1) + len(words[run.end() - 1])
        if spans and not text[spans[-1][1] : start].strip():
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def test_the_copies_are_the_copies_found_with_every_word_s_key_mapped():
    """``echo.copied_spans`` picks the words whose key the prompt holds in C and maps the words' keys only where a
    run of prompt words (or a short sentence of the prompt) is looked up: the same copies as the reference, on
    generated responses and prompts of shared words with punctuation around them and words of punctuation only,
    and on the long traces, the fake server's reply and MATH-500's solutions against their problems."""
    from long_traces import PROBLEM, response  # noqa: E402 (perf/ is on the path)

    from proctor.grading import echo

    words = ("the", "answer", "is", "7", "day,", "day.", "(day)", "...", "—", "!", "x", "of", "a", "sum", "roots",
             "Solve", "the equation", "$x$", "（C）", "。", "答案", "是", "7。", "\\n", "(B)", "14")  # fmt: skip
    rng = random.Random(13)
    pairs = []
    for _ in range(1500):
        prompt = " ".join(rng.choice(words) for _ in range(rng.randint(0, 30))) + rng.choice(
            ("", ". Find x.", "?")
        )
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 40)))
        if rng.random() < 0.4:  # a copy of a piece of the prompt
            cut = prompt.split()
            a = rng.randint(0, len(cut))
            text += " " + " ".join(cut[a : a + rng.randint(2, 12)]) + rng.choice(("", ".", " So 7."))
        pairs.append((text, prompt))
    pairs += [
        (response(shape, 2048, seed)[0], PROBLEM) for shape in ("boxed", "echo", "clean") for seed in range(3)
    ]
    pairs += [(reply_text(2048), "Solve $x^2 - 5x + 6 = 0$. We need to find the value of $x$.")]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        rows = [json.loads(line) for line in data.open(encoding="utf-8")][:200]
        pairs += [(r["solution"], r["problem"]) for r in rows]
    copies = 0
    for text, prompt in pairs:
        want = _copied_spans_reference(text, prompt)
        assert echo.copied_spans(text, prompt) == want, (text, prompt)
        copies += len(want)
    assert copies > 300


def _math_spans_reference(text: str) -> tuple[tuple[int, int, str], ...]:
    """``spans._math_spans`` as it was before its first step read the inline span too (the reference)."""
    spans: list[tuple[int, int, str]] = []
    i = 0
    n = len(text)
    newline = -1  # the next newline at or after i (cached: positions only grow)
    no_closer: dict[str, int] = {}  # closer -> an end before which, from here on, there is none
    passes = span_scan._PASS.match
    while i < n:
        i = passes(text, i).end()  # type: ignore[union-attr]  (the pattern matches the empty string)
        if i >= n:
            break
        c = text[i]
        if c == "\\" and text.startswith("\\begin{", i) and (env := span_scan._DISPLAY_ENV.match(text, i)):
            closer = f"\\end{{{env.group(1)}{env.group(2)}}}"
            end = text.find(closer, env.end()) if closer not in no_closer else -1
            if end < 0:
                no_closer[closer] = n  # never closed: not looked for again
            else:
                row = span_scan._last_row(text[env.end() : end])
                if row:
                    spans.append((i, end + len(closer), row))
                i = end + len(closer)
                continue
        if c == "\\" and i + 1 < n and text[i + 1] not in "([":
            i += 2  # an escaped character or a command (\$ is currency)
            continue
        if c == "$" and (m := span_scan._INLINE_DOLLAR_SPAN.match(text, i)) is not None:
            # the common case in one step: "$...$" closed on its line (what the steps below find)
            start, end = i + 1, m.end() - 1
            if span_scan._DOLLAR_PROSE.search(text, start, end) and span_scan._DOLLAR_PROSE.search(
                span_scan._COMMAND_ARG.sub(" ", text[start:end])
            ):
                i = start  # "costs $5 and $6": dollar signs around prose are currency
            else:
                content = text[start:end].strip()
                if content:
                    spans.append((i, end + 1, content))
                i = end + 1
            continue
        if c == "$":  # the opener here, the first of _MATH_SPANS that starts at i
            opener, closer, multiline = (
                span_scan._DISPLAY_DOLLARS if text.startswith("$$", i) else span_scan._INLINE_DOLLAR
            )
        elif i + 1 < n:  # a backslash before "(" or "["
            opener, closer, multiline = (
                span_scan._DISPLAY_BRACKET if text[i + 1] == "[" else span_scan._INLINE_PAREN
            )
        else:
            i += 1
            continue
        start = i + len(opener)
        if newline < start:
            newline = text.find("\n", start)
            newline = n if newline < 0 else newline
        stop = n if multiline else newline
        end = -1
        if no_closer.get(closer, -1) < stop:
            end = text.find(closer, start, stop)
            while end > 0 and closer == "$" and text[end - 1] == "\\":
                end = text.find(closer, end + 1, stop)  # "$\\$1,000$": an escaped dollar does not close
            if end < 0:
                no_closer[closer] = stop
        if end < 0:
            i = start
        elif (
            opener == "$"
            # (a text without such a word has none once its commands' arguments are blanked either)
            and span_scan._DOLLAR_PROSE.search(text, start, end)
            and span_scan._DOLLAR_PROSE.search(span_scan._COMMAND_ARG.sub(" ", text[start:end]))
        ):
            i = start  # "costs $5 and $6": dollar signs around prose are currency
        else:
            content = text[start:end].strip()
            if content:
                spans.append((i, end + len(closer), content))
            i = end + len(closer)
    return tuple(spans)


def test_the_math_spans_are_the_spans_the_scan_found_step_by_step():
    """``spans._math_spans`` reads a "$...$" closed on its line in the match that passes over the text before it:
    the same spans as the reference on generated strings of every delimiter, escapes, currency, line breaks and
    display environments, and on the fake server's reply, the long traces and MATH-500's solutions."""
    from long_traces import response  # noqa: E402 (perf/ is on the path)

    from proctor.grading import spans

    pieces = ("$", "$$", "\\(", "\\)", "\\[", "\\]", "\\$", "\\", "x", "x^2", "costs", " ", "\n", "5", "and",
              "\\frac{1}{2}", "\\text{ cm}", "\\begin{align}", "\\end{align}", "\\begin{align*}", "&", "=",
              "\\boxed{7}", "{", "}", "the answer", "é", "\\begin{equation}", "\\end{equation}")  # fmt: skip
    rng = random.Random(14)
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 40))) for _ in range(8000)]
    texts += [reply_text(2048), reply_text(30000)]
    texts += [response(shape, 2048, seed)[0] for shape in ("boxed", "echo", "none") for seed in range(3)]
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "math500.jsonl"
    if data.exists():
        import json

        texts += [json.loads(line)["solution"] for line in data.open(encoding="utf-8")]
    found = 0
    for text in texts:
        want = _math_spans_reference(text)
        assert spans._math_spans.__wrapped__(text) == want, text
        found += len(want)
    assert found > 8000


def test_a_colon_label_is_looked_for_only_where_a_colon_stands():
    """``finality._colon_label`` finds what ``_COLON_LABEL.search`` finds (the same match, or none) on generated
    windows of words, hyphens, colons of both widths, markup and white space, and before the fake server's box."""
    pieces = ("Answer", "final", "answer", "-", ":", "：", " ", "  ", "\n", "*", "_", "**", "7", "x", "é", "ответ",
              "答案", "$", "is", ".", ",", "\u0301", "निम्न")  # fmt: skip
    rng = random.Random(15)
    windows = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 16))) for _ in range(20000)]
    text = reply_text(2048)
    windows.append(text[: text.index("\\boxed")][-80:])
    found = 0
    for before in windows:
        full = finality._COLON_LABEL.search(before)
        fast = finality._colon_label(before)
        assert (full and (full.span(), full.groups())) == (fast and (fast.span(), fast.groups())), before
        found += full is not None
    assert found > 800
