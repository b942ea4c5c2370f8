"""Labelled cases and unit tests for answer extraction (boxed, think blocks, fallbacks)."""

import pytest

from proctor.grading import get_grader, grade
from proctor.grading.extract import extract_answer, find_boxed, strip_reasoning

GRADER = "math"
CASES = [
    ("The answer is $\\boxed{\\frac{1}{2}}$.", "\\frac{1}{2}", True),
    ("$\\boxed{\\frac{\\sqrt{3}}{2}}$", "\\frac{\\sqrt{3}}{2}", True),
    ("\\boxed{\\frac{a}{\\frac{b}{c}}}", "\\frac{ac}{b}", True),
    ("\\boxed{\\left\\{ 1, 2 \\right\\}}", "\\{1,2\\}", True),
    ("First \\boxed{3}. Then the real one:\n\\boxed{4}", "4", True),
    ("First \\boxed{3}. Then the real one:\n\\boxed{4}", "3", False),
    ("\\boxed{4} then an unbalanced \\boxed{5", "4", True),
    ("\\boxed{4} then an unbalanced \\boxed{5", "5", False),
    ("\\fbox{7}", "7", True),
    ("\\boxed 7", "7", True),
    ("<think>\\boxed{9}</think>\nSo \\boxed{8}", "8", True),
    ("<think>\\boxed{9}</think>\nSo \\boxed{8}", "9", False),
    ("<think>long reasoning \\boxed{9} never closed", "9", False),
    ("reasoning \\boxed{9}</think> Final: \\boxed{10}", "10", True),
    ("The final answer is $\\frac{2}{3}$.", "\\frac{2}{3}", True),
    ("The final answer is $\\frac{2}{3}$. I hope it is correct.", "\\frac{2}{3}", True),
    ("Therefore, the answer is \\(\\sqrt{5}\\).", "\\sqrt{5}", True),
    ("Therefore, the answer is 12.", "12", True),
    ("I think it's around 12", "12", False),
    ("", "12", False),
    ("\\boxed{}", "12", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected


def test_nested_braces_are_kept() -> None:
    assert find_boxed("x \\boxed{\\frac{1}{\\sqrt{2}}} y")[-1][2] == "\\frac{1}{\\sqrt{2}}"


def test_unbalanced_last_box_falls_back_to_previous() -> None:
    ext = extract_answer("\\boxed{1} and \\boxed{2")
    assert ext is not None and ext.text == "1"


def test_think_block_removed() -> None:
    assert strip_reasoning("<think>a \\boxed{1}</think>b") == "b"
    assert strip_reasoning("a<think>unfinished") == "a"
    assert strip_reasoning("hidden</think>shown") == "shown"


def test_fallback_order_and_formatted_flag() -> None:
    boxed = extract_answer("answer is 3. \\boxed{4}", fallbacks=("answer_is",))
    assert boxed is not None and (boxed.text, boxed.formatted) == ("4", True)
    said = extract_answer("The answer is 3.", fallbacks=("answer_is", "last_number"))
    assert said is not None and (said.text, said.method, said.formatted) == ("3", "answer_is", False)
    last = extract_answer("we find 3 then 5", fallbacks=("answer_is", "last_number"))
    assert last is not None and (last.text, last.method) == ("5", "last_number")
    assert extract_answer("we find 3 then 5", fallbacks=()) is None


def test_unknown_fallback_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown extraction method 'guess'"):
        extract_answer("x", fallbacks=("guess",))


def test_no_answer_status() -> None:
    g = grade("I could not solve it.", "3")
    assert (g.status, g.correct, g.extracted, g.formatted) == ("no_answer", False, None, False)


def test_boxed_only_option() -> None:
    strict = get_grader("math", fallbacks=())
    assert strict.grade("The answer is 3.", "3").status == "no_answer"
    assert strict.grade("\\boxed{3}", "3").correct is True
