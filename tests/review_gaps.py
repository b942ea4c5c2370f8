"""What the adversarial reviews' files share (grading/test_review_gaps_2.py, test_review_gaps_3.py,
test_review_gaps_3_values.py): the math grader in both modes, one case's verdict, and a review's open families as
pytest params named by family. Each file keeps its own lists (the families, CONTROLS, HONEST_OPEN, CLOSED) and its
test functions; a case a rule closes moves from its family to CLOSED."""

from __future__ import annotations

import pytest

from proctor.grading import get_grader
from proctor.grading.base import grade_text

MODES = ("standard", "strict")
STD = ("standard",)
STRICT = ("strict",)
_GRADERS = {"standard": get_grader("math"), "strict": get_grader("math", mode="strict")}


def correct(response: str, gold: str, mode: str) -> bool:
    """Whether the math grader in ``mode`` reads ``response`` as the gold ``gold``."""
    return grade_text(_GRADERS[mode], response, gold).correct


def family_cases(open_wrong: dict[str, list]) -> list:
    """The cases of every family of ``open_wrong`` (family -> [(response, gold, modes)]), ids ``family-i``."""
    return [
        pytest.param(response, gold, modes, id=f"{family}-{i}")
        for family, cases in open_wrong.items()
        for i, (response, gold, modes) in enumerate(cases)
    ]
