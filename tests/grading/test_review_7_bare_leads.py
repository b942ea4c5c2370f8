"""Seventh review, ``bare_leads``: the line over a bare box that the join did not reach.

- A title over the box (a line that ends on no sentence mark or colon: ``Wrong answer`` ⏎ ``$\\boxed{7}$``,
  ``Wrong answer 👇``, ``Wrong answer ->``) was never joined to it, and no other rule read it: the box was taken in
  both modes. ``finality.stands`` now reads it joined as a label (a colon written in the gap), as
  ``Wrong answer: $\\boxed{7}$`` on one line is read; a line the box completes (``So the total is``) stays its own
  rules'.
- A sentence right before a box that is a sentence of its own (``Wrong. $\\boxed{7}$``, ``Placeholder.`` ⏎⏎
  ``$\\boxed{7}$``, after work too) was read by no rule: the box's sentence has no lead, and the rules read only the
  box's sentence. Where that sentence is no plain work (``leads.plain_work``, strict's lead whitelist) it leads the
  box as its label now (``finality.stands`` reads ``Wrong: $\\boxed{7}$``); plain work (``Great, that checks
  out.``) reads as before.
- A box written as a list item (``- $\\boxed{7}$``, ``1. $\\boxed{7}$``) under the line: the item's marker hid the
  line above from the join; it is read as the box's own line now.
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

W = "She bought 3 bags of 4 apples, so 3*4 = 12 and she ate 5, which leaves 12 - 5.\n\n"
# a sentence of judgement right before a box that is a sentence of its own
SENTENCE_OVER_BOX = [
    (f"{W}Wrong. {B}", "7", MODES),
    (f"{W}Wrong.\n\n{B}", "7", MODES),
    (f"{W}Draft. {B}", "7", MODES),
    (f"{W}Placeholder.\n\n{B}", "7", MODES),
    (f"{W}Falsch. {B}", "7", MODES),
    (f"{W}Incorrecto.\n\n{B}", "7", MODES),
    (f"{W}Неверно. {B}", "7", MODES),
    (f"{W}错误。 {B}", "7", MODES),
]

# the box as a list item under a disowning line
LIST_ITEM_UNDER_LINE = [
    (f"Wrong answer\n\n- {B}", "7", MODES),
    (f"Wrong answer\n\n1. {B}", "7", MODES),
    (f"Falsch:\n\n- {B}", "7", MODES),
    (f"Mauvaise réponse :\n1) {B}", "7", MODES),
]

CLOSED = TITLE_OVER_BARE_BOX + SEPARATOR_BEFORE_BARE_BOX + SENTENCE_OVER_BOX + LIST_ITEM_UNDER_LINE

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
    (f"{W}Great, that checks out.\n\n{B}", "7", MODES),
    (f"Final answer\n\n- {B}", "7", MODES),
    (f"The answer is:\n- {B}", "7", MODES),
    (f"**Final Answer**\n\n* {B}", "7", MODES),
    ("Answer: VII\n\n$\\boxed{7}$", "7", MODES),  # (a label with a value after its colon is no title)
    (f"{W}Everything checks out. {B}", "7", MODES),
    (f"{W}Done. {B}", "7", MODES),
    (f"{W}So 12 - 5 = 7. {B}", "7", STD),  # (strict refuses it on the previous code too)
    (f"{W}Thus the answer follows. {B}", "7", MODES),
]

# a sentence before a box of its own that strict's whitelist of plain work (leads.plain_work) takes for work (a
# copula sentence: "That is not the answer.", "This is a draft."), or that the label rules read as a plain label
# ("Ignore this answer:", "Counterexample:")
OPEN_WRONG = {
    "plain_work_sentence_disowns_the_box": [
        (f"{W}This is a draft.\n\n{B}", "7", MODES),
        (f"{W}That is not the answer. {B}", "7", MODES),
        (f"This is just an example, not the real answer.\n\n{B}", "7", MODES),
        (f"That is not the answer.\n\n{B}", "7", MODES),
    ],
    # a sentence that names the answer is read as stating it ("La réponse est sept."): not joined as a label
    "answer_named_in_the_sentence_before": [
        (f"Not the answer. {B}", "7", MODES),
        (f"{W}Not my answer.\n\n{B}", "7", MODES),
        (f"Wrong answer. {B}", "7", MODES),
        (f"{W}Not final. {B}", "7", MODES),
    ],
    "label_read_plainly": [
        (f"Ignore this answer.\n{B}", "7", MODES),
        (f"{W}Not this one. {B}", "7", MODES),
        (f"{W}Counterexample. {B}", "7", MODES),
    ],
    "empty_code_fence_between": [
        (f"Wrong answer:\n```\n```\n{B}", "7", MODES),
    ],
}

review_tests(globals(), correct, open_wrong=OPEN_WRONG, controls=CONTROLS, honest_open=[], closed=CLOSED)
