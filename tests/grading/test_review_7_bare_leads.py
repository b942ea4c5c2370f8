"""Seventh review, ``bare_leads``: the line over a bare box that the join did not reach.

- A title over the box (a line that ends on no sentence mark or colon: ``Wrong answer`` ⏎ ``$\\boxed{7}$``,
  ``Wrong answer 👇``, ``Wrong answer ->``) was never joined to it, and no other rule read it: the box was taken in
  both modes. ``finality.stands`` now reads it joined as a label (a colon written in the gap), as
  ``Wrong answer: $\\boxed{7}$`` on one line is read; a line the box completes (``So the total is``) stays its own
  rules'.
- A line that shows no word between the lead line and the box (a markdown rule ``---``, a LaTeX line break
  ``\\\\``, ``<br>``, a lone ``.``) stopped the look for the lead line; it is a gap now, like a blank line.
"""

from __future__ import annotations

from review_gaps import MODES, STD, correct, review_tests

B = "$\\boxed{7}$"

# a title over the box that disowns it, with no end of a sentence or colon
TITLE_OVER_BARE_BOX = [
    (f"Wrong answer\n{B}", "7", MODES),
    (f"Wrong answer\n\n{B}", "7", MODES),
    (f"> Wrong answer\n> {B}", "7", MODES),
    (f"Wrong answer —\n{B}", "7", MODES),
    (f"Wrong answer ->\n{B}", "7", MODES),
    (f"Wrong answer ⬇\n{B}", "7", MODES),
    (f"Wrong answer 👇\n{B}", "7", MODES),
    (f"Not the answer\n{B}", "7", MODES),
    (f"Falsche Antwort\n{B}", "7", MODES),
    (f"Respuesta incorrecta\n{B}", "7", MODES),
    (f"Неверный ответ\n{B}", "7", MODES),
]
# a line that shows no word between a disowning label line and the box
SEPARATOR_BEFORE_BARE_BOX = [
    (f"Wrong answer:\n\n---\n\n{B}", "7", MODES),
    (f"Wrong answer:\n\n- - -\n\n{B}", "7", MODES),
    (f"Wrong answer:\n\n…\n\n{B}", "7", MODES),
    (f"Wrong answer:\n\\\\\n{B}", "7", MODES),
    (f"Wrong answer:\n.\n{B}", "7", MODES),
    (f"Falsch:\n<br>\n{B}", "7", MODES),
    (f"Mauvaise réponse :\n\n---\n\n{B}", "7", MODES),
]

CLOSED = TITLE_OVER_BARE_BOX + SEPARATOR_BEFORE_BARE_BOX

CONTROLS = [
    (f"Final Answer\n{B}", "7", MODES),
    (f"**Final Answer**\n\n{B}", "7", MODES),
    (f"Answer\n\n{B}", "7", MODES),
    (f"Final answer ⬇\n{B}", "7", MODES),
    (f"Result\n{B}", "7", MODES),
    (f"Therefore\n{B}", "7", MODES),
    (f"So the answer is\n\n{B}", "7", MODES),
    (f"Thus, we get\n{B}", "7", MODES),
    (f"Answer (in simplest form)\n{B}", "7", MODES),
    (f"Thus the total number of apples\n{B}", "7", STD),
    (f"The answer:\n\n---\n\n{B}", "7", MODES),
    (f"Final answer:\n\\\\\n{B}", "7", MODES),
    (f"So Janet sells 16 - 3 - 4 = 9 eggs.\nFinal answer\n{B}", "7", MODES),
    (f"Respuesta final\n{B}", "7", STD),
    (f"答案\n{B}", "7", MODES),
]

# a sentence on its own line that names the answer to disown it, before a bare box: it is not joined (a sentence
# that names the answer is read as stating it, "La réponse est sept."), and no rule reads a sentence before a box
# that is a sentence of its own
OPEN_WRONG = {
    "answer_named_and_disowned_before_bare_box": [
        (f"This is just an example, not the real answer.\n\n{B}", "7", MODES),
        (f"That is not the answer.\n\n{B}", "7", MODES),
        (f"Ignore this answer.\n{B}", "7", MODES),
    ],
    "empty_code_fence_between": [
        (f"Wrong answer:\n```\n```\n{B}", "7", MODES),
    ],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
