"""Hand-written cases: matrix arithmetic written out in the answer, a boxed answer withdrawn on the
same line, and a "final answer" stated after the last box. Each case failed before its rule."""

import pytest

from proctor import grade, is_equivalent
from proctor.grading import get_grader

A = "\\begin{pmatrix} 2 & -1 \\\\ 0 & 3 \\end{pmatrix}"
B = "\\begin{pmatrix} 1 & 4 \\\\ -2 & 5 \\end{pmatrix}"
SUM = "\\begin{pmatrix} 3 & 3 \\\\ -2 & 8 \\end{pmatrix}"
PRODUCT = "\\begin{pmatrix} 4 & 3 \\\\ -6 & 15 \\end{pmatrix}"  # A B


@pytest.mark.parametrize(
    "response, gold, expected",
    [
        (f"Adding entrywise, the answer is ${A} + {B}$.", SUM, True),
        (f"Adding entrywise, the answer is ${A} + {B}$.", PRODUCT, False),
        (f"So the product is ${A} {B}$", PRODUCT, True),
        (f"So the product is ${B} {A}$", PRODUCT, False),  # matrices do not commute
        (f"Doubling: $2 {A}$", "\\begin{pmatrix} 4 & -2 \\\\ 0 & 6 \\end{pmatrix}", True),
        # sizes that cannot be added: no value, not an error
        (f"$\\begin{{pmatrix}} 1 & 2 \\end{{pmatrix}} + {B}$", SUM, False),
        (f"\\boxed{{{A}}}", A, True),  # one matrix is still read as one matrix
    ],
)
def test_matrix_arithmetic_is_evaluated_before_comparing(response, gold, expected):
    assert grade(response, gold).correct is expected


def test_is_equivalent_evaluates_matrix_arithmetic():
    assert is_equivalent(f"{A} + {B}", SUM)
    assert not is_equivalent(f"{A} - {B}", SUM)


@pytest.mark.parametrize(
    "response, gold, expected",
    [
        ("\\boxed{4} no, wait: \\boxed{6}", "6", True),
        ("\\boxed{4} no, wait: \\boxed{6}", "4, 6", False),
        ("\\boxed{4} Actually \\boxed{6}", "6", True),
        # without a retraction, boxes on one line are still one list, and a hedge still fails
        ("\\boxed{4}, \\boxed{6}", "4, 6", True),
        ("\\boxed{4} or maybe \\boxed{6}", "6", False),
        ("The roots are \\boxed{4} and \\boxed{6}", "4, 6", True),
    ],
)
def test_a_withdrawn_box_is_not_part_of_the_answer(response, gold, expected):
    assert grade(response, gold).correct is expected


LATE = (
    "Interest on the first CD: $\\boxed{200}$, then on the second: $\\boxed{255}$. "
    "So the balance is $10,455. Final Answer: The final answer is $10,455$. I hope it is correct."
)


def test_a_final_answer_stated_after_the_last_box_is_the_answer():
    g = grade(LATE, "10455")
    assert g.correct and g.extracted == "10,455"
    assert g.formatted is False  # the box was not the final answer: format rate stays honest


def test_restating_the_boxed_answer_keeps_it_formatted():
    g = grade("So $\\boxed{12}$. Final Answer: The final answer is $12$. I hope it is correct.", "12")
    assert g.correct and g.formatted


def test_strict_mode_reads_only_the_box():
    strict = get_grader("math", fallbacks=())
    # the response ends on another value after its boxes (after_box): they do not stand, and it states no box
    assert not strict.grade(LATE, "200, 255").correct
    assert not strict.grade(LATE, "10455").correct


def test_a_final_answer_phrase_without_math_does_not_replace_the_box():
    assert grade("The answer is $\\boxed{7}$. I think the final answer is correct.", "7").correct


def test_a_quoted_restatement_of_the_box_keeps_the_box():
    response = 'It lies between $\\boxed{3 $ and $4}$. Final Answer: The final answer is \\"$3 $ and $4$\\".'
    g = grade(response, "3, 4")
    assert g.correct and g.formatted


def test_a_sentence_about_the_final_answer_is_not_the_answer():
    # seen in a real GSM8K response: "answer is" matched "your final answer, we need to ..."
    response = "To get your final answer, we need to add the number of days. She makes 9 * 2 = 18 dollars."
    g = get_grader("number").grade(response, "18")
    assert g.correct and g.extracted == "18"
