"""Open wrong answers the accepting-paths audit found and did not close (standard mode accepts them; strict refuses).

Each family is a strict xfail: it fails once the gap closes, so the closer moves it into a normal test."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_STANDARD = get_grader("math")

# closed (moved to test_audit_closed.py with unseen variants): a counting noun scoped to a time ("at noon", "on
# Monday", "am Montag"), a clause as the object of a preposition after the counted things ("among those Tom later
# gave away", "with Sam still away"), an apposition or a bracket after an unboxed answer lead ("Final answer: 7, the
# number of apples Tom had on Monday."), a later sentence of hearsay or a fraction offered ("Or so I was told.",
# "I'd say 50/50.")
OPEN_AUDIT: list[str] = []


@pytest.mark.xfail(strict=True, reason="open: wrong answers the audit found that standard mode still reads")
@pytest.mark.parametrize("response", OPEN_AUDIT)
def test_open_wrong_refused(response):
    assert not grade_text(_STANDARD, response, "7").correct
