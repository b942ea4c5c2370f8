"""Labelled cases: ``x = 3`` vs ``3``, equations (same up to a factor or side swap), inequalities."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{x = 3}", "3", True),
    ("\\boxed{3}", "x=3", True),
    ("\\boxed{x=5}", "x=5", True),
    ("\\boxed{x = 4}", "x=5", False),
    ("\\boxed{a = \\frac{1}{2}}", "\\frac{1}{2}", True),
    ("\\boxed{k = 7}", "8", False),
    ("\\boxed{y = 2x + 3}", "y = 2x + 3", True),
    ("\\boxed{y = 3 + 2x}", "y = 2x + 3", True),
    ("\\boxed{2x + 3}", "y = 2x + 3", True),
    ("\\boxed{2x - y + 3 = 0}", "y = 2x + 3", True),
    ("\\boxed{y = 2x - 3}", "y = 2x + 3", False),
    ("\\boxed{y = -2x}", "y = -2x", True),
    ("\\boxed{2x + y = 0}", "y = -2x", True),
    ("\\boxed{y = 2x}", "y = -2x", False),
    ("\\boxed{5x - 7y + 11z + 4 = 0}", "5x - 7y + 11z + 4 = 0", True),
    ("\\boxed{-5x + 7y - 11z - 4 = 0}", "5x - 7y + 11z + 4 = 0", True),
    ("\\boxed{10x - 14y + 22z + 8 = 0}", "5x - 7y + 11z + 4 = 0", True),
    ("\\boxed{5x - 7y + 11z = 4}", "5x - 7y + 11z + 4 = 0", False),
    ("\\boxed{5x - 7y + 11z + 4 = 1}", "5x - 7y + 11z + 4 = 0", False),
    ("\\boxed{x > 3}", "(3, \\infty)", True),
    ("\\boxed{x \\geq 3}", "[3, \\infty)", True),
    ("\\boxed{x \\ge 3}", "(3, \\infty)", False),
    ("\\boxed{(3, \\infty)}", "x > 3", True),
    ("\\boxed{x < 3}", "x > 3", False),
    ("\\boxed{3 < x}", "x > 3", True),
    ("\\boxed{-2 \\le x \\le 7}", "[-2,7]", True),
    ("\\boxed{-2 < x \\le 7}", "[-2,7]", False),
    ("\\boxed{-2 < x \\le 7}", "(-2,7]", True),
    ("\\boxed{x \\le 0}", "(-\\infty, 0]", True),
    ("\\boxed{x < 0}", "(-\\infty, 0]", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
