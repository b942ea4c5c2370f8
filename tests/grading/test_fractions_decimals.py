"""Labelled cases: fractions, mixed numbers, decimals (exact decimal = fraction; 0.333 is not 1/3)."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{\\frac{1}{2}}", "\\frac12", True),
    ("\\boxed{\\dfrac{1}{2}}", "\\frac{1}{2}", True),
    ("\\boxed{\\tfrac{3}{4}}", "\\frac 34", True),
    ("\\boxed{1/2}", "\\frac{1}{2}", True),
    ("\\boxed{0.5}", "\\frac{1}{2}", True),
    ("\\boxed{.5}", "\\frac{1}{2}", True),
    ("\\boxed{0.50}", "\\frac{1}{2}", True),
    ("\\boxed{\\frac{2}{4}}", "\\frac{1}{2}", True),
    ("\\boxed{\\frac{-3}{8}}", "-\\frac{3}{8}", True),
    ("\\boxed{-\\frac{3}{8}}", "-\\frac{3}{8}", True),
    ("\\boxed{-0.375}", "-\\frac{3}{8}", True),
    ("\\boxed{\\frac{3}{8}}", "-\\frac{3}{8}", False),
    ("\\boxed{0.333}", "\\frac{1}{3}", False),
    ("\\boxed{0.33}", "\\frac{1}{3}", False),
    ("\\boxed{0.3333333}", "\\frac{1}{3}", False),
    ("\\boxed{0.67}", "\\frac{2}{3}", False),
    ("\\boxed{\\frac{1}{3}}", "\\frac{1}{3}", True),
    ("\\boxed{\\frac{2}{6}}", "\\frac{1}{3}", True),
    ("\\boxed{2\\frac{1}{3}}", "\\frac{7}{3}", True),
    ("\\boxed{2 \\frac{1}{3}}", "\\frac{7}{3}", True),
    ("\\boxed{137 \\frac{1}{2}}", "\\frac{275}{2}", True),
    ("\\boxed{137.5}", "137 \\frac{1}{2}", True),
    ("\\boxed{1\\frac{4}{5}}", "1.8", True),
    ("\\boxed{\\frac{9}{5}}", "1\\frac{4}{5}", True),
    ("\\boxed{\\frac{4}{5}}", "1\\frac{4}{5}", False),
    ("\\boxed{\\frac{7}{2}}", "3.5", True),
    ("\\boxed{3.50}", "\\frac{7}{2}", True),
    ("\\boxed{3.6}", "\\frac{7}{2}", False),
    ("\\boxed{\\frac{17}{50}}", "\\dfrac{17}{50}", True),
    ("\\boxed{0.34}", "\\dfrac{17}{50}", True),
    ("\\boxed{\\frac{33}{100}}", "0.33", True),
    ("\\boxed{.0000672}", "6.72 \\times 10^{-5}", True),
    ("\\boxed{0.0000672}", ".0000672", True),
    ("\\boxed{0.000067}", ".0000672", False),
    ("\\boxed{\\frac{9}{19}}", "\\frac9{19}", True),
    ("\\boxed{\\frac{19}{9}}", "\\frac9{19}", False),
    ("\\boxed{\\frac{1}{4}}", "\\frac14", True),
    ("\\boxed{4}", "\\frac14", False),
    ("\\boxed{\\frac{10}{11}}", "\\frac{10}{11}", True),
    ("\\boxed{\\frac{11}{10}}", "\\frac{10}{11}", False),
    ("\\boxed{\\frac{3}{2}}", "1.5", True),
    ("\\boxed{\\frac{448}{15625}}", "\\frac{448}{15625}", True),
    ("\\boxed{0.028672}", "\\frac{448}{15625}", True),
    ("\\boxed{0.0287}", "\\frac{448}{15625}", False),
    ("\\boxed{\\frac{1}{2}+\\frac{1}{3}}", "\\frac{5}{6}", True),
    ("\\boxed{\\frac{5}{6}}", "\\frac{1}{2}", False),
    # Mixed numbers written with a slash; digits split by a space are not one number.
    ("\\boxed{7 3/4}", "\\frac{31}{4}", True),
    ("\\boxed{-2 1/2}", "-\\frac{5}{2}", True),
    ("\\boxed{2 1/2}", "\\frac{21}{2}", False),
    ("\\boxed{8 21}", "821", False),
    ("\\boxed{\\tfrac83}", "\\frac{8}{3}", True),
    # A decimal is the number it writes, however many digits it has.
    ("\\boxed{0.0833333333333333}", "\\frac{1}{12}", False),
    ("\\boxed{0.08333333333333333}", "\\frac{8333333333333333}{100000000000000000}", True),
    ("\\boxed{0.08333}", "\\frac{1}{12}", False),
    ("\\boxed{0.0833333333333333}", "\\frac{1}{11}", False),
    # A decimal comma (not a thousands grouping) is also a decimal point.
    ("\\boxed{1,22}", "1.22", True),
    ("\\boxed{0.111}", "0,111", False),  # a gold "0,111" may be the list 0, 111: never read as a decimal
    ("\\boxed{0,111}", "0.111", True),  # a predicted decimal comma is a reading of the prediction
    ("\\boxed{111}", "0,111", False),
    ("\\boxed{1.2}", "1,22", False),
    # Scale words.
    ("\\boxed{2 \\text{ million}}", "2000000", True),
    ("\\boxed{2.5 billion}", "2500000000", True),
    ("\\boxed{2 \\text{ million}}", "2", False),
    ("\\boxed{\\cfrac{1}{3}}", "\\frac13", True),
    ("\\boxed{\\cfrac{1}{3}}", "\\frac14", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
