"""Wrong answers that hold the gold's text beside something that changes what it says, generated over
golds of several types, and the honest spellings that must still pass (``perf/grader_redteam.py``
measures the wider families):

- a mark the answer's math cannot account for: an approximation or congruence relation, a negation,
  a crossed-out or invisible part, an ellipsis, a TeX conditional or macro (``mathgrader._MARKS``);
- a false computation whose last side is the gold (``8 = 7``: ``answer._false_chain``);
- a word after the number that changes or bounds it (``7\\text{ doubled}``, ``7\\text{ minimum}``), a
  word that is not after a number (``\\text{east}; \\text{west}``), degrees of a non-number
  (``\\frac{\\pi}{6}\\text{ degrees}``): never a unit (``normalize._unit_name``, ``split_units``);
- ``x \\in 7``: membership in a number is no value (``answer._SET_START``).
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader

GOLDS = {
    "integer": ("7", "8"),
    "negative": ("-3", "3"),
    "fraction": (r"\frac{3}{4}", r"\frac{4}{3}"),
    "radical": (r"2\sqrt{3}", r"3\sqrt{2}"),
    "interval": ("[2, 5)", "[2, 5]"),
    "pair": ("(3, -1)", "(-1, 3)"),
    "expression": ("x^2+1", "x^2-1"),
    "degrees": (r"30^\circ", r"60^\circ"),
    "percent": (r"25\%", r"20\%"),
}
MODES = ("standard", "strict")
GRADERS = {m: get_grader("math", mode=m) for m in MODES}


def _box(s: str) -> str:
    return f"So the final answer is $\\boxed{{{s}}}$."


def _marked(g: str, w: str) -> list[str]:
    out = [rf"x {rel} {g}" for rel in (r"\approx", r"\cong", r"\simeq", r"\sim", "≈", "≅", r"\propto")]
    out += [rf"\not= {g}", rf"\not {g}", rf"\neg {g}", rf"\cancel{{{g}}}"]
    out += [rf"\phantom{{{g}}}", rf"\sout{{{g}}}", rf"\xcancel{{{g}}}", rf"\rlap{{{g}}}{w}"]
    out += [rf"{g}\ldots", rf"{g}\dots", rf"{g}\cdots", rf"{g}...", rf"{g}…", rf"\ldots {g}"]
    out += [rf"\iffalse {g} \fi {w}", rf"\def\a{{{w}}}{g}"]
    out += [g + "\u0338", g + "\u200b", "\u202e" + g]
    return out


WRONG = [(name, g, s) for name, (g, w) in GOLDS.items() for s in _marked(g, w)]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("name", "gold", "answer"), WRONG)
def test_a_marked_answer_is_not_the_gold(mode: str, name: str, gold: str, answer: str) -> None:
    grade = GRADERS[mode].grade(_box(answer), gold)
    assert not grade.correct, (name, answer)


def _false_chains(g: str, w: str) -> list[str]:
    return [rf"{w} = {g}", rf"{g} = {w} = {g}", rf"={w}={g}"]


CHAINS = [(name, g, s) for name, (g, w) in GOLDS.items() if name != "expression" for s in _false_chains(g, w)]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("name", "gold", "answer"), CHAINS)
def test_a_false_computation_states_no_value(mode: str, name: str, gold: str, answer: str) -> None:
    assert not GRADERS[mode].grade(_box(answer), gold).correct, (name, answer)


VALUE_WORDS = (
    "doubled", "halved", "tripled", "twice", "inverse", "reciprocal", "negative", "root", "lakh",
    "crore", "grand", "gross", "mil", "ppm", "ppb", "bps", "permille", "minimum", "maximum", "tops", "ish",
    "rounded", "estimated", "roughly",
)  # fmt: skip


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", ["7", "-3", r"\frac{3}{4}", "(3, -1)", "[2, 5)", r"2\sqrt{3}"])
@pytest.mark.parametrize("word", VALUE_WORDS)
def test_a_word_that_changes_or_bounds_the_number_is_not_a_unit(mode: str, gold: str, word: str) -> None:
    for written in (rf"{gold}\text{{ {word}}}", rf"{gold} \text{{{word}}}", rf"{gold}\ \mathrm{{{word}}}"):
        assert not GRADERS[mode].grade(_box(written), gold).correct, written


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("answer", "gold"),
    [
        (r"\text{east}; \text{west}", r"\text{east}"),
        (r"\text{east} \cup \text{west}", r"\text{east}"),
        (r"\text{east}, \text{west}", r"\text{east}"),
        (r"\frac{\pi}{6}\text{ degrees}", r"30^\circ"),
        (r"x \in 7", "7"),
        (r"x \in -3", "-3"),
        (r"x \in \frac{3}{4}", r"\frac{3}{4}"),
    ],
)
def test_a_word_or_membership_that_is_not_about_a_number(mode: str, answer: str, gold: str) -> None:
    assert not GRADERS[mode].grade(_box(answer), gold).correct


# Honest spellings: they must still pass (standard and strict).
HONEST = [
    ("7", "7"), ("7", "7.0"), ("17", r"5 \cdot 3 = 15 + 2 = 17"), ("7", r"\frac{14}{2}"), ("7", r"7\text{ cm}"), ("7", r"18 - 11 = 7"),
    ("7", r"3 + 4 = 7"), ("7", "x = 7"), ("7", "x := 7"), ("7", r"7\text{ eggs}"), ("7", r"7 \text{ pairs}"),
    ("-3", r"-\frac{6}{2}"), ("-3", "−3"), (r"\frac{3}{4}", "0.75"), (r"\frac{3}{4}", r"\frac{3}{4}\text{ cups}"),
    (r"2\sqrt{3}", r"\sqrt{12}"), (r"2\sqrt{3}", r"\sqrt{12} = 2\sqrt{3}"), ("[2, 5)", r"x \in [2, 5)"),
    ("[2, 5)", r"2 \le x < 5"), ("(3, -1)", r"\left(3, -1\right)"), ("(3, -1)", r"(3, -1)\text{ cm}"),
    ("x^2+1", "1+x^2"), (r"30^\circ", r"30\text{ degrees}"), (r"30^\circ", r"\frac{\pi}{6}"),
    (r"\frac{1}{3}", r"0.333\ldots"), (r"\frac{1}{3}", r"0.\overline{3}"), ("1, 2, \\ldots, n", "1, 2, \\ldots, n"),
    (r"x \approx 3", r"x \approx 3"), (r"x \neq 3", r"x \not= 3"),
    ("7", r"\$7"), ("12", r"12\text{ students}"), (r"\text{east}", r"\text{East}"),
]  # fmt: skip


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("gold", "answer"), HONEST)
def test_honest_spellings_still_pass(mode: str, gold: str, answer: str) -> None:
    grade = GRADERS[mode].grade(_box(answer), gold)
    assert grade.correct, (gold, answer, grade.status, grade.extracted)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", ["number", "integer"])
def test_number_graders_read_no_false_computation(mode: str, name: str) -> None:
    grader = get_grader(name, mode=mode)
    for wrong in (r"\boxed{8 = 7}", r"\boxed{7 = 8 = 7}", r"\boxed{x = 8 = 7}", r"\boxed{2 \times 4 = 7}"):
        assert not grader.grade(f"So {wrong}.", "7").correct, (name, wrong)
    for right in (r"\boxed{8 - 1 = 7}", r"\boxed{x = 7}", r"\boxed{5 + 3 = 8 - 1 = 7}", r"\boxed{7}"):
        assert grader.grade(f"So {right}.", "7").correct, (name, right)


def _alternatives(g: str, w: str) -> list[str]:
    return [
        f"The answer is $\\boxed{{{g}}}$ or ${w}$.",
        f"The answer is $\\boxed{{{g}}}$, or maybe ${w}$.",
        f"The answer is $\\boxed{{{g}}}$... or ${w}$.",
        f"The answer is $\\boxed{{{g}}}$. Or ${w}$.",
        f"Answer: not ${w}$ but ${g}$... or ${w}$.",
        f"The answer is $\\boxed{{{g}}}$ (or ${w}$).",
        f"The answer is $\\boxed{{{g}}}$ — or ${w}$.",
        f"The answer is $\\boxed{{{g}}}$ / ${w}$.",
        f"The answer is $\\boxed{{{g}}}$ and/or ${w}$.",
        f"The answer is $\\boxed{{{g}}}$; alternatively, ${w}$.",
        f"The answer is $\\boxed{{{g}}}$ otherwise ${w}$.",
        f"The answer is $\\boxed{{{g}}}$. It could also be ${w}$.",
        f"The answer is $\\boxed{{{g}}}$. Another possible answer is ${w}$.",
        f"The answer is $\\boxed{{{g}}}$. ${w}$ also works.",
    ]


ALTERNATIVES = [
    (name, g, r) for name, (g, w) in GOLDS.items() if name in {"integer", "negative", "fraction", "radical"}
    for r in _alternatives(g, w)
]  # fmt: skip


@pytest.mark.parametrize(("name", "gold", "response"), ALTERNATIVES)
def test_an_alternative_after_the_answer_is_a_hedge(name: str, gold: str, response: str) -> None:
    """Standard mode (strict refuses anything after the box already): an answer followed by "or" and
    another value, also across an ellipsis that trails on into the same sentence, is one of two."""
    for mode in MODES:
        assert not GRADERS[mode].grade(response, gold).correct, (mode, response)


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        (r"The answer is $\boxed{7}$. Or we could compute it another way.", "7"),
        (r"Thus $x = \boxed{7}$, or equivalently seven.", "7"),
        (r"$\boxed{2}$ or $\boxed{3}$", "2, 3"),
        (r"Counting 1, 2, 3... we get 7. The answer is $\boxed{7}$.", "7"),
        (r"It is 7... Yes, the answer is $\boxed{7}$.", "7"),
        (r"The answer is $\boxed{7}$ (or equivalently $\frac{14}{2}$).", "7"),
        (r"The answer is $\boxed{7}$. Check: $7 \cdot 3 = 21$.", "7"),
        (r"So $x = \boxed{7}$. The other root, $-2$, is extraneous.", "7"),
        (r"So the answer is $\boxed{7}$ dollars/hour.", "7"),
    ],
)
def test_an_or_that_offers_no_other_value_keeps_the_answer(response: str, gold: str) -> None:
    assert GRADERS["standard"].grade(response, gold).correct, response
