"""An "at least" sentence after the box whose first-person word is only a possessor (``至少我朋友是这么说的。``: at
least my friend says so) hands the answer to someone else; the writer as its subject keeps it
(:mod:`proctor.grading.first_person`). Standard mode (strict refuses every later sentence of this kind too)."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text
from proctor.grading.first_person import possessor

_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}
B = "The answer is $\\boxed{7}$. "

HEARSAY = [
    "至少我的老师是这么说的。",
    "起码我同学这么讲。",
    "至少我们老师是这么讲的。",
    "Ít nhất thì anh trai tôi bảo thế.",
    "Ít nhất thì cô giáo tôi nói vậy.",
    "อย่างน้อยเพื่อนฉันก็บอกแบบนั้น",
    "少なくとも私の友達はそう言っていた。",
]
WRITER = [
    "至少我自己验算过。",
    "至少我是这么算的。",
    "Ít nhất thì tôi đã tính hai lần.",
    "Ít nhất tôi đã kiểm tra lại.",
    "อย่างน้อยฉันก็คำนวณสองครั้ง",
    "少なくとも私は二回計算した。",
]


@pytest.mark.parametrize("sentence", HEARSAY)
@pytest.mark.parametrize("mode", ["standard", "strict"])
def test_possessor_hands_the_answer_to_someone_else(sentence, mode):
    assert not grade_text(_GRADERS[mode], B + sentence, "7").correct


@pytest.mark.parametrize("sentence", WRITER)
def test_writer_as_subject_keeps_the_answer(sentence):
    assert grade_text(_GRADERS["standard"], B + sentence, "7").correct


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("我朋友是这么说的", "我", True),
        ("我的朋友", "我", True),
        ("我自己验算过", "我", False),
        ("bạn tôi nói vậy", "tôi", True),
        ("thì tôi đã tính", "tôi", False),
        ("teman saya bilang", "saya", True),
        ("saya sudah menghitung", "saya", False),
        ("เพื่อนฉันก็บอก", "ฉัน", True),
        ("ฉันก็คำนวณ", "ฉัน", False),
        ("I got it twice", "I", False),
    ],
)
def test_possessor(text, word, expected):
    start = text.index(word)
    assert possessor(text, start, start + len(word)) is expected
