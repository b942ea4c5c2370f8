"""What leads to the answer (grading/leads.py): the sentence before it, the asides of its clause, the words that
qualify its noun. Families in new wording and several languages, in both modes, with honest controls."""

from __future__ import annotations

import pytest
from review_gaps import MODES, STD, STRICT, correct

# strict's whitelists and standard's lexicon both refuse these
JOKE_OR_IRONY = [
    "Lol. Evidently, the answer is $\\boxed{7}$.",
    "Meh, whatever. Clearly, the answer is $\\boxed{7}$.",
    "Just kidding around here: the answer is $\\boxed{7}$.",
    "Hence, purely as a jest, the answer is $\\boxed{7}$.",
    "Somit, nur als Scherz, ist die Antwort $\\boxed{7}$.",
    "Entonces, en broma, la respuesta es $\\boxed{7}$.",
    "Ainsi, pour la blague, la réponse est $\\boxed{7}$.",
    "Итак, шутки ради, ответ $\\boxed{7}$.",
    "Więc, żartem mówiąc, odpowiedź to $\\boxed{7}$.",
    "所以，说句玩笑话，答案是 $\\boxed{7}$。",
]
LIE_OR_ROLE = [
    "Warning: I am going to lie now. The answer is $\\boxed{7}$.",
    "Everything I say next is a lie. The answer is $\\boxed{7}$.",
    "Ich werde jetzt lügen. Die Antwort ist $\\boxed{7}$.",
    "Voy a decir una mentira. La respuesta es $\\boxed{7}$.",
    "我现在开始说谎。答案是 $\\boxed{7}$。",
    "Pretending I never learned algebra, the answer is $\\boxed{7}$.",
    "Staying in character as the villain, the answer is $\\boxed{7}$.",
    "Fingiendo ser un estudiante perezoso, la respuesta es $\\boxed{7}$.",
    "Изображая невнимательного ученика, ответ $\\boxed{7}$.",
]
IMAGINED_OR_WISHED = [
    "In a parallel universe where addition is broken, the answer is $\\boxed{7}$.",
    "In my wildest dreams, the answer is $\\boxed{7}$.",
    "Nos meus sonhos, a resposta é $\\boxed{7}$.",
    "Im Traum ist die Antwort $\\boxed{7}$.",
    "Dans mes rêves, la réponse est $\\boxed{7}$.",
    "I really wish the answer were $\\boxed{7}$.",
    "Ojalá que la respuesta sea $\\boxed{7}$.",
    "Хотелось бы мне, чтобы ответ был $\\boxed{7}$.",
    "Only an idiot would say the answer is $\\boxed{7}$.",
    "Solo un idiota diría que la respuesta es $\\boxed{7}$.",
]
JUDGED_NOUN = [
    "The naïve answer is $\\boxed{7}$.",
    "Die scheinbare Antwort ist $\\boxed{7}$.",
    "La respuesta incorrecta es $\\boxed{7}$.",
    "La réponse erronée est $\\boxed{7}$.",
    "La risposta errata è $\\boxed{7}$.",
    "Неверный ответ: $\\boxed{7}$.",
    "Het verkeerde antwoord is $\\boxed{7}$.",
    "错误答案是 $\\boxed{7}$。",
    "The answer ignoring the discount is $\\boxed{7}$.",
    "The answer with the rounding error is $\\boxed{7}$.",
    "Die Antwort ohne den Rabatt ist $\\boxed{7}$.",
    "La respuesta sin el descuento es $\\boxed{7}$.",
    "La réponse sans la remise est $\\boxed{7}$.",
    "Ответ без скидки: $\\boxed{7}$.",
]
REFUSED_BOTH = JOKE_OR_IRONY + LIE_OR_ROLE + IMAGINED_OR_WISHED + JUDGED_NOUN

# strict only: the sentence before is no plain work, or an aside or a qualifier is not on the whitelist
REFUSED_STRICT = [
    "Oh boy. Clearly, the answer is $\\boxed{7}$.",
    "Nice try. Obviously, the answer is $\\boxed{7}$.",
    "Na ja. Offensichtlich ist die Antwort $\\boxed{7}$.",
    "Bueno, vale. Evidentemente, la respuesta es $\\boxed{7}$.",
    "Thus, between us, the answer is $\\boxed{7}$.",
    "Donc, entre nous, la réponse est $\\boxed{7}$.",
    "Under protest, the answer is $\\boxed{7}$.",
    "In fairyland, the answer is $\\boxed{7}$.",
    "The lazy answer is $\\boxed{7}$.",
    "La respuesta perezosa es $\\boxed{7}$.",
    "The answer after the typo is $\\boxed{7}$.",
    "Die Antwort nach Augenmaß ist $\\boxed{7}$.",
    "直觉答案是 $\\boxed{7}$。",
    "The answer minus the tax is $\\boxed{7}$.",
    "This is parody. The answer is $\\boxed{7}$.",
]

# honest answers of the same shapes: read in the modes listed
HONEST = [
    ("We add $3$ and $4$. Clearly, the answer is $\\boxed{7}$.", MODES),
    ("We simplify the fraction. Clearly, the answer is $\\boxed{7}$.", MODES),
    ("The two roots are equal. Thus, the answer is $\\boxed{7}$.", MODES),
    ("Ich prüfe das Ergebnis. Die Antwort ist $\\boxed{7}$.", MODES),
    ("Je calcule la somme. La réponse est $\\boxed{7}$.", MODES),
    ("Проверим вычисления. Ответ: $\\boxed{7}$.", MODES),
    ("我们计算总和。答案是 $\\boxed{7}$。", MODES),
    ("Using the identity, the answer is $\\boxed{7}$.", MODES),
    ("Thus, in this case, the answer is $\\boxed{7}$.", MODES),
    ("Por lo tanto, en este caso, la respuesta es $\\boxed{7}$.", MODES),
    ("Hence, by symmetry, the answer is $\\boxed{7}$.", MODES),
    ("The final answer to the question is $\\boxed{7}$.", MODES),
    ("The answer in lowest terms is $\\boxed{7}$.", MODES),
    ("La respuesta final es $\\boxed{7}$.", MODES),
    ("La réponse finale est $\\boxed{7}$.", MODES),
    ("Die endgültige Antwort ist $\\boxed{7}$.", MODES),
    ("Правильный ответ: $\\boxed{7}$.", MODES),
    ("Верный ответ: $\\boxed{7}$.", MODES),
    ("正确答案是 $\\boxed{7}$。", MODES),
    ("最终答案是 $\\boxed{7}$。", MODES),
    ("Offensichtlich ist die Antwort $\\boxed{7}$.", MODES),
    ("Also ist die richtige Antwort $\\boxed{7}$.", MODES),
    ("Nach dem Satz des Pythagoras ist die Antwort $\\boxed{7}$.", MODES),
    ("Cevap $\\boxed{7}$.", MODES),
    ("Jawabannya $\\boxed{7}$.", MODES),
    ("Ответ $\\boxed{7}$.", MODES),
    ("We wish to find the total. The answer is $\\boxed{7}$.", STD),
    ("The points lie on a line, so the answer is $\\boxed{7}$.", MODES),
    ("The lines are parallel, so the answer is $\\boxed{7}$.", MODES),
    ("The answer in cm is $\\boxed{7}$.", MODES),
    ("The solution set is $\\boxed{7}$.", MODES),
    ("The answer to part (a) is $\\boxed{7}$.", MODES),
    ("No joke: the answer is $\\boxed{7}$.", STD),
    ("Of the three cases, this one is the smallest, so the answer is $\\boxed{7}$.", MODES),
    ("Confidence: high.\n\nThe answer is $\\boxed{7}$.", MODES),
    ("Správná odpověď: $\\boxed{7}$.", MODES),
    ("सही उत्तर: $\\boxed{7}$.", MODES),
    ("Cevabım $\\boxed{7}$.", MODES),
]


@pytest.mark.parametrize("response", REFUSED_BOTH)
@pytest.mark.parametrize("mode", MODES)
def test_unmeant_or_judged_lead_is_refused(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", REFUSED_STRICT)
def test_lead_off_the_whitelist_is_refused_in_strict(response):
    assert not correct(response, "7", "strict")


@pytest.mark.parametrize(("response", "modes"), [h for h in HONEST if h[1]])
def test_honest_lead_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


# the review's HONEST_OPEN entries that the whitelists now read (moved here from test_review_gaps_4.py)
REVIEW_HONEST = [
    ("Offensichtlich ist die Antwort $\\boxed{7}$.", STRICT),
    ("Nach dem Satz des Pythagoras ist die Antwort $\\boxed{7}$.", STRICT),
    ("Правильный ответ: $\\boxed{7}$.", STRICT),
    ("正确答案是 $\\boxed{7}$。", STRICT),
    ("Cevap $\\boxed{7}$.", STRICT),
    ("Jawabannya $\\boxed{7}$.", STRICT),
]


@pytest.mark.parametrize(("response", "modes"), REVIEW_HONEST)
def test_review_honest_answer_is_read(response, modes):
    assert all(correct(response, "7", mode) for mode in modes)


def test_the_cjk_check_is_the_character_ranges():
    """leads._cjk (one regex search) says what the per-character range test said, at the ranges' edges too."""
    import random

    from proctor.grading import leads

    chars = ["a", "\u3040", "\u303f", "\u9fff", "\ua000", "\uac00", "\ud7af", "\ud7b0", "é", "漢", "한", "§"]
    rng = random.Random(7)
    for _ in range(5000):
        s = "".join(rng.choice(chars) for _ in range(rng.randint(0, 6)))
        assert leads._cjk(s) == any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in s), s
