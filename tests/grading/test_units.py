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
    # A percent is also its fraction: 50% is 50 and 1/2; a bare 50 is not 1/2.
    ("\\boxed{0.5}", "50\\%", True),
    ("\\boxed{\\frac{1}{2}}", "50\\%", True),
    ("\\boxed{50\\%}", "0.5", True),
    ("\\boxed{12.5\\%}", "\\frac18", True),
    ("\\boxed{50 \\text{ percent}}", "0.5", True),
    ("\\boxed{50}", "0.5", False),
    ("\\boxed{0.5}", "50", False),
    ("\\boxed{0.4}", "50\\%", False),
    ("\\boxed{5\\%}", "0.5", False),
    # Degrees are also radians.
    ("\\boxed{30^\\circ}", "\\frac{\\pi}{6}", True),
    ("\\boxed{\\frac{\\pi}{6}}", "30^{\\circ}", True),
    ("\\boxed{60^\\circ}", "\\frac{\\pi}{6}", False),
    ("\\boxed{30}", "\\frac{\\pi}{6}", False),
    # Currency and separators.
    ("\\boxed{\\$1,000}", "1000", True),
    ("\\boxed{\\$1,000.00}", "\\$1000", True),
    ("\\boxed{\\$1,001}", "1000", False),
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
    # A base-n numeral is also its value in base 10.
    ("\\boxed{5}", "101_2", True),
    ("\\boxed{101_2}", "5", True),
    ("\\boxed{26}", "1A_{16}", True),
    ("\\boxed{6}", "101_2", False),
    ("\\boxed{5}", "102_2", False),
    ("\\boxed{\\frac{1}{3} \\textbf{meters}}", "1/3", True),
    ("\\boxed{\\frac{1}{4} \\textbf{meters}}", "1/3", False),
    ("\\boxed{32, 349}", "32349", False),  # a space after the comma: a list
    ("\\boxed{32,349}", "32349", True),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
