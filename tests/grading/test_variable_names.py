"""One reading of a variable's name (proctor.grading.variable_names) for the universality gloss after a box and
the aside that only names variables: they read different Greek letters, so '(independent of $\\epsilon$)' was a
gloss in neither while '(independent of $\\theta$)' was one in both."""

from __future__ import annotations

import re

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.variable_names import NAME

GRADER = get_grader("math")
GREEK = ["\\epsilon", "\\Theta", "\\eta", "\\chi", "\\varphi", "x_{ 1 }", "a_n", "T"]


@pytest.mark.parametrize("name", GREEK)
def test_a_universality_gloss_reads_every_name(name: str) -> None:
    for text in (
        f"The product is $\\boxed{{6}}$ (independent of ${name}$).",
        f"The product is 6 (independent of ${name}$).",
    ):
        grade = grade_text(GRADER, text, "6")
        assert (grade.correct, grade.extracted) == (True, "6"), (text, grade.status)


@pytest.mark.parametrize("name", GREEK)
def test_a_name_given_a_value_is_no_gloss(name: str) -> None:
    for text in (
        f"The product is $\\boxed{{6}}$ (independent of ${name} = 7$).",
        f"The product is 6 (where ${name} = 7$).",
    ):
        assert grade_text(GRADER, text, "6").correct is False, text


@pytest.mark.parametrize("math", ["\\pi", "\\pi_1", "12", "x1", "\\alphabet", "xy", "\\sqrt{2}"])
def test_a_constant_a_number_or_a_word_is_no_name(math: str) -> None:
    assert re.fullmatch(NAME, math) is None
