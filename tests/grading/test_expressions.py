"""Labelled cases: algebraic expressions (polynomials, products, trig), equal as functions."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{x^3+3x-6}", "x^3+3x-6", True),
    ("\\boxed{3x + x^3 - 6}", "x^3+3x-6", True),
    ("\\boxed{x^3+3x+6}", "x^3+3x-6", False),
    ("\\boxed{(a+5)(b+2)}", "(a+5)(b+2)", True),
    ("\\boxed{(b+2)(a+5)}", "(a+5)(b+2)", True),
    ("\\boxed{ab + 2a + 5b + 10}", "(a+5)(b+2)", True),
    ("\\boxed{(a+2)(b+5)}", "(a+5)(b+2)", False),
    ("\\boxed{-13x+3}", "-13x+3", True),
    ("\\boxed{3 - 13x}", "-13x+3", True),
    ("\\boxed{13x+3}", "-13x+3", False),
    ("\\boxed{15x - 80}", "15x - 80", True),
    ("\\boxed{5(3x - 16)}", "15x - 80", True),
    ("\\boxed{6r^2-4r-24}", "6r^2-4r-24", True),
    ("\\boxed{2(3r^2 - 2r - 12)}", "6r^2-4r-24", True),
    ("\\boxed{6r^2-4r+24}", "6r^2-4r-24", False),
    ("\\boxed{8n^2 + 4n + 1}", "8n^2 + 4n + 1", True),
    ("\\boxed{4n(2n+1) + 1}", "8n^2 + 4n + 1", True),
    ("\\boxed{8n^2 + 4n}", "8n^2 + 4n + 1", False),
    ("\\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}", "x^5 - x^4 + x^3 - x^2 + x - 1", True),
    ("\\boxed{(x-1)(x^4+x^2+1)}", "x^5 - x^4 + x^3 - x^2 + x - 1", True),
    ("\\boxed{(x+1)(x^4+x^2+1)}", "x^5 - x^4 + x^3 - x^2 + x - 1", False),
    ("\\boxed{2k+2}", "2k+2", True),
    ("\\boxed{2(k+1)}", "2k+2", True),
    ("\\boxed{2k}", "2k+2", False),
    ("\\boxed{p - q}", "p - q", True),
    ("\\boxed{-q + p}", "p - q", True),
    ("\\boxed{q - p}", "p - q", False),
    ("\\boxed{5r^5}", "5r^5", True),
    ("\\boxed{5r^4}", "5r^5", False),
    ("\\boxed{\\cot x}", "\\cot x", True),
    ("\\boxed{\\frac{\\cos x}{\\sin x}}", "\\cot x", True),
    ("\\boxed{\\tan x}", "\\cot x", False),
    ("\\boxed{\\sin^2 x + \\cos^2 x}", "1", True),
    ("\\boxed{\\frac{11+9a}{20}}", "\\frac{11+9a}{20}", True),
    ("\\boxed{\\frac{11}{20} + \\frac{9a}{20}}", "\\frac{11+9a}{20}", True),
    ("\\boxed{\\frac{11+9a}{21}}", "\\frac{11+9a}{20}", False),
    ("\\boxed{3R^2}", "3R^2", True),
    ("\\boxed{3r^2}", "3R^2", False),  # letter case is a different symbol
    ("\\boxed{\\binom{6}{2}}", "15", True),
    ("\\boxed{2^{10}}", "1024", True),
    ("\\boxed{2^{10}}", "1023", False),
    ("\\boxed{10!}", "3628800", True),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
