"""The clause after a stated whole number and its counted noun, proven by its shape (standard mode;
``proctor.grading.count_clauses``): a comparison, ``per``, an infinitive, a relative or reason clause, a
preposition and its object are read only where the whole rest of the sentence is proven harmless.

New wording and other languages than the review files' (tests/grading/test_review_gaps_6.py's ``count_tail_*``
families); each wrong answer's committed value is the number, but the words after it make it a difference, a rate,
an operand, a debt, an excess or the count of another part. The honest controls are the same shapes that describe
the counted things and must still be read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_STANDARD = get_grader("math")
_STRICT = get_grader("math", mode="strict")

WRONG = {
    # the comparison is with the answer or the quantity asked for, not with a name or a group
    "compared": [
        "So the result is $\\boxed{12}$ marbles more than the expected answer.",
        "Hence $\\boxed{12}$ cards fewer than the final count.",
        "So it is $\\boxed{12}$ more than what was asked.",
        "Das Ergebnis ist $\\boxed{12}$ Murmeln mehr als die gesuchte Zahl.",
        "Le résultat est $\\boxed{12}$ billes de plus que la bonne réponse.",
        "El resultado es $\\boxed{12}$ canicas más que la respuesta correcta.",
        "Hence 12 cards fewer than the final count.",
    ],
    # "per" and a scale or a group: a rate
    "per_scale": [
        "So we get $\\boxed{12}$ errors per million.",
        "The result is $\\boxed{12}$ marbles per hundred.",
        "Es sind $\\boxed{12}$ Fehler pro Tausend.",
        "Son $\\boxed{12}$ errores por mil.",
        "So we get 12 errors per million.",
    ],
    # an infinitive of an operation still to be done, or of another language
    "infinitive": [
        "Thus $\\boxed{12}$ marbles to be tripled.",
        "So there are $\\boxed{12}$ cards to be split between the two results.",
        "The total is $\\boxed{12}$ coins to multiply by four.",
        "Es sind $\\boxed{12}$ Murmeln, noch zu halbieren.",
        "Son $\\boxed{12}$ canicas a multiplicar por dos.",
        "Il y a $\\boxed{12}$ billes à doubler.",
    ],
    # a relative clause of the writer's own operation or invention, or without a subject of its own shown
    "relative": [
        "So she keeps $\\boxed{12}$ cards, which we still have to triple.",
        "The total is $\\boxed{12}$ coins that I estimated.",
        "The total is $\\boxed{12}$ coins, which is two too few.",
        "Es sind $\\boxed{12}$ Karten, die wir dann halbieren.",
        "Hay $\\boxed{12}$ cartas, que después triplicamos.",
        "Il y a $\\boxed{12}$ cartes, que nous doublons ensuite.",
        "Всего $\\boxed{12}$ карт, которые мы потом утроим.",
        "Jest $\\boxed{12}$ kart, które potem podwajamy.",
    ],
    # a reason that names the answer or its source, or the writer's guess, or ends on another value
    "reason": [
        "So there are $\\boxed{12}$ cards, because the official answer is 13.",
        "The total is $\\boxed{12}$ coins since the key lists it.",
        "There are $\\boxed{12}$ cards because it should really be 13.",
        "Es sind $\\boxed{12}$ Karten, weil wir geschätzt haben.",
        "Son $\\boxed{12}$ cartas porque yo lo adiviné.",
    ],
    # an amount of money or degrees "of" a word: a debt, a loss, a frost
    "signed_of": [
        "He ends up with $\\boxed{12}$ dollars of loss.",
        "The account shows $\\boxed{12}$ euros of overdraft.",
        "Hay $\\boxed{12}$ dólares de deuda.",
        "Il reste $\\boxed{12}$ euros de découvert.",
        "Es sind $\\boxed{12}$ Dollar Verlust.",
        "The balance is $\\boxed{£12}$ of debt.",
    ],
    # an excess or a shortfall
    "excess": [
        "Il y a $\\boxed{12}$ cartes de trop.",
        "Sono $\\boxed{12}$ carte di troppo.",
        "São $\\boxed{12}$ cartas a menos.",
        "Es sind $\\boxed{12}$ Karten zu wenig.",
    ],
    # the count of another part, case or version
    "scope": [
        "So there are $\\boxed{12}$ cards for the second question.",
        "We get $\\boxed{12}$ cards in the earlier scenario.",
        "We get $\\boxed{12}$ cards for case 3.",
        "Es sind $\\boxed{12}$ Karten für die zweite Teilaufgabe.",
        "Hay $\\boxed{12}$ cartas en el otro caso.",
        "Il y a $\\boxed{12}$ cartes pour la deuxième question.",
        "So there are 12 cards for the second question.",
    ],
    # the same kinds in other shapes: a preposition that compares, "out of", a determiner's phrase, a gerund of an
    # operation, a restriction, a clause joined after the count
    "other_shapes": [
        "The answer is $\\boxed{12}$ apples over the answer.",
        "The answer is $\\boxed{12}$ apples out of a hundred.",
        "The answer is $\\boxed{12}$ apples every thousand.",
        "The answer is $\\boxed{12}$ apples before doubling.",
        "The answer is $\\boxed{12}$ apples, as the key says.",
        "The answer is $\\boxed{12}$ dollars in losses.",
        "The answer is $\\boxed{12}$ apples for Monday only.",
        "The answer is $\\boxed{12}$ apples, which then get doubled.",
        "The answer is $\\boxed{12}$ apples that need tripling.",
        "The answer is $\\boxed{12}$ apples short of the goal.",
        "The answer is $\\boxed{12}$ apples, since the answer key says so.",
        "The answer is $\\boxed{12}$ apples, and we double it.",
        "The answer is $\\boxed{12}$ apples, so double it.",
        "Die Antwort ist $\\boxed{12}$ Äpfel pro Dutzend.",
        "Die Antwort ist $\\boxed{12}$ Äpfel, die ich erfunden habe.",
        "La respuesta es $\\boxed{12}$ manzanas por duplicar.",
        "Het antwoord is $\\boxed{12}$ appels meer dan het antwoord.",
        "Odpowiedź to $\\boxed{12}$ jabłek więcej niż odpowiedź.",
        "Ответ: $\\boxed{12}$ яблок на тысячу.",
    ],
    # "more"/"fewer" before the counted noun: read only with an end, a comparison with a name or a group, or a plain
    # infinitive after it
    "more_before_noun": [
        "The answer is $\\boxed{12}$ more apples than the answer.",
        "The answer is $\\boxed{12}$ more apples than we need.",
        "The answer is $\\boxed{12}$ more apples or so.",
        "The answer is $\\boxed{12}$ more apples to be doubled.",
        "The answer is $\\boxed{12}$ fewer apples than the correct count.",
        "The answer is 12 more apples than the answer.",
        "The answer is $\\boxed{12}$ more apples, roughly.",
    ],
}

HONEST = [
    # HONEST_OPEN of tests/grading/test_review_gaps_6.py read now
    "She has $\\boxed{12}$ more apples than Tom does.",
    "They need $\\boxed{12}$ more chairs.",
    "Tom needs $\\boxed{12}$ more dollars.",
    "She needs $\\boxed{12}$ more apples to fill the box.",
    "So Tom has 12 more apples than Jerry.",
    "So 6 + 6 = 12, which yields 12 as the final answer.",
    "He read $\\boxed{12}$ books over the summer.",
    "Thus Pam paid $\\$70 - \\$58 = \\$\\boxed{12}$ more than Susan.",
    "So Tom has $\\boxed{12}$ apples more than Jerry.",
    "Jackson is $\\boxed{12}$ years younger than Corey.",
    "There are $\\boxed{12}$ apples left in the basket.",
    "So she has $\\boxed{12}$ apples in her bag.",
    "There are $\\boxed{12}$ students in the class who play chess.",
    "So there are $\\boxed{12}$ positive integers less than 50 that are prime.",
    "Thus there are $\\boxed{12}$ real roots of the polynomial.",
    "The answer $t=\\boxed{12}$ satisfies the requirements of the problem.",
    "Therefore, they have $\\boxed{12}$ cents left after converting as much of the money into bills as possible.",
    "Die Antwort ist $\\boxed{12}$ Äpfel, weil jedes Kind einen bekommt.",
    "So there are $\\boxed{12}$ cards more than Maria has.",
    "Sie hat $\\boxed{12}$ Karten mehr als Paul.",
    "Thus $\\boxed{12}$ eggs per basket.",
    "He uses $\\boxed{12}$ nails per board.",
    "There are $\\boxed{12}$ chairs to spare.",
    "She has $\\boxed{12}$ stickers to give away.",
    "There are $\\boxed{12}$ ways to choose 2 books from the shelf.",
    "There are $\\boxed{12}$ cards, which is even.",
    "There are $\\boxed{12}$ marbles that Maria collected.",
    "There are $\\boxed{12}$ values of $k$ that satisfy the inequality.",
    "There are $\\boxed{12}$ integers $n$ for which $n^2 < 150$.",
    "So $\\boxed{12}$ cookies, of which 5 are chocolate.",
    "There are $\\boxed{12}$ cards, because each player gets three.",
    "There are $\\boxed{12}$ cards, since $4 \\times 3 = 12$.",
    "There are $\\boxed{12}$ marbles in the bag.",
    "There are $\\boxed{12}$ marbles in the big bag.",
    "He buys $\\boxed{12}$ eggs for the whole family.",
    "There are $\\boxed{12}$ slices of bread.",
    "It is $\\boxed{12}$ meters of rope.",
    "So there are $\\boxed{12}$ degrees in the smaller angle.",
    "Es sind $\\boxed{12}$ Karten im Stapel.",
    "Hay $\\boxed{12}$ cartas en la mesa.",
    "Es sind $\\boxed{12}$ Karten auf dem Tisch.",
    "The answer is $\\boxed{12}$, an even number.",
    "It takes $\\boxed{12}$ minutes for the water to boil.",
    "So there are 12 marbles in the bag.",
    "The answer is $\\boxed{12}$, or equivalently a dozen.",
]


def _wrong_cases():
    return [
        pytest.param(text, id=f"{family}-{i}")
        for family, texts in WRONG.items()
        for i, text in enumerate(texts)
    ]


@pytest.mark.parametrize("response", _wrong_cases())
def test_unproven_count_clause_is_refused(response):
    assert not grade_text(_STANDARD, response, "12").correct
    assert not grade_text(_STRICT, response, "12").correct


@pytest.mark.parametrize("response", HONEST)
def test_proven_count_clause_is_read(response):
    assert grade_text(_STANDARD, response, "12").correct


# a box in a row, cell or item of a structure that a later one follows, a title that says more than "answer", a
# set-builder answer with an exception after it (proctor.grading.env_rows, count_clauses.set_builder_excepted)
STRUCTURE_WRONG = [
    ("\\begin{align*} n &= \\boxed{12} \\\\ n &= 13 \\end{align*}", "12"),
    ("\\begin{aligned} y &= \\boxed{12} \\\\[2pt] &\\ne 12 \\end{aligned}", "12"),
    ("$$\\begin{gathered} k = \\boxed{12} \\\\ \\text{wait: } k = 13 \\end{gathered}$$", "12"),
    ("\\begin{eqnarray} m &=& \\boxed{12} \\\\ m &=& 13 \\end{eqnarray}", "12"),
    ("\\begin{tabular}{ll} Resultado & $\\boxed{12}$ \\\\ Corrección & 13 \\end{tabular}", "12"),
    ("\\begin{tabular}{ll} Réponse & $\\boxed{12}$ \\\\ \\hline Erratum & 13 \\end{tabular}", "12"),
    (
        "\\begin{enumerate}\\item Die Antwort ist $\\boxed{12}$. \\item Nein, es sind 13.\\end{enumerate}",
        "12",
    ),
    (
        "\\begin{itemize}\\item[(v1)] The total is $\\boxed{12}$. \\item[(v2)] The total is 13.\\end{itemize}",
        "12",
    ),
    ("\\begin{solution}[second part only]The total is $\\boxed{12}$.\\end{solution}", "12"),
    ("\\begin{answer}[Entwurf]Die Summe ist $\\boxed{12}$.\\end{answer}", "12"),
    ("\\begin{result}[pour la variante facile]Le total est $\\boxed{12}$.\\end{result}", "12"),
    ("So the set is $\\boxed{\\{t \\mid t < 5\\}}$, apart from 3.", "t < 5"),
    ("Die Menge ist $\\boxed{\\{t \\mid t < 5\\}}$ ausgenommen 3.", "t < 5"),
    ("El conjunto es $\\boxed{\\{t \\mid t < 5\\}}$ menos el 3.", "t < 5"),
    ("L'ensemble est $\\boxed{\\{t \\mid t < 5\\}}$ à l'exception de 3.", "t < 5"),
    ("Множество: $\\boxed{\\{t \\mid t < 5\\}}$ без 3.", "t < 5"),
]
STRUCTURE_HONEST = [
    ("\\begin{align*} n + 1 &= 13 \\\\ n &= \\boxed{12} \\end{align*}", "12"),
    ("\\begin{aligned} n &= 3 \\cdot 4 \\\\ &= \\boxed{12} \\\\ \\end{aligned}", "12"),
    ("\\begin{tabular}{ll} Resultado & $\\boxed{12}$ \\\\ \\hline \\end{tabular}", "12"),
    (
        "\\begin{enumerate}\\item $3 \\cdot 4 = 12$. \\item So the total is $\\boxed{12}$.\\end{enumerate}",
        "12",
    ),
    ("\\begin{solution}[Solution]The total is $\\boxed{12}$.\\end{solution}", "12"),
    ("\\begin{answer}[Final answer]The total is $\\boxed{12}$.\\end{answer}", "12"),
    ("\\begin{array}[t]{c} \\boxed{12} \\end{array}", "12"),
    ("So the set is $\\boxed{\\{t \\mid t < 5\\}}$.", "t < 5"),
    ("答えは $\\boxed{\\{t \\mid t < 5\\}}$ です。", "t < 5"),
]


@pytest.mark.parametrize(("response", "gold"), STRUCTURE_WRONG)
def test_later_part_or_exception_is_refused(response, gold):
    assert not grade_text(_STANDARD, response, gold).correct
    assert not grade_text(_STRICT, response, gold).correct


@pytest.mark.parametrize(("response", "gold"), STRUCTURE_HONEST)
def test_last_part_is_read(response, gold):
    assert grade_text(_STANDARD, response, gold).correct
