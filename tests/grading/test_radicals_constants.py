"""Labelled cases: radicals, pi, e, i, infinity."""

import pytest

from proctor.grading import grade

GRADER = "math"
CASES = [
    ("\\boxed{\\frac{\\sqrt{8}}{2}}", "\\sqrt{2}", True),
    ("\\boxed{\\sqrt{2}}", "\\frac{\\sqrt{8}}{2}", True),
    ("\\boxed{2\\sqrt{2}}", "\\sqrt{8}", True),
    ("\\boxed{\\sqrt{8}}", "2\\sqrt{2}", True),
    ("\\boxed{\\sqrt{3}}", "\\sqrt{2}", False),
    ("\\boxed{1.414}", "\\sqrt{2}", False),
    ("\\boxed{1.41421}", "\\sqrt{2}", False),
    ("\\boxed{11\\sqrt{2}}", "11\\sqrt2", True),
    ("\\boxed{\\sqrt{242}}", "11\\sqrt2", True),
    ("\\boxed{\\frac{\\sqrt{3}}{3}}", "\\frac{1}{\\sqrt{3}}", True),
    ("\\boxed{\\frac{1}{\\sqrt{3}}}", "\\frac{\\sqrt{3}}{3}", True),
    ("\\boxed{\\frac{\\sqrt{3}}{2}}", "\\frac{\\sqrt{3}}{3}", False),
    ("\\boxed{\\frac{3\\sqrt{3}}{4}}", "\\frac{3\\sqrt{3}}{4}", True),
    ("\\boxed{\\frac{3}{4}\\sqrt{3}}", "\\frac{3\\sqrt{3}}{4}", True),
    ("\\boxed{0.75\\sqrt{3}}", "\\frac{3\\sqrt{3}}{4}", True),
    ("\\boxed{11 + 11\\sqrt{5}}", "11 \\sqrt{5} + 11", True),
    ("\\boxed{11(1+\\sqrt{5})}", "11 \\sqrt{5} + 11", True),
    ("\\boxed{11 \\sqrt{5} - 11}", "11 \\sqrt{5} + 11", False),
    ("\\boxed{\\sqrt[3]{8}}", "2", True),
    ("\\boxed{\\sqrt[3]{9}}", "2", False),
    ("\\boxed{2\\sqrt{113}}", "\\sqrt{452}", True),
    ("\\boxed{\\pi}", "\\pi", True),
    ("\\boxed{3.14}", "\\pi", False),
    ("\\boxed{3.14159}", "\\pi", False),
    ("\\boxed{12\\pi}", "12\\pi", True),
    ("\\boxed{\\pi \\cdot 12}", "12\\pi", True),
    ("\\boxed{12}", "12\\pi", False),
    ("\\boxed{\\frac{20000}{\\pi}}", "\\frac{20000}{\\pi}", True),
    ("\\boxed{20000/\\pi}", "\\frac{20000}{\\pi}", True),
    ("\\boxed{20000\\pi}", "\\frac{20000}{\\pi}", False),
    ("\\boxed{18+2\\pi}", "2\\pi + 18", True),
    ("\\boxed{-\\frac{\\pi}{6}}", "-\\frac{\\pi}{6}", True),
    ("\\boxed{\\frac{-\\pi}{6}}", "-\\frac{\\pi}{6}", True),
    ("\\boxed{\\frac{\\pi}{6}}", "-\\frac{\\pi}{6}", False),
    ("\\boxed{\\frac{\\pi^2}{8}}", "\\frac{1}{8}\\pi^2", True),
    ("\\boxed{e^2}", "e^{2}", True),
    ("\\boxed{e}", "e", True),
    ("\\boxed{2.718}", "e", False),
    ("\\boxed{\\ln(e^3)}", "3", True),
    ("\\boxed{1 + 2i}", "1+2i", True),
    ("\\boxed{2i + 1}", "1+2i", True),
    ("\\boxed{1 - 2i}", "1+2i", False),
    ("\\boxed{-2 + 7i}", "-2 + 7i", True),
    ("\\boxed{7i - 2}", "-2 + 7i", True),
    ("\\boxed{i^2}", "-1", True),
    ("\\boxed{6-5i}", "6 - 5i", True),
    ("\\boxed{\\infty}", "\\infty", True),
    ("\\boxed{-\\infty}", "\\infty", False),
    ("\\boxed{\\infty}", "1000000", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected
