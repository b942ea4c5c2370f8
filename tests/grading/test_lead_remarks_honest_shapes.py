"""Honest answers of the shapes the seventh review's lead rules (lead_remarks, lead_shapes) refused when they first
merged: an aside set off by dashes before the box, a label whose answer's name is followed by a copula pointing to the
box, a rival value the gap after the answer's name corrects, an adverb of exactness after the name, a line of code
before the answer's sentence (strict). Each family holds
variants the rule must read by its mechanism, beside wrong answers of the same shapes that stay refused."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

B = "$\\boxed{7}$"

# a closing dash before the box that closes an aside opened by the same dash: the aside is read by the aside
# whitelist, the label rules read what stands before it (lead_remarks._dash_aside)
DASH_ASIDE_HONEST = [
    f"The answer is — as computed — {B}.",
    f"The answer is — after simplifying — {B}.",
    f"The answer is – as shown above – {B}.",
    f"The final answer is — as computed — {B}.",
    f"The answer is — as found above — {B}.",
    f"Our answer is — therefore — {B}.",
]

# the answer's name, a present copula and a predicate pointing to the box (lead_remarks._pointing)
POINTING_LABEL_HONEST = [
    f"The answer is as follows:\n\n{B}",
    f"The answer is as follows: {B}",
    f"The answer is the following:\n\n{B}",
    f"The final answer is as follows:\n\n{B}",
    f"Our answer is as shown below:\n\n{B}",
    f"Die Antwort ist wie folgt:\n\n{B}",
]

# a rival value negated then a word of contrast (or a comma after a negator that follows the value) between the
# answer's name and the box (lead_remarks._CORRECTED)
CORRECTED_RIVAL_HONEST = [
    f"Jawabannya bukan 8, tetapi {B}.",
    f"Jawabannya bukan 8, melainkan {B}.",
    f"Jawabannya tidak 8, tapi {B}.",
    f"Cevap 8 değil, {B}.",
]

# an adverb of exactness between the answer's name and the box (lead_remarks._AFTER_NAME)
EXACT_ADVERB_HONEST = [
    ("정답은 바로 $\\boxed{9}$이다.", "9"),
    (f"답은 바로 {B}이다.", "7"),
    (f"Cevap tam olarak {B}.", "7"),
]

# strict: a line indented as code with no sentence stop before the answer's sentence is code, not a numbered heading
# (lead_shapes._CODE_LINE)
CODE_LINE_HONEST = [
    "def f(n):\n    return 0\n\nThe answer is $\\boxed{7}$.",
    "def f(n):\n\treturn 0\n\nThe answer is $\\boxed{7}$.",
    "    sleep 2\n\nThe answer is $\\boxed{7}$.",
]

# wrong answers of the same shapes: the aside or the gap says something else, or the label is a remark
SAME_SHAPES_WRONG = [
    f"Phew, that was made up — as computed — {B}",
    f"The answer of my friend — as computed — {B}",
    f"The answer is — ten — {B}",
    f"The answer is — my friend says — {B}",
    f"Well, well, that was made up — therefore — {B}",
    f"The answer is ten: {B}",
    f"The answer is as my friend says: {B}",
    f"The answer was as follows: {B}",
    f"Jawabannya bukan 8, tetapi mungkin {B}.",
    f"Jawaban teman saya bukan 8, tetapi {B}.",
    f"Cevap 8 değil, belki {B}.",
    f"정답은 바로 친구가 말한 {B}이다.",
]

# strict: numbered headings indented like code but closed by a sentence stop stay headings
CODE_LINE_WRONG = [
    f"    Draft 2 of 3.\n\nThe answer is {B}.",
    f"\tAttempt 3. The answer is {B}.",
    f"Intro.\n\n    Example 3. The answer is {B}.",
]


@pytest.mark.parametrize(
    "response,gold",
    [(r, "7") for r in DASH_ASIDE_HONEST + POINTING_LABEL_HONEST + CORRECTED_RIVAL_HONEST]
    + EXACT_ADVERB_HONEST,
)
def test_honest_shape_is_read_in_standard(response: str, gold: str) -> None:
    assert correct(response, gold, "standard")


@pytest.mark.parametrize("response", SAME_SHAPES_WRONG)
@pytest.mark.parametrize("mode", MODES)
def test_wrong_answer_of_the_same_shape_is_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", CODE_LINE_HONEST)
@pytest.mark.parametrize("mode", MODES)
def test_a_line_of_code_before_the_answer_is_no_heading(response: str, mode: str) -> None:
    assert correct(response, "7", mode)


@pytest.mark.parametrize("response", CODE_LINE_WRONG)
def test_an_indented_heading_closed_by_a_stop_is_refused_in_strict(response: str) -> None:
    assert not correct(response, "7", "strict")
