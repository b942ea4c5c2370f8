"""The context of the box: what stands right around a boxed answer can make it something other than the value.

Each family is generated over several forms, both modes and golds of several types, beside honest
controls that must still be read (``finality.box_is_operand``, ``finality.operates_on_box``,
``finality.struck_out``):

- the box as an operand of the math around it (``$-\\boxed{7}$``, ``$\\boxed{7}^2$``, ``$\\frac{1}{\\boxed{7}}$``,
  ``$2\\boxed{7}$``): the value stated is the whole expression's;
- prose words that make it the argument of a bound, a comparison or an operation (``more than``, ``twice``,
  ``the square of``, ``divisible by``, ``$\\boxed{7}$ squared``, ``$\\boxed{7}$ or more``, ``$\\boxed{7}$ to the
  nearest ten``; strict also ``about``, ``around``, ``at least``);
- struck-out markup (``~~...~~``, ``<del>``, ``<s>``, ``<strike>``) and cross marks (``✗``, ``❌``);
- a later sentence that concludes on another value (``The true answer is $8$.``, ``Therefore $8$.``):
  ``finality._concludes_other``.
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
GOLDS = ("7", r"\frac{3}{4}", r"2\sqrt{3}", "-3", "x^2+1")


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(get_grader("math", mode=mode), response, gold).correct


OPERAND_FORMS = [
    r"$-\boxed{{{g}}}$",
    r"$\boxed{{{g}}}^2$",
    r"$\boxed{{{g}}} + 1$",
    r"$\frac{{1}}{{\boxed{{{g}}}}}$",
    r"$\sqrt{{\boxed{{{g}}}}}$",
    r"$2\boxed{{{g}}}$",
    r"$\boxed{{{g}}} \times 10^3$",
    r"$\boxed{{{g}}}!$",
    r"$\boxed{{{g}}}\pi$",
    r"$x^{{\boxed{{{g}}}}}$",
    r"$\left(\boxed{{{g}}}\right)^{{-1}}$",
    r"$|\boxed{{{g}}}|$",
    r"$\boxed{{{g}}} < x$",
    r"\[ 3 \cdot \boxed{{{g}}} \]",
    r"-\boxed{{{g}}}",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", OPERAND_FORMS)
def test_a_box_that_is_an_operand_is_not_the_value(form, gold, mode):
    response = "The answer is " + form.format(g=gold) + "."
    assert not correct(response, gold, mode), response


OPERAND_CONTROLS = [
    r"The answer is $\boxed{{{g}}}$.",
    r"So $x = \boxed{{{g}}}$.",
    r"Thus \[\boxed{{{g}}}.\]",
    r"So $y = \textcolor{{red}}{{\boxed{{{g}}}}}$.",
    r"So $y = {{\boxed{{{g}}}}}$.",
    r"So $y \in \boxed{{{g}}}$.",
    "\\begin{{align*}} y &= 2 + 5 \\\\ &= \\boxed{{{g}}} \\end{{align*}}",
    r"$\text{{so }} \boxed{{{g}}}$",
]


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", OPERAND_CONTROLS)
def test_a_box_that_states_the_value_is_read(form, gold):
    response = form.format(g=gold)
    assert correct(response, gold, "standard"), response
    if "y \\in" not in response:
        assert correct(response, gold, "strict"), response


@pytest.mark.parametrize(
    ("response", "gold", "modes"),
    [
        (r"The angle is $\boxed{30}^\circ$.", r"30^\circ", MODES),
        (r"The area is $\boxed{12}\text{ cm}^2$.", "12", ("standard",)),  # (strict: no text after the box)
        (r"Thus Pam paid $\$70 - \$60 = \$\boxed{10}$.", "10", MODES),
        (r"Therefore, $17^{-1}\equiv \boxed{44}\pmod{83}$.", "44", ("standard",)),
        (r"The answer is $\boxed{\text{(B)}}$.", "B", MODES),
    ],
)
def test_units_currency_and_moduli_around_a_box_are_read(response, gold, modes):
    for mode in modes:
        assert correct(response, gold, mode), (response, mode)


OPERATOR_BEFORE = [
    "more than",
    "less than",
    "greater than",
    "fewer than",
    "twice",
    "half of",
    "the square of",
    "a multiple of",
    "divisible by",
    "a divisor of",
    "the reciprocal of",
    "the negative of",
    "close to",
    "up to",
    "nearly",
    "almost",
    "just under",
    "of the form",
    "3 times",
]
STRICT_BEFORE = ["at least", "at most", "about", "around", "roughly"]
OPERATOR_AFTER = [
    "squared",
    "plus one",
    "minus 1",
    "times two",
    "or more",
    "or less",
    "and above",
    "at least",
    "thousand",
    "to the nearest ten",
    "modulo 10",
    "in absolute value",
    "give or take",
    "plus or minus 1",
    "or thereabouts",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("words", OPERATOR_BEFORE)
def test_words_that_bound_or_operate_before_the_box(words, gold, mode):
    for response in (
        f"The answer is {words} $\\boxed{{{gold}}}$.",
        f"So the value is {words} \\boxed{{{gold}}}.",
        f"It is {words} $\\boxed{{{gold}}}$ in all.",
    ):
        assert not correct(response, gold, mode), response


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("words", STRICT_BEFORE)
def test_strict_also_refuses_approximations_and_bounds_before_the_box(words, gold):
    assert not correct(f"The answer is {words} $\\boxed{{{gold}}}$.", gold, "strict")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("words", OPERATOR_AFTER)
def test_words_that_operate_after_the_box(words, gold, mode):
    for response in (
        f"The answer is $\\boxed{{{gold}}}$ {words}.",
        f"So we get \\boxed{{{gold}}} {words}, as computed.",
    ):
        assert not correct(response, gold, mode), response


@pytest.mark.parametrize(
    "response",
    [
        r"Therefore, Zach can have at most $\boxed{7}$ pencils left over.",
        r"Thus Pam paid $\boxed{7}$ more than Susan.",
        r"So $\boxed{7}$ of the $18$ representatives are from the 8th grade.",
        r"Thus the area decreased by $\boxed{7}$ percent.",
        r"The area of the trapezoid is $\boxed{7}$ square centimeters.",
        r"For a total of $\boxed{7}$ apples.",
        r"The remainder is equal to $\boxed{7}$.",
        r"It leaves a remainder of $\boxed{7}$.",
        r"It is worth approximately $\boxed{7}$ dollars.",
        r"The die must be rolled $\boxed{7}$ times.",
        r"It happens \boxed{7} times in all.",
        r"The answer is $\boxed{7}$ over the weekend.",
        r"The function is $\boxed{7}$.\n\nMore generally, the same holds.",
    ],
)
def test_honest_words_around_a_box_are_read_in_standard(response):
    assert correct(response.replace(r"\n", "\n"), "7", "standard"), response


STRUCK = [
    "~~The answer is $\\boxed{{{g}}}$.~~",
    "The answer is ~~$\\boxed{{{g}}}$~~.",
    "<s>The answer is $\\boxed{{{g}}}$.</s>",
    "<del>$\\boxed{{{g}}}$</del>",
    "The answer is <strike>$\\boxed{{{g}}}$</strike>",
    "<DEL>The answer is \\boxed{{{g}}}</DEL>",
    "The answer is $\\boxed{{{g}}}$ ✗",
    "The answer is $\\boxed{{{g}}}$ ❌",
    "The answer is $\\boxed{{{g}}}$ (✘)",
    "- $\\boxed{{{w}}}$ ✓\n- $\\boxed{{{g}}}$ ✗",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("form", STRUCK)
def test_a_struck_out_or_crossed_answer_is_withdrawn(form, gold, mode):
    response = form.format(g=gold, w="11")
    assert not correct(response, gold, mode), response


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "response",
    [
        "~~The answer is $8$.~~\nThe answer is $\\boxed{{{g}}}$.",
        "<del>$\\boxed{{8}}$</del>\nThe answer is $\\boxed{{{g}}}$.",
        "~~old~~\n\nThe answer is $\\boxed{{{g}}}$.",
        "The answer is $\\boxed{{{g}}}$. ✓",
    ],
)
def test_an_answer_after_struck_out_text_is_read(response, mode):
    for gold in GOLDS:
        r = response.format(g=gold)
        if mode == "strict" and "✓" in r:
            continue  # strict: nothing but a closing may follow the box
        assert correct(r, gold, mode), r


# A later sentence that concludes on another value: the response ends on two answers (standard; strict
# refuses any sentence after its box already).
CONCLUSIONS = [
    "The true answer is ${w}$.",
    "The real answer is ${w}$.",
    "Correct answer: ${w}$.",
    "Update: ${w}$.",
    "Edit: it's ${w}$.",
    "Revised: ${w}$.",
    "Answer: ${w}$",
    "So we actually get ${w}$.",
    "Therefore ${w}$.",
    "Hence, ${w}$.",
    "In fact ${w}$.",
    "But the final value is ${w}$.",
    "**Corrected answer**: ${w}$",
]
OTHER = {"7": "8", r"\frac{3}{4}": r"\frac{4}{3}", r"2\sqrt{3}": r"3\sqrt{2}", "-3": "3", "x^2+1": "x^2-1"}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("later", CONCLUSIONS)
def test_a_later_conclusion_on_another_value_withdraws_the_box(later, gold, mode):
    for response in (
        f"The answer is $\\boxed{{{gold}}}$. " + later.format(w=OTHER[gold]),
        f"So $x = \\boxed{{{gold}}}$.\n\n" + later.format(w=OTHER[gold]),
    ):
        assert not correct(response, gold, mode), response


@pytest.mark.parametrize(
    "later",
    [
        "Therefore ${g}$.",  # the same value again
        "The true answer is ${g}$.",
        "Thus the other root is $-2$.",  # a value of something else, named
        "Thus $\\frac{{3}}{{a}}$ must be less than 1.",  # not what the sentence ends on
        "Therefore, $7 \\cdot 3 = 21$.",  # a computation, no value set beside the answer
        "So we check: $x = 5$ gives $25$.",
    ],
)
def test_a_later_sentence_that_concludes_nothing_else_keeps_the_box(later):
    for gold in GOLDS:
        response = f"The answer is $\\boxed{{{gold}}}$. " + later.format(g=gold)
        assert correct(response, gold, "standard"), response


# Strict: the word right before a box that opens its math must state it (a whitelist: a hedge, a bound or a
# judgement has phrasings in every language).
UNSTATED_LEADS = [
    "Het antwoord is misschien",
    "Odpowiedź to może",
    "Cevap belki",
    "Ответ, возможно,",
    "Jawabannya mungkin",
    "Svaret är kanske",
    "Hardly",
    "Scarcely",
    "The answer is seemingly",
    "The answer is arguably",
    "The answer is hopefully",
    "It is conceivably",
    "Whenever $x$ is odd,",
    "Under the alternative reading,",
]
STATED_LEADS = [
    "The answer is",
    "Therefore, the answer is",
    "So we get",
    "Thus,",
    "Therefore,",
    "Answer:",
    "**Final Answer**\n",
    "which has length",
    "the area decreased by",
    "for a total of",
    "The solution set is $x$ in",
    "La respuesta es",
    "La réponse est",
    "Die Antwort ist",
    "Ответ:",
    "答案是",
    "答えは",
    "the greater integer being",
    "this yields",
    "the units digit is found to be",
]


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("lead", UNSTATED_LEADS)
def test_strict_reads_a_box_only_after_a_word_that_states_it(lead, gold):
    for box in (f"$\\boxed{{{gold}}}$", f"\\boxed{{{gold}}}"):
        assert not correct(f"{lead} {box}.", gold, "strict"), f"{lead} {box}."


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize("lead", STATED_LEADS)
def test_strict_reads_a_box_after_a_word_that_states_it(lead, gold):
    for box in (f"$\\boxed{{{gold}}}$", f"\\boxed{{{gold}}}"):
        response = f"{lead} {box}."
        assert correct(response, gold, "strict"), response
        assert correct(response, gold, "standard"), response


# Strict: the sentence names the answer plainly (a whitelist of the words that qualify "answer", and of the
# labels before a colon right before the box).
@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize(
    "lead",
    [
        "The naive answer is",
        "The trap answer is",
        "Draft answer:",
        "A plausible answer is",
        "My provisional answer is",
        "Lower bound:",
        "Hypothesis:",
        "TODO:",
        "Distractor:",
        "Rough estimate:",
    ],
)
def test_strict_reads_only_an_answer_named_plainly(lead, gold):
    for response in (f"{lead} $\\boxed{{{gold}}}$.", f"Work.\n\n{lead} \\boxed{{{gold}}}"):
        assert not correct(response, gold, "strict"), response


@pytest.mark.parametrize("gold", GOLDS)
@pytest.mark.parametrize(
    "lead",
    [
        "The final answer is",
        "Our answer is",
        "The desired answer is",
        "The correct answer is",
        "Final answer:",
        "Answer:",
        "The area of the triangle is:",
        "Let's box it:",
        "Ответ:",
        "答案：",
    ],
)
def test_strict_reads_an_answer_named_plainly(lead, gold):
    response = f"{lead} $\\boxed{{{gold}}}$."
    assert correct(response, gold, "strict"), response
