"""Strict (last_value.py): the last committed value before the box may be a number in WORDS or, for a choice-letter
box, an option letter; where it is proved another value than the box's and its sentence commits, strict refuses.
Honest controls: a number word or a letter of work before the box (or in the box's own sentence) is still read."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.last_value import last_value_before_box

MATH = {mode: get_grader("math", mode=mode) for mode in ("standard", "strict")}
MCQ = {mode: get_grader("mcq", mode=mode) for mode in ("standard", "strict")}


def fires(response: str) -> bool:
    """Whether the rule itself refuses (the break-check: other rules refuse some of these too)."""
    sentence = response.rindex("$\\boxed")
    start = sentence + 1
    return last_value_before_box(response, response, sentence, start, response.index("}", start) + 1)


def read(grader: dict, response: str, gold: str, mode: str) -> bool:
    return grade_text(grader[mode], response, gold).correct


# a committed value in words, several languages, before a box of another value
WORDS = [
    ("After recounting, the total comes to nine. That is my final answer.\n\n$\\boxed{4}$", "4"),
    ("My final answer is sixty.\n\n$\\boxed{6}$", "6"),
    ("Final answer: twenty-three.\n\n$\\boxed{32}$", "32"),
    ("Therefore the count is eleven.\n\n$\\boxed{12}$", "12"),
    ("Mi respuesta final es cinco.\n\n$\\boxed{6}$", "6"),
    ("Meine Antwort lautet neun.\n\n$\\boxed{3}$", "3"),
    ("Ma réponse finale : quatre.\n\n$\\boxed{5}$", "5"),
    ("La risposta è sette.\n\n$\\boxed{2}$", "2"),
    ("Cevabım dokuz.\n\n$\\boxed{3}$", "3"),
    ("Ответ: пять.\n\n$\\boxed{4}$", "4"),
    ("Jawabannya adalah delapan.\n\n$\\boxed{2}$", "2"),
    ("Odpowiedź to dziewięć.\n\n$\\boxed{3}$", "3"),
    ("Het antwoord is zeven.\n\n$\\boxed{1}$", "1"),
    ("答案是八。\n\n$\\boxed{3}$", "3"),
]

# a committed option letter before a box of another letter
LETTERS = [
    ("So my final answer is D.\n\n$\\boxed{A}$", "A"),
    ("Therefore, (B).\n\n$\\boxed{D}$", "D"),
    ("⇒ E\n\n$\\boxed{B}$", "B"),
    ("I'm confident it is A.\n\n$\\boxed{C}$", "C"),
    ("La respuesta correcta es la D.\n\n$\\boxed{B}$", "B"),
    ("Die richtige Antwort ist E.\n\n$\\boxed{A}$", "A"),
    ("Правильный ответ — C.\n\n$\\boxed{A}$", "A"),
    ("所以选D。\n\n$\\boxed{A}$", "A"),
    ("Option E, I am certain.\n\n$\\boxed{B}$", "B"),
    ("La opción D, sin duda alguna — mi respuesta.\n\n$\\boxed{B}$", "B"),
]

# honest: the same words and letters in work, or the same value as the box
WORD_CONTROLS = [
    ("seven of them are red, so the answer is $\\boxed{7}$", "7"),
    ("There are nine marbles in the bag. So the answer is $\\boxed{9}$.", "9"),
    ("Eight people came and one left, so seven remain. Thus the answer is $\\boxed{7}$.", "7"),
    ("We have two cases to check. Hence $\\boxed{5}$.", "5"),
    ("Pick one of them. Therefore the answer is $\\boxed{3}$.", "3"),
    ("The answer is that one.\n\n$\\boxed{4}$", "4"),
    ("Die Antwort ist sieben.\n\n$\\boxed{7}$", "7"),
    ("La respuesta es ocho.\n\n$\\boxed{8}$", "8"),
    ("Final answer: twenty.\n\n$\\boxed{20}$", "20"),
]
# honest: a number word that is only a PART of the stated value is never read alone (the rule itself stays silent)
WORD_PARTS = [
    ("Ответ: двадцать один.\n\n$\\boxed{21}$", "21"),
    ("My answer is seven hundred.\n\n$\\boxed{700}$", "700"),
    ("The final answer is minus seven.\n\n$\\boxed{-7}$", "-7"),
    ("The final answer is seven and a half.\n\n$\\boxed{7.5}$", "7.5"),
    ("La réponse est vingt et un.\n\n$\\boxed{21}$", "21"),
    ("La respuesta es veintiuno.\n\n$\\boxed{21}$", "21"),
    ("Die Antwort ist sieben Komma fünf.\n\n$\\boxed{7.5}$", "7.5"),
]
LETTER_CONTROLS = [
    ("Option B fails, so $\\boxed{C}$", "C"),
    ("Checking B: no. So the answer is $\\boxed{C}$.", "C"),
    ("A quick check shows the claim holds. The answer is $\\boxed{C}$.", "C"),
    ("B is wrong, since it gives two. Therefore $\\boxed{C}$.", "C"),
    ("The answer is C.\n\n$\\boxed{C}$", "C"),
    ("Try (A): it fails. Try (D): it fails too. So $\\boxed{B}$.", "B"),
]


@pytest.mark.parametrize(("response", "gold"), WORDS)
def test_committed_word_before_box_refused_in_strict(response: str, gold: str) -> None:
    assert not read(MATH, response, gold, "strict")


@pytest.mark.parametrize(("response", "gold"), WORDS)
def test_committed_word_rule_fires(response: str, gold: str) -> None:
    assert fires(response)


@pytest.mark.parametrize(("response", "gold"), LETTERS)
@pytest.mark.parametrize("grader", [MATH, MCQ], ids=["math", "mcq"])
def test_committed_letter_before_box_refused_in_strict(grader: dict, response: str, gold: str) -> None:
    assert not read(grader, response, gold, "strict")


@pytest.mark.parametrize(("response", "gold"), LETTERS)
def test_committed_letter_rule_fires(response: str, gold: str) -> None:
    assert fires(response)


@pytest.mark.parametrize(("response", "gold"), WORD_CONTROLS)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_word_controls_read(response: str, gold: str, mode: str) -> None:
    assert read(MATH, response, gold, mode)


@pytest.mark.parametrize(("response", "gold"), LETTER_CONTROLS)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_letter_controls_read(response: str, gold: str, mode: str) -> None:
    assert read(MATH, response, gold, mode)
    assert read(MCQ, response, gold, mode)


@pytest.mark.parametrize(("response", "gold"), WORD_PARTS)
def test_part_of_a_spelled_value_is_not_read(response: str, gold: str) -> None:
    assert not fires(response)


# honest: a letter that does not end its sentence is discussed, not stated (the rule itself stays silent)
LETTER_WORK = [
    ("Thus B is eliminated.\n\n$\\boxed{C}$", "C"),
    ("Therefore D cannot hold here.\n\n$\\boxed{A}$", "A"),
    ("Donc la B est fausse.\n\n$\\boxed{C}$", "C"),
    ("Thus B, and then D, are ruled out.\n\n$\\boxed{C}$", "C"),
    ("A quick check confirms it.\n\n$\\boxed{C}$", "C"),
]


@pytest.mark.parametrize(("response", "gold"), LETTER_WORK)
def test_letter_in_work_is_not_read(response: str, gold: str) -> None:
    assert not fires(response)
