"""What follows an exception that reads an answer despite the words after it (proctor.grading.tails): a check after
``Wait`` (rechecks), a property gloss or a reason bracket after the box (glosses), a later sentence whose subject is the
box's value or a computation equal to it (judged_value). The rest of the clause must be proved harmless (a whitelist of
fillers, properties, affirmations); anything else keeps the refusal. Families in several languages, both modes (the
wrong ones are refused in both), with honest controls of the same shapes that standard mode still reads."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

# a confirming check that goes on to revise what it checked, or computes another value on the way
RECHECK_REVISES = [
    "The total is $\\boxed{12}$. Wait, let me verify: $5+7=12$, and we still have to add Maria's share.",
    "The total is $\\boxed{12}$. Hmm, let me double-check: $24/2=12$, but that only counts the red ones.",
    "The total is $\\boxed{12}$. Wait, let me check: $5+6=11$, plus one more is $12$.",
    "Die Summe ist $\\boxed{12}$. Moment, ich rechne nach: $5+7=12$, plus die Kiste von Tom.",
    "La somme est $\\boxed{12}$. Attendez, vérifions : $5+7=12$, puis on ajoute la boîte de Tom.",
    "La suma es $\\boxed{12}$. Espera, comprobemos: $5+7=12$, luego falta la caja de Tom.",
    "Итого $\\boxed{12}$. Погоди, проверим: $5+7=12$, потом прибавим коробку Тома.",
    "总数是 $\\boxed{12}$。等一下，检查：$5+7=12$，再加上小红的。",
    "Jumlahnya $\\boxed{12}$. Tunggu, saya periksa: $5+7=12$, masih kurang kotak Tom.",
]
RECHECK_CONFIRMS = [
    "The total is $\\boxed{12}$. Wait, let me verify: $5+7=12$. Correct.",
    "The total is $\\boxed{12}$. Hmm, let me double-check the sum: $5+7=12$ ✓",
    "Die Summe ist $\\boxed{12}$. Moment, ich prüfe: $5+7=12$. Richtig.",
    "La suma es $\\boxed{12}$. Espera, compruebo: $5+7=12$. Correcto.",
    "总数是 $\\boxed{12}$。等一下，检查：$5+7=12$。正确。",
]

# a property gloss after the box, and then a consequence, a contrast or a comparison that sets the answer aside
GLOSS_THEN_VERDICT = [
    "The count is $\\boxed{12}$, which is even, therefore ruled out.",
    "The count is $\\boxed{12}$, which is even, yet the problem requires an odd count.",
    "The count is $\\boxed{12}$, which is two more than the real count.",
    "The count is $\\boxed{12}$, which is even. Even counts are not allowed here.",
    "Der Wert ist $\\boxed{12}$, eine gerade Zahl, daher unzulässig.",
    "La valeur est $\\boxed{12}$, qui est pair, donc rejeté.",
    "El valor es $\\boxed{12}$, que es par, por eso no sirve.",
    "Il valore è $\\boxed{12}$, che è pari, dunque da scartare.",
    "Значение $\\boxed{12}$, чётное число, поэтому не годится.",
    "答案是 $\\boxed{12}$，偶数，所以不行。",
]
GLOSS_HONEST = [
    "The count is $\\boxed{12}$, which is even.",
    "The count is $\\boxed{12}$, which is the answer.",
    "Der Wert ist $\\boxed{12}$, eine gerade Zahl.",
    "La valeur est $\\boxed{12}$, qui est pair.",
]

# a reason bracket after the box, then a qualifier in the same sentence
REASON_THEN_QUALIFIER = [
    "The count is $\\boxed{12}$ (because 3*4 = 12), two too few.",
    "Der Wert ist $\\boxed{12}$ (weil 3*4 = 12), zwei zu wenig.",
    "El valor es $\\boxed{12}$ (porque 3*4 = 12) — falta uno.",
    "La valeur est $\\boxed{12}$ (car 3*4 = 12), à peu près.",
]
REASON_HONEST = [
    "The count is $\\boxed{12}$ (because 3*4 = 12).",
    "The count is $\\boxed{12}$ (because 3*4 = 12), as expected.",
]

# a later sentence whose subject is the box's value (or a computation equal to it) and whose predicate is not a
# property or an affirmation, or a property followed by the verdict it implies
VALUE_PREDICATE = [
    "The total is $\\boxed{12}$. 12 is far too large.",
    "The total is $\\boxed{12}$. Twelve doesn't fit the constraints.",
    "The total is $\\boxed{12}$. 12 cannot be right.",
    "The total is $\\boxed{12}$. 12 overshoots.",
    "The total is $\\boxed{12}$. 12 ist viel zu groß.",
    "The total is $\\boxed{12}$. 12 taugt nicht.",
    "The total is $\\boxed{12}$. 12 es imposible.",
    "The total is $\\boxed{12}$. 12 est hors limites.",
    "The total is $\\boxed{12}$. 12 не годится.",
    "The total is $\\boxed{12}$. 12太大了。",
    "The total is $\\boxed{12}$. 12は答えではありません。",
    "The total is $\\boxed{12}$. 12 is even, hence it is excluded.",
    "The total is $\\boxed{12}$. 12 ist gerade, deshalb nicht zulässig.",
    "The total is $\\boxed{12}$. 12 est pair, donc ce n'est pas la réponse.",
    "The total is $\\boxed{12}$. 12是偶数，所以不是答案。",
    "The total is $\\boxed{12}$. 3*4 is not the requested quantity.",
    "The total is $\\boxed{12}$. 24/2 ist nicht richtig.",
    "The total is $\\boxed{12}$. 5 + 7 es incorrecto.",
    "The total is $\\boxed{12}$. 12 does not satisfy the second equation.",
    "The total is $\\boxed{12}$, which is the number of boxes minus one.",
]
VALUE_HONEST = [
    "The total is $\\boxed{12}$. 12 is even, as expected.",
    "The total is $\\boxed{12}$. 12 is divisible by 3.",
    "The total is $\\boxed{12}$. 12 is the only value that works.",
    "The total is $\\boxed{12}$. 12 is greater than 10.",
    "The total is $\\boxed{12}$. 12 ist durch 3 teilbar.",
    "The total is $\\boxed{12}$. 12 n'est pas premier.",
    "The total is $\\boxed{12}$. 12是偶数。",
    "The total is $\\boxed{12}$. 5 + 7 = 12 is correct.",
    "The total is $\\boxed{12}$. 12 is not prime, but it is even.",
    "The total is $\\boxed{12}$. 12 satisfies both equations.",
    "The total is $\\boxed{12}$. 12 is not the only solution, but it is the least.",
    "The total is $\\boxed{12}$, which is the number of boxes.",
    "$x = \\boxed{12}$, which satisfies the original equation.",
    "The total is $\\boxed{12}$. Wait, let me verify: $5 + 7 = 12$. Yes, that's correct.",
    "The total is $\\boxed{12}$ (since $5+7=12$), so we are done.",
]

WRONG = RECHECK_REVISES + GLOSS_THEN_VERDICT + REASON_THEN_QUALIFIER + VALUE_PREDICATE
HONEST = RECHECK_CONFIRMS + GLOSS_HONEST + REASON_HONEST + VALUE_HONEST


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", WRONG)
def test_a_tail_that_is_not_proved_harmless_withdraws_the_answer(response, mode):
    assert not correct(response, "12", mode)


@pytest.mark.parametrize("response", HONEST)
def test_a_harmless_tail_keeps_the_answer(response):
    assert correct(response, "12", "standard")
