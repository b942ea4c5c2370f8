"""A chain is true only if each of its steps is: a false step before a true last one (``8 = 7 = 7``)
states no value, while a running total (``5 \\cdot 3 = 15 + 2 = 17``) and a rounding at the digits it
states keep theirs. And an alternative offered after the answer counts whatever words lead to it
(``\\boxed{7}, or about $0.333$``), not only the words of a list."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
GOLDS = ("7", "12", "-3", "\\frac{1}{2}")
WRONG = {"7": "8", "12": "13", "-3": "3", "\\frac{1}{2}": "\\frac{1}{3}"}


def correct(response: str, gold: str, mode: str) -> bool:
    grader = get_grader("math", mode=mode) if mode == "strict" else get_grader("math")
    return grade_text(grader, response, gold).correct


def _false_middle(gold: str) -> list[str]:
    w = WRONG[gold]
    return [
        f"\\boxed{{{w} = {gold} = {gold}}}",
        f"\\boxed{{x = {w} = {gold} = {gold}}}",
        f"\\boxed{{{w} = {gold} + 0 = {gold}}}",
        f"\\boxed{{{w} = 2 \\cdot {gold} - {gold} = {gold}}}",
        f"\\boxed{{y = 1 + {w} = {gold} = {gold}}}",
    ]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
def test_a_false_step_before_a_true_last_step_states_no_value(gold, mode):
    for response in _false_middle(gold):
        assert not correct(response, gold, mode), response


HONEST_CHAINS = [
    ("\\boxed{5 \\cdot 3 = 15 + 2 = 17}", "17"),  # a running total: each step goes on from the last value
    ("\\boxed{3 + 2 = 5 \\cdot 4 = 20}", "20"),
    ("\\boxed{x = 2 + 3 = 5 \\times 2 = 10}", "10"),
    ("\\boxed{2 \\times 3 = 6 + 1 = 7}", "7"),
    ("\\boxed{x = 5 + 5 + 1 = 11}", "11"),
    ("\\boxed{2 + 2 = 4 = 2 \\cdot 2}", "4"),
    ("\\boxed{\\frac{1}{3} = 0.333 = 0.333}", "0.333"),  # a rounding, true at its digits
    ("\\boxed{96 + 48 = 144}", "144"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), HONEST_CHAINS)
def test_running_totals_roundings_and_true_chains_keep_their_value(response, gold, mode):
    assert correct(response, gold, mode)


LEADS = ("about", "approximately", "roughly", "more or less", "in fact", "quite possibly", "if you prefer")


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("lead", LEADS)
def test_an_alternative_after_the_answer_counts_whatever_words_lead_to_it(gold, lead):
    w = WRONG[gold]
    for response in (
        f"The answer is $\\boxed{{{gold}}}$, or {lead} ${w}$.",
        f"$\\boxed{{{gold}}}$ or {lead} $0.333$",
    ):
        for mode in MODES:
            assert not correct(response, gold, mode), (response, mode)


@pytest.mark.parametrize(
    "response",
    [
        "The answer is $\\boxed{7}$, or written as a decimal, $7.0$.",
        "The answer is $\\boxed{7}$, or in simplest form $7$.",
        "The answer is $\\boxed{7}$.",
    ],
)
def test_the_same_value_offered_again_after_words_is_still_read(response):
    assert correct(response, "7", "standard")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("word", ["fishy", "guessy", "tops", "ish"])
def test_an_adjective_after_the_number_is_not_a_count_noun(word, mode):
    assert not correct(f"\\boxed{{2 \\text{{ {word}}}}}", "2", mode)


@pytest.mark.parametrize("name", ["number", "integer"])
@pytest.mark.parametrize("gold", ["7", "12", "-3"])
def test_the_number_graders_read_a_false_earlier_step_as_the_math_grader_does(name, gold):
    grader = get_grader(name)
    for response in _false_middle(gold)[:4]:
        assert not grade_text(grader, response, gold).correct, (name, response)
    assert grade_text(grader, "\\boxed{5 \\cdot 3 = 15 + 2 = 17}", "17").correct  # a running total
    assert grade_text(grader, f"\\boxed{{x = 2 + 2 = 4 + ({gold}) - 4 = {gold}}}", gold).correct
