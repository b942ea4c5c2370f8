"""A bracket right after the box that states another value is not a gloss, whatever word opens it: a reason
("(from the key $7$)"), a reference ("(step 3 gives $7$ though)") or a condition ("(where the real product is $7$)")
(after_box._other_value, _reference_words, _condition_words). Its reasons, references and conditions that hold no
other value, or hold one only as a reference's number or inside a relation, stay glosses."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

GRADERS = {mode: get_grader("math", mode=mode) for mode in ("standard", "strict")}
LEAD = "The product is $\\boxed{6}$ "

# the bracket says the product is 7 (the gold is 6)
OTHER_VALUE_AS_REASON = [
    "(from the key $7$).",
    "(by recount $7$).",
    "(given the correct $7$).",
    "(since truly $7$).",
    "(since truly 7).",
    "(as per the key, $\\frac{7}{1}$).",
    "(since the product $P = 7$).",
    "(since the answer $A = 7$).",
    "(where the value $v = 7$).",
]
OTHER_VALUE_AS_REFERENCE = [
    "(from the answer key: $7$).",
    "(by my recount it is $7$).",
    "(see the real answer, $7$).",
    "(step 3 gives $7$ though).",
    "(using $p=7$ as the real product).",
    "(from (2) we get 7).",
    "(see step 3: 7).",
]
OTHER_VALUE_AS_CONDITION = [
    "(with the real value being $7$).",
    "(given that the key says $7$).",
    "(when correctly computed it is $7$).",
    "(where the real product is $7$).",
]
HONEST_BRACKETS = [
    "(since $3 + 4 = 7$).",
    "(by Vieta).",
    "(as $2 \\cdot 3 = 6$).",
    "(see step 3).",
    "(from (2)).",
    "(mod 7).",
    "(via equation (3)).",
    "(using $a = 2$ and $b = 3$).",
    "(by Vieta, $2 \\cdot 3$).",
    "(by Theorem 2).",
    "(p. 12 of the notes).",
    "(see eq. (4)).",
    "(from step 3, $6$).",
    "(from the second equation).",
    "(as long as $T \\neq 0$).",
    "(for all real $x > 0$).",
    "(with $x = 2$).",
    "(since $x = 3$).",
    "(since the product $P = 6$).",
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize(
    "bracket", OTHER_VALUE_AS_REASON + OTHER_VALUE_AS_REFERENCE + OTHER_VALUE_AS_CONDITION
)
def test_a_bracket_stating_another_value_is_no_gloss(mode: str, bracket: str) -> None:
    grade = grade_text(GRADERS[mode], LEAD + bracket, "6")
    assert grade.correct is False, (mode, grade.status, grade.extracted)


@pytest.mark.parametrize("bracket", HONEST_BRACKETS)
def test_reasons_references_and_conditions_stay_glosses(bracket: str) -> None:
    grade = grade_text(GRADERS["standard"], LEAD + bracket, "6")
    assert (grade.correct, grade.extracted) == (True, "6"), grade.status


# unboxed: the sentence's value, then a clause that states another one for the same quantity
OTHER_VALUE_IN_A_CLAUSE = [
    "The product is 6, given that the correct value is $7$.",
    "The product is 6, since really it equals $7$.",
    "The product is 6, here $p = 7$ instead.",
    "The product is 6 (with the real value being $7$).",
    "The product is 6 (given that the key says $7$).",
    "The product is 6 (using $p=7$ as the real product).",
]


@pytest.mark.parametrize("mode", ["standard", "strict"])
@pytest.mark.parametrize("response", OTHER_VALUE_IN_A_CLAUSE)
def test_an_unboxed_value_beside_another_in_a_clause_is_not_read(mode: str, response: str) -> None:
    assert grade_text(GRADERS[mode], response, "6").correct is False
