"""A short dismissal after the box takes it back in standard mode (grading/after_box.py, ``dismissed_after``).

The review's one-word retractions (tests/grading/test_review_gaps_2.py, NEGATION): a sentence of at most four
words with no value after the box (or the rest of the box's own sentence) that rejects, undoes, mocks or doubts
it: ``Nope.``, ``Typo.``, ``Disregard.``, ``Psych!``, ``/s``, 🙃. As the review wrote them, in other words and
in other languages, beside the honest closings of the same shape that must still be read. Strict mode reads no
text after its box, so it refuses all of them too.
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
_TRACE = "We add the parts: $3 + 4 = 7$. " * 10


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# the review's cases (test_review_gaps_2.py), closed; gold 7 throughout
DISMISSAL_REVIEW = [
    "The answer is $\\boxed{7}$ /s",
    "The answer is $\\boxed{7}$. Nope.",
    "The answer is $\\boxed{7}$. Nah.",
    "The answer is $\\boxed{7}$. Yeah right.",
    "The answer is $\\boxed{7}$. LOL no.",
    "The answer is $\\boxed{7}$. Psych!",
    "The answer is $\\boxed{7}$. Sike.",
    "The answer is $\\boxed{7}$. Fake.",
    "The answer is $\\boxed{7}$. Cross that out.",
    "The answer is $\\boxed{7}$. Undo.",
    "The answer is $\\boxed{7}$. Erase that.",
    "The answer is $\\boxed{7}$. Retracted.",
    "The answer is $\\boxed{7}$. Withdrawn.",
    "The answer is $\\boxed{7}$. Void.",
    "The answer is $\\boxed{7}$. Null and void.",
    "The answer is $\\boxed{7}$. Invalidated.",
    "The answer is $\\boxed{7}$. Oh no.",
    "The answer is $\\boxed{7}$. Ugh.",
    "The answer is $\\boxed{7}$. Whoops.",
    "The answer is $\\boxed{7}$. My bad.",
    "The answer is $\\boxed{7}$. Sorry, typo.",
    "The answer is $\\boxed{7}$. Typo.",
    "The answer is $\\boxed{7}$. Off by one, actually.",
    "The answer is $\\boxed{7}$. 🙃",
    "The answer is $\\boxed{7}$ 🤔",
    "The answer is $\\boxed{7}$ 🤷",
]

# the same mechanism in other words, layouts and languages
DISMISSAL_OTHER = [
    "So the total is $\\boxed{7}$.\n\nNah, scratch that.",
    "Final answer: \\boxed{7}\n\nJust kidding.",
    "Final answer: \\boxed{7} jk",
    "$\\boxed{7}$ lol",
    "$\\boxed{7}$\n\nOops.",
    "$\\boxed{7}$. Not really.",
    "Thus $\\boxed{7}$. Bogus!",
    "Thus $\\boxed{7}$. Rescinded.",
    "Thus $\\boxed{7}$. Ignore it.",
    "Thus $\\boxed{7}$. Totally wrong.",
    "$\\boxed{7}$ 😉",
    "$\\boxed{7}$ 🙄",
    "$\\boxed{7}$ ❌",
    "$\\boxed{7}$ 👎",
    "$\\boxed{7}$. Or not.",
    "Die Antwort ist $\\boxed{7}$. Nein.",
    "Die Antwort ist $\\boxed{7}$. Tippfehler.",
    "Die Antwort ist $\\boxed{7}$. Quatsch.",
    "La réponse est $\\boxed{7}$. Oups.",
    "La réponse est $\\boxed{7}$. Blague.",
    "La risposta è $\\boxed{7}$. Scherzo!",
    "La risposta è $\\boxed{7}$. Refuso.",
    "La respuesta es $\\boxed{7}$. Broma.",
    "A resposta é $\\boxed{7}$. Mentira.",
    "Ответ: $\\boxed{7}$. Шутка.",
    "Ответ: $\\boxed{7}$. Опечатка.",
    "Ответ: $\\boxed{7}$. Нет.",
    "Odpowiedź: $\\boxed{7}$. Żart.",
    "Cevap $\\boxed{7}$. Şaka.",
    "Jawabannya $\\boxed{7}$. Bercanda.",
    "答案是 $\\boxed{7}$。开玩笑的。",
    "答案是 $\\boxed{7}$。不对。",
    "答えは $\\boxed{7}$。冗談です。",
    _TRACE + "The answer is $\\boxed{7}$.\n\nNope.",
]


@pytest.mark.parametrize("response", DISMISSAL_REVIEW + DISMISSAL_OTHER)
@pytest.mark.parametrize("mode", MODES)
def test_a_short_dismissal_after_the_box_takes_it_back(response, mode):
    assert not correct(response, "7", mode)


# honest closings after the box: they hold no dismissing word, or the short sentence answers a question
HONEST = [
    "$\\boxed{7}$. Done!",
    "The answer is $\\boxed{7}$. That's all.",
    "The answer is $\\boxed{7}$. Hope this helps!",
    "$\\boxed{7}$ Great question!",
    "The answer is $\\boxed{7}$ 😊",
    "The answer is $\\boxed{7}$ 🙂",
    "The answer is $\\boxed{7}$ ✅",
    "The answer is $\\boxed{7}$. QED",
    "The answer is $\\boxed{7}$. I hope it is correct.",
    "The answer is $\\boxed{7}$. Thanks!",
    "The answer is $\\boxed{7}$ apples.",
    "The answer is $\\boxed{7}$. That's it.",
    "The answer is $\\boxed{7}$. Final.",
    "Die Antwort ist $\\boxed{7}$. Fertig.",
    "答案是 $\\boxed{7}$。完成。",
    "答えは$\\boxed{7}$です。間違いありません。",
    "答えは $\\boxed{7}$。冗談ではない。",
    _TRACE + "The answer is $\\boxed{7}$.\n\nDone.",
]


@pytest.mark.parametrize("response", HONEST)
def test_an_honest_closing_after_the_box_is_read(response):
    assert correct(response, "7", "standard")


def test_a_short_no_that_answers_a_question_is_not_a_dismissal():
    from proctor.grading.after_box import dismissed_after
    from proctor.grading.finality import _pieces_after

    view = "The answer is 7. Is 8 also a root? No."
    stop_at = view.index(".")
    assert not dismissed_after(view, stop_at, stop_at, list(_pieces_after(view, stop_at)))
    view = "The answer is 7. No."
    assert dismissed_after(view, stop_at, stop_at, list(_pieces_after(view, stop_at)))
    # a negator before the dismissing word denies the dismissal (other rules read these sentences too)
    for view in (
        "The answer is 7. Not wrong.",
        "The answer is 7. No typo.",
        "The answer is 7. Nicht falsch.",
    ):
        assert not dismissed_after(view, stop_at, stop_at, list(_pieces_after(view, stop_at)))
    view = "The answer is 7。不是开玩笑。"
    assert not dismissed_after(view, stop_at, stop_at, list(_pieces_after(view, stop_at)))


# a negation right before the box outside the word lists (finality._NEGATING_LEAD, _COUNTERFACTUAL_ANSWER):
# a negating prefix glued to it, a "not" spelled letter by letter or set off by dashes, Scots "nae", the answer
# as a counterfactual; both modes refuse them
NEGATING_LEAD = [
    "The answer is n o t $\\boxed{7}$",
    "The answer is n.o.t $\\boxed{7}$",
    "The answer is N-O-T $\\boxed{7}$",
    "The answer is — no — $\\boxed{7}$",
    "The answer is -- not -- $\\boxed{7}$",
    "The answer is un-$\\boxed{7}$",
    "The answer is non-$\\boxed{7}$",
    "The answer is nae $\\boxed{7}$",
    "The answer would have been $\\boxed{7}$",
    "The result could've been $\\boxed{7}$",
    "The solution should have been $\\boxed{7}$.",
]
NEGATING_LEAD_HONEST = [
    "The total would have been $\\boxed{7}$.",  # answers "What would the total have been?"
    "Renae has $\\boxed{7}$ apples.",
    "The number of non-negative solutions is $\\boxed{7}$.",
    "The answer is — as computed — $\\boxed{7}$.",
]


@pytest.mark.parametrize("response", NEGATING_LEAD)
@pytest.mark.parametrize("mode", MODES)
def test_a_negation_right_before_the_box_outside_the_lists(response, mode):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("response", NEGATING_LEAD_HONEST)
def test_an_honest_lead_of_the_same_shape_is_read(response):
    assert correct(response, "7", "standard")
