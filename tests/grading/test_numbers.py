"""Labelled cases: the GSM8K-style ``number`` grader (boxed, then ####, then "answer is", then last number)."""

import pytest

from proctor.grading import get_grader, grade

GRADER = "number"
CASES = [
    ("She pays 3 * 6 = 18 dollars.\n#### 18", "18", True),
    ("#### 18", "18", True),
    ("#### 18.00", "18", True),
    ("#### $18", "18", True),
    ("#### 1,234", "1234", True),
    ("#### 1234", "1,234", True),
    ("#### 1,234", "1,234", True),
    ("#### 17", "18", False),
    ("#### -3.5", "-3.5", True),
    ("#### -7/2", "-3.5", True),
    ("#### 3.5", "-3.5", False),
    ("\\boxed{72}", "72", True),
    ("\\boxed{\\$72}", "72", True),
    ("\\boxed{72 \\text{ dollars}}", "72", True),
    ("\\boxed{72\\text{ apples}}", "72", True),
    ("\\boxed{x = 72}", "72", True),
    ("\\boxed{72.5}", "72", False),
    ("\\boxed{\\$1,080}", "1080", True),
    ("\\boxed{50\\%}", "50", True),
    ("The answer is 42.", "42", True),
    ("The answer is $42.", "42", True),
    ("The final answer is: 42", "42", True),
    ("The answer is 41.", "42", False),
    ("First 10 apples, then 5 more, so 15 in total", "15", True),
    ("First 10 apples, then 5 more, so 15 in total", "10", False),
    ("He earns 1,200 dollars per month", "1200", True),
    ("It costs -5 dollars", "-5", True),
    ("It takes 0.5 hours", "0.5", True),
    ("It takes .5 hours", "0.5", True),
    ("I don't know.", "3", False),
    ("#### 18\nWait, the boxed one: \\boxed{20}", "20", True),
    ("#### 18\nWait, the boxed one: \\boxed{20}", "18", False),
    ("\\boxed{3 \\times 6 = 18}", "18", True),
    ("\\boxed{18}, \\boxed{19}", "18", False),
    ("<think>so 17</think>The answer is 18.", "18", True),
    ("**Answer:** 18", "18", True),
    ("The answer is 18.5 hours.", "18.5", True),
    ("Therefore, Janet makes $18 every day.", "18", True),
    ("18.\n\nI hope this helps", "18", True),
    ("She needs 18kg", "18", True),
    ("It is 3-1=2", "2", True),
    ("In 2023 there were 5 cats, so the answer is 5.", "5", True),
    ("So the answer is \\$1,250.", "1250", True),
    ("The total is 1,250.50 dollars", "1250.5", True),
    ("#### 1250.50", "1250.5", True),
    ("The answer is 12 and 13", "12", False),
    ("The answer is 3,5", "35", False),
    ("The answer is 3,5", "3", False),
    ("\\boxed{3,5}", "35", False),
    ("so we get 12,345 in total", "12345", True),
    ("so we get 1234,567 in total", "1234567", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected


def test_formatted_for_boxed_and_hashes_only() -> None:
    g = get_grader("number")
    assert g.grade("#### 5", "5").formatted is True
    assert g.grade("\\boxed{5}", "5").formatted is True
    assert g.grade("the answer is 5", "5").formatted is False
    assert g.grade("so 5", "5").formatted is False


def test_fallbacks_are_configurable() -> None:
    strict = get_grader("number", fallbacks=())
    assert strict.grade("so 5 apples", "5").status == "no_answer"
    assert get_grader("number").grade("so 5 apples", "5").correct is True


def test_check_gold() -> None:
    g = get_grader("number")
    assert g.check_gold("1,234") is None
    assert g.check_gold("-3.5") is None
    assert "number" in (g.check_gold("seven") or "")
