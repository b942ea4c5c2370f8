"""Marks that change an answer's value, read where they were dropped: a middle dot between digits (the decimal
point of British and older typesetting as often as a product: ambiguous, so no value), a tilde glued to an answer
in prose or a ``####`` line (about N, not N), and scale words after the box in the languages the magnitude list
lacked. Wording and numbers differ from the fourth review's cases (tests/grading/test_review_gaps_4_strict.py)."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_NUMBER = {mode: get_grader("number", mode=mode) for mode in MODES}


def number_correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_NUMBER[mode], response, gold).correct


# a middle dot between digits: 4·25 is 4.25 or 100; neither reading is proven
MIDDLE_DOT_WRONG = [
    ("The total is $\\boxed{4·25}$.", "100"),
    ("\\boxed{6·75}", "450"),
    ("So $x = \\boxed{12·5}$", "60"),
    ("\\boxed{0·125}", "0"),
    ("\\boxed{9·9}", "81"),
    ("\\boxed{4·25}", "4.25"),  # not proven to be the decimal either
]
MIDDLE_DOT_NUMBER_WRONG = [
    ("#### 4·25", "100"),
    ("#### 12·5", "60"),
    ("The answer is 0·125.\n#### 0·125", "0"),
]
# a product still reads: spaces around the dot, the dot operator, letters, LaTeX's \cdot
PRODUCT_READ = [
    ("\\boxed{4 · 25}", "100"),
    ("\\boxed{4⋅25}", "100"),
    ("\\boxed{4 \\cdot 25}", "100"),
    ("\\boxed{a·b}", "ab"),
    ("\\boxed{2·\\pi}", "2\\pi"),
]

# a tilde glued to the answer in prose or a '####' line: about N
TILDE_WRONG = [
    ("Final answer: ~12", "12"),
    ("So the result is ~12.", "12"),
    ("Die Antwort ist ～12.", "12"),
    ("~ $\\boxed{12}$", "12"),
    ("Roughly: ～$\\boxed{12}$", "12"),
    ("\\boxed{～12}", "12"),
    ("Final answer: ~~12~~", "12"),  # a Markdown strike-out
    ("So the result is ~~12~~.", "12"),
]
TILDE_NUMBER_WRONG = [
    ("#### ~12", "12"),
    ("#### 12~", "12"),
    ("#### ~ 12 dollars", "12"),
    ("#### $~12", "12"),
    ("#### ~~12~~", "12"),
]
# LaTeX's tie is a space: before math in prose, and anywhere in a box
TIE_READ = [
    ("The answer is~$12$.", "12", ("standard",)),
    ("Hence the answer is~$\\boxed{12}$.", "12", MODES),
    ("$\\boxed{~12}$", "12", MODES),
    ("$x =~\\boxed{12}$", "12", MODES),
]

# a scale word of another language after the box: the value is a count of thousands, millions, ...
SCALE_WRONG = [
    ("$\\boxed{12}$ tusen", "12"),
    ("$\\boxed{12}$ miljoonaa", "12"),
    ("$\\boxed{12}$ хиляди", "12"),
    ("$\\boxed{12}$ тисячі", "12"),
    ("$\\boxed{12}$ nghìn đồng", "12"),
    ("$\\boxed{12}$ ล้านบาท", "12"),
    ("$\\boxed{12}$ mii", "12"),
    ("$\\boxed{12}$ tisíce", "12"),
    ("$\\boxed{12}$ ezer forint", "12"),
    ("$\\boxed{12}$ آلاف", "12"),
    ("$\\boxed{12}$ लाख", "12"),
    ("$\\boxed{12}$ εκατομμύρια", "12"),
    ("$\\boxed{12}$ milyar", "12"),
    ("$\\boxed{12}$ ribu", "12"),
]
# count nouns, units and words that only begin like a scale word still read in standard
SCALE_READ = [
    ("$\\boxed{12}$ bins", "12"),
    ("$\\boxed{12}$ birds", "12"),
    ("$\\boxed{12}$ cm", "12"),
    ("$\\boxed{12}$ miashara", "12"),
    ("$\\boxed{12}$ binaries", "12"),
    ("$\\boxed{12}$.", "12"),
]


@pytest.mark.parametrize(("response", "gold"), MIDDLE_DOT_WRONG + TILDE_WRONG + SCALE_WRONG)
def test_a_changed_value_is_refused(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), MIDDLE_DOT_NUMBER_WRONG + TILDE_NUMBER_WRONG)
def test_the_number_grader_refuses_a_changed_value(response, gold):
    assert not any(number_correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), PRODUCT_READ)
def test_a_product_still_reads(response, gold):
    assert all(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold", "modes"), TIE_READ)
def test_a_tie_is_a_space(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold"), SCALE_READ)
def test_a_count_noun_still_reads(response, gold):
    assert correct(response, gold, "standard")


def test_the_number_grader_reads_plain_lines():
    assert number_correct("#### 12", "12", "strict") and number_correct("#### 4.25", "4.25", "strict")
