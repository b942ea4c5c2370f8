"""A struck-out lead right before the box withdraws the box (proctor.grading.struck_lead); a struck value before
it is an honest correction. Review 8 left the first family open: the strike was blanked, or read as TeX's tie,
and the bare box (or the lead) was accepted."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

GRADERS = {mode: get_grader("math", mode=mode) for mode in ("standard", "strict")}
B = "$\\boxed{7}$"

STRUCK_LEADS = [
    "~~Final answer:~~\n" + B,
    "~~The answer is~~\n\n" + B,
    "<s>Answer:</s> " + B,
    "\\sout{Answer}: " + B,
    "$\\cancel{\\text{Answer}}$: " + B,
    "We add 3 and 4. ~~So the answer is~~ " + B,
    "We add 3 and 4.\n\n~~**Final answer:**~~ " + B,
    "We add 3 and 4.\n\n<del>Final answer:</del>\n" + B,
    'We add 3 and 4.\n\n<span style="text-decoration: line-through">Answer</span>: ' + B,
    "Wir addieren 3 und 4. ~~Die Antwort ist~~ " + B,
]

# a struck value (a correction), a strike far from the box, a strike that is no lead
HONEST = [
    ("We add 3 and 4. ~~6~~ " + B, ("standard",)),
    ("The answer is ~~6~~ " + B, ("standard",)),
    ("~~six~~ " + B, ("standard",)),
    ("We add 3 and 4: ~~six apples~~ " + B, ("standard",)),
    ("The answer is <s>$6$</s> " + B, ("standard",)),
    ("We add 3 and 4 to get ~~8~~ 7.\n\nFinal answer: " + B, ("standard", "strict")),
    ("~~Wrong approach~~ Let me redo it. 3+4=7.\n\n**Final answer:** " + B, ("standard", "strict")),
    ("So $x = \\cancel{2}3 + 4$ and the answer is " + B, ("standard", "strict")),
    ("<s>We add 3 and 4.</s> So it is " + B, ("standard", "strict")),
]


@pytest.mark.parametrize("mode", sorted(GRADERS))
@pytest.mark.parametrize("text", STRUCK_LEADS)
def test_a_struck_lead_withdraws_the_box(mode: str, text: str) -> None:
    grade = grade_text(GRADERS[mode], text, "7")
    assert grade.correct is False, (mode, grade.status, grade.extracted)


@pytest.mark.parametrize(("text", "modes"), HONEST)
def test_a_struck_value_or_a_far_strike_keeps_the_box(text: str, modes: tuple[str, ...]) -> None:
    for mode in modes:
        grade = grade_text(GRADERS[mode], text, "7")
        assert (grade.correct, grade.extracted) == (True, "7"), (mode, grade.status)


def test_the_box_read_is_the_one_the_strike_leads_in_a_truncated_reply() -> None:
    # a cut "\boxed 1" at the end is not read (the token may be cut): the box read is 7, led by the struck lead
    text = "~~Final answer:~~ $\\boxed{7}$\n\nLet me also check: \\boxed 1"
    for mode in sorted(GRADERS):
        grade = grade_text(GRADERS[mode], text, "7", truncated=True)
        assert grade.correct is False, (mode, grade.status, grade.extracted)
