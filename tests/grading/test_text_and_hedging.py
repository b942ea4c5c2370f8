"""Labelled cases: word answers, and hedged answers (several alternatives are never rewarded)."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{\\text{Evelyn}}", "\\text{Evelyn}", True),
    ("\\boxed{Evelyn}", "\\text{Evelyn}", True),
    ("\\boxed{evelyn}", "\\text{Evelyn}", True),
    ("\\boxed{\\text{Navin}}", "\\text{Evelyn}", False),
    ("\\boxed{\\text{east}}", "\\text{east}", True),
    ("\\boxed{\\text{East}}", "\\text{east}", True),
    ("\\boxed{\\text{west}}", "\\text{east}", False),
    ("\\boxed{\\text{ellipse}}", "\\text{ellipse}", True),
    ("\\boxed{\\text{parabola}}", "\\text{ellipse}", False),
    ("\\boxed{\\text{even}}", "\\text{even}", True),
    ("\\boxed{\\text{odd}}", "\\text{even}", False),
    ("\\boxed{\\text{neither}}", "\\text{even}", False),
    ("\\boxed{5}", "\\text{even}", False),
    ("\\boxed{1 \\text{ or } 2}", "1", False),
    ("\\boxed{1 or 2}", "2", False),
    ("\\boxed{1}, \\boxed{2}", "1", False),
    ("So it is \\boxed{1}, \\boxed{2}", "2", False),
    ("\\boxed{1, 2}", "1", False),
    ("\\boxed{\\pm 3}", "3", False),
    ("\\boxed{3 \\text{ or } -3}", "3", False),
    ("\\boxed{x = 1 \\text{ or } x = 2}", "1, 2", True),
    ("\\boxed{1 \\text{ or } 2}", "1, 2", True),
    ("\\boxed{1}, \\boxed{2}", "1, 2", True),
    ("\\boxed{2}, \\boxed{1}", "1, 2", True),
    ("\\boxed{2}\n\nFinal: \\boxed{2}", "2", True),
    ("\\boxed{3}\nHence \\boxed{2}", "2", True),
    ("\\boxed{2, 2}", "2", True),
    ("\\boxed{\\pm 3}", "3, -3", True),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
