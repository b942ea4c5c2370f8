"""The one-step readings of a long response give what the step-by-step ones give: an inline ``$...$``
span matched in one step (spans.py) and a copy's words placed line by line on demand (echo.py)."""

import random

import pytest

from proctor.grading import spans
from proctor.grading.echo import _NON_SPACE, _LinePlaces, copied_spans


@pytest.mark.parametrize(
    "text,expected",
    [
        ("so $x = 3$.", [(3, 10, "x = 3")]),
        ("$\\$1,000$ and", [(0, 9, "\\$1,000")]),  # an escaped dollar does not close
        ("costs $5 and $6 each", []),  # prose between dollar signs: currency
        ("$a\nb$ then $c$", [(11, 14, "c")]),  # an inline span does not cross a line
        ("$$x$$ and $y$", [(0, 5, "x"), (10, 13, "y")]),
        ("\\\\$x$", [(2, 5, "x")]),  # an escaped backslash, then a span
        ("$ $ $z$", [(4, 7, "z")]),  # an empty span is not math: the scan goes on from its opener
    ],
)
def test_inline_spans(text: str, expected: list[tuple[int, int, str]]) -> None:
    assert spans.math_spans(text) == expected


def test_inline_step_reads_as_the_general_scan() -> None:
    """With the one-step match switched off, every text reads the same (random texts of delimiters)."""
    rng = random.Random(3)
    alphabet = [
        "$",
        "$$",
        "\\$",
        "\\",
        "\\(",
        "\\)",
        "\\[",
        "\\]",
        "a",
        "cost",
        " ",
        "\n",
        "1",
        "{",
        "}",
        "\\\\",
    ]
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20))) for _ in range(3000)]
    fast = [spans._math_spans.__wrapped__(t) for t in texts]
    step, spans._INLINE_DOLLAR_SPAN = spans._INLINE_DOLLAR_SPAN, spans.re.compile(r"(?!)")  # never matches
    try:
        general = [spans._math_spans.__wrapped__(t) for t in texts]
    finally:
        spans._INLINE_DOLLAR_SPAN = step
    assert fast == general
    assert sum(map(len, fast)) > 1000  # (the texts hold spans)


def test_line_places_are_the_words_places() -> None:
    rng = random.Random(4)
    for _ in range(300):
        text = "".join(
            rng.choice(["ab", "c.", " ", "\n", "\t", "\r\n", "  ", "x\u00a0y", "\x1c"]) for _ in range(40)
        )
        starts = [m.start() for m in _NON_SPACE.finditer(text)]
        places = _LinePlaces(text)
        assert [places.start(i) for i in range(len(text.split()))] == starts


def test_copy_spans_over_many_lines() -> None:
    prompt = "Find the number of positive integers below one hundred that are squares."
    text = (
        "Some work.\n\nWe need to find the number of positive integers below one hundred here.\n" * 3
        + "So 9."
    )
    found = [text[a:b] for a, b in copied_spans(text, prompt)]
    assert found == ["the number of positive integers below one hundred"] * 3


PARAGRAPH = "We check the case n = 2 first, then the general case by induction on n. " * 1400  # ~100 KB


def test_a_long_trace_reads_its_sentences_places_only_where_a_prompt_sentence_occurs(monkeypatch) -> None:
    """A prompt's short sentence can be copied only where its words occur in a row: a long trace
    without them never has its thousands of sentences placed (echo._holds_any), one with them does,
    and the copy is blanked as before."""
    from proctor.grading import echo

    calls = [0]
    real = echo._places

    def counted(*args):
        calls[0] += 1
        return real(*args)

    monkeypatch.setattr(echo, "_places", counted)
    prompt = "Let $n$ be odd. Find all such $n$ below 100."
    assert echo._tables(prompt)[1]  # the prompt has short sentences
    assert copied_spans(PARAGRAPH + "So 7.", prompt) == []
    assert echo._word_spans(PARAGRAPH + "So 7.", prompt, False) == []  # the word pass
    assert calls[0] == 0
    half = PARAGRAPH[: len(PARAGRAPH) // 2]
    text = half + "Let $n$ be odd. " + half + "So 7."
    assert [text[a:b] for a, b in copied_spans(text, prompt)] == ["Let $n$ be odd."]
    assert calls[0] == 0  # (copied_spans read only the words around its anchors: no sentence placed)
    assert echo._word_spans(text, prompt, False) == copied_spans(text, prompt)  # the word pass places them
    assert calls[0] == 1


def test_a_word_holding_a_nul_neither_hides_nor_makes_a_copied_sentence() -> None:
    prompt = "Let $n$ be odd. Find all such $n$."
    assert copied_spans("Find\x00all such\x00$n$. So 7.", prompt) == []  # one word "Find\0all": no copy
    text = "Find all such $n$.\nSo 7, with\x00Find."
    assert [text[a:b] for a, b in copied_spans(text, prompt)] == ["Find all such $n$."]
