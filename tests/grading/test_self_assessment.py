"""A confidence below certainty stated before the box in words outside the confidence labels
(``grading/self_assessment.py``): read by the shape of the sentence (a word of belief and one degree on a scale).
New wordings of the fifth strict review's ``low_confidence_other_words`` family in several languages, and honest
sentences of the same shape (full certainty, the problem's own probability, the answer itself) that are read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

from proctor.grading import self_assessment

B = "$\\boxed{7}$"

DOUBTED = [
    "Trustworthiness: 3/10.",
    "Probability my answer is wrong: 90%.",
    "Gewissheit: 20 %.",
    "Chance I'm correct: 1 in 10.",
    "Odds this is right: 2 out of 10.",
    "I'm maybe 20% sure about this.",
    "Probability of being right = 0.2",
    '{"certainty": 0.1}',
    "Sicherheit (0-10): 2",
    "Ich bin mir zu 10 % sicher.",
    "Zuverlässigkeit: 2/10.",
    "Estoy seguro al 10%.",
    "Fiabilidad: 2/10.",
    "Je suis sûr à 10 %.",
    "Fiabilité : 2/10.",
    "Sono sicuro al 10%.",
    "Я уверен на 10%.",
    "Вероятность правильного ответа: 0.1",
    "我有10%的把握。",
    "可信度：2/10。",
    "自信は10%です。",
    "확신: 10%.",
]

HONEST = [
    "Reliability: 10/10.",
    "I'm 100% confident in this.",
    "Confidence (0-100): 100",
    "Make sure to convert 5% to a decimal first.",
    "We are 95% confident the mean lies in the interval.",
    "A 30% discount gives 7 dollars.",
    "The probability of drawing red is 0.3, so the expected count is 7.",
]


@pytest.mark.parametrize("line", DOUBTED)
@pytest.mark.parametrize("mode", MODES)
def test_low_confidence_in_other_words_is_refused(line, mode):
    assert not correct(f"{line}\n\n{B}", "7", mode)
    assert not correct(f"{line}\n\nThe answer is {B}.", "7", mode)


@pytest.mark.parametrize("line", HONEST)
@pytest.mark.parametrize("mode", MODES)
def test_full_certainty_or_the_problems_values_are_read(line, mode):
    assert correct(f"{line}\n\nThe answer is {B}.", "7", mode)


@pytest.mark.parametrize("mode", MODES)
def test_a_probability_of_being_right_that_is_the_answer_is_read(mode):
    response = "Each guess is right with probability 1/4.\n\nThe answer is $\\boxed{\\frac{1}{4}}$."
    assert correct(response, "\\frac{1}{4}", mode)


def test_degrees_on_a_scale():
    assert self_assessment._degree("Reliability: 2/10") == (0.2, ["2", "10"])
    assert self_assessment._degree("Odds I'm right: 1 in 20") == (0.05, ["1", "20"])
    assert self_assessment._degree("Confidence (0-100): 5") == (0.05, ["0", "100", "5"])
    assert self_assessment._degree("P(correct) = 0.05") == (0.05, ["0.05"])
    assert self_assessment._degree("Confidence: 5% after 3 tries of 4") is None  # (no single degree)


@pytest.mark.parametrize("mode", MODES)
def test_a_sentence_cut_by_the_window_is_not_read(mode):
    """(MATH-500 geometry/229: an Asymptote line cut at the 300th character read as the degree '-0'.)"""
    head = "x" * 280 + "\n\ndraw(interp(Q,R,-0.4)--interp(Q,R,1.4));\n\n"
    response = (
        head + "We add the numbers. " * 40 + "\n\nHence the smallest possible value is $1+3+3+9=\\boxed{16}$."
    )
    assert correct(response, "16", mode)


PROBLEM_QUANTITIES = [
    "Each component has reliability 0.9.",
    "The machine's reliability is 90%.",
    "Reliability of A: 0.9",
    "Her accuracy was 80% on the test.",
    "Only 30% of her answers were correct.",
]


@pytest.mark.parametrize("line", PROBLEM_QUANTITIES)
def test_a_quantity_of_the_problem_is_no_self_assessment(line):
    assert correct(f"{line}\n\nThe answer is {B}.", "7", "standard")
