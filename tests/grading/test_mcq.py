"""Labelled cases: multiple-choice letters (``B``, ``(B)``, ``B)``, "answer is B", option text)."""

import pytest

from proctor.grading import get_grader, grade

GRADER = "mcq"
CASES = [
    ("\\boxed{B}", "B", True),
    ("\\boxed{(B)}", "B", True),
    ("\\boxed{\\text{(B)}}", "B", True),
    ("\\boxed{b}", "B", True),
    ("\\boxed{C}", "B", False),
    ("\\boxed{B}", "(B)", True),
    ("\\boxed{B}", "\\text{(B)}", True),
    ("The answer is (B).", "B", True),
    ("The answer is B.", "B", True),
    ("The answer is B", "B", True),
    ("Answer: C", "C", True),
    ("Answer: C", "B", False),
    ("I pick option D.", "D", True),
    ("Looking at the options...\n(A) is wrong because...\nSo the answer is (E).", "E", True),
    ("Looking at the options...\n(A) is wrong because...\nSo the answer is (E).", "A", False),
    ("B) 42", "B", True),
    ("\\boxed{42}", "B) 42", True),
    ("\\boxed{43}", "B) 42", False),
    ("\\boxed{B}", "B) 42", True),
    ("The final answer is 42.", "(B) 42", True),
    ("\\boxed{A}, \\boxed{B}", "B", False),
    ("\\boxed{A or B}", "B", False),
    ("nothing to say", "B", False),
    ("<think>(A) looks right</think>The answer is (C).", "C", True),
    ("<think>(A) looks right</think>The answer is (C).", "A", False),
    ("\\boxed{\\text{B}}", "B", True),
    ("**B**", "B", True),
    ("**B**", "C", False),
    ("The correct option is **(B)**.", "B", True),
    ("Answer: (D) 12", "D", True),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected


@pytest.mark.parametrize(
    "response,gold,expected",
    [
        ("\\boxed{\\text{(C)}}", "\\text{(C)}", True),
        ("\\boxed{C}", "\\text{(C)}", True),
        ("\\boxed{(E)}", "\\text{(C)}", False),
    ],
)
def test_math_grader_reads_choice_letters(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, "math").correct is expected


def test_check_gold() -> None:
    g = get_grader("mcq")
    assert g.check_gold("B") is None
    assert g.check_gold("(C)") is None
    assert g.check_gold("B) 42") is None
    assert "choice letter" in (g.check_gold("42") or "")
