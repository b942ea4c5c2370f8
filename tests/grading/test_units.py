"""Labelled cases: degrees, percents, currency and ``\\text{}`` units."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{30^\\circ}", "30^\\circ", True),
    ("\\boxed{30}", "30^\\circ", True),
    ("\\boxed{30^{\\circ}}", "30", True),
    ("\\boxed{30°}", "30^\\circ", True),
    ("\\boxed{30 \\text{ degrees}}", "30^\\circ", True),
    ("\\boxed{31^\\circ}", "30^\\circ", False),
    ("\\boxed{\\frac{270}{7}}", "\\frac{270}7\\text{ degrees}", True),
    ("\\boxed{\\frac{270}{7}^\\circ}", "\\frac{270}7\\text{ degrees}", True),
    ("\\boxed{38.57}", "\\frac{270}7\\text{ degrees}", False),
    ("\\boxed{50\\%}", "50\\%", True),
    ("\\boxed{50}", "50\\%", True),
    ("\\boxed{50\\%}", "50", True),
    ("\\boxed{40\\%}", "50\\%", False),
    ("\\boxed{\\$18.90}", "\\$18.90", True),
    ("\\boxed{18.90}", "\\$18.90", True),
    ("\\boxed{18.9}", "\\$18.90", True),
    ("\\boxed{\\$18.19}", "\\$18.90", False),
    ("\\boxed{\\$32,348}", "\\$32,\\!348", True),
    ("\\boxed{32348}", "\\$32,\\!348", True),
    ("\\boxed{\\$36}", "\\$36", True),
    ("\\boxed{15 \\text{ cm}^2}", "15\\mbox{ cm}^2", True),
    ("\\boxed{15}", "15\\mbox{ cm}^2", True),
    ("\\boxed{16 \\text{ cm}^2}", "15\\mbox{ cm}^2", False),
    ("\\boxed{864 \\text{ square inches}}", "864 \\mbox{ inches}^2", True),
    ("\\boxed{864}", "864 \\mbox{ inches}^2", True),
    ("\\boxed{5.4}", "5.4 \\text{ cents}", True),
    ("\\boxed{5.4 \\text{ cents}}", "5.4 \\text{ cents}", True),
    ("\\boxed{4.5 \\text{ cents}}", "5.4 \\text{ cents}", False),
    ("\\boxed{10,080}", "10,\\!080", True),
    ("\\boxed{10080}", "10,\\!080", True),
    ("\\boxed{11,111,111,100}", "11,\\! 111,\\! 111,\\! 100", True),
    ("\\boxed{11111111100}", "11,\\! 111,\\! 111,\\! 100", True),
    ("\\boxed{1111111100}", "11,\\! 111,\\! 111,\\! 100", False),
    ("\\boxed{58,500}", "58,500", True),
    ("\\boxed{58500}", "58,500", True),
    ("\\boxed{2516_8}", "2516_8", True),
    ("\\boxed{2516_{8}}", "2516_8", True),
    ("\\boxed{2516}", "2516_8", True),
    ("\\boxed{2517_8}", "2516_8", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
