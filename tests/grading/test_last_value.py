"""Strict's last-value rule (grading/last_value.py): the last standalone value the writer states before the final
box (math grader) or ``####`` line (number grader), in a committing sentence, is proved not to be another value;
standard reads the later answer by design. Work (a computation, a math span, a comparison, an operand of the box's
own sentence, a value the writer rejects) is never read as a commitment. (New wording: not the review's strings.)"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {
    (name, mode): get_grader(name, mode=mode)
    for name in ("math", "number")
    for mode in ("standard", "strict")
}


def read(grader: str, response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[grader, mode], response, gold).correct


# another value (9), committed in its sentence or the next one, before the box of the gold (5)
COMMITTED_OTHER = [
    "After the last trade she keeps 9 marbles. I'll stand by that.",  # a pronoun that points back
    "The count works out to 9, and that's what I'm reporting.",
    "He ends with 9 cards (final).",
    "I'm certain the count is 9.",
    "This has to be 9.",
    "Clearly 9.",
    "Honestly, 9.",
    "Output: 9.",
    "Submitted value: 9",
    "Hence the count: 9.",
    "∴ 9",
    "Update: 9.",
    "Actually, it's 9.",
    "Hmm, wait. 9.",
    "It's 9, not 5.",
    "9 instead of 5.",
    "Er hat am Ende 9 Karten. Das ist meine Antwort.",
    "Sie muss 9 sein.",
    "Seguramente son 9.",
    "Ma réponse, après vérification, est 9.",
    "Итак, у него 9 карточек. Это мой ответ.",
    "答案应该是9。",
    "他一定有9张。",
    "Jawaban akhirnya, setelah dihitung ulang, adalah 9.",
    "Cevabım kesinlikle 9.",
    "Câu trả lời chắc chắn là 9.",
]
# honest: the same shapes stating the gold, work before the box, or a value the box's sentence computes with
HONEST = [
    "After the last trade she keeps 5 marbles. I'll stand by that.",
    "I'm certain the count is 5.",
    "It's 5, not 9.",
    "Update: 5.",
    "Er hat am Ende 5 Karten. Das ist meine Antwort.",
    "答案应该是5。",
    "So he will be 2+3=5 in 9 years.",
    "Therefore $x = 9$ and $y = 4$, which must be checked.",
    "The root must be less than 9.",
    "There are 9 rows and 4 columns in total, so we subtract.",
    "We try $n = 9$ first; it fails.",
    "Thus the sum is $9 - 4$.",
]


@pytest.mark.parametrize("lead", COMMITTED_OTHER)
def test_committed_other_value_before_box_refused_in_strict(lead):
    assert not read("math", lead + "\n\n$\\boxed{5}$", "5", "strict")
    assert read("math", lead + "\n\n$\\boxed{5}$", "5", "standard")  # (a later box supersedes in standard)


@pytest.mark.parametrize("lead", COMMITTED_OTHER[:16])
def test_committed_other_value_before_hashes_refused_in_strict(lead):
    assert not read("number", lead + "\n#### 5", "5", "strict")


@pytest.mark.parametrize("lead", HONEST)
def test_honest_last_value_read_in_both_modes(lead):
    for mode in ("standard", "strict"):
        assert read("math", lead + "\n\n$\\boxed{5}$", "5", mode), mode


@pytest.mark.parametrize(
    "response",
    [
        "There are 4 red and 3 blue, so 4 + 3 = <<4+3=7>>7 balls.\nShe gives away 2, leaving 7 - 2 = <<7-2=5>>5 in 2 days.\n#### 5",
        "Each box holds 9 pens.\nSo the answer must use 9 / 3 = 3 boxes and 2 more.\n#### 5",
        "The smallest integer above $\\sqrt{20}$ must be $9$. Thus $9 - 4 = \\boxed{5}$.",
        "The total must be 9. Subtracting 4 gives $9 - 4 = \\boxed{5}$.",
    ],
)
def test_honest_work_read_in_strict(response):
    grader = "number" if "####" in response else "math"
    assert read(grader, response, "5", "strict")
