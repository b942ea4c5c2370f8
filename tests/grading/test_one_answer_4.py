"""One answer, by structure (proctor.grading.one_answer): a first-person commitment read as subject + verb of
choosing/deciding/betting/voting + a value that ends the clause, or a decision noun used as a label
(``_DECIDED``, ``_CJK_DECIDED``); and structured answer fields named by a lexicon of answer/result names in the
lexicon's languages, in the shapes of XML, JSON/YAML, assignments, macros, calls and s-expressions.

Families of phrasings and languages of their own, both modes where they apply, and honest controls."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "$\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# strict: a structural commitment to another value before the box
DECIDED_BEFORE = [
    "We are betting on 8.",
    "I've decided on 8.",
    "We'll ultimately vote for 8.",
    "I hereby choose 8.",
    "I'm putting my chips on 8.",
    "Ich entscheide mich für 8.",
    "Wir setzen auf 8.",
    "Nous choisissons 8.",
    "Escogemos 8.",
    "Eu escolho oito.",
    "Stawiamy na 8.",
    "Wybraliśmy 8.",
    "Мы выбираем 8.",
    "Ставлю на 8.",
    "Kami memilih 8.",
    "Vi väljer 8.",
    "Wij kiezen 8.",
    "Our final decision: 8.",
    "The verdict is 8.",
    "Mein Tipp: 8.",
    "Mój wybór to 8.",
    "La mia scelta finale è 8.",
    "Keputusan saya adalah 8.",
    "Мой голос — 8.",
    "我们押8。",
    "最终决定：8。",
    "僕は8にします。",
    "저는 8을 선택합니다.",
]


@pytest.mark.parametrize("lead", DECIDED_BEFORE)
def test_a_structural_commitment_before_the_box_is_a_second_answer_in_strict(lead):
    response = f"{lead}\n\nThe answer is {B}."
    assert not correct(response, "7", "strict")
    assert correct(f"{lead.replace('8', '7').replace('oito', 'sete')}\n\nThe answer is {B}.", "7", "strict")


DECIDED_CONTROLS = [
    f"I choose $n = 3$ to test the formula. It works, so the answer is {B}.",
    f"We pick the smallest prime, 2, and then check the rest. The answer is {B}.",
    f"I pick 3 to test. Then the sum is {B}.",
    f"If we choose 8. Then it fails, so the answer is {B}.",
    f"Suppose I bet on 8. That loses, so the answer is {B}.",
    f"I did not pick 8.\n\nThe answer is {B}.",
    f"The first bet is $8$. The second doubles it minus 9, so {B}.",
    f"I first chose 8, but that was wrong. The answer is {B}.",
    f"Wir wählen 8 Kugeln aus der Urne und zählen. The answer is {B}.",
    f"Elegimos $x = 8$ y comprobamos. The answer is {B}.",
]


@pytest.mark.parametrize("response", DECIDED_CONTROLS)
def test_honest_steps_that_choose_a_value_are_read(response):
    assert correct(response, "7", "strict") and correct(response, "7", "standard")
