"""Later sentences after the box, whatever their length, and the labels and leads around it
(proctor.grading.later_sentences, proctor.grading.answer_leads): families in new wording and several languages,
refused in both modes, and the honest answers of the same shapes that must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_G = {m: get_grader("math", mode=m) for m in ("standard", "strict")}


def _read(text: str, gold: str, mode: str) -> bool:
    return grade_text(_G[mode], text, gold).correct


WRONG = {
    # a later sentence of five words or more that operates on, doubts, conditions or revises the box
    "later_long": [
        "The answer is $\\boxed{7}$. You still have to triple that before handing it in.",
        "The answer is $\\boxed{7}$. Danach muss man das Ergebnis noch halbieren.",
        "La respuesta es $\\boxed{7}$. Falta restarle la esquina que contamos dos veces.",
        "La réponse est $\\boxed{7}$. Il reste à enlever le cas que nous avons compté deux fois.",
        "Ответ: $\\boxed{7}$. Потом из этого надо вычесть повторный случай.",
        "答案是 $\\boxed{7}$。不过我心里真的完全没有底。",
        "The answer is $\\boxed{7}$. I really would not put any money on this.",
        "Die Antwort ist $\\boxed{7}$. Davon bin ich selbst überhaupt nicht überzeugt.",
        "A resposta é $\\boxed{7}$. Sinceramente não confio nada nesse resultado.",
        "The answer is $\\boxed{7}$. Only if the coin is biased toward heads, which it is not.",
        "La risposta è $\\boxed{7}$. Prima di togliere i casi ripetuti, ovviamente.",
        "The answer is $\\boxed{7}$. The answer sheet printed in the back says otherwise.",
        "Odpowiedź to $\\boxed{7}$. W kluczu nauczyciel wpisał później coś innego.",
        "The answer is $\\boxed{7}$. Man muss noch 1 für die Null dazuzählen.",
        "La respuesta es $\\boxed{7}$. Hay que sumar 1 por el caso vacío, claro.",
        "The answer is $\\boxed{7}$. Honestly I am far from sure about this one.",
        "Die Antwort ist $\\boxed{7}$. Das gilt aber nur, wenn der Würfel fair ist, was er nicht ist.",
    ],
    # a later short sentence that gives another value, or a later version's line
    "later_value": [
        "The answer is $\\boxed{7}$. Make that 9.",
        "The answer is $\\boxed{7}$. 9 is what I intended.",
        "Die Antwort ist $\\boxed{7}$. 9, sollte ich sagen.",
        "La respuesta es $\\boxed{7}$. Revisión 3: 9.",
        "Ответ: $\\boxed{7}$. Вариант 2: 9.",
        "答えは $\\boxed{7}$ です。改訂版：9。",
        "The answer is $\\boxed{7}$. Draft 2: $9$.",
        "The answer is $\\boxed{7}$. Nine, I mean.",
        "Die Antwort ist $\\boxed{7}$. Neun, meine ich.",
        "The answer is $\\boxed{7}$. Revised: nine.",
    ],
    # a label before the clause that names the answer: a speaker or a status
    "label": [
        "Grandpa: the answer is $\\boxed{7}$.",
        "Teacher Anna: the answer is $\\boxed{7}$.",
        "Our tutor: the answer is $\\boxed{7}$.",
        "Meine Schwester: Die Antwort ist $\\boxed{7}$.",
        "Mi profesora: la respuesta es $\\boxed{7}$.",
        "Мой брат: ответ $\\boxed{7}$.",
        "老师：答案是 $\\boxed{7}$。",
        "<i>Entwurf:</i> Die Antwort ist $\\boxed{7}$.",
        "<b>Erróneo:</b> la respuesta es $\\boxed{7}$.",
    ],
    # a quotation of the answer's sentence, attributed
    "quoted": [
        "Meine Lehrerin rief: „Die Antwort ist $\\boxed{7}$!“",
        "Мама сказала: «Ответ $\\boxed{7}$».",
        "“The answer is $\\boxed{7}$,” claimed the forum post.",
    ],
    # a supposition or a counterfactual
    "supposition": [
        "Supponiamo per un momento che la risposta sia $\\boxed{7}$.",
        "Допустим, что ответ $\\boxed{7}$.",
        "Laten we aannemen: stel dat het antwoord $\\boxed{7}$ is.",
        "Had the coin been fair, the answer would be $\\boxed{7}$.",
        "Die Antwort wäre gewesen $\\boxed{7}$.",
        "La respuesta hubiera sido $\\boxed{7}$.",
        "Ответ был бы равен $\\boxed{7}$.",
    ],
    # the answer's noun as a modifier: a part, a possession, a property
    "modifier": [
        "The answer's hundreds digit is $\\boxed{7}$.",
        "The square of the answer is $\\boxed{7}$.",
        "Die Quersumme der Antwort ist $\\boxed{7}$.",
        "El doble de la respuesta es $\\boxed{7}$.",
        "La moitié de la réponse est $\\boxed{7}$.",
        "Сумма цифр ответа равна $\\boxed{7}$.",
        "答案的个位数是 $\\boxed{7}$。",
        "The answer begins with $\\boxed{7}$.",
        "Die Antwort hat $\\boxed{7}$ Nachkommastellen.",
        "La respuesta empieza por $\\boxed{7}$.",
        "The answer, doubled, is $\\boxed{7}$.",
    ],
}

WRONG_LETTERS = [
    "We may discard $\\boxed{B}$.",
    "Strike out $\\boxed{B}$.",
    "Wir verwerfen $\\boxed{B}$.",
    "Rechazamos $\\boxed{B}$.",
    "Отбрасываем $\\boxed{B}$.",
    "The answer is $\\boxed{B}$ if you count from the right.",
    "Die Antwort ist $\\boxed{B}$ nach der neuen Reihenfolge.",
    "La réponse est $\\boxed{B}$ selon l'ancien ordre.",
]

HONEST = [  # (response, gold, modes that read it)
    (
        "The answer is $\\boxed{7}$. I hope this explanation helps you understand the problem.",
        "7",
        ("standard",),
    ),
    ("The answer is $\\boxed{7}$. Let me know if you have any other questions.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. This is the number of ways to seat the guests.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. (Since both factors are positive, no root is lost.)", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Because each of the seven children gets one apple.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. It falls on a weekday.", "7", ("standard",)),
    (
        "So the answer is $\\boxed{7}$. Thanks for reading, and good luck with your studies!",
        "7",
        ("standard",),
    ),
    ("Therefore the total is $\\boxed{7}$. This matches the count we found in step two.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Step 2: 8", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Ringo had counted them twice before.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. In fact, a better way to see it is by symmetry.", "7", ("standard",)),
    (
        "The answer is $\\boxed{7}$. We ignore the negative root since lengths are positive.",
        "7",
        ("standard",),
    ),
    (
        "The answer is $\\boxed{204}$.\n\n**Key values**\n1. Speed: 2.5\n2. Shop time: 24",
        "204",
        ("standard",),
    ),
    ("The answer is $\\boxed{12}$. 12 is divisible by 3.", "12", ("standard",)),
    ("Verified: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("User: what is 3+4?\nAssistant: The answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The answer has to be $\\boxed{7}$.", "7", ("standard", "strict")),
    ("The answer is $\\boxed{7}$. Or we could compute it another way.", "7", ("standard",)),
    ("Claro que sí: la respuesta es $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Nadie puede negar que la respuesta es $\\boxed{7}$.", "7", ("standard",)),
    ("So $y = B$, or $\\boxed{B}$.", "B", ("standard",)),
    ("The answer is $\\boxed{7}$. Thus the other root is $-2$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Check: $3 + 4 = 7$.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. $7$ is correct.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Version 2: 7.", "7", ("standard",)),
    ("The answer is $\\boxed{7}$ (p. 12 of the notes).", "7", ("standard",)),
    ("The answer is $\\boxed{7}$. Note that equality occurs for\n\\[x = 1.\\]", "7", ("standard",)),
    ("Final Answer: The final answer is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Conclusion: the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("Only one value works: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Phew, that was tricky: the answer is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("Sans blague : la réponse est $\\boxed{7}$.", "7", ("standard",)),
    ("Total: $\\boxed{7}$", "7", ("standard",)),
    ("<b>Antwort:</b> $\\boxed{7}$", "7", ("standard", "strict")),
    ('The answer is "$\\boxed{7}$".', "7", ("standard",)),
    ("The answer would be $\\boxed{7}$.", "7", ("standard",)),
    ("The answer, in simplest form, is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("The answer (in dollars) is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("The value of the answer is $\\boxed{7}$.", "7", ("standard",)),
    ("The last digit is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("The answer to the question is $\\boxed{7}$.", "7", ("standard", "strict")),
    ("The answer is equal to $\\boxed{7}$.", "7", ("standard",)),
    ("Die Antwort lautet $\\boxed{7}$.", "7", ("standard",)),
    ("Therefore, the correct option is $\\boxed{B}$.", "B", ("standard", "strict")),
    ("We choose $\\boxed{B}$.", "B", ("standard",)),
    ("So $\\boxed{B}$.", "B", ("standard", "strict")),
    ("The answer is $\\boxed{B}$, since A, C and D each fail.", "B", ("standard",)),
    ("Ответ: $\\boxed{B}$.", "B", ("standard", "strict")),
    ("正确答案是 $\\boxed{B}$。", "B", ("standard", "strict")),
    ("Based on the analysis, the correct graph is \\(\\boxed{B}\\).", "B", ("standard", "strict")),
]


@pytest.mark.parametrize(
    "response", [pytest.param(r, id=f"{fam}-{i}") for fam, rs in WRONG.items() for i, r in enumerate(rs)]
)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_wrong_is_refused(response, mode):
    assert not _read(response, "7", mode)


@pytest.mark.parametrize("response", WRONG_LETTERS)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_letter_not_chosen_is_refused(response, mode):
    assert not _read(response, "B", mode)


@pytest.mark.parametrize("response,gold,modes", HONEST)
def test_honest_is_read(response, gold, modes):
    assert all(_read(response, gold, mode) for mode in modes)
