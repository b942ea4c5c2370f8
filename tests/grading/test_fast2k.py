"""The cheap paths given to a ~2 KB reply's standard-mode grading (issue 42's throughput) find exactly what the
slow paths they replace find: each fast path is checked against the slow one (kept here as the reference) on
real texts (long_traces shapes, MATH-500 solutions, stored model outputs, the review files' cases) and on
generated ones, and a deliberately wrong fast path fails the same check (the break-checks)."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from proctor.grading import extract, spans
from proctor.grading.plain_words import trie_pattern

try:
    from re import _constants as sre_constants
    from re import _parser as sre_parse
except ImportError:  # (Python < 3.11)
    import sre_constants  # type: ignore[no-redef]
    import sre_parse  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from corpus_texts import SHARED_DATA, review_texts  # noqa: E402
from long_traces import SHAPES, response  # noqa: E402

MATH500 = SHARED_DATA / "math500.jsonl"


def _review_texts() -> list[str]:
    return review_texts("_f2k_")


_REAL: list[str] = []


def real_texts() -> list[str]:
    if not _REAL:
        texts = [
            response(shape, size, seed)[0] for shape in SHAPES for size in (700, 2048) for seed in range(4)
        ]
        if MATH500.exists():
            texts += [json.loads(line)["solution"] for line in MATH500.read_text().splitlines()]
        for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl")):
            for line in path.read_text().splitlines()[:150]:
                row = json.loads(line)
                if isinstance(row.get("response"), str):
                    texts.append(row["response"])
        _REAL.extend(texts + _review_texts())
    return _REAL


# ---------------------------------------------------------------------------------------------------------
# extract.answer_markers: _ANSWER_IS_RE (IGNORECASE) read case-sensitively on an ASCII text lowercased
MARKER_PIECES = ("The answer is", "THE ANSWER IS", "the Answer:", "Final Answer:", "FINAL ANSWERS ARE", "answer=",
                 "answers were", "Réponse : ", "RÉPONSE FINALE", "reponse est", "Respuesta final", "RESPOSTA é",
                 "risposta è", "Antwort lautet", "ANTWORT ist", "Ответ:", "ОТВЕТ —", "答案是", "最终答案：", "answer",
                 "panswer", "theanswer is", "final\n\nanswer", "final  answer :", "The answer: ", "Answer -", "ANSWER",
                 "$7$", "\\boxed{7}", "7", " ", "\n", ".", ":", "—", "-", "ſ", "K", "İ", "ı", "é", "É", "x", "is",
                 "was", "tHe", "Final", "aNsWeR", "\t", "=", ",")  # fmt: skip


def _marker_texts(seed: int, n: int, ascii_only: bool) -> list[str]:
    rng = random.Random(seed)
    pieces = [p for p in MARKER_PIECES if p.isascii()] if ascii_only else list(MARKER_PIECES)
    return [
        "".join(rng.choice(pieces) + rng.choice(("", " ", "  ")) for _ in range(rng.randint(1, 14)))
        for _ in range(n)
    ]


def _marker_places(find, texts: list[str]) -> list[str]:
    """The texts where ``find`` (a finditer) places a match otherwise than ``_ANSWER_IS_RE.finditer`` does."""
    return [
        t
        for t in texts
        if [m.span() for m in find(t)] != [m.span() for m in extract._ANSWER_IS_RE.finditer(t)]
    ]


def _texts_for_markers() -> list[str]:
    texts = real_texts() + _marker_texts(1, 3000, True) + _marker_texts(2, 1500, False)
    return texts + [t.upper() for t in texts[:400]] + [t.title() for t in texts[:400]]


def test_answer_markers_same_places():
    assert _marker_places(extract.answer_markers, _texts_for_markers()) == []


def _literals(pattern: str) -> tuple[set[str], list[tuple[int, int]]]:
    """The literal characters and the class ranges of a pattern (at any depth)."""
    chars: set[str] = set()
    ranges: list[tuple[int, int]] = []

    def walk(items) -> None:
        for op, av in items:
            if op in (sre_constants.LITERAL, sre_constants.NOT_LITERAL):
                chars.add(chr(av))
            elif op is sre_constants.IN:
                for o, a in av:
                    if o is sre_constants.LITERAL:
                        chars.add(chr(a))
                    elif o is sre_constants.RANGE:
                        ranges.append(a)
            elif op is sre_constants.BRANCH:
                for alt in av[1]:
                    walk(alt.data)
            elif op is sre_constants.SUBPATTERN:
                walk(av[3].data)
            elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT) or op is getattr(
                sre_constants, "POSSESSIVE_REPEAT", None
            ):
                walk(av[2].data)
            elif op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):
                walk(av[1].data)
            elif op is getattr(sre_constants, "ATOMIC_GROUP", None):
                walk(av.data)

    walk(sre_parse.parse(pattern).data)
    return chars, ranges


def test_answer_markers_reasons_hold():
    """Why the lowered scan finds what the scan without case finds on an ASCII text: the pattern's ASCII letters
    are lowercase, it has no class range (which could hold a capital), and none of its other characters matches
    an ASCII character without case."""
    pattern = extract._ANSWER_IS_RE.pattern
    chars, ranges = _literals(pattern)
    assert extract._ANSWER_IS_LOWERED.pattern == pattern
    assert not extract._ANSWER_IS_LOWERED.flags & re.IGNORECASE
    assert extract._ANSWER_IS_RE.flags & re.IGNORECASE
    assert ranges == []
    assert all(not c.isupper() for c in chars if c.isascii())
    for c in chars:
        if not c.isascii():
            assert not any(re.fullmatch("(?i)" + re.escape(c), chr(x)) for x in range(128)), c


def test_answer_markers_break_check():
    """A wrong lowered scan fails the check: one that keeps the text's case, and one that drops an alternative."""
    texts = _texts_for_markers()
    keep_case = re.compile(extract._ANSWER_IS_RE.pattern)
    assert _marker_places(
        lambda t: keep_case.finditer(t) if t.isascii() else extract._ANSWER_IS_RE.finditer(t), texts
    )
    dropped = re.compile(extract._ANSWER_IS_RE.pattern.replace("|the\\s+answers?", "", 1))
    assert dropped.pattern != extract._ANSWER_IS_RE.pattern
    assert _marker_places(
        lambda t: dropped.finditer(t.lower()) if t.isascii() else dropped.finditer(t), texts
    )


# ---------------------------------------------------------------------------------------------------------
# spans._math_spans: the common case ("$...$" closed on its line) decided first, as the scan did it at its end
def _math_spans_reference(text: str) -> tuple[tuple[int, int, str], ...]:
    """The scan as it was before (rules 10), kept as the reference."""
    out: list[tuple[int, int, str]] = []
    i = 0
    n = len(text)
    newline = -1
    no_closer: dict[str, int] = {}
    passes = spans._PASS_INLINE.match
    while i < n:
        step = passes(text, i)
        i = step.end(0) if step.start(1) < 0 else step.start(1)  # type: ignore[union-attr]
        if i >= n:
            break
        c = text[i]
        if c == "\\" and text.startswith("\\begin{", i) and (env := spans._DISPLAY_ENV.match(text, i)):
            closer = f"\\end{{{env.group(1)}{env.group(2)}}}"
            end = text.find(closer, env.end()) if closer not in no_closer else -1
            if end < 0:
                no_closer[closer] = n
            else:
                row = spans._last_row(text[env.end() : end])
                if row:
                    out.append((i, end + len(closer), row))
                i = end + len(closer)
                continue
        if c == "\\" and i + 1 < n and text[i + 1] not in "([":
            i += 2
            continue
        if step.start(1) == i:  # type: ignore[union-attr]
            start, end = i + 1, step.end(1) - 1  # type: ignore[union-attr]
            if spans._DOLLAR_PROSE.search(text, start, end) and spans._DOLLAR_PROSE.search(
                spans._COMMAND_ARG.sub(" ", text[start:end])
            ):
                i = start
            else:
                content = text[start:end].strip()
                if content:
                    out.append((i, end + 1, content))
                i = end + 1
            continue
        if c == "$":
            opener, closer, multiline = (
                spans._DISPLAY_DOLLARS if text.startswith("$$", i) else spans._INLINE_DOLLAR
            )
        elif i + 1 < n:
            opener, closer, multiline = spans._DISPLAY_BRACKET if text[i + 1] == "[" else spans._INLINE_PAREN
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
                end = text.find(closer, end + 1, stop)
            if end < 0:
                no_closer[closer] = stop
        if end < 0:
            i = start
        elif (
            opener == "$"
            and spans._DOLLAR_PROSE.search(text, start, end)
            and spans._DOLLAR_PROSE.search(spans._COMMAND_ARG.sub(" ", text[start:end]))
        ):
            i = start
        else:
            content = text[start:end].strip()
            if content:
                out.append((i, end + len(closer), content))
            i = end + len(closer)
    return tuple(out)


SPAN_PIECES = ("$", "$$", "\\$", "\\(", "\\)", "\\[", "\\]", "x", "7", "x = 7", " costs ", " and ", "\\frac{1}{2}",
               "\\text{ cm}", "\\mathrm{e}", "\n", "\n\n", " ", "\\begin{align}", "\\end{align}", "\\begin{align*}",
               "\\end{align*}", "a &= 1 \\\\ &= 2", "\\begin{equation}", "\\end{equation}", "\\boxed{7}", "{", "}",
               "5", "$5", "abc", "\\\\", "\\", "é", "−3")  # fmt: skip


def _span_texts(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(SPAN_PIECES) for _ in range(rng.randint(1, 30))) for _ in range(n)]


def _span_differences(scan, texts: list[str]) -> list[str]:
    return [t for t in texts if scan(t) != _math_spans_reference(t)]


def test_math_spans_same_spans():
    texts = real_texts() + _span_texts(3, 4000)
    assert _span_differences(spans._math_spans.__wrapped__, texts) == []


def test_math_spans_break_check():
    """A common case that skips the currency test (dollars around prose) fails the check."""

    def wrong(text: str) -> tuple[tuple[int, int, str], ...]:
        return tuple(
            (m.start(), m.end(), m.group(0)[1:-1].strip())
            for m in spans._INLINE_DOLLAR_SPAN.finditer(text)
            if m.group(0)[1:-1].strip()
        )

    assert _span_differences(wrong, real_texts() + _span_texts(3, 4000))


@pytest.mark.parametrize("text", ["costs $5 and $6", "$x$ and $y$", "$$x$$ \\(y\\) \\[z\\]", "\\$5 $x$"])
def test_math_spans_examples(text):
    assert spans._math_spans.__wrapped__(text) == _math_spans_reference(text)


# ---------------------------------------------------------------------------------------------------------
# unmeant._quiet: a window around a cue that the scan of every table (_FIND) would read in vain is told cheaply
UNMEANT_PIECES = ("we need to determine the number of", "Let me check whether", "check if", "check  if", "CHECK IF",
                  "determine", "determine if", "see", "let's see if", "test whether", "decide", "decide whether",
                  "I wonder if", "not sure if", "no one knows", "no  one\nknows", "as if", "as  if", "As\nIf", "/s",
                  "/jk", "j/k", "just kidding", "lol", "haha", "Est-il", "yeah right", "yeah,  right", "oh sure",
                  "question is", "open question", "who knows", "doubt that", "no doubt", "whether", "if", "of", "7",
                  "$7$", "\\boxed{7}", ".", ",", " ", "\n", "the answer is", "checked", "rechecking", "ask", "asked",
                  "unclear", "Conjecture:", "(unproven)", "é", "—", "\x1c", "\t", "-", "'", "don't know", "ſee",
                  "kidding", "sarcasm", "ob", "se", "si", "sanirim", "SANIRIM", "Kanitlanmadi", "mi")  # fmt: skip


def _unmeant_texts() -> list[str]:
    rng = random.Random(5)
    gen = [
        " ".join(rng.choice(UNMEANT_PIECES) for _ in range(rng.randint(2, 24)))
        + " The answer is $\\boxed{7}$."
        for _ in range(700)
    ]
    return gen + real_texts()  # (the generated first: a wrong test is caught early)


def _windows(view: str, rng: random.Random) -> list[tuple[int, int]]:
    """Windows around each place a cue of the tables may stand (every word start), and a few at random."""
    out = [(max(0, m.start() - 48), min(len(view), m.end() + 48)) for m in re.finditer(r"\w+", view)][:40]
    for _ in range(5):
        a = rng.randrange(0, max(1, len(view)))
        out.append((a, min(len(view), a + rng.randint(1, 120))))
    return out


def _unsound(quiet, texts: list[str], first: bool = False) -> list[tuple[str, int, int]]:
    """The windows that ``quiet`` calls quiet where ``_FIND`` finds a word (``first``: the first one only)."""
    from proctor.grading import unmeant
    from proctor.grading.commitment import prose_view

    rng = random.Random(6)
    bad = []
    for text in texts:
        view = prose_view(text)
        for lo, hi in _windows(view, rng):
            if lo < hi and quiet(view, lo, hi) and unmeant._FIND.search(view, lo, hi) is not None:
                bad.append((view, lo, hi))
                if first:
                    return bad
    return bad


def test_unmeant_quiet_is_sound():
    from proctor.grading import unmeant

    assert _unsound(unmeant._quiet, _unmeant_texts()) == []


def test_unmeant_quiet_quiets():
    """It does tell: the common English word of not knowing, without its complementiser, is quiet."""
    from proctor.grading import unmeant
    from proctor.grading.commitment import prose_view

    for text in (
        "First we need to determine the number of integers.",
        "Let me check the sum of squares again.",
    ):
        view = prose_view(text)
        assert unmeant._quiet(view, 0, len(view))
    for text in ("We must check whether it holds.", "I wonder if it is 7.", "The answer is 7 /s"):
        view = prose_view(text)
        assert not unmeant._quiet(view, 0, len(view))


def test_unmeant_withdrawn_same_spans(monkeypatch):
    """withdrawn with the cheap test gives what it gives without it (every window scanned)."""
    from proctor.grading import unmeant
    from proctor.grading.commitment import prose_view

    texts = _unmeant_texts()
    fast = [unmeant.withdrawn(t, prose_view(t)) for t in texts]
    monkeypatch.setattr(unmeant, "_quiet", lambda view, lo, hi: False)
    slow = [unmeant.withdrawn(t, prose_view(t)) for t in texts]
    assert [t for t, a, b in zip(texts, fast, slow, strict=True) if a != b] == []


def test_unmeant_quiet_reasons_hold():
    """Why a window's tokens hold its words' cues: no cue token holds a character a window is split at; every cue
    but NOT_KNOWING's own is looked for as an ASCII window holds it (a letter that matches an ASCII one without
    case as that one: "sanı" as "sani"), and a cue with a character that matches no ASCII one never stands there."""
    from proctor.grading import unmeant

    split_at = set(unmeant._SPLIT_AT.decode())
    assert not any(set(t) & split_at for t in unmeant._TOKENS)
    tokens, substrings = unmeant._quiet_cues()
    for cue in unmeant._TOKENS | set(unmeant._SUBSTRINGS):
        for c in cue:
            matches = {chr(x).lower() for x in range(128) if re.fullmatch("(?i)" + re.escape(c), chr(x))}
            assert len(matches) <= 1 or c.isascii(), (cue, c)
            assert unmeant._ascii_letter(c) == (c if c.isascii() else (matches.pop() if matches else None)), (
                cue,
                c,
            )
    for t in unmeant._TOKENS - unmeant._KNOW_ONLY:
        form = unmeant._ascii_form(t)
        assert form is None or form.encode() in tokens, t
    for sub in unmeant._SUBSTRINGS:
        form = unmeant._ascii_form(sub)
        assert form is None or substrings.fullmatch(form), sub
    assert unmeant._KNOW_ONLY and tokens.isdisjoint(t.encode() for t in unmeant._KNOW_ONLY if t.isascii())


def test_unmeant_quiet_break_check():
    """A cheap test that skips the scan of NOT_KNOWING's words, reads a phrase's white space as written, or looks
    for the cues as written where a letter matches an ASCII one without case, calls windows quiet where a word
    stands."""
    from proctor.grading import unmeant

    def no_governed(view: str, lo: int, hi: int) -> bool:
        low = view[lo:hi].replace(unmeant.OPAQUE, " ").lower()
        if not low.isascii() or unmeant._UNSPLIT.search(low) is not None:
            return False
        tokens, substrings = unmeant._quiet_cues()
        if not tokens.isdisjoint(low.encode().translate(unmeant._SPLIT).split()):
            return False
        return substrings.search(" ".join(low.split())) is None

    def as_written(view: str, lo: int, hi: int) -> bool:
        low = view[lo:hi].replace(unmeant.OPAQUE, " ").lower()
        if not low.isascii() or unmeant._UNSPLIT.search(low) is not None:
            return False
        tokens, substrings = unmeant._quiet_cues()
        if not tokens.isdisjoint(low.encode().translate(unmeant._SPLIT).split()):
            return False
        return substrings.search(low) is None and unmeant._FIND_GOVERNED.search(view, lo, hi) is None

    tokens = frozenset(t.encode() for t in unmeant._TOKENS - unmeant._KNOW_ONLY if t.isascii())
    substrings = re.compile(trie_pattern(sorted(s for s in unmeant._SUBSTRINGS if s.isascii())))

    def unfolded(view: str, lo: int, hi: int) -> bool:  # ("kanıtlanmadı" matches "Kanitlanmadi" without case)
        low = view[lo:hi].replace(unmeant.OPAQUE, " ").lower()
        if not low.isascii() or unmeant._UNSPLIT.search(low) is not None:
            return False
        if not tokens.isdisjoint(low.encode().translate(unmeant._SPLIT).split()):
            return False
        return (
            substrings.search(" ".join(low.split())) is None
            and unmeant._FIND_GOVERNED.search(view, lo, hi) is None
        )

    texts = _unmeant_texts()
    assert _unsound(no_governed, texts, first=True)
    assert _unsound(as_written, texts, first=True)
    assert _unsound(unfolded, texts, first=True)
