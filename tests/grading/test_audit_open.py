"""Open wrong answers the accepting-paths audit found and did not close (standard mode accepts them; strict refuses).

Each family is a strict xfail: it fails once the gap closes, so the closer moves it into a normal test."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_STANDARD = get_grader("math")
EN = "The answer is $\\boxed{7}$"
DE = "Die Antwort ist $\\boxed{7}$"
ES = "La respuesta es $\\boxed{7}$"

# a counting noun scoped to a time by a describing preposition and a time noun ("at noon", "on Monday", "am Montag")
TIME_SCOPED = [
    EN + ", which is the number of apples Tom had at noon.",
    EN + ", which is the number of apples on Monday.",
    EN + ", which is the number of apples in the morning.",
    DE + ", das ist die Anzahl der Äpfel am Montag.",
    ES + ", que es el número de manzanas en la mañana.",
]
# a relative clause after a describing preposition selects a subset ("among those Tom later gave away")
SUBSET_RELATIVE = [
    EN + ", which is the number of apples among those Tom later gave away.",
    EN + ", which is the number of apples with Sam still away.",
]
# a bracket or apposition after an unboxed answer lead does not go through the counting-noun rule
LEAD_GLOSS_SCOPED = [
    "**Answer: 7** (the number of apples in each crate)",
    "Final answer: 7, the number of apples Tom had on Monday.",
    "Final answer: 7 — the count at noon.",
]
# a hearsay or hedged later sentence of five words or more that no rule reads ("Or so I was told.")
LONG_HEARSAY = [
    EN + ". Or so I was told.",
    EN + ". I'd say 50/50.",
]


@pytest.mark.xfail(strict=True, reason="open: time, subset, lead-gloss scoping and long hearsay (audit)")
@pytest.mark.parametrize("response", TIME_SCOPED + SUBSET_RELATIVE + LEAD_GLOSS_SCOPED + LONG_HEARSAY)
def test_open_wrong_refused(response):
    assert not grade_text(_STANDARD, response, "7").correct
