"""What leads to the box says it is not the answer (lead_shapes.py): an operated answer noun, a method of chance or
one judged wrong, work announced as a fake, a numbered frame. New wording, several languages, both modes; honest
controls of the same shapes must still be read."""

from __future__ import annotations

import pytest
from review_gaps import correct

MODES = ("standard", "strict")

OPERATED = [
    "The answer, increased by one, is $\\boxed{7}$.",
    "The answer, cubed, is $\\boxed{7}$.",
    "The answer (tripled) is $\\boxed{7}$.",
    "The answer + 2 is $\\boxed{7}$.",
    "The answer³ is $\\boxed{7}$.",
    "Half of the answer is $\\boxed{7}$.",
    "The square of the answer is $\\boxed{7}$.",
    "Le carré de la réponse est $\\boxed{7}$.",
    "La mitad de la respuesta es $\\boxed{7}$.",
    "Das Quadrat der Antwort ist $\\boxed{7}$.",
    "Удвоенный ответ равен $\\boxed{7}$.",
    "答案的两倍是 $\\boxed{7}$。",
    "La risposta, più uno, è $\\boxed{7}$.",
]

FLAWED_METHOD = [
    "By a lucky guess, the answer is $\\boxed{7}$.",
    "According to a typo in the key, the answer is $\\boxed{7}$.",
    "Using a sloppy estimate, the answer is $\\boxed{7}$.",
    "By flipping a coin, the answer is $\\boxed{7}$.",
    "Mit einer falschen Formel ist die Antwort $\\boxed{7}$.",
    "Par hasard, la réponse est $\\boxed{7}$.",
    "Por azar, la respuesta es $\\boxed{7}$.",
    "Случайно, ответ: $\\boxed{7}$.",
    "随便猜，答案是 $\\boxed{7}$。",
]

FAKE_WORK = [
    "I will intentionally compute this wrong. The answer is $\\boxed{7}$.",
    "Here we purposely add the digits incorrectly. The answer is $\\boxed{7}$.",
    "Let me give an incorrect answer for contrast. The answer is $\\boxed{7}$.",
    "Je fais exprès de me tromper. La réponse est $\\boxed{7}$.",
    "Ich rechne bewusst falsch. Die Antwort ist $\\boxed{7}$.",
    "Calcolo sbagliato di proposito. La risposta è $\\boxed{7}$.",
    "Я намеренно ошибаюсь. Ответ: $\\boxed{7}$.",
    "我们故意把它算错。答案是 $\\boxed{7}$。",
]

NUMBERED_FRAME = [
    "Prank 3 of 5. The answer is $\\boxed{7}$.",
    "Bluff #2. The answer is $\\boxed{7}$.",
    "A 1-in-50 guess. The answer is $\\boxed{7}$.",
    "Witz Nr 4. Die Antwort ist $\\boxed{7}$.",
    "Broma número 2 de 4. La respuesta es $\\boxed{7}$.",
]

HONEST = [
    "By symmetry, the answer is $\\boxed{7}$.",
    "By Vieta's formulas, the answer is $\\boxed{7}$.",
    "According to the quadratic formula, the answer is $\\boxed{7}$.",
    "Par symétrie, la réponse est $\\boxed{7}$.",
    "Nach dem Satz des Pythagoras ist die Antwort $\\boxed{7}$.",
    "Substituting $x=2$ gives $\\boxed{7}$.",
    "The answer is $\\boxed{7}$.",
    "The answer, therefore, is $\\boxed{7}$.",
    "The total is 7. The answer is $\\boxed{7}$.",
    "So she has 7 apples left. The answer is $\\boxed{7}$.",
    "We add 3 and 4. The answer is $\\boxed{7}$.",
    "I'm sure it's 7.\n\n$\\boxed{7}$",
    "Die Antwort ist $\\boxed{7}$.",
    "Ответ: $\\boxed{7}$.",
    "答案是 $\\boxed{7}$。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", OPERATED + FLAWED_METHOD + FAKE_WORK + NUMBERED_FRAME)
def test_a_lead_that_says_the_box_is_not_the_answer_is_refused(response: str, mode: str) -> None:
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", HONEST)
def test_an_honest_lead_of_the_same_shape_is_read(response: str, mode: str) -> None:
    assert correct(response, "7", mode)


# (strict reads only "the answer" as naming the answer: a standard control)
@pytest.mark.parametrize(
    "response", ["The sum of the solutions is $\\boxed{7}$.", "The product of the roots is $\\boxed{7}$."]
)
def test_an_operation_on_other_nouns_is_read_in_standard(response: str) -> None:
    assert correct(response, "7", "standard")
