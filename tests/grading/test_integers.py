"""Labelled cases: integers with signs, leading zeros and thousands separators (math and integer)."""

import pytest

from proctor.grading import get_grader, grade

GRADER = "integer"
CASES = [
    ("\\boxed{25}", "25", True),
    ("\\boxed{025}", "25", True),
    ("\\boxed{0025}", "25", True),
    ("\\boxed{25}", "025", True),
    ("\\boxed{26}", "25", False),
    ("\\boxed{250}", "25", False),
    ("\\boxed{+25}", "25", True),
    ("\\boxed{-25}", "25", False),
    ("\\boxed{-7}", "-7", True),
    ("\\boxed{1,000}", "1000", True),
    ("\\boxed{1{,}000}", "1000", True),
    ("\\boxed{\\text{204}}", "204", True),
    ("\\boxed{\\mathrm{204}}", "204", True),
    ("\\boxed{$204$}", "204", True),
    ("The answer is $\\boxed{204}$.", "204", True),
    ("\\boxed{ 204 }", "204", True),
    ("\\boxed{204.0}", "204", True),
    ("\\boxed{204.5}", "204", False),
    ("\\boxed{\\frac{408}{2}}", "204", True),
    ("\\boxed{x}", "204", False),
    ("We get \\boxed{12} at first.\nCorrecting it, the answer is \\boxed{13}.", "13", True),
    ("We get \\boxed{12} at first.\nCorrecting it, the answer is \\boxed{13}.", "12", False),
    ("It is \\boxed{12} or \\boxed{13}.", "13", False),
    ("It is \\boxed{13}, that is \\boxed{13}.", "13", True),
    ("\\boxed{\\boxed{70}}", "70", True),
    ("\\boxed{70} and \\boxed{71", "70", True),
    ("\\boxed{588", "588", False),
    ("<think>maybe \\boxed{16}</think> The answer is \\boxed{17}.", "17", True),
    ("<think>maybe \\boxed{16}</think> The answer is \\boxed{17}.", "16", False),
    ("<think>it is \\boxed{16} I think", "16", False),
    ("So the final answer is 117.", "117", True),
    ("So the final answer is 117.", "116", False),
    ("no number here", "5", False),
    ("\\boxed{821}", "821", True),
    ("\\boxed{8 21}", "821", False),
    ("\\fbox{504}", "504", True),
    ("\\boxed 77", "77", True),
    ("\\boxed{25\\%}", "25", True),
    ("\\boxed{25 \\text{ ways}}", "25", True),
    ("\\boxed{-0}", "0", True),
    ("\\boxed{1e2}", "100", True),
    ("\\boxed{2^{5}}", "32", True),
    ("\\boxed{2^{5}}", "31", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_label(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, GRADER).correct is expected


@pytest.mark.parametrize("response,gold,expected", CASES[:20])
def test_math_grader_agrees_on_plain_integers(response: str, gold: str, expected: bool) -> None:
    assert grade(response, gold, "math").correct is expected


def test_formatted_only_for_boxed() -> None:
    g = get_grader("integer")
    assert g.grade("\\boxed{5}", "5").formatted is True
    fallback = g.grade("The final answer is 5.", "5")
    assert fallback.correct is True and fallback.formatted is False
    assert g.grade("nothing", "5").status == "no_answer"


def test_check_gold_rejects_non_integers() -> None:
    g = get_grader("integer")
    assert g.check_gold("025") is None
    assert g.check_gold("-3") is None
    assert "integer" in (g.check_gold("2.5") or "")
    assert "integer" in (g.check_gold("\\frac{1}{2}") or "")
    assert g.check_gold("") is not None
