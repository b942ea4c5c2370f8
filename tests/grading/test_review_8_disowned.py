"""The eighth review of the rules merged in the tenth round (revA's and the audit's): wrong answers they accepted,
closed by mechanism, the ones left open, and honest controls of the same shapes.

Closed:

1. ``mistaken_subject``: a sentence after another on its line started with a space, and every reading anchored at
   the sentence's start (an omission, a manner, a condition) missed it: ``We add. Without the carry we get``. The
   lead is read from its first word. An omission followed by a comma and a quantity subject (``Without the carry,
   the total is``) is read as the omission is.
2. ``environments.hidden_after`` (strict): a hidden note after the box that shows anything but a rule line or the
   answer restated is a note (``<!-- -7 -->``, ``<!-- ≠ -->``, ``<!-- 🙃 -->``), not only one with a letter; both
   modes read a signed number as its own value (``-7`` is not the box's 7).
3. ``self_assessment``: a degree with its scale's unit (``1 star of 5``, ``2 points out of 10``) and odds
   (``1 to 19``) are degrees on a scale.
4. ``count_objects._TIMES``: the start of the story is a time (``at the start``, ``am Anfang``, ``au début``), as
   ``initially`` is.
5. ``unit_after``: a TeX space after the math (``$\\boxed{7}$\\,min``), an ellipsis ending the clause
   (``minutes...``), a unit in code (```minutes```) and the other languages' closers (``minutos en total``) no
   longer hide the unit after the box; a unit's name in another language is read before the unit table's guess
   (``horas`` is hours: the table read a unit ``hora`` and refused the honest answer).
6. ``later_sentences``: a later sentence that opens on "or so" hedges the answer whatever its clause (``Or so they
   told me.``, ``Or so rumour has it.``), not only with the hearsay phrases of the closed list; the writer's own
   work after it is read (``Or so I calculated twice.``).
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
MODES = ("standard", "strict")
B = "$\\boxed{7}$"
EN = "The answer is " + B


def correct(response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[mode], response, gold).correct


# 1. an omission, a manner, a condition in a sentence after another on its line
SENTENCE_AFTER_SENTENCE = [
    "We add the numbers. Without the carry we get " + B + ".",
    "We add the numbers. Dropping the carry yields " + B + ".",
    "We add the numbers. Skipping the last step we get " + B + ".",
    "We add the numbers. By a naive count we get " + B + ".",
    "We add the numbers. Ignoring the discount, we get " + B + ".",
    "We add the numbers. Without the carry, the total is " + B + ".",
    "Wir addieren. Ohne den Übertrag erhalten wir " + B + ".",
    "Sumamos. Sin el descuento obtenemos " + B + ".",
    "Складываем. Без переноса получаем " + B + ".",
    "On additionne. Sans la retenue, on obtient " + B + ".",
]
# 2. a hidden note after the box that shows no letter
HIDDEN_SYMBOLS = [
    (B + " <!-- -7 -->", MODES),
    (B + " <!-- ≠ -->", ("strict",)),
    (B + " <!-- 🙃 -->", ("strict",)),
    (B + " <!-- ? -->", ("strict",)),
    (B + "\n<!-- :( -->", ("strict",)),
    (B + ' <span style="display:none">−7</span>', MODES),
]
# 3. a confidence with its scale's unit, odds
SCALED_CONFIDENCE = [
    "We add 3 and 4. Confidence: 1 star of 5\n" + B,
    "We add 3 and 4. Confidence: 1 star out of 5\n" + B,
    "We add 3 and 4. Confidence: 2 points out of 10.\n" + B,
    "We add 3 and 4. Odds I'm right: 1 to 19.\n" + B,
    "We add 3 and 4. Sicherheit: 1 Stern von 5.\n" + B,
]
# 4. a count taken at the start of the story
START_SCOPED = [
    EN + ", which is the number of apples at the start.",
    EN + ", which is the number of apples Tom had at the beginning.",
    EN + ", which is the number of apples at the outset.",
    "Die Antwort ist " + B + ", das ist die Anzahl der Äpfel am Anfang.",
    "La réponse est " + B + ", c'est le nombre de pommes au début.",
    "La respuesta es " + B + ", que es el número de manzanas al principio.",
]
# 5. another unit after the box (gold 7 hours)
UNIT_AFTER_SHAPES = [
    "It takes " + B + "\\,min.",
    "It takes " + B + "\\, \\text{minutes}.",
    "It takes " + B + " minutes...",
    "It takes " + B + " minutes…",
    "It takes " + B + " `minutes`.",
    "It takes " + B + " minutos en total.",
    "It takes " + B + " Minuten insgesamt.",
]
HOURS = "7 \\text{ hours}"
# 6. a later sentence that opens on "or so", whatever its clause
LATER_OR_SO = [
    EN + ". Or so they told me.",
    EN + ". Or so rumour has it.",
    EN + ". Or so it seems.",
    EN + ".\n\nOr so my teacher claims.",
    EN + ". *Or so* the book says.",
]

HONEST = [  # (response, gold, modes that read it)
    ("We add the numbers. Without double counting we get " + B + ".", "7", MODES),
    ("We add the numbers. Carrying the one, the total is " + B + ".", "7", MODES),
    ("We add the numbers. Without loss of generality, the total is " + B + ".", "7", MODES),
    ("We add the numbers. The total is " + B + ".", "7", MODES),
    (B + " <!-- 7 -->", "7", MODES),
    (B + " <!-- $\\boxed{7}$ -->", "7", MODES),
    (B + "\n% ----", "7", MODES),
    (B + " <!-- ===== -->", "7", MODES),
    ("$\\boxed{-7}$ <!-- -7 -->", "-7", MODES),
    ("We add 3 and 4. Confidence: 100%.\n" + B, "7", MODES),
    ("We add 3 and 4.\n" + B, "7", MODES),
    (EN + ". Sorry for the long answer.", "7", ("standard",)),
    (EN + ". Or so I calculated twice.", "7", ("standard",)),
    (EN + ". Or so we verified above.", "7", ("standard",)),
    (EN + ". Order does not matter here.", "7", ("standard",)),
    (EN + ", which is the number of apples Tom has now.", "7", ("standard",)),
    (EN + ", which is the number of apples in the basket.", "7", ("standard",)),
    ("It takes " + B + " hours.", HOURS, ("standard",)),
    ("It takes " + B + "\\,hours.", HOURS, ("standard",)),
    ("It takes " + B + " hours...", HOURS, ("standard",)),
    ("It takes " + B + " `hours`.", HOURS, ("standard",)),
    ("It takes " + B + " horas en total.", HOURS, ("standard",)),
    ("It takes " + B + " horas.", HOURS, ("standard",)),
    ("It takes " + B + " heures.", HOURS, ("standard",)),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", SENTENCE_AFTER_SENTENCE)
def test_mistaken_computation_after_a_sentence_is_refused(response: str, mode: str):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(("response", "modes"), HIDDEN_SYMBOLS)
def test_hidden_note_without_letters_is_refused(response: str, modes: tuple[str, ...]):
    for mode in modes:
        assert not correct(response, "7", mode), mode


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", SCALED_CONFIDENCE)
def test_confidence_on_a_scale_with_its_unit_is_refused(response: str, mode: str):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", START_SCOPED)
def test_count_at_the_start_is_refused(response: str, mode: str):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", UNIT_AFTER_SHAPES)
def test_other_unit_after_the_box_is_refused(response: str, mode: str):
    assert not correct(response, HOURS, mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", LATER_OR_SO)
def test_later_or_so_is_refused(response: str, mode: str):
    assert not correct(response, "7", mode)


@pytest.mark.parametrize(("response", "gold", "modes"), HONEST)
def test_honest_answer_of_the_same_shape_is_read(response: str, gold: str, modes: tuple[str, ...]):
    for mode in modes:
        assert correct(response, gold, mode), mode


# Open: wrong answers still accepted (response, gold, modes that accept it). Each family says why it is left open.
OPEN_WRONG = {
    # mistaken_subject: a result without a verb ("="), an adverb of manner of another language, a hyphenated
    # "mis-count", a solver qualified by a disowning adjective, a participle clause, Hindi: each needs a reading
    # of its own (a list of words would only move the gap)
    "mistaken_other_shapes": [
        ("We add the numbers. Careless count = " + B + ".", "7", MODES),
        ("We add the numbers. Contando ingenuamente, obtenemos " + B + ".", "7", MODES),
        ("We add the numbers. The mis-count gives " + B + ".", "7", MODES),
        ("We add the numbers. A careless reader would get " + B + ".", "7", ("standard",)),
        ("We add the numbers. Naiv gezählt ergibt sich " + B + ".", "7", ("standard",)),
        ("We add the numbers. The total without the carry is " + B + ".", "7", ("standard",)),
    ],
    # unit_after: a unit that is not the whole of the clause after the box
    "unit_not_whole_clause": [
        ("It takes " + B + " minutes of work.", HOURS, ("standard",)),
        ("It takes " + B + " — minutes.", HOURS, ("standard",)),
        ("It takes " + B + " more minutes.", HOURS, ("standard",)),
        ("It takes " + B + "\n\nminutes", HOURS, ("standard",)),
        ("It takes " + B + " minutes :)", HOURS, ("standard",)),
    ],
    # later_sentences: hearsay phrases and offered values outside the closed lists
    "later_hearsay_and_odds": [
        (EN + ". Word is it's right.", "7", ("standard",)),
        (EN + ". I'd say 1 in 2.", "7", ("standard",)),
        (EN + ". I'd say 50-50.", "7", ("standard",)),
        (EN + ". Chance: 1/2.", "7", ("standard",)),
    ],
    # count_clauses: an unboxed lead's gloss after a semicolon, a full stop, code or an en dash
    "lead_gloss_other_marks": [
        ("Final answer: 7; the number of apples yesterday.", "7", ("standard",)),
        ("Final answer: 7. That is the number of apples yesterday.", "7", ("standard",)),
        ("Final answer: `7`, the number of apples yesterday.", "7", ("standard",)),
        ("Final answer: 7 – the apples Tom had yesterday.", "7", ("standard",)),
        ("उत्तर " + B + " है, जो सोमवार को सेबों की संख्या है।", "7", ("standard",)),
    ],
    # standard reads a hidden note after the box as it reads a visible one, and "(guess)" is read there too
    "hidden_word_note_standard": [
        (B + " <!-- guess -->", "7", ("standard",)),
        (B + " <!-- jk -->", "7", ("standard",)),
        (B + " <span hidden>nope</span>", "7", ("standard",)),
    ],
    # self_assessment: a degree in words, a belief word no list holds
    "confidence_in_words": [
        ("We add 3 and 4. Mi seguridad es del cinco por ciento.\n" + B, "7", ("standard",)),
        ("We add 3 and 4. I'd put it at five percent that this is right.\n" + B, "7", ("standard",)),
        ("We add 3 and 4. I'd bet 1 to 19 on it.\n" + B, "7", MODES),
    ],
    # remark_after_value (strict): the commitment pass reads the affirming "C'est ça." (that's it) as a withdrawal and
    # blanks the paragraph, so the value stated before it (7) is no rival of the bare box (the commitment pass's)
    "affirmation_read_as_withdrawal": [
        ("Tom has 3 apples and buys 4. So he has 7 apples. C'est ça.\n\n$\\boxed{8}$", "8", MODES),
    ],
    # bare_leads: a one-line lead that standard reads as plain on the box's own line too ("Nope: $\\boxed{7}$")
    "bare_lead_standard": [
        ("Nope:\n" + B, "7", ("standard",)),
        ("My rival's answer:\n" + B, "7", ("standard",)),
        ("W r o n g:\n" + B, "7", ("standard",)),
    ],
}


@pytest.mark.xfail(
    strict=True, reason="open: a wrong answer the rules still accept (see the family's comment)"
)
@pytest.mark.parametrize(
    ("response", "gold", "modes"),
    [
        pytest.param(r, g, m, id=f"{family}-{i}")
        for family, cases in OPEN_WRONG.items()
        for i, (r, g, m) in enumerate(cases)
    ],
)
def test_open_wrong_answer_is_refused(response: str, gold: str, modes: tuple[str, ...]):
    assert not any(correct(response, gold, mode) for mode in modes)
