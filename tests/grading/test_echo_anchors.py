"""echo.copied_spans reads a long reply only around its anchor keys (grading/echo.py, issue 42): the spans
must be exactly those of the plain definition, one pass over every word. The reference below is that
definition written out without any shortcut; random and degenerate texts are compared against it, on the
anchored path (budget lifted), on the word pass, and through copied_spans itself."""

from __future__ import annotations

import random
import re

import pytest

from proctor.grading import echo

_NON_SPACE = re.compile(r"\S+")


def _label_kept(text: str, start: int, end: int, content_end: int) -> bool:
    if not echo._LABEL.fullmatch(text, start, end):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 60) : start]
    own_last_line = not text[line_start:start].strip() and text.find("\n", start, content_end) < 0
    return bool(echo._MARKER.search(before) or own_last_line)


def reference_spans(text: str, prompt: str) -> list[tuple[int, int]]:
    """The copies of ``prompt`` in ``text`` by the module's definition: every run of MIN_COPY_WORDS words
    whose keys are a run of the prompt's, every short sentence whose keys are a sentence of the prompt's
    (not one that states an answer), runs of copied words merged, a chosen label at a run's start kept."""
    if not prompt or not text:
        return []
    pkeys = [echo._key(w) for w in echo._WORD.findall(prompt)]
    n = echo.MIN_COPY_WORDS
    grams = {tuple(pkeys[i : i + n]) for i in range(len(pkeys) - n + 1)}
    sentences = set()
    for m in echo._SENTENCE.finditer(prompt):
        words = tuple(echo._key(w) for w in echo._WORD.findall(m.group(0)))
        if echo.MIN_SENTENCE_WORDS <= len(words) < n and not echo._LABEL.fullmatch(words[0]):
            sentences.add(words)
    cjk = echo._CJK_CHAR.search(text) is not None
    places = [m.span() for m in (echo._WORD if cjk else _NON_SPACE).finditer(text)]
    keys = [echo._key(text[a:b]) for a, b in places]
    copied = [False] * len(places)
    for i in range(len(places) - n + 1):
        if tuple(keys[i : i + n]) in grams:
            copied[i : i + n] = [True] * n
    for m in echo._SENTENCE.finditer(text):
        inside = [i for i, (a, b) in enumerate(places) if a >= m.start() and b <= m.end()]
        if (
            echo.MIN_SENTENCE_WORDS <= len(inside) < n
            and tuple(keys[i] for i in inside) in sentences
            and not echo._STATES_ANSWER.search(m.group(0))
        ):
            for i in inside:
                copied[i] = True
    runs, i = [], 0
    while i < len(places):
        if copied[i]:
            j = i
            while j < len(places) and copied[j]:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    content_end = len(text.rstrip())
    spans: list[tuple[int, int]] = []
    for i, j in runs:
        while i < j and _label_kept(text, *places[i], content_end):
            i += 1
        if i < j:
            a, b = places[i][0], places[j - 1][1]
            if spans and not text[spans[-1][1] : a].strip():
                spans[-1] = (spans[-1][0], b)
            else:
                spans.append((a, b))
    return spans


PROMPTS = [
    "Find all values of $x$ that satisfy the equation $x = \\sqrt{11-2x} + 4$.",
    "Simplify $\\sqrt{242}$.\n\nPlease reason step by step, and put your final answer within \\boxed{}.",
    "Which is prime? (A) 4 (B) 7 (C) 9 (D) 15. Answer with the letter.",
    "Trouvez la valeur de $x$ telle que $2x + 3 = 11$. Donnez la réponse.",
    "The set of points $(x,y,z)$ that satisfy \\[2x = 3y = -z\\]is a line. Find the angle.",
    "a a a a a a a a a",
    "the the the the. of of of of. x x.",
    "Let $z = 2$. Find $w.$ Let $c = 3$. Find $w.$",
    "(A) one\n(B) two\n(C) three\n(D) four",
]
VOCAB = (
    "the value of $x$ that satisfy equation find Find all values is answer Answer: The (A) (B) C) **C.** "
    "réponse est option choice x 2 3.5 ... . , ! ? « » “x” naïve $\\sqrt{242}$ Simplify \\boxed{7} #### values "
    "valued the. (the x, Let let $w.$ Find $c prime? letter"
).split()
SEPARATORS = [" ", " ", " ", "\n", ". ", ".\n", "\t", "  ", "\xa0", "\u2003", "? ", "! ", "\x1c", ".", "\n\n"]


def _noise(rng: random.Random, k: int) -> str:
    return "".join(rng.choice(VOCAB) + rng.choice(SEPARATORS) for _ in range(k))


def _reply(rng: random.Random, prompt: str) -> str:
    words = prompt.split()
    parts = []
    for _ in range(rng.randint(1, 25)):
        r = rng.random()
        if r < 0.4:
            i = rng.randrange(len(words))
            piece = words[i : i + rng.randint(1, 12)]
            piece = [
                w if rng.random() > 0.15 else rng.choice([w + ",", "(" + w, w + ".", w.upper(), w + "s"])
                for w in piece
            ]
            parts.append(rng.choice([" ", "\n", "  "]).join(piece))
        elif r < 0.5:
            parts.append(prompt)
        elif r < 0.6:
            parts.append(rng.choice([m.group(0) for m in echo._SENTENCE.finditer(prompt)]))
        elif r < 0.7:
            parts.append(
                rng.choice(["The answer is", "Answer:", "réponse est", "option"])
                + " "
                + rng.choice(["(A)", "(B)", "C."])
            )
        else:
            parts.append(_noise(rng, rng.randint(1, 8)))
        parts.append(rng.choice(SEPARATORS))
    return "".join(parts)


def _cases(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        prompt = rng.choice(PROMPTS) if rng.random() < 0.7 else _noise(rng, rng.randint(1, 30))
        text = _reply(rng, prompt)
        if rng.random() < 0.05:  # long: its anchors are picked by their counts in samples of it
            text = (text + _noise(rng, 20)) * (echo._SAMPLED // (len(text) + 100) + 1)
        yield text, prompt


@pytest.fixture
def no_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(echo, "_read_budget", lambda n: 10**9)
    monkeypatch.setattr(echo, "_word_pass_cost", lambda n: 10**9)


@pytest.mark.parametrize("seed", range(4))
def test_anchored_spans_are_the_definitions(seed: int, no_budget: None) -> None:
    anchored = 0
    for text, prompt in _cases(seed, 150):
        expected = reference_spans(text, prompt)
        assert echo.copied_spans(text, prompt) == expected, (text, prompt)
        anchors = echo._anchors(prompt, text)
        if anchors is not None:
            assert echo._anchored_spans(text, prompt, anchors) == expected, (text, prompt)
            anchored += 1
        assert echo._word_spans(text, prompt, False) == expected, (text, prompt)
    assert anchored > 100  # the anchored path is what is compared


@pytest.mark.parametrize(
    "prompt",
    [
        "a a a a a a a a",
        "the the the the the the the.",
        ". . . . . . .",
        "Find x. Find y.",
        "(A) 1\n(B) 2\n(C) 3",
    ],
)
def test_degenerate_texts(prompt: str, no_budget: None) -> None:
    for text in [
        prompt * 50,
        "a " * 2000,
        "." * 3000,
        "aaaa" * 1000,
        prompt.replace(" ", "\n") * 20,
        (prompt + " zz ") * 30,
        "The answer is (A) " + prompt,
        prompt + "\nAnswer: (B) 2",
    ]:
        expected = reference_spans(text, prompt)
        assert echo.copied_spans(text, prompt) == expected, (text[:80], prompt)
        anchors = echo._anchors(prompt, text)
        if anchors is not None:
            assert echo._anchored_spans(text, prompt, anchors) == expected, (text[:80], prompt)


def test_unicode_and_cjk_texts() -> None:
    prompt = "求 $x$ 的值，使得 $2x + 3 = 11$。请给出答案。 Find the value of $x$ such that it holds."
    for text in [
        prompt,
        "我们 求 $x$ 的值，使得 $2x + 3 = 11$。所以 x = 4。",
        "Find the value of $x$ such that it holds. So $x = 4$.",
        "Find\u00a0the value\u2003of $x$ such that it holds.",
        "Find the value of $x$ such that it holds.\x1cSo $x = 4$.",
    ]:
        assert echo.copied_spans(text, prompt) == reference_spans(text, prompt), text


def test_frequent_anchors_go_to_the_word_pass_with_the_same_spans() -> None:
    prompt = "Find all values of $x$ that satisfy the equation $x = \\sqrt{11-2x} + 4$."
    text = (
        "equation the satisfy that $x$ of; " * 3000 + prompt
    )  # every key of a run in every line, in another order
    assert echo._anchors(prompt, text) is None  # the samples show them frequent: the word pass at once
    assert (
        echo.copied_spans(text, prompt)
        == reference_spans(text, prompt)
        == [(len(text) - len(prompt), len(text))]
    )
    short = ("equation " + "w " * 6) * 100 + prompt  # too short to sample: the reading gives up on the way
    assert len(short) < echo._SAMPLED
    assert echo._anchored_spans(short, prompt, echo._anchors(prompt, short)) is None
    assert (
        echo.copied_spans(short, prompt)
        == reference_spans(short, prompt)
        == [(len(short) - len(prompt), len(short))]
    )
