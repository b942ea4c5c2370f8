"""Wrong answers the accepting-paths audit found (``test_audit_open.py``), closed by mechanism, with unseen variants.

1. A counting noun scoped to a time (:data:`proctor.grading.count_objects._TIMES`, a closed class of the names of
   times and of the adverbs that place a count before or after the asked one; a clock's hour after a number; a unit
   of a time span before a number): ``which is the number of apples Tom had at noon``, ``am Montag``, ``en la
   mañana``.
2. A clause as the object of a preposition after the counted things (``count_objects._subject_in``): a subject of
   its own and its predicate (``with Sam still away``), or a demonstrative that a relative clause or a subject
   follows (``among those Tom later gave away``): it selects some of the counted things or sets a condition.
3. An apposition or a bracket after an unboxed answer lead (bare, in its own math or emphasised) is read by the
   counting-noun rule as after a box (``count_clauses._STATED_NUMBER``, and ``_HELD_BRACKET`` past the number's
   closed emphasis): ``Final answer: 7,
   the number of apples Tom had on Monday.``, ``**Answer: 7** (the number of apples in each crate)``; and the rest
   of such a gloss by the box's gloss whitelist (``after_box.qualified``: ``Final answer: 7, which is prime, hence
   excluded.``, ``, or close to it``).
4. A later sentence that hands the answer to someone else (a hearsay phrase of ``provenance._HEARSAY_AFTER_WORDS``
   opening it, then nothing, the answer taken up again or a source: ``Or so I was told.``, ``I heard it from a
   friend.``), and a later short sentence whose value is a plain fraction (``I'd say 50/50.``): a fraction is a
   value offered beside the box, not a computation (``later_sentences._FRACTION``).

Each wrong answer is refused in both modes (strict never reads what standard refuses); the honest controls of the
same shapes stay read in standard mode."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.count_objects import object_unproven

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
EN = "The answer is $\\boxed{7}$"
DE = "Die Antwort ist $\\boxed{7}$"
ES = "La respuesta es $\\boxed{7}$"


def correct(response: str, mode: str = "standard") -> bool:
    return grade_text(_GRADERS[mode], response, "7").correct


# 1. the audit's family, then unseen variants: other names of times, a clock's hour, a numbered day, other languages
TIME_SCOPED = [
    EN + ", which is the number of apples Tom had at noon.",
    EN + ", which is the number of apples on Monday.",
    EN + ", which is the number of apples in the morning.",
    DE + ", das ist die Anzahl der Äpfel am Montag.",
    ES + ", que es el número de manzanas en la mañana.",
    EN + ", which is the number of apples Tom had yesterday.",
    EN + ", which is the number of apples left on Friday.",
    EN + ", which is the total at 3 pm.",
    EN + ", which is the number of cookies on day 3.",
    EN + ". 7 is the number of apples in the evening.",
    EN + " (the number of apples in December).",
    "La réponse est $\\boxed{7}$, c'est le nombre de pommes le lundi.",
    "Ответ: $\\boxed{7}$, это количество яблок в понедельник.",
    "Odpowiedź to $\\boxed{7}$, to liczba jabłek w poniedziałek.",
    "La risposta è $\\boxed{7}$, che è il numero di mele lunedì.",
    "Het antwoord is $\\boxed{7}$, dat is het aantal appels op maandag.",
]
# 2. a clause as the object of a preposition after the counted things
SUBSET_RELATIVE = [
    EN + ", which is the number of apples among those Tom later gave away.",
    EN + ", which is the number of apples with Sam still away.",
    EN + ", which is the number of apples among the ones Sam kept.",
    EN + ", which is the number of apples among those that Tom gave away.",
    EN + ", which is the number of marbles with Ann still at school.",
    EN + ", which is the number of pens among those she bought.",
    EN + ", which is the number of apples with him still away.",
    EN + ", which is the number of guests with Maria already gone.",
]
# 3. an apposition or a bracket after an unboxed answer lead
LEAD_GLOSS_SCOPED = [
    "**Answer: 7** (the number of apples in each crate)",
    "Final answer: 7, the number of apples Tom had on Monday.",
    "Final answer: 7 — the count at noon.",
    "**Final answer: 7** (the number of apples per crate)",
    "__Answer: 7__ (the total in thousands)",
    "Answer: 7, the number of ways for part (a).",
    "Final answer: 7 — the number of apples on Monday.",
    "Risposta finale: 7, il numero di mele lunedì.",
    "Respuesta final: 7, el número de manzanas en cada caja.",
    "**Answer: 7** — the count before Sam joins.",
]
# 3b. the same mechanism beyond the counting noun: an unboxed stated number's gloss is read by the box's gloss
# whitelist (after_box.qualified)
LEAD_GLOSS_QUALIFIED = [
    "Final answer: 7, which is prime, hence excluded.",
    "The answer is 7, which is one less than the true answer.",
    "Final answer: 7, or close to it.",
    "**Final answer: 7**, or close to it.",
    "Final answer: 7 — off by one though.",
    "The answer is 7, qui est premier mais faux.",
    "The answer is $7$, which is prime, hence excluded.",
    "The answer is $7$, the number of apples Tom had on Monday.",
    "Final answer: $7$ — the count at noon.",
    "The answer is $7$ (the number of apples in each crate).",
    "The answer is \\(7\\), or close to it.",
]
# 4. a later sentence of hearsay, a plain fraction offered after the box
LONG_HEARSAY = [
    EN + ". Or so I was told.",
    EN + ". I'd say 50/50.",
    EN + ". Or so I've heard from a friend.",
    EN + ". I was told so by my tutor.",
    EN + ". Or so they say, anyway.",
    EN + ". Or so I heard from my older brother.",
    EN + ". I'd guess 3/4.",
    EN + ". Maybe 60/40.",
    EN + ". Ich würde sagen 50/50.",
]
HONEST = [  # the same shapes, plainly describing the gold's quantity
    EN + ", which is the number of apples Tom had.",
    EN + ", which is the number of apples Tom has left.",
    EN + ", which is the number of apples Tom has now.",
    EN + ", which is the number of hours in a day.",
    EN + ", which is the number of days in a week.",
    EN + ", which is the number of apples in Tom's basket.",
    EN + ", which is the number of apples with Sam.",
    EN + ", which is the number of apples on the table.",
    EN + ", which is the number of apples in those boxes.",
    EN + ", which is the number of apples in that box.",
    EN + ", which is the number of books on the shelf that Tom owns.",
    EN + ", which is the number of apples in the jar that are red.",
    EN + ", which is the number of students in the class who passed.",
    EN + ". This is the number of ways to seat the guests around the table.",
    DE + ", das ist die Anzahl der Äpfel im Korb von Anna.",
    ES + ", que es el número de manzanas en la caja.",
    "Het antwoord is $\\boxed{7}$, dat is het aantal appels in de doos.",
    "**Answer: 7** (the number of apples)",
    "**Answer: 7** (the number of apples in the crate)",
    "Final answer: 7, the number of apples Tom had.",
    "Final answer: 7, which is prime.",
    "Final answer: 7 — the number of ways to seat them.",
    "Answer: 7, the total number of marbles in the jar.",
    "So the answer is 7, which is prime.",
    "Final answer: 7, to the nearest dollar.",
    "The answer is 7, which is the answer.",
    "So Tom has 7, which is the number of apples he started with.",
    "The answer is 7, so Tom has 7 apples left.",
    "The answer is $7$, which is prime.",
    "The answer is $7$ (the number of apples).",
    "The answer is $7$ (seven).",
    EN + ". I'd say 14/2.",
    EN + ". Or so I calculated twice.",
    EN + ". I heard the problem is from an old contest.",
    EN + ". The probability of rain is 3/10.",
]


@pytest.mark.parametrize(
    "response", TIME_SCOPED + SUBSET_RELATIVE + LEAD_GLOSS_SCOPED + LEAD_GLOSS_QUALIFIED + LONG_HEARSAY
)
@pytest.mark.parametrize("mode", ("standard", "strict"))
def test_closed_wrong_refused(response, mode):
    assert not correct(response, mode)


@pytest.mark.parametrize("response", HONEST)
def test_honest_shape_is_read(response):
    assert correct(response)


@pytest.mark.parametrize(
    "clause",
    [
        "the number of apples Tom had at noon",
        "die Anzahl der Äpfel am Montag",
        "the total at 3 pm",
        "the number of cookies on day 3",
        "the number of apples among those Tom gave away",
        "the number of apples with Sam still away",
    ],
)
def test_time_or_clause_object_is_unproven(clause):
    assert object_unproven(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "the number of apples Tom had",
        "the number of hours in a day",
        "the number of apples in Tom's basket",
        "the number of books on the shelf that Tom owns",
        "the number of ways to seat them around the table",
        "die Anzahl der Äpfel im Korb von Anna",
    ],
)
def test_described_object_is_proven(clause):
    assert not object_unproven(clause)
