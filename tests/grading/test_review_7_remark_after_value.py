"""Seventh review, ``remark_after_value`` (strict): a remark that commits to another value before a bare box, in
shapes the rule did not read.

- The remark after a semicolon or a dash in the value's own sentence (``So she has 8 left; take it to the bank.``):
  the sentence held a value and more than three words after it, read as work by ``prior_block``; a clause end is a
  sentence end for the remark now.
- The remark as a paragraph of its own (``So she has 8 left.`` ⏎⏎ ``Take it to the bank.`` ⏎⏎ the box): the
  paragraph before the box held no value and was not read; a short one-sentence paragraph with no value is read
  with the paragraph before it.
"""

from __future__ import annotations

from review_gaps import MODES, STRICT, correct, review_tests

B = "$\\boxed{7}$"

REMARK_AFTER_CLAUSE_END = [
    (f"So she has 8 left; take it to the bank.\n\n{B}", "7", STRICT),
    (f"So she has 8 left — take it to the bank.\n\n{B}", "7", STRICT),
    (f"She has 8 apples left; you can take that to the bank.\n\n{B}", "7", STRICT),
    (f"Er hat 8 Äpfel übrig; daran halte ich fest.\n\n{B}", "7", STRICT),
]
REMARK_AS_ITS_OWN_PARAGRAPH = [
    (f"So she has 8 left.\n\nTake it to the bank.\n\n{B}", "7", STRICT),
    (f"Tom pays 8.\n\nYou can bank on it.\n\n{B}", "7", STRICT),
    (f"Ella tiene 8.\n\nEso es definitivo.\n\n{B}", "7", STRICT),
]

CLOSED = REMARK_AFTER_CLAUSE_END + REMARK_AS_ITS_OWN_PARAGRAPH

CONTROLS = [
    (f"So she has 7 left; take it to the bank.\n\n{B}", "7", MODES),
    (f"So she has 7 left.\n\nTake it to the bank.\n\n{B}", "7", MODES),
    (f"So she has 8 left; we subtract the one she ate.\n\n{B}", "7", MODES),
    (f"She had 8 apples and ate 1.\n\nSo she has the rest.\n\n{B}", "7", MODES),
    (f"The tank holds 8 liters.\n\nWe subtract the leak.\n\n{B}", "7", MODES),
    (f"She buys 8 pens.\n\nHence:\n\n{B}", "7", MODES),
    (f"So she has 8 left.\n\nTake it to the bank.\n\n{B}", "7", ("standard",)),  # (strict's rule)
]

OPEN_WRONG = {
    # the value stated in words: the rule reads the last run of digits
    "value_in_words": [(f"So she has eight left. Take it to the bank.\n\n{B}", "7", STRICT)],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
