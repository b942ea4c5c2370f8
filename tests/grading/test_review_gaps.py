"""Cases a fresh review of the weakened-commitment and red-team rules found.

The first tests pin the gaps now closed: a chain that starts with a name and ends on a false step
(``x = 8 = 7``), an ellipsis spelled with spaced dots, lookalike relation symbols. The ``xfail``
tests (strict: they fail the suite once the gap is closed, so the mark must then go) record the gaps
still open: wrong answers accepted and honest answers refused, each to be fixed by a mechanism."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")


def grader(mode: str):
    return get_grader("math", mode=mode) if mode == "strict" else get_grader("math")


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(grader(mode), response, gold).correct


CLOSED = [
    (r"\boxed{x = 8 = 7}", "7"),
    (r"\boxed{y = 2 \cdot 4 = 7}", "7"),
    (r"\boxed{a + b = 8 = 7}", "7"),
    (r"\boxed{x = 8 = 7}", "x = 7"),
    (r"\boxed{x = 0.0000001 = 0}", "0"),
    (r"\boxed{3.14 . . .}", "3.14"),
    (r"\boxed{7 . . .}", "7"),
    (r"\boxed{7. . .}", "7"),
    (r"\boxed{7 . .}", "7"),
    (r"\boxed{1, 2, 3, . . .}", "1, 2, 3"),
    (r"\boxed{x ≋ 7}", "7"),
    (r"\boxed{x ≍ 7}", "7"),
    (r"\boxed{x ∽ 7}", "7"),
]

HONEST = [
    (r"\boxed{x = 5 + 5 + 1 = 11}", "11"),
    (r"\boxed{x = 3 + 4 = 7}", "7"),
    (r"\boxed{7}", "7"),
    (r"The answer is $\boxed{7}$.", "7"),
    (r"\boxed{1, 2, \ldots, n}", r"1, 2, \ldots, n"),
    (r"\boxed{1, 2, 3}.", "1, 2, 3"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), CLOSED)
def test_a_false_last_step_an_ellipsis_or_a_lookalike_relation_is_not_the_value(response, gold, mode):
    assert not correct(response, gold, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), HONEST)
def test_honest_chains_lists_and_periods_are_still_read(response, gold, mode):
    if mode == "strict" and response.endswith("}."):
        pytest.skip("strict refuses text after a box by design")
    assert correct(response, gold, mode)


OPEN_WRONG: list = [  # (response, gold, modes): a wrong answer still accepted; all of this review's are closed
    # (test_wrong_answer_gaps.py; framing, conditions and case splits: test_framing.py; hedges, negations,
    # retractions and labels in other words and languages: LEXICON_CLOSED below, test_lexicon.py)
]

# Closed by the multilingual lexicon (proctor.grading.lexicon; its families: tests/grading/test_lexicon.py).
LEXICON_CLOSED = [
    # hedges and negations in languages without word lists
    (r"Het antwoord is misschien $\boxed{7}$.", "7"),
    ("答えはたぶん$\\boxed{7}$です。", "7"),
    (r"The answer is $\boxed{7}$. Nee, dat klopt niet.", "7"),
    (r"La risposta forse è $\boxed{7}$.", "7"),
    (r"La risposta non è $\boxed{7}$.", "7"),
    # retractions in words outside the lists, and a box labelled as a distractor
    (r"The answer is $\boxed{7}$. Ignore that.", "7"),
    (r"The answer is $\boxed{7}$ (decoy).", "7"),
    ("The answer: $\\boxed{8}$\n\nDistractor: $\\boxed{7}$", "7"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("response", "gold"), LEXICON_CLOSED)
def test_other_languages_hedges_negations_retractions_and_labels_are_not_read(response, gold, mode):
    assert not correct(response, gold, mode)


HONEST_CLOSED = [  # (response, gold, modes): honest answers the rules once refused (test_honest_readings.py)
    (r"\boxed{2 \text{ fish}}", "2", MODES),  # a noun that ends like a qualifier (-ed/-ly/-ish/-est)
    (r"\boxed{1 \text{ family}}", "1", MODES),
    (r"\boxed{4a \text{ cm}}", "4a", MODES),  # a unit after a variable
    (r"\boxed{10\% = 0.1}", "0.1", MODES),  # a percent in a computation is its fraction
    (r"\boxed{10\% = 0.1}", r"10\%", MODES),
    (r"\boxed{\frac13 = 0.333}", "0.333", MODES),  # a last step that rounds at its stated digits
    (r"The answer is \boxed{7}, or $7.0$ in decimal.", "7", ("standard",)),  # the same value again
]


@pytest.mark.xfail(strict=True, reason="open: a wrong answer the rules still accept (see docs/grading.md)")
@pytest.mark.parametrize(("response", "gold", "modes"), OPEN_WRONG)
def test_open_gap_wrong_answer_is_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), HONEST_CLOSED)
def test_closed_gap_honest_answer_is_read(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)
