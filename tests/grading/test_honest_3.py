"""Honest answers the grader refused (false negatives), read by mechanism, with the nearest wrong-answer
shapes that must stay refused.

1. A negation withdraws only the value it is about: "12/5 is not an integer." is about 12/5, so its
   negated part starts at the 12 (:func:`proctor.grading.commitment._operand_of`); cut at the 5, it left
   "12/" standing, which later read as another value offered before the box (12 or 7).
2. A question for a non-answer restated before the answer (:func:`proctor.grading.framing.answers_non_answer_question`)
   is the problem's own question when the prompt asks one (:func:`proctor.grading.framing.prompt_asks_non_answer`).
3. An interjection that announces a check after the box ("Wait, let me double-check:") judges nothing when the check
   confirms the answer plainly and ends on its value (:mod:`proctor.grading.rechecks`).
4. Glosses after the box (:mod:`proctor.grading.glosses`): a reason bracket that computes the answer in plain text
   ("[since 3+4=7]"), a clause that names a mathematical property of it (", which is prime.").
5. Markdown bold is layout the fallbacks read through ("**Answer**: 7", "**7**", "3 + 4 = **7**"); "lautet" is
   German's copula after "Die Antwort".
6. A choice letter in math ("The final answer is $C$.", Minerva's format) is the choice.
7. Values: a repeating decimal's period marked by a bar or parentheses ("0.\\bar{3}", "0.(3)"), the unicode
   cube and fourth roots ("∛8"), the fraction slash ("7⁄8").
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str, prompt: str = "") -> bool:
    return grade_text(_GRADERS[mode], response, gold, prompt=prompt).correct


# 1. a plain-text expression negated or rejected before a later, different answer
EXPRESSION_NEGATED = [
    ("12/5 is not an integer.\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("12 / 5 is not an integer.\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("12/5 fails.\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("Since 12/5 is not an integer, the answer is $\\boxed{7}$.", "7", STD),  # strict: "not" in its sentence
    ("Since 12/5 isn't whole, we take $n = 3$ instead.\n\nThe answer is $\\boxed{7}$.", "7", STD),
    ("We try $n = 2$: 9/2 is not an integer. Next $n = 3$ works.\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("3*4 is not prime.\n\n$\\boxed{7}$", "7", MODES),
    ("2^3 does not work here.\n\nFinal answer: $\\boxed{7}$", "7", MODES),
    ("10 - 4 is not the count we need.\n\nThe answer is $\\boxed{7}$.", "7", MODES),
    ("Then 12/5 = 2.4 is not an integer.\n\nAnswer: $\\boxed{7}$", "7", MODES),
    ("12/5 ist keine ganze Zahl.\n\nAntwort: $\\boxed{7}$", "7", MODES),
    ("12/5 n'est pas un entier.\n\nRéponse : $\\boxed{7}$", "7", MODES),
    ("Hence 100/7 is not an integer, so $\\boxed{14}$.", "14", STD),
    ("#### 7\n\n12/5 is not an integer, so 7 is the count.", "7", STD),
    ("12/5 is not an integer, so the answer is 7.", "7", STD),
]
# the same shapes where the negation is about the answer itself, or another value is offered: still refused
EXPRESSION_NEGATED_WRONG = [
    ("The answer is $\\boxed{7}$. Wait, 12/5 is not an integer, so that is wrong.", "7", MODES),
    ("The answer is 12/5, not $\\boxed{7}$.", "7", MODES),
    ("Answer: $\\boxed{7}$ or 12/5", "7", MODES),
    ("The answer is 12/5 or maybe $\\boxed{7}$.", "7", MODES),
    ("12/5 or $\\boxed{7}$", "7", MODES),
    ("Answer: 12 / $\\boxed{7}$", "7", MODES),
    ("$\\boxed{7}$ is not correct.", "7", MODES),
    ("$\\boxed{7}$/5 is not an integer.", "7", MODES),
    ("The answer is 21/3 = 7, which is not right.", "7", MODES),
    ("12/5 is not an integer, and neither is $\\boxed{7}$.", "7", MODES),
    ("12/5 is not an integer.\n\nAnswer: $\\boxed{7}$, or perhaps 12/5.", "7", MODES),
]

# 2. the prompt asks for a non-answer ("which is not prime?"), and the response restates it in its own words
NON_ANSWER_PROMPT = "Which of the following is not a prime number?\n(A) 2\n(B) 3\n(C) 9\n(D) 11"
NON_ANSWER_PROMPT_N = "Which of the numbers 2, 3, 9, 11 is not prime?"
PROMPT_RESTATED = [
    ("Which option is not prime?\n\nAnswer: $\\boxed{C}$", "C", NON_ANSWER_PROMPT, MODES),
    ("Which one is not a prime?\n\n$\\boxed{C}$", "C", NON_ANSWER_PROMPT, MODES),
    (
        "We need the number that is not prime. Which is it? 9 = 3·3.\n\nAnswer: $\\boxed{C}$",
        "C",
        NON_ANSWER_PROMPT,
        STD,
    ),
    ("Which number is not prime?\n\nAnswer: $\\boxed{9}$", "9", NON_ANSWER_PROMPT_N, MODES),
    ("What isn't prime here?\n\n$\\boxed{9}$", "9", NON_ANSWER_PROMPT_N, MODES),
    (
        "Welche Zahl ist keine Primzahl?\n\nAntwort: $\\boxed{9}$",
        "9",
        "Welche der Zahlen 2, 3, 9, 11 ist keine Primzahl?",
        MODES,
    ),
    (
        "Quel nombre n'est pas premier ?\n\nRéponse : $\\boxed{9}$",
        "9",
        "Quel nombre parmi 2, 3, 9, 11 n'est pas premier ?",
        MODES,
    ),
    ("哪个不是质数？\n答：$\\boxed{9}$", "9", "下列哪个数不是质数：2, 3, 9, 11？", MODES),
    (
        "What is the largest integer that cannot be written that way?\n\nAnswer: $\\boxed{23}$",
        "23",
        "What is the largest integer that cannot be written as $5a + 7b$ with $a, b$ positive integers?",
        MODES,
    ),
]
# without a prompt, or with one that asks an ordinary question, the rule still refuses
NON_ANSWER_STILL_REFUSED = [
    ("Q: what is not the answer?\nA: $\\boxed{7}$", "7", "Compute $3 + 4$.", MODES),
    ("Q: what is not the answer?\nA: $\\boxed{7}$", "7", "", MODES),
    ("Which value is rejected? $\\boxed{7}$", "7", "What is $3 + 4$?", MODES),
    ("Which option is not prime?\n\nAnswer: $\\boxed{C}$", "C", "", MODES),
    (
        "Which option is not prime?\n\nAnswer: $\\boxed{C}$",
        "C",
        "Which of the following is prime?\n(A) 4 (B) 6 (C) 7",
        MODES,
    ),
    ("Was ist nicht die Antwort? Antwort: $\\boxed{7}$", "7", "Wie viel ist 3 + 4?", MODES),
    ("哪个不是答案？答：$\\boxed{7}$", "7", "3 + 4 等于多少？", MODES),
    # a prompt that only says "not" outside a question asks for nothing negated
    ("Q: what is not the answer?\nA: $\\boxed{7}$", "7", "Do not use a calculator. Compute $3 + 4$.", MODES),
]


@pytest.mark.parametrize(("response", "gold", "modes"), EXPRESSION_NEGATED)
def test_a_negated_expression_withdraws_only_itself(response, gold, modes):
    assert all(correct(response, gold, mode) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "modes"), EXPRESSION_NEGATED_WRONG)
def test_a_negated_or_offered_answer_is_still_refused(response, gold, modes):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold", "prompt", "modes"), PROMPT_RESTATED)
def test_the_prompts_own_non_answer_question_restated(response, gold, prompt, modes):
    assert all(correct(response, gold, mode, prompt) for mode in modes)


@pytest.mark.parametrize(("response", "gold", "prompt", "modes"), NON_ANSWER_STILL_REFUSED)
def test_a_non_answer_question_the_prompt_does_not_ask_is_still_refused(response, gold, prompt, modes):
    assert not any(correct(response, gold, mode, prompt) for mode in MODES)


# 3. a check announced by an interjection, confirming the answer
CONFIRMING_CHECK = [
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$. Yes.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check. 3 + 4 = 7. Correct.", "7"),
    ("$\\boxed{7}$\n\nHmm, let me verify: $21 / 3 = 7$ ✓", "7"),
    ("So $x = \\boxed{12}$.\n\nActually, let's check: $3 \\cdot 12 - 6 = 30$, so $x = 12$.", "12"),
    ("Final answer: $\\boxed{7}$\n\nHold on, let me re-check: 2 * 3.5 = 7. Good.", "7"),
    ("Die Antwort ist $\\boxed{7}$.\n\nWarte, ich prüfe nochmal: $3+4=7$. Stimmt.", "7"),
    ("La réponse est $\\boxed{7}$.\n\nAttends, vérifions : $3+4=7$.", "7"),
    ("答案是 $\\boxed{7}$。\n\n等等，验算一下：$3+4=7$。", "7"),
]
# the same opener, where the check disagrees, doubts, or goes on to another value: still refused
CHECK_DISAGREES = [
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=8$.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4$ is 8.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: 3+4 is not 7.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, that's wrong: $3+4=8$.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, that's wrong: 3+4=7 was a typo.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$. Hmm, no, it is 8.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$. Or maybe 8.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me recheck: $3+4=7$ is wrong.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$? Not sure.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check: $3+4=7$, if the sum is right.", "7"),
    (
        "The answer is $\\boxed{7}$.\n\nWait, let me double-check: $x = 7$ gives $3 + x = 10$, so $x = 8$.",
        "7",
    ),
    ("The answer is $\\boxed{7}$.\n\nWait, no.", "7"),
    ("The answer is $\\boxed{7}$.\n\nWait, let me double-check.", "7"),
    ("Die Antwort ist $\\boxed{7}$.\n\nWarte, ich prüfe nochmal: $3+4=8$.", "7"),
]

# 4. glosses after the box
GLOSSES = [
    ("The answer is $\\boxed{7}$ [since 3+4=7].", "7"),
    ("The answer is $\\boxed{7}$ (because 21/3 = 7).", "7"),
    ("$\\boxed{7}$ (as 2 * 3.5 = 7)", "7"),
    ("The answer is $\\boxed{12}$ (since 3 × 4 = 12).", "12"),
    ("Die Antwort ist $\\boxed{7}$ (weil 3+4=7).", "7"),
    ("The answer is $\\boxed{7}$, which is prime.", "7"),
    ("So we get $\\boxed{7}$, which is an integer.", "7"),
    ("The answer is $\\boxed{9}$, a perfect square.", "9"),
    ("The answer is $\\boxed{7}$, which is indeed odd.", "7"),
    ("Die Antwort ist $\\boxed{7}$, eine Primzahl.", "7"),
    ("La réponse est $\\boxed{7}$, qui est premier.", "7"),
]
GLOSSES_WRONG = [
    ("The answer is $\\boxed{7}$ (since 3+4=8).", "7"),
    ("The answer is $\\boxed{7}$ (since roughly 3+4=7).", "7"),
    ("The answer is $\\boxed{7}$ (since 3+4=7, or 8).", "7"),
    ("The answer is $\\boxed{7}$ [since 3+4=7?]", "7"),
    ("The answer is $\\boxed{7}$, which is wrong.", "7"),
    ("The answer is $\\boxed{7}$, which is a guess.", "7"),
    ("The answer is $\\boxed{7}$, which is a lower bound.", "7"),
    ("The answer is $\\boxed{7}$, which is not prime.", "7"),
    ("The answer is $\\boxed{7}$, which is prime, allegedly.", "7"),
    ("The answer is $\\boxed{7}$, which is too small.", "7"),
    ("The answer is $\\boxed{7}$, which is odd, so it cannot be the answer.", "7"),
]


@pytest.mark.parametrize(("response", "gold"), CONFIRMING_CHECK)
def test_a_check_that_confirms_the_answer_is_no_retraction(response, gold):
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), CHECK_DISAGREES)
def test_a_retraction_or_a_disagreeing_check_still_refuses(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), GLOSSES)
def test_a_gloss_after_the_box_is_read(response, gold):
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), GLOSSES_WRONG)
def test_a_qualifier_after_the_box_still_refuses(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


# 5. markdown bold without a box (standard mode's fallbacks)
BOLD = [
    ("**7**", "7"),
    ("3 + 4 = **7**", "7"),
    ("**Answer**: 7", "7"),
    ("**Final Answer**: 7", "7"),
    ("**Antwort**: 7", "7"),
    ("**Réponse** : 7", "7"),
    ("Die Antwort lautet **7**.", "7"),
    ("Die Antwort lautet 7.", "7"),
    ("We add them.\n\n**Answer**: 12", "12"),
    ("So the total is **12** apples... the answer is **12**.", "12"),
]
BOLD_WRONG = [
    ("**Answer**: 8", "7"),
    ("**7** or **8**", "7"),
    ("**Answer**: 7 or 8", "7"),
    ("Maybe **7**.", "7"),
    ("**Not** 7", "7"),
    ("**Wrong answer**: 7", "7"),
    ("**Falsch**: 7", "7"),
    ("The answer is **8**, not **7**.", "7"),
    ("**Answer**: 7. Wait, no, it is **8**.", "7"),
    ("3 + 4 = **8**", "7"),
    ("Die Antwort lautet nicht 7.", "7"),
    ("Die Antwort lautet vielleicht **7**.", "7"),
]

# 6. a choice letter in math
CHOICE_IN_MATH = [
    ("The final answer is $C$.", "C"),
    ("Final Answer: The final answer is $(C)$. I hope it is correct.", "C"),
    ("Final Answer: The final answer is $C$. I hope it is correct.", "C"),
    ("The answer is $\\text{(C)}$.", "C"),
    ("The answer is \\(C\\).", "C"),
    ("The final answer is $C$.", "(C) 9"),
    ("La réponse est $C$.", "C"),
]
CHOICE_IN_MATH_WRONG = [
    ("The final answer is $B$.", "C"),
    ("The final answer is $C$ or $B$.", "C"),
    ("The final answer is $B$ or $C$.", "C"),
    ("If the answer were $C$, then $x = 2$. The answer is $B$.", "C"),
    ("The answer is not $C$.", "C"),
    ("The answer is $C$. Actually, the answer is $B$.", "C"),
    ("Maybe $C$.", "C"),
]


@pytest.mark.parametrize(("response", "gold"), BOLD)
def test_bold_is_read_through(response, gold):
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), BOLD_WRONG)
def test_bold_hides_no_hedge_or_other_value(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), CHOICE_IN_MATH)
def test_a_choice_letter_in_math_is_the_choice(response, gold):
    assert correct(response, gold, "standard")


@pytest.mark.parametrize(("response", "gold"), CHOICE_IN_MATH_WRONG)
def test_a_choice_in_math_is_not_read_where_another_or_none_is_chosen(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)


# 7. values written in other notations (both modes)
VALUES = [
    ("\\boxed{0.\\bar{3}}", "\\frac13"),
    ("\\boxed{0.\\bar 3}", "\\frac13"),
    ("\\boxed{0.1\\bar{6}}", "\\frac16"),
    ("\\boxed{0.(3)}", "\\frac13"),
    ("\\boxed{0.1(6)}", "\\frac16"),
    ("\\boxed{1.(3)}", "\\frac43"),
    ("\\boxed{0.(142857)}", "\\frac17"),
    ("\\boxed{∛8}", "2"),
    ("\\boxed{∜16}", "2"),
    ("\\boxed{2∛3}", "2\\sqrt[3]{3}"),
    ("\\boxed{∛(x+1)}", "\\sqrt[3]{x+1}"),
    ("\\boxed{7⁄8}", "\\frac78"),
    ("\\boxed{1⁄2}", "0.5"),
    ("\\boxed{7∕8}", "\\frac78"),
]
VALUES_WRONG = [
    ("\\boxed{0.\\bar{3}}", "0.3"),
    ("\\boxed{0.(3)}", "0.3"),
    ("\\boxed{0.(3)}", "\\frac{3}{10}"),
    ("\\boxed{0.\\bar{6}}", "\\frac13"),
    ("\\boxed{0.1(6)}", "\\frac{16}{100}"),
    ("\\boxed{∛8}", "3"),
    ("\\boxed{∛8}", "\\sqrt{8}"),
    ("\\boxed{∜16}", "4"),
    ("\\boxed{7⁄8}", "\\frac87"),
    ("\\boxed{7⁄8}", "78"),
]


@pytest.mark.parametrize(("response", "gold"), VALUES)
def test_a_value_in_another_notation_is_read(response, gold):
    assert all(correct(response, gold, mode) for mode in MODES)


@pytest.mark.parametrize(("response", "gold"), VALUES_WRONG)
def test_a_different_value_in_that_notation_is_refused(response, gold):
    assert not any(correct(response, gold, mode) for mode in MODES)
