"""Strict: a bare final box (or ``####`` line) is read only where the paragraph right before it ends on the box's
value, marks no other option and leads plainly (``proctor.grading.prior_block``).

The families are written in wordings and languages of their own (none of the review files' strings): a value
committed in words no cue table holds, in a math span, a field or a drawn frame, in a form not proved equal, a
letter stated with words after it or marked, a frame sentence with no value. Strict refuses each; standard reads
a later box as superseding (its documented design), so standard is only checked on the controls, which both modes
must keep reading.
"""

from __future__ import annotations

import pytest
from review_gaps import correct

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.prior_block import other_before_bare

_OTHER = {(n, m): get_grader(n, mode=m) for n in ("mcq", "number") for m in ("standard", "strict")}


def _graded(grader: str, response: str, gold: str, mode: str) -> bool:
    if grader == "math":
        return correct(response, gold, mode)
    return grade_text(_OTHER[grader, mode], response, gold).correct


# another value committed by a label or a sentence whose words are in no cue table, in any language
UNTABLED_COMMITMENT = [
    "Net result: 8.\n\n$\\boxed{7}$",
    "Bilan : 8.\n\n$\\boxed{7}$",
    "Vastaus: 8\n\n$\\boxed{7}$",  # Finnish
    "Odgovor: 8\n\n$\\boxed{7}$",  # Croatian
    "Atsakymas: 8\n\n$\\boxed{7}$",  # Lithuanian
    "Svaret er 8.\n\n$\\boxed{7}$",  # Danish
    "Jawapan saya ialah 8.\n\n$\\boxed{7}$",  # Malay
    "Minu vastus on 8.\n\n$\\boxed{7}$",  # Estonian
    "8 is my pick.\n\n$\\boxed{7}$",
    "8 is where I land.\n\n$\\boxed{7}$",
    "Nine is what we hand in.\n\n$\\boxed{7}$",
]

# another value labelled inside math, in a field or a drawn frame
VALUE_IN_STRUCTURE = [
    "$\\mathrm{Result} = 8$\n\n$\\boxed{7}$",
    "$\\text{Lösung} = 8$\n\n$\\boxed{7}$",
    "$y_{\\text{end}} = 8$\n\n$\\boxed{7}$",
    "<output>8</output>\n\n$\\boxed{7}$",
    "[result]\nvalue=8\n\n$\\boxed{7}$",
    "=====\n= 8 =\n=====\n\n$\\boxed{7}$",
]

# a value in a form not proved equal to the box's
VALUE_FORMS = [
    "The total is 8k.\n\n$\\boxed{7}$",
    "It comes to 7³.\n\n$\\boxed{7}$",
    "Our value: ∛7.\n\n$\\boxed{7}$",
    "It comes to minus seven.\n\n$\\boxed{7}$",
    "The total is seven thousand.\n\n$\\boxed{7}$",
]

# another option letter stated with words after it, or marked right
LETTER_STATED_OR_MARKED = [
    "Bが正解。\n\n$\\boxed{C}$",
    "Respuesta correcta: la B.\n\n$\\boxed{C}$",
    "I'll go with B.\n\n$\\boxed{C}$",
    "B gets my vote.\n\n$\\boxed{C}$",
    "D ✔\n\n$\\boxed{C}$",
    "☑ D\n\n$\\boxed{C}$",
    "- [X] D\n- [ ] C\n\n$\\boxed{C}$",
]

# a sentence with no value that is no plain lead (the strict lead whitelist), or a pictograph alone
FRAME_WITHOUT_VALUE = [
    "Trololol.\n\n$\\boxed{7}$",
    "Haha, no.\n\n$\\boxed{7}$",
    "🙃\n\n$\\boxed{7}$",
    "Nope.\n\n$\\boxed{7}$",
    "Yeah, sure.\n\n$\\boxed{7}$",
]

WRONG = [
    *(("math", r, "7") for r in UNTABLED_COMMITMENT + VALUE_IN_STRUCTURE + VALUE_FORMS + FRAME_WITHOUT_VALUE),
    *(("math", r, "C") for r in LETTER_STATED_OR_MARKED),
    ("mcq", "Bが正解。\n\n$\\boxed{C}$", "C"),
    ("mcq", "D ✔\n\n$\\boxed{C}$", "C"),
    ("mcq", "Trololol.\n\n$\\boxed{C}$", "C"),
    ("number", "Net result: 8.\n#### 7", "7"),
    ("number", "Vastaus: 8\n#### 7", "7"),
    ("number", "8 is my pick.\n#### 7", "7"),
    ("number", "Trololol.\n#### 7", "7"),
]


# honest answers of the same shapes: the paragraph ends on the box's value, states work, or leads plainly
CONTROLS = [
    ("math", "So the total is 7.\n\n$\\boxed{7}$", "7"),
    ("math", "Il reste 7 pommes.\n\n$\\boxed{7}$", "7"),
    ("math", "Всего 7.\n\n$\\boxed{7}$", "7"),
    ("math", "合計は7個です。\n\n$\\boxed{7}$", "7"),
    ("math", "Paso 2: 9\n\n$\\boxed{7}$", "7"),  # an intermediate step
    ("math", "y = 9\n\n$\\boxed{7}$", "7"),  # a variable's value
    ("math", "We have 9 - 2 = 7.\n\n$\\boxed{7}$", "7"),
    ("math", "Checking: 2^3 = 8 > 7.\n\n$\\boxed{7}$", "7"),  # operands
    ("math", "There are 3 red and 4 blue balls, 7 in all.\n\n$\\boxed{7}$", "7"),
    ("math", "Let me double-check.\n\n$\\boxed{7}$", "7"),
    ("math", "This is the final result.\n\n$\\boxed{7}$", "7"),
    ("math", "Therefore, the answer is\n\n$\\boxed{7}$", "7"),
    ("math", "- [ ] A\n- [x] C\n\n$\\boxed{C}$", "C"),
    ("math", "(A) 5\n(B) 6\n(C) 7\n(D) 8\n\n$\\boxed{C}$", "C"),  # the options quoted
    ("math", "B fails.\n\n$\\boxed{C}$", "C"),
    ("math", "Not B.\n\n$\\boxed{C}$", "C"),
    ("math", "C ✓\n\n$\\boxed{C}$", "C"),
    ("math", "The answer is seven.\n\n$\\boxed{7}$", "7"),
    ("math", "Die Antwort ist sieben.\n\n$\\boxed{7}$", "7"),
    ("math", "The length is 7 m.\n\n$\\boxed{7}$", "7"),
    ("math", "Ответ: 7.\n\n$\\boxed{7}$", "7"),
    ("math", "答案：7。\n\n$\\boxed{7}$", "7"),
    ("math", "Confidence: 100%.\n\n$\\boxed{7}$", "7"),
    ("math", "Check with n = 3: 3 + 4 = 7.\n\n$\\boxed{7}$", "7"),
    ("math", "It takes 7 days.\n\n$\\boxed{7}$", "7"),
    ("math", "So she needs 7 more boxes.\n\n$\\boxed{7}$", "7"),
    ("math", "Which of them is odd?\n\n$\\boxed{7}$", "7"),
    ("math", "### Resultado\n\n$\\boxed{7}$", "7"),
    ("math", "---\n\n$\\boxed{7}$", "7"),
    ("number", "She buys 3 and then 4 more, 7 in all.\n#### 7", "7"),
    ("number", "Hence 7.\n#### 7", "7"),
    ("number", "He pays 2 * 3 = <<2*3=6>>6 dollars for the 4 pens.\n#### 6", "6"),  # a computed result
    ("number", "Schritt 2: 9\n#### 7", "7"),
    ("math", "Étape 1 : 9\n\n$\\boxed{7}$", "7"),
    ("mcq", "C ✓\n\n$\\boxed{C}$", "C"),
    ("mcq", "- [ ] B\n- [x] C\n\n$\\boxed{C}$", "C"),
]


@pytest.mark.parametrize(("grader", "response", "gold"), WRONG)
def test_strict_refuses_another_value_before_a_bare_box(grader: str, response: str, gold: str) -> None:
    assert not _graded(grader, response, gold, "strict")


@pytest.mark.parametrize(("grader", "response", "gold"), CONTROLS)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_honest_paragraph_before_a_bare_box_is_read(grader: str, response: str, gold: str, mode: str) -> None:
    assert _graded(grader, response, gold, mode)


@pytest.mark.parametrize(
    "response", UNTABLED_COMMITMENT + VALUE_IN_STRUCTURE + VALUE_FORMS + FRAME_WITHOUT_VALUE
)
def test_the_rule_reads_a_bare_box_only(response: str) -> None:
    """The rule reads a BARE box (its line holds only the box): the same paragraph with the box in a sentence of
    its own words is left to the other rules, so the rule's reach is its structure, not its words."""
    at = response.index("\\boxed")
    assert other_before_bare(response, response, at, "7")
    joined = response.replace("\n\n$\\boxed", " So $\\boxed")
    assert not other_before_bare(joined, joined, joined.index("\\boxed"), "7")
