"""Strict: a withdrawal of an earlier committed value must be PROVEN (grading/withdrawal.py); only a LABEL of a step,
part or case makes a sentence work (grading/work_labels.py); a unit after the final box is compared with the gold's
(grading/unit_after.py). Wording and languages here are new (not those of test_review_gaps_6_strict.py)."""

from __future__ import annotations

import pytest
from review_gaps import correct

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_OTHER = {(n, m): get_grader(n, mode=m) for n in ("mcq", "number") for m in ("standard", "strict")}


def _graded(grader: str, response: str, gold: str, mode: str) -> bool:
    return grade_text(_OTHER[grader, mode], response, gold).correct


# an earlier commitment to another value, then a sentence that REAFFIRMS it (a negated judging word, an affirmation
# after a retracting interjection, a question answered so): strict refuses the box of another value
_COMMITS = ("The answer is {v}.", "Answer: {v}.", "I'll go with {v}.", "Therefore {v}.")
_REAFFIRMS = (
    "There's no error here.",
    "Definitely not wrong.",
    "I'm not joking.",
    "No mistakes were made.",
    "Hmm, right.",
    "Wait, yes, that's correct.",
    "Mistaken? No.",
    "Kein Irrtum.",
    "Nessun errore.",
    "Geen fout.",
    "Bez błędu.",
    "Никакой ошибки.",
)
REAFFIRMED = [(c.format(v="5") + " " + r + "\n\n$\\boxed{7}$", "7") for c in _COMMITS for r in _REAFFIRMS]


@pytest.mark.parametrize(("response", "gold"), REAFFIRMED)
def test_reaffirmed_value_is_still_committed(response: str, gold: str) -> None:
    assert not correct(response, gold, "strict")


@pytest.mark.parametrize(
    "reaffirm", ["There's no error here.", "I'm not joking.", "Hmm, right.", "Geen fout."]
)
def test_reaffirmed_value_other_graders(reaffirm: str) -> None:
    assert not _graded("number", f"The answer is 5. {reaffirm}\n#### 7", "7", "strict")
    assert not _graded("mcq", f"The answer is D. {reaffirm}\n\n$\\boxed{{C}}$", "C", "strict")


# controls: a sentence that does withdraw the value (a negative judgement not negated, a bare "no", a correction
# cue, a question answered against it): the box is read in both modes
WITHDRAWN = [
    "The answer is 5. Wait, no, that's wrong.",
    "Answer: 5. Hmm, let me recompute.",
    "I'll go with 5. Actually, no.",
    "Therefore 5. That isn't right.",
    "The answer is 5. Correct? No.",
    "Answer: 5. Oops.",
    "The answer is 5. Wait, is that right?",
]


@pytest.mark.parametrize("withdrawal", WITHDRAWN)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_withdrawn_value_lets_the_box_stand(withdrawal: str, mode: str) -> None:
    assert correct(withdrawal + " Let me redo it.\n\n$\\boxed{7}$", "7", mode)


# a sentence with "case", "step" or "part" that is no label of one is read: its committed value is a rival answer
CASE_IDIOMS = [
    "In either case, therefore 5.",
    "As a last step, therefore 5.",
    "Hence, in the worst case, 5.",
    "Therefore, just in case, 5.",
    "For the most part, therefore 5.",
]


@pytest.mark.parametrize("idiom", CASE_IDIOMS)
def test_case_or_step_idiom_is_read(idiom: str) -> None:
    assert not correct(idiom + "\n\n$\\boxed{7}$", "7", "strict")


# controls: a label of a step, part or case stays work
CASE_LABELS = [
    "Case 1: therefore 5.",
    "Step two: therefore 5.",
    "In case x = 1, therefore 5.",
    "In the second case, therefore 5.",
    "Part (b): therefore 5.",
]


@pytest.mark.parametrize("label", CASE_LABELS)
def test_case_or_step_label_is_work(label: str) -> None:
    assert correct(label + "\n\nThe other case gives the answer $\\boxed{7}$.", "7", "strict")


# a unit right after the box that is not the gold's
UNIT_AFTER = [
    ("So the length is $\\boxed{5}$ inches.", "5 \\text{ cm}"),
    ("It takes $\\boxed{5}$ hours.", "5 \\text{ days}"),
    ("She pays $\\boxed{5}$ euros.", "5\\%"),
    ("The angle is $\\boxed{5}$ radians.", "5^\\circ"),
    ("The mass is $\\boxed{5}$ \\text{ g}.", "5 \\text{ kg}"),
]


@pytest.mark.parametrize(("response", "gold"), UNIT_AFTER)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_unit_after_box_is_compared(response: str, gold: str, mode: str) -> None:
    assert not correct(response, gold, mode)


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        ("So the length is $\\boxed{5}$ cm.", "5 \\text{ cm}"),
        ("The answer is $\\boxed{5}$ days.", "5 \\text{ days}"),
        ("The answer is $\\boxed{5}$ hours.", "5"),  # no unit in the gold: harmless as before
        ("The area is $\\boxed{5}$ square centimeters.", "5 \\text{ cm}^2"),
    ],
)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_same_or_no_unit_after_box_is_read(response: str, gold: str, mode: str) -> None:
    assert correct(response, gold, mode)


@pytest.mark.parametrize(
    "response",
    [
        "The right choice is $\\boxed{D}$ seconds.",
        "I pick $\\boxed{D}$ meters",
        "The answer is $\\boxed{D}$, an even number.",
    ],
)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_letter_with_unit_is_no_choice(response: str, mode: str) -> None:
    assert not _graded("mcq", response, "D", mode)


@pytest.mark.parametrize("response", ["The right choice is $\\boxed{D}$.", "$\\boxed{D}$"])
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_letter_alone_is_read(response: str, mode: str) -> None:
    assert _graded("mcq", response, "D", mode)


# HONEST_OPEN of the review left as it was: a value named as another quantity before the box is still refused by
# strict's last_value (not changed here)


# strict: a value stated as ANOTHER named quantity than the box's sentence names is work (named_quantity.py)
NAMED_OTHER = [
    ("Hence the height is 5.\n\nThe volume is $\\boxed{7}$.", "7"),
    ("Therefore the diameter is 5.\n\nSo the circumference is $\\boxed{7}$.", "7"),
    ("Donc la largeur vaut 5.\n\nL'aire est $\\boxed{7}$.", "7"),
    ("Итак, высота равна 5.\n\nОбъём равен $\\boxed{7}$.", "7"),
    ("所以高是5。\n\n体积是 $\\boxed{7}$。", "7"),
]


@pytest.mark.parametrize(("response", "gold"), NAMED_OTHER)
def test_other_named_quantity_is_work(response: str, gold: str) -> None:
    assert correct(response, gold, "strict")


# and the same noun, a name of the answer or an unnamed box stays a rival answer
NAMED_SAME = [
    "Hence the height is 5.\n\nThe height is $\\boxed{7}$.",
    "Hence the height is 5.\n\nThe height of the box is $\\boxed{7}$.",
    "Hence the result is 5.\n\nThe volume is $\\boxed{7}$.",
    "Hence the height is 5.\n\nThe answer is $\\boxed{7}$.",
    "Hence the height is 5.\n\n$\\boxed{7}$",
]


@pytest.mark.parametrize("response", NAMED_SAME)
def test_same_or_unnamed_quantity_is_a_rival(response: str) -> None:
    assert not correct(response, "7", "strict")


# the HONEST_OPEN entries of test_review_gaps_6_strict.py this closes (kept here as passing cases)
REVIEW_HONEST_CLOSED = [
    ("Thus, the width is 4.\n\nSo the area is $\\boxed{12}$.", "12"),
    ("Hence the radius is 3.\n\nThe area is $\\boxed{9\\pi}$.", "9\\pi"),
    ("Definitely, the base is 3.\n\nThe height is four, so the area is $\\boxed{6}$.", "6"),
    ("Therefore the side is 3.\n\nThe perimeter is $\\boxed{12}$.", "12"),
    ("Therefore the side is 3.\n\nThe perimeter is four times that: $\\boxed{12}$.", "12"),
    ("所以半径是3。\n\n面积是 $\\boxed{9\\pi}$。", "9\\pi"),
    ("Donc le côté vaut 3.\n\nLe périmètre est $\\boxed{12}$.", "12"),
    ("Итак, сторона равна 3.\n\nПериметр равен $\\boxed{12}$.", "12"),
    ("Quindi il lato è 3.\n\nIl perimetro è $\\boxed{12}$.", "12"),
    ("Dus de zijde is 3.\n\nDe omtrek is $\\boxed{12}$.", "12"),
]


@pytest.mark.parametrize(("response", "gold"), REVIEW_HONEST_CLOSED)
def test_review_honest_intermediate_quantity_is_read(response: str, gold: str) -> None:
    assert correct(response, gold, "strict")
