"""A counting noun, a bracket or a label that makes the stated value another quantity (standard mode).

1. What follows a counting noun (``the number of``, ``the count``, ``the total``, ``die Anzahl``, ``le nombre``,
   ``количество``) in a gloss after the box, a later sentence about its value, a bracket, an apposition or a recheck
   must be proven a description of the counted things (:mod:`proctor.grading.count_objects`): a preposition of a
   part, a time or a rate (``for``, ``per``, ``before``, ``until``, ``pour``, ``vor``, ``antes``, ``до``), a word
   that selects another part (``second``, ``part``) or a grouping or scale noun (``pairs``, ``millions``) makes it
   another quantity. In a recheck the counting noun takes no object.
2. A bracket of words opening on a preposition right after the number is read as the same words without it
   (``(en milliers)`` as ``en milliers``); a unit (``(in dollars)``, ``(in square units)``) stays read.
3. Orders of magnitude in other languages are numeral nouns (``7 ordini di grandezza``); a unit that is also a
   fraction word is the fraction before a Romance ``de`` (``7 quarts de gâteau``; ``7 quarts of milk`` is read).
4. A bracket right after a stated unboxed number is read by the box's gloss whitelist (``Answer: 7 (too big by
   one)``); an intermediate or at-this-stage label is provisional (``Zwischenergebnis: 7``).

Wrong answers are refused in both modes (strict never accepts what standard refuses); the honest shapes stay read
in standard mode (strict reads only a bare box)."""

from __future__ import annotations

import pytest

from proctor.grading import count_objects, count_tails, get_grader
from proctor.grading.base import grade_text
from proctor.grading.count_objects import object_named, object_unproven

MODES = ("standard", "strict")
STD = ("standard",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "The answer is $\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


COUNTING_NOUN_SCOPED = [
    B + ", which is the number of ways for two colours.",
    B + ", which is the number of handshakes per table.",
    B + ", which is the count after Ann leaves.",
    B + ", which is the number of outcomes in the second case.",
    B + ", which is the total in millions.",
    B + " (the number of ways for the second part).",
    B + ", die Anzahl der Wege für eine Farbe.",
    B + ", c'est le nombre de façons pour une couleur.",
    B + ", que es el número de formas por caja.",
    B + ". 7 is the number of ways per colour.",
    B + ". 7 is the count until noon.",
    B + ". 7 is the total during the first week.",
    B + ". 7 is the sum for the odd terms only.",
    B + ". 7 is the number of couples.",
    B + ". 7 ist die Anzahl pro Reihe.",
    B + ". 7 est le nombre de façons avant la fusion.",
    B + ". 7 es el total antes de impuestos.",
    B + ". 7 es el número de pares.",
    B + ". 7 — это количество после ухода Анны.",
    B + ". 7 — это число для первой части.",
    B + ". 7 to liczba przed podatkiem.",
    B + " Wait, let me double-check: $2+5=7$ is the number of girls.",
    B + " Let me verify: $3+4=7$ is the total per shelf.",
    B + ". Hmm, let me check: $4+3=7$ is the number of cats.",
    B + ". Wait, let me recheck: $1+6=7$ is the count of red beads.",
]
# a box that is no whole number: only the bracket's gloss reads the counting noun
FRACTION_SCOPED = [
    "The answer is $\\boxed{\\frac{7}{2}}$ (the number of ways for the second part).",
    "The answer is $\\boxed{\\frac{7}{2}}$ (the total per box).",
]
FRACTION_DESCRIBED = [
    "The answer is $\\boxed{\\frac{7}{2}}$ (the number of litres in the tank).",
]
COUNTING_NOUN_DESCRIBED = [  # honest: the counting noun's object describes what is counted
    B + ", which is the number of ways to colour the board.",
    B + ", which is the number of handshakes at the party.",
    B + ", which is the number of integers $n$ with $1 \\le n \\le 10$ that are prime.",
    B + ", which is the number of positive divisors of $64$.",
    B + ", which is the total number of marbles in the jar.",
    B + ", which is the sum of the digits.",
    B + ", which is the number of students who passed.",
    B + " (the number of ways to choose the team).",
    B + ", c'est le nombre de façons de ranger les livres.",
    B + ", que es el número de formas de elegir dos.",
    B + ". 7 is the number of ways to seat them around the table.",
    B + ". 7 is the number of integers less than 20 that are prime.",
    B + ". 7 is the sum of the roots.",
    B + ". 7 is the area of the triangle.",
    B + ". 7 ist die Anzahl der Lösungen.",
    B + ". 7 est le nombre de solutions de l'équation.",
    B + ". 7 es el número de soluciones.",
    B + ". 7 — это количество способов.",
    B + ". 7 to liczba rozwiązań.",
    B + ", which is the number of apples Tom has left.",
]
BRACKET_SCALE = [
    B + " (in millions).",
    B + " (en milliers).",
    B + " (in Tausend).",
    B + " (em milhares).",
    B + " (в тысячах).",
    B + " (en miles).",
]
BRACKET_UNIT = [  # honest: the unit the value is counted in
    B + " (in dollars).",
    B + " (in square units).",
    B + " (in cm).",
    B + " (in min).",
    B + " (to the nearest tenth).",
    B + " in square meters.",
    "The answer is 7 in square units.",
]
MAGNITUDE_ORDERS = [
    "The answer is 7 órdenes de magnitud.",
    "La risposta è 7 ordini di grandezza.",
    "A resposta é 7 ordens de grandeza.",
    "La réponse est 7 ordres de grandeur.",
    "La réponse est 7 quarts de gâteau.",  # before a Romance "de", the English unit "quarts" is the French fraction
    "The answer is 7 quarts de pizza.",
]
PLAIN_COUNTS = [  # honest: a count noun and what it is of
    "The answer is 7 cups of flour.",
    "The answer is 7 quarts of milk.",
    "The answer is 7 quarts.",
    "A resposta é 7 maçãs.",
    "La respuesta es 7 manzanas.",
    "The answer is 7 apples.",
]
QUALIFIED_NAMED_VALUE = [
    "Result at this step: 7",
    "Matokeo ya awali: 7",
    "Jibu la awali: 7",
    "Intermediate result: 7",
    "Zwischenergebnis: 7",
    "Résultat à ce stade : 7",
    "Resultado parcial: 7",
    "Промежуточный результат: 7",
    "Answer: 7 (too big by one)",
    "The answer is 7 (off by two).",
]
NAMED_VALUE = [  # honest
    "Result: 7",
    "Final result: 7",
    "Risultato finale: 7",
    "Résultat : 7",
    "Resultado: 7",
    "Результат: 7",
    "Answer: 7",
    "The answer is 7.",
    B + " (seven).",
]


@pytest.mark.parametrize(
    "response", COUNTING_NOUN_SCOPED + BRACKET_SCALE + MAGNITUDE_ORDERS + QUALIFIED_NAMED_VALUE
)
@pytest.mark.parametrize("mode", MODES)
def test_another_quantity_is_refused(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", COUNTING_NOUN_DESCRIBED + BRACKET_UNIT + PLAIN_COUNTS + NAMED_VALUE)
def test_honest_shape_is_read(response):
    assert correct(response, "7", "standard")


@pytest.mark.parametrize("response", FRACTION_SCOPED)
@pytest.mark.parametrize("mode", MODES)
def test_bracket_of_another_quantity_is_no_gloss(response, mode):
    assert not correct(response, "\\frac{7}{2}", mode)


@pytest.mark.parametrize("response", FRACTION_DESCRIBED)
def test_bracket_describing_the_count_is_a_gloss(response):
    assert correct(response, "\\frac{7}{2}", "standard")


@pytest.mark.parametrize(
    "clause",
    [
        "the number of ways for one colour",
        "the count before Sam joins",
        "the count per row",
        "the total in thousands",
        "the number of pairs",
        "die Anzahl vor Sams Ankunft",
        "le total avant taxes",
        "el total antes de impuestos",
        "количество до прихода Сэма",
        "liczba przed podatkiem",
        "the number of ways in the first case",
    ],
)
def test_scoped_object_is_unproven(clause):
    assert object_unproven(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "the number of ways",
        "the number of apples Tom has left",
        "the number of integers for which the sum is even",
        "the number of integers $n$ such that $n^2<50$",
        "an odd number greater than 5",
        "the total in dollars",
        "die Anzahl der Möglichkeiten",
        "le nombre de façons de ranger les livres",
        "количество способов",
        "a prime number",
        "the weather is nice",  # no counting noun at all
        "7 in total for the whole trip",  # the idiom that restates a total
        "7 en total pour le voyage",
    ],
)
def test_described_object_is_proven(clause):
    assert not object_unproven(clause)


def test_a_check_names_no_object():
    assert object_named("is the number of boys")
    assert not object_named("is the number")
    assert not object_named("is correct")


def test_count_tails_hands_in_its_plain_word():
    """The value tables' test of a plain word is count_tails' (the fallback knows only normalize's words)."""
    assert count_objects._PLAIN_WORD[0] is count_tails._plain_word
