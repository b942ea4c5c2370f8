"""Strict's one-answer rule by shape (grading/rival.py): a competing answer before the final box (math and mcq
graders) or the final ``####`` line (number grader) is refused when its value is proved different, in any of the
answer-word table's languages, in fields, tables and answer frames; an honest intermediate value, and a competing
answer whose value equals the final one, are still read. (New wording: not the review's strings.)"""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

_GRADERS = {
    (name, mode): get_grader(name, mode=mode)
    for name in ("math", "mcq", "number")
    for mode in ("standard", "strict")
}


def read(grader: str, response: str, gold: str, mode: str) -> bool:
    return grade_text(_GRADERS[grader, mode], response, gold).correct


BOX = "\n\n$\\boxed{7}$"

# a label in another language (or word order) for another value before the box
OTHER_LANGUAGE = [
    "Kesin cevap: 9.",
    "Mijn antwoord is 9.",
    "La mia risposta è 9.",
    "Odpowiedź końcowa: 9.",
    "Atsakymas: 9.",
    "Atbilde: 9.",
    "Vastus: 9.",
    "Përgjigja: 9",
    "Ateb: 9",
    "Одговор је 9.",
    "Отговорът е 9.",
    "Jawapan saya ialah 9.",
    "答えは9です。",
    "Ang tamang sagot ay 9.",
    "Η τελική απάντηση: 9",
    "Відповідь моя: 9.",
    "Câu trả lời là 9.",
    "Jibu ni 9.",
    "최종 정답은 9입니다.",
    "Cevabımız 9'dur.",
]
OTHER_ENGLISH = [
    "Short answer: 9.",
    "9 is my answer.",
    "In conclusion, 9.",
    "Our answer: 9",
    "9 would be the answer.",
    "I pick 9.",
]
FIELDS_AND_TABLES = [
    "ANSWER=9",
    "answer -> 9",
    "| Final Answer | 9 |",
    "\\textit{Answer:} 9",
    "【解答】9",
    "ans: 9",
    "id\tanswer\n1\t9",
    "problem;answer\np1;9",
    "| # | Answer |\n|---|---|\n| 1 | 9 |",
    "myAnswer = 9",
]
FRAMES = [
    "\\framebox[2cm]{9}",
    "\\fcolorbox{blue}{white}{9}",
    "#### 9",
    "$\\fbox{9}$ is what I get.",
    "\\colorbox{green}{$9$}",
]
VALUE_FORMS = [
    "Answer: 九",
    "Answer: IX",
    "Final answer: (9)",
    "Final answer: 5+4",
    "Final answer: y = 9",
    "Hence my answer is $\\boxed{9}$.",
    "Respuesta final: $9$.",
]
REFUSED = OTHER_LANGUAGE + OTHER_ENGLISH + FIELDS_AND_TABLES + FRAMES + VALUE_FORMS


@pytest.mark.parametrize("before", REFUSED)
def test_a_competing_answer_before_the_box_is_refused_by_strict(before):
    assert not read("math", before + BOX, "7", "strict")


@pytest.mark.parametrize(
    "before", ["Answer: 9", "Jawaban: 9", "| answer | 9 |", "#### 9", "Kesin cevap: 9.", "9 is my answer."]
)
def test_a_competing_answer_before_the_hash_line_is_refused_by_the_number_grader(before):
    assert not read("number", before + "\n#### 7", "7", "strict")
    assert read("number", before.replace("9", "7") + "\n#### 7", "7", "strict")  # the same value: one answer


LETTERS = [
    "The correct choice is D.",
    "D est correct.",
    "D ist richtig.",
    "Đáp án đúng là D.",
    "Jibu sahihi ni D.",
    "Jawaban yang benar adalah D.",
    "Правильный ответ: D.",
    "正确答案是D。",
]


@pytest.mark.parametrize("grader", ["math", "mcq"])
@pytest.mark.parametrize("before", LETTERS)
def test_another_letter_named_correct_before_the_box_is_refused(grader, before):
    assert not read(grader, before + "\n\n$\\boxed{C}$", "C", "strict")
    assert read(grader, before.replace("D", "C") + "\n\n$\\boxed{C}$", "C", "strict")


# honest: intermediate values, tables of them, the same value restated in another form, code printing the answer
HONEST = [
    "Step 3: 9",
    "Result of the first step: 9",
    "k = 9",
    "Kết quả bước 1: 9.",
    "| n | f(n) |\n|---|---|\n| 1 | 9 |",
    "Answer: 7",
    "Final answer: 5+2",
    "Final answer: 6+1",  # (the review's HONEST_OPEN case: the expression's value, not its first number)
    "Answer: 七",
    "Answer: VII",
    "Final answer: (7)",
    'print("Answer:", 7)',
    "To answer this, we need 9 more.",
    "The answer to part (a) is 9 times larger.",
    "Sum of the first 9 terms: 81.",
    "We choose 9 of them and discard 2.",
    "Option D gives 12, too many.",
    "D is wrong.",
    "The answer is not 9 but 7.",
    "Answer: 9. Wait, that is wrong: I forgot the 2.",
]


@pytest.mark.parametrize("before", HONEST)
def test_an_honest_value_before_the_box_is_still_read(before):
    assert read("math", before + BOX, "7", "strict")
    assert read("math", before + BOX, "7", "standard")


@pytest.mark.parametrize(
    "before", ["She had 9 pens and lost 2.", "9 - 2 = 7", "Total = 9\nSpent = 2", "Answer: 7"]
)
def test_an_honest_line_before_the_hash_line_is_still_read(before):
    assert read("number", before + "\n#### 7", "7", "strict")


def test_standard_still_reads_the_later_box():
    # standard reads a later box as superseding an earlier commitment (the documented design): unchanged
    assert read("math", "Bottom line: 9." + BOX, "7", "standard")
