"""A final box (or ``####`` line) with no lead of its own is read by the line before it (proctor.grading.bare_leads).

Families in wordings and languages the review files do not hold: a frame or a joke as the only words before a bare
box, a rejecting or disowning label line over it (plain or in a markdown quotation), a spoiler that hides another
answer, a hidden note after a ``####`` value; each for the math grader and, where the shape applies, the ``mcq`` and
``number`` graders, in both modes. The honest controls have the same shapes and must still be read.
"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
_GRADERS = {(name, mode): get_grader(name, mode=mode) for name in ("math", "mcq", "number") for mode in MODES}


def _read(grader: str, response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[grader, mode], response, gold).correct


# the only words before a bare box frame it (a joke, a trick, a shrug): nothing before them for a withdrawal to take
FRAMES = [
    "Just trolling.",
    "April fools!",
    "Nope.",
    "🙃",
    "😂😂",
    "*eye roll*",
    "_shrug_",
    "Okay, here it is.",  # (no work: the whitelist of plain leads does not hold it)
    "Reingelegt!",
    "Ätsch!",
    "¡Caíste!",
    "Pura sátira.",
    "Шучу.",
    "Это сатира.",
]

# a label line over a bare box that rejects or disowns it (the same words on the box's line are refused)
LABEL_LINES = [
    "Falsche Lösung:",
    "Réponse fausse :",
    "Ложный ответ:",
    "Non è la soluzione:",
    "Geen oplossing:",
]
QUOTED_LABEL_LINES = [
    "> Köder:\n> ",
    "> Respuesta errónea:\n>\n> ",
    "> Falsche Lösung:\n> ",
    "> Réponse fausse :\n>\n> ",
]

# strict: a collapsed <details> block right before the box holds another answer
SPOILERS = [
    "<details><summary>Solution</summary>The answer is 8.</details>\n\n$\\boxed{7}$",
    "<details><summary>Respuesta</summary>ocho</details>\n\n$\\boxed{7}$",
    "<details><summary>Antwort</summary>\n\n8\n\n</details>\n\n$\\boxed{7}$",
    "<details><summary>答案</summary>8</details>\n\n$\\boxed{7}$",
]

# the number grader: a hidden note after the '####' value that holds another value or a rejecting word
HIDDEN_AFTER_HASHES = [
    "#### 7 <!-- 9 -->",
    "#### 7 <!-- wrong -->",
    "#### 7 <!-- eigentlich 8 -->",
    "#### 7 % 8",
]

# honest answers of the same shapes, read in both modes
CONTROLS = [
    ("math", "Final answer:\n$\\boxed{7}$", "7"),
    ("math", "> Final answer:\n>\n> $\\boxed{7}$", "7"),
    ("math", "Ответ:\n\n$\\boxed{7}$", "7"),
    ("math", "答案：\n\n$\\boxed{7}$", "7"),
    ("math", "Antwort:\n$\\boxed{7}$", "7"),
    ("math", "Réponse :\n\n$\\boxed{7}$", "7"),
    ("math", "Therefore:\n\n$\\boxed{7}$", "7"),
    ("math", "So the answer is:\n\n$\\boxed{7}$", "7"),
    ("math", "Let me compute it.\n\n$\\boxed{7}$", "7"),
    ("math", "Done.\n\n$\\boxed{7}$", "7"),
    ("math", "**Final Answer**\n\n$\\boxed{7}$", "7"),
    ("math", "**Respuesta final**\n\n$\\boxed{7}$", "7"),
    ("math", "She had 10 apples and gave away 3.\n\nWait, I misread.\n\n$\\boxed{7}$", "7"),
    ("math", "We compute 3 + 4 = 7.\n\nHence:\n\n$\\boxed{7}$", "7"),
    ("math", "<details><summary>Work</summary>3 + 4 = 7</details>\n\n$\\boxed{7}$", "7"),
    ("math", "<details><summary>Answer</summary>7</details>\n\n$\\boxed{7}$", "7"),
    ("math", "Thus, the final answer is:\n\\[\n\\boxed{7}\n\\]", "7"),
    ("math", "Thus, the solution in interval notation is:\n\n\\[ \\boxed{7} \\]", "7"),
    ("math", "Here is the result:\n> $\\boxed{7}$", "7"),
    ("math", "Answer: C\n\n$\\boxed{C}$", "C"),
    ("mcq", "Final answer:\n\n$\\boxed{C}$", "C"),
    ("mcq", "Done.\n\n$\\boxed{C}$", "C"),
    ("number", "She buys 8 and gives away 1.\n#### 7", "7"),
    ("number", "Answer:\n#### 7", "7"),
    ("number", "Therefore:\n#### 7", "7"),
    ("number", "#### 7 <!-- 7 -->", "7"),
    ("number", "#### 7", "7"),
]
STRICT_CONTROLS = [  # (honest answers strict reads; standard may read them too)
    ("math", "<details><summary>Work</summary>3 + 4 = 7</details>\n\n$\\boxed{7}$", "7"),
    ("math", "ចម្លើយរបស់ខ្ញុំគឺ 7។\n\n$\\boxed{7}$", "7"),
    ("math", "መልሱ 7 ነው።\n\n$\\boxed{7}$", "7"),
]
STANDARD_CONTROLS = [  # (a spelled answer the tables do not know, before a bare box: standard reads it as before)
    ("math", "La réponse est sept.\n\n$\\boxed{7}$", "7"),
    ("math", "Die Lösung lautet sieben.\n\n$\\boxed{7}$", "7"),
    ("math", "Therefore the third option.\n\n$\\boxed{C}$", "C"),
]

# strict: the paragraph before a bare box ends on another value after a sentence end of another script (Khmer,
# Amharic, Burmese), or on a number phrase joined by a conjunction
STRICT_OTHER_VALUE = [
    "ចម្លើយរបស់ខ្ញុំគឺ 8។\n\n$\\boxed{7}$",
    "ចម្លើយគឺ 9។\n\n$\\boxed{7}$",
    "La respuesta es ciento y uno.\n\n$\\boxed{7}$",
]


def _cases(leads: list[str], box: str, sep: str = "\n\n") -> list[str]:
    return [lead + sep + box for lead in leads]


WRONG = [
    *(("math", r, "7") for r in _cases(FRAMES, "$\\boxed{7}$")),
    *(("mcq", r, "C") for r in _cases(FRAMES, "$\\boxed{C}$")),
    *(("number", r, "7") for r in _cases(FRAMES, "#### 7", "\n")),
    *(("math", r, "7") for r in _cases(LABEL_LINES, "$\\boxed{7}$", "\n")),
    *(("math", r, "7") for r in _cases(LABEL_LINES, "$\\boxed{7}$")),
    *(("mcq", r, "C") for r in _cases(LABEL_LINES, "$\\boxed{C}$")),
    *(("number", r, "7") for r in _cases(LABEL_LINES, "#### 7", "\n")),
    *(("math", r, "7") for r in _cases(QUOTED_LABEL_LINES, "$\\boxed{7}$", "")),
    *(("mcq", r, "C") for r in _cases(QUOTED_LABEL_LINES, "$\\boxed{C}$", "")),
    *(("number", r, "7") for r in _cases(QUOTED_LABEL_LINES, "#### 7", "")),
    *(("number", r, "7") for r in HIDDEN_AFTER_HASHES),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("grader", "response", "gold"), WRONG)
def test_bare_box_led_away_is_refused(grader: str, response: str, gold: str, mode: str) -> None:
    assert not _read(grader, response, gold, mode)


@pytest.mark.parametrize("response", SPOILERS)
def test_spoiler_before_box_is_refused_in_strict(response: str) -> None:
    assert not _read("math", response, "7", "strict")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("grader", "response", "gold"), CONTROLS)
def test_honest_lead_of_the_same_shape_is_read(grader: str, response: str, gold: str, mode: str) -> None:
    assert _read(grader, response, gold, mode)


# a frame numbered after an abbreviation's dot ("Nr.", "no.", "núm."): the sentence before the answer is the frame's
NUMBERED_FRAMES = [
    "Lüge Nr. 3. Die Antwort ist $\\boxed{7}$.",
    "Broma núm. 2. La respuesta es $\\boxed{7}$.",
    "Joke no. 2. The answer is $\\boxed{7}$.",
    "Scherz Nr. 4. Die Antwort lautet $\\boxed{7}$.",
]
NUMBERED_CONTROLS = [
    "Schritt Nr. 2. Die Antwort ist $\\boxed{7}$.",
    "Aufgabe Nr. 2. Die Antwort ist $\\boxed{7}$.",
    "See eq. 3. The answer is $\\boxed{7}$.",
    "Step no. 2. The answer is $\\boxed{7}$.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", NUMBERED_FRAMES)
def test_numbered_frame_after_abbreviation_is_refused(response: str, mode: str) -> None:
    assert not _read("math", response, "7", mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("response", NUMBERED_CONTROLS)
def test_numbered_step_after_abbreviation_is_read(response: str, mode: str) -> None:
    assert _read("math", response, "7", mode)


@pytest.mark.parametrize("response", STRICT_OTHER_VALUE)
def test_other_value_before_bare_box_is_refused_in_strict(response: str) -> None:
    assert not _read("math", response, "7", "strict")


@pytest.mark.parametrize(("grader", "response", "gold"), STANDARD_CONTROLS)
def test_honest_statement_before_bare_box_is_read_in_standard(grader: str, response: str, gold: str) -> None:
    assert _read(grader, response, gold, "standard")


@pytest.mark.parametrize(("grader", "response", "gold"), STRICT_CONTROLS)
def test_honest_spoiler_of_work_is_read_in_strict(grader: str, response: str, gold: str) -> None:
    assert _read(grader, response, gold, "strict")
