"""A unit's name in another language written after the box, compared with the gold's unit (``unit_after``): the
sixth strict review's ``unit_after_box_contradicts_gold`` family in new languages, and the same unit, read."""

from __future__ import annotations

import pytest
from review_gaps import MODES, correct

CONTRADICTS = [
    ("Die Antwort ist $\\boxed{7}$ Minuten.", "7 \\text{ cm}"),
    ("Die Antwort ist $\\boxed{7}$ Kilogramm.", "7 \\text{ g}"),
    ("Ответ: $\\boxed{7}$ часов.", "7 \\text{ minutes}"),
    ("答案是 $\\boxed{7}$ 分钟。", "7 \\text{ hours}"),
    ("答えは $\\boxed{7}$ 分。", "7 \\text{ hours}"),
    ("The answer is $\\boxed{7}$ minutos.", "7 \\text{ hours}"),
    ("Odpowiedź: $\\boxed{7}$ godzin.", "7 \\text{ minutes}"),
]

SAME_UNIT = [
    ("The answer is $\\boxed{7}$ Minuten.", "7 \\text{ minutes}"),
    ("The answer is $\\boxed{7}$ Zentimeter.", "7 \\text{ cm}"),
    ("Die Antwort ist $\\boxed{7}$ Kilogramm.", "7 \\text{ kg}"),
    ("Ответ: $\\boxed{7}$ минут.", "7 \\text{ minutes}"),
    ("答案是 $\\boxed{7}$ 小时。", "7 \\text{ hours}"),
]


@pytest.mark.parametrize(("response", "gold"), CONTRADICTS)
@pytest.mark.parametrize("mode", MODES)
def test_foreign_unit_that_contradicts_the_gold_is_refused(response, gold, mode):
    assert not correct(response, gold, mode)


@pytest.mark.parametrize(("response", "gold"), SAME_UNIT)
def test_foreign_name_of_the_golds_unit_is_read(response, gold):
    assert correct(response, gold, "standard")
