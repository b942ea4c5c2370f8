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


# Only a stated final choice counts: restated options, hedges and letters inside the reasoning
# are no choice (a response that names every option must not be graded correct by its last one).
NO_CHOICE = [
    ("Options: (A) 12 (B) 14 (C) 16 (D) 18. I am not sure.", "D"),
    ("(A) 12\n(B) 14\n(C) 16\n(D) 18", "D"),
    ("A) 12\nB) 14\nC) 16\nD) 18", "D"),
    ("The answer is A or B.", "A"),
    ("The answer is (A) or (C).", "A"),
    ("The answer is either A or B", "A"),
    ("Answer: A, B", "A"),
    ("Looking at (B), it fails. Then (D) gives 18, which fits the data", "D"),
    ("Option (C) seems plausible, but we should check the area first", "C"),
    ("If the answer is B, then x = 2, which is impossible", "B"),
    ("Let me think. Suppose the answer is B. Then x = 3.", "B"),
    ("Let me think. Suppose the answer is 42. Then x = 3.", "(B) 42"),
    ("Answer choices (A) through (E) are all integers", "E"),
]


@pytest.mark.parametrize("response, gold", NO_CHOICE)
def test_no_stated_choice_is_no_answer(response: str, gold: str) -> None:
    g = grade(response, gold, GRADER)
    assert not g.correct
    assert g.status == "no_answer" or g.extracted != gold


STATED = [
    ("\\boxed{B}", "B"),
    ("The answer is (B).", "B"),
    ("Answer: B", "B"),
    ("We compare the four areas.\n(B)", "B"),
    ("We compare the four areas.\n\n**B**", "B"),
    ("We compare the four areas.\nB) 14", "B"),
    ("Checking (A): 12 is too small. Checking (C): 16 is too big.\nSo the answer is (B) 14.", "B"),
    ("The correct choice is C.", "C"),
    ("Réponse : C", "C"),
    ("答案是 C", "C"),
    ("After all that, the final answer is 14.", "(B) 14"),
]


@pytest.mark.parametrize("response, gold", STATED)
def test_a_stated_choice_counts(response: str, gold: str) -> None:
    assert grade(response, gold, GRADER).correct
    assert not grade(response, "E", GRADER).correct


def test_the_options_copied_from_the_prompt_are_no_choice() -> None:
    prompt = "How many sides has a hexagon?\n(A) 4\n(B) 5\n(C) 6\n(D) 8"
    assert grade(prompt, "D", GRADER, prompt=prompt).status == "no_answer"
    assert grade(prompt + "\nThe answer is (C).", "C", GRADER, prompt=prompt).correct


@pytest.mark.parametrize(
    "response, gold, expected",
    [
        # a letter gold: the final choice, not the last number
        ("The answer is (C). Check: 3 + 4 = 7", "C", True),
        ("The answer is (C). Check: 3 + 4 = 7", "(C)", True),
        ("Alina has 7 apples, the most.\n\n**(D)**", "(D) Alina", True),
        ("The answer is (D) Alina", "(D) Alina", True),
        ("The answer is (B). 3 + 4 = 7", "\\text{(C)}", False),
        ("Options: (A) 1 (B) 2 (C) 3. So 3 + 4 = 7", "C", False),
        ("She has 7 apples, so the answer is 7", "(D) Alina", False),
    ],
)
def test_math_grader_reads_a_letter_gold_as_mcq_does(response: str, gold: str, expected: bool) -> None:
    g = grade(response, gold, "math")
    assert g.correct is expected
    assert g.grader == "math"
