"""The cheap proofs that let a long reply skip a scan (issue 42) must never skip a match: each is compared
with the scan it stands for, on random texts made of the pieces those scans look for."""

from __future__ import annotations

import random
import re

import pytest

from proctor.grading import markup, surface
from proctor.grading.extract import _without_restated, blank_code, strip_reasoning

PIECES = [
    "\n", "\n\n", " ", "User:", "**Human:**", "Question 2:", "\n# Next problem", "<|im_end|>", "<|im_start|>user",
    "<s>", "</s>", "<start_of_turn>", "Q:", "A:", "[INST]", "<!-- x -->", '<span style="display:none">8</span>',
    "[x]: # note", "% comment", "\\iffalse 8 \\fi", "\\begin{comment}9\\end{comment}", "\\phantom{8}",
    "\\textcolor{white}{8}", "\\color{white} 8", "\\colorbox{black}{8}", "\\boxed{7}", "The answer is 7.", "$x < 3$",
    "a<b", "<e", "<S", "50%", "[1]", "\\[x\\]", "word", "\n  > user", "\\hphantom{1}", "colour", "Réponse : 7",
    "答案", "#### 7", "<details><summary>s</summary>9</details>", "<think>", "</think>", "</THINKING>", "<Reasoning>",
    "```python\nprint(1)\n```", "```\n8\n```", "`", "\\newcommand{\\boxed}[1]{8}", "\\def\\x{9}", "\\let\\a\\b",
    "\\futurelet", "\\letter", "\\catcode", "\\frac{1}{2}", "\\sqrt{2}", "\\cdot", "$\\sqrt{242}$", "$ \\sqrt{242} $",
]  # fmt: skip


def _texts(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        text = "".join(
            rng.choice(PIECES) + rng.choice(["", " ", "\n", " the "]) for _ in range(rng.randint(0, 30))
        )
        for chars in ("<", "[%", "`"):  # texts without the characters a proof reads first
            if rng.random() < 0.3:
                text = re.sub(f"[{re.escape(chars)}]", "", text)
        yield text


@pytest.mark.parametrize("seed", range(3))
def test_turn_places_are_turn_at_matches(seed: int) -> None:
    for text in _texts(seed, 400):
        assert surface._turn_places(text) == [m.start() for m in surface._TURN_AT.finditer(text)], text


@pytest.mark.parametrize("seed", range(3))
def test_nothing_hidden_only_where_the_scan_finds_nothing(seed: int) -> None:
    proved = 0
    for text in _texts(seed, 400):
        if surface._nothing_hidden(text):
            proved += 1
            assert surface._HIDDEN_START.search(text) is None, text
    assert proved > 20


def test_defining_lookahead_keeps_every_match() -> None:
    plain = re.compile(markup._DEFINING.pattern.replace("(?=[nrpDNRPdgexlfmcua])", "", 1))
    assert plain.pattern != markup._DEFINING.pattern
    names = re.findall(r"[A-Za-z]+", plain.pattern) + ["frac", "sqrt", "letter", "defx", "NewDocumentCommand"]
    rng = random.Random(0)
    for _ in range(3000):
        text = "".join(rng.choice(["\\", " ", "x", "{", "\\\\"]) + rng.choice(names) for _ in range(6))
        assert [m.span() for m in plain.finditer(text)] == [
            m.span() for m in markup._DEFINING.finditer(text)
        ], text


def test_the_reading_steps_on_texts_without_their_marks() -> None:
    """The steps return their input unchanged where the text lacks the mark a prefilter looks for."""
    text = "We find $x = 2$, so the answer is $\\boxed{2}$.\n" * 50
    assert strip_reasoning(text) == text and blank_code(text) == text
    assert surface.cut_turns(text) == text and surface.hidden_spans(text) == []
    assert strip_reasoning("x < 3 <think>a</think> 7") == "x < 3  7"
    assert blank_code("```python\nprint(8)\n```\n7") != "```python\nprint(8)\n```\n7"
    assert surface.hidden_spans("x \\phantom{\\boxed{8}} y") != []  # (a phantom hides only a box)
    assert surface.hidden_spans("\\iffalse 8 \\fi 7") != []
    assert surface.hidden_spans("7 \\textcolor{white}{8}") != []
    assert _without_restated("$x$ and $ x $ and $y$", frozenset({"x"})) == "\n  " + " and \n    " + " and $y$"
