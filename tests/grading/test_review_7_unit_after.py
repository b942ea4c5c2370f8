"""Seventh review, ``unit_after``: a unit written after the box that differs from the gold's, in shapes the rule did
not read (gold ``7 \\text{ hours}``, the box ``7``).

The rule read the rest of the box's clause as a unit only when ALL of it was one, as written: emphasis or brackets
around it (``*minutes*``, ``(minutes)``), a TeX space before it (``\\boxed{7}\\,\\mathrm{min}``), a closer after it
(``minutes in total``, ``min each``), a unit's exponent (``cm^2`` against a gold in ``cm``: a digit read as another
value) hid it; a unit after a comma (``, in minutes``) or alone on the next line was not looked for; inches, feet,
millimetres and miles had no names in the other languages (``Zoll``, ``Fuß``, ``milímetros``).
"""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

B = "$\\boxed{7}$"
H = "7 \\text{ hours}"
CM = "7 \\text{ cm}"

MARKED_UNIT = [
    (f"The answer is {B} *minutes*.", H, MODES),
    (f"The answer is {B} (minutes).", H, MODES),
    (f"The answer is {B} [minutes].", H, MODES),
    (f"The answer is {B} _days_.", H, MODES),
    ("The answer is $\\boxed{7}\\,\\mathrm{min}$.", H, MODES),
]
UNIT_AND_CLOSER = [
    (f"The answer is {B} minutes in total.", H, MODES),
    (f"The answer is {B} minutes total.", H, MODES),
    (f"The answer is {B} min each.", H, MODES),
]
UNIT_AFTER_COMMA_OR_BREAK = [
    (f"The answer is {B}, in minutes.", H, MODES),
    (f"The answer is {B}, in days.", H, MODES),
    (f"The answer is {B}\nminutes", H, MODES),
]
UNIT_WITH_EXPONENT = [
    (f"The answer is {B} cm^2.", CM, MODES),
    (f"The answer is {B} km^2.", CM, MODES),
]
FOREIGN_NAMES = [
    (f"The answer is {B} Zoll.", CM, MODES),
    (f"The answer is {B} Fuß.", CM, MODES),
    (f"The answer is {B} milímetros.", CM, MODES),
    (f"The answer is {B} Meilen.", CM, MODES),
]

CLOSED = MARKED_UNIT + UNIT_AND_CLOSER + UNIT_AFTER_COMMA_OR_BREAK + UNIT_WITH_EXPONENT + FOREIGN_NAMES

CONTROLS = [
    (f"The answer is {B} hours.", H, MODES),
    (f"The answer is {B}, in hours.", H, MODES),
    (f"The answer is {B}\nhours", H, MODES),
    (f"The answer is {B} *hours*.", H, MODES),
    (f"The answer is {B} hours in total.", H, STD),
    (f"The answer is {B} (hours).", H, STD),
    (f"The answer is {B}, in total.", H, STD),
    (f"The answer is {B}\nThe trip takes 7 hours.", H, STD),
    (f"The answer is {B}\nDone.", H, STD),
    ("The answer is $\\boxed{7}\\,\\text{hours}$.", H, STD),
    (f"The answer is {B} cm.", CM, MODES),
    (f"The area is {B} cm^2.", "7 \\text{ cm}^2", MODES),
    (
        f"The answer is {B} minutes.",
        "7",
        MODES,
    ),  # (a gold with no unit: the words after the box change nothing)
]

OPEN_WRONG = {
    # a unit followed by more words than a closer: the clause is not ALL a unit, read as a closer
    "unit_then_words": [(f"The answer is {B} minutes and that is final.", H, STD)],
    # a currency sign after the box: no unit of the table
    "currency_sign": [(f"The answer is {B} ¢.", "\\$7", STD)],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
