"""Audit of the accepting paths (standard mode; strict refuses all of these already).

1. A distributive or singular determiner after a describing preposition of a counting noun makes the count one
   unit's part or a rate (``the number of apples in each basket``, ``dans un seul panier``, ``en cada cesta``):
   :data:`proctor.grading.count_objects._DISTRIBUTIVE`.
2. A short later sentence with the pronoun "I" (``I guessed.``, ``Or so I heard.``) was read as naming an option
   letter and skipped the short-sentence whitelist: the pronoun before a word is no option letter
   (:data:`proctor.grading.after_sentence._OPTION_LETTER`).
3. "At least" with the writer as subject is read only where a verb of working out says what the writer did
   (``At least, I checked it twice.``); a verb of belief, hope or hearing hedges the answer (``At least I hope
   so.``, ``Zumindest glaube ich das.``, ``Du moins je crois.``): :func:`proctor.grading.first_person.worked_out`.

Wrong answers (the box's value is the gold, but the reply scopes or hedges it) are refused in both modes; the
honest shapes stay read in standard mode."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
EN = "The answer is $\\boxed{7}$"
DE = "Die Antwort ist $\\boxed{7}$"
FR = "La réponse est $\\boxed{7}$"
ES = "La respuesta es $\\boxed{7}$"
IT = "La risposta è $\\boxed{7}$"
RU = "Ответ: $\\boxed{7}$"


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


DISTRIBUTIVE_SCOPED = [
    EN + ", which is the number of apples in each basket.",
    EN + ", which is the number of marbles in a single jar.",
    EN + ", which is the total number of seats in every row.",
    EN + ", which is the number of apples in each of the baskets.",
    DE + ", das ist die Anzahl der Äpfel in jedem Korb.",
    DE + ", das ist die Anzahl der Murmeln in einem einzigen Glas.",
    FR + ", c'est le nombre de pommes dans un seul panier.",
    FR + ", c'est le nombre de pommes dans chaque panier.",
    ES + ", que es el número de manzanas en cada cesta.",
    IT + ", che è il numero di mele in ogni cesto.",
    RU + ", это количество яблок в каждой корзине.",
]
DISTRIBUTIVE_HONEST = [
    EN + ", which is the number of apples in the basket.",
    EN + ", which is the number of integers in the set.",
    DE + ", das ist die Anzahl der Äpfel im Korb.",
    FR + ", c'est le nombre de pommes dans le panier.",
    ES + ", que es el número de manzanas en la cesta.",
]

PRONOUN_SENTENCE = [
    EN + ". I guessed.",
    EN + ". I copied it.",
    EN + ". I was told so.",
    EN + ". Or so I heard.",
    EN + ". I gave up.",
]
PRONOUN_HONEST = [
    EN + ". I checked it.",
    EN + ". Done.",
    EN + ". Hope this helps.",
]

AT_LEAST_HEDGED = [
    EN + ". At least I hope so.",
    EN + ". At least that's what I was told.",
    EN + ". At least that's what I heard.",
    DE + ". Zumindest glaube ich das.",
    DE + ". Wenigstens hoffe ich es.",
    FR + ". Du moins je crois.",
    FR + ". Au moins, je l'espère.",
    ES + ". Al menos eso creo yo.",
    ES + ". Al menos eso me dijeron a mí.",
    "答案是$\\boxed{7}$。至少我猜是这样。",
]
AT_LEAST_HONEST = [
    EN + ". At least, that's what I got twice.",
    EN + ". At least, I checked it twice.",
    DE + ". Zumindest habe ich es zweimal nachgerechnet.",
    ES + ". Al menos eso obtuve yo dos veces.",
    "答案是$\\boxed{7}$。至少我自己验算过两遍。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", DISTRIBUTIVE_SCOPED + PRONOUN_SENTENCE + AT_LEAST_HEDGED)
def test_scoped_or_hedged_refused(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", DISTRIBUTIVE_HONEST + PRONOUN_HONEST + AT_LEAST_HONEST)
def test_honest_read(response):
    assert correct(response, "7", "standard")


# 4. box_tail's honest shapes after the box had open rests (`for all ...`, `in 2 ...`, `as shown ...`): an exception, a
# part or a change of value went through after them
HONEST_SHAPE_REST = [
    EN + " for each of the first two days only.",
    EN + " for any $n$ except the last case, where it is 8.",
    EN + " for all but one of the cases.",
    EN + " in 2 of the 3 cases.",
    EN + " after 3 more days it becomes 9.",
    EN + " in 1 hour, so in 3 hours it is 21.",
    EN + " as shown above, but only for part (a).",
    # a universal condition of several words must end on its variable: otherwise the words scope the answer
    EN + " for all small values.",
    EN + " for every day previously.",
    EN + " for each apple eaten.",
    EN + " for every n but one.",
]
HONEST_SHAPE_READ = [
    EN + " for each box.",
    EN + " for all $x$.",
    EN + " for all real $x$.",
    EN + " for every positive integer n.",
    EN + " for all n.",
    EN + " after 3 years.",
    EN + ", as shown above in the table of values.",
    EN + " when divided by 4.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", HONEST_SHAPE_REST)
def test_honest_shape_rest_refused(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", HONEST_SHAPE_READ)
def test_honest_shape_read(response):
    assert correct(response, "7", "standard")


# the differential check's honest shapes: a sentence end inside the math, a numbered period
HONEST_SHAPE_READ_REAL = [
    "It follows that $f(i,2) = \\boxed{1}$ for all $i \\ge 5.$",
    "Rounded to the nearest cent, her investment is worth $\\boxed{\\$16,\\!386.20}$ at the end of the 5-year period.",
]


@pytest.mark.parametrize("response", HONEST_SHAPE_READ_REAL)
def test_honest_shape_read_real(response):
    gold = "16386.20" if "16," in response else "1"
    assert correct(response, gold, "standard")
