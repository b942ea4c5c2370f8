"""maj@N groups equivalent answers with the math grader's equivalence."""

from __future__ import annotations

import pytest

from proctor.envs.base import Trajectory
from proctor.metrics import majority_vote, summarize

grading = pytest.importorskip("proctor.grading")
if not hasattr(grading, "is_equivalent"):
    pytest.skip("the math grader's is_equivalent is not merged yet", allow_module_level=True)


def test_half_written_three_ways_is_one_vote():
    answers = [(0, "\\frac12", True), (1, "7", False), (2, "0.5", True), (3, "7", False), (4, "1/2", True)]
    vote = majority_vote(answers, grading.is_equivalent)
    assert vote.votes == 3 and vote.classes == 2 and vote.correct and vote.answer == "\\frac12"


def test_summarize_uses_the_math_equivalence_by_default():
    recs = [
        Trajectory(problem_id="p", sample_index=i, seed=i, extracted=a, correct=ok, formatted=True)
        for i, (a, ok) in enumerate(
            [("7", False), ("\\frac{1}{2}", True), ("0.5", True), ("7", False), ("1/2", True)]
        )
    ]
    s = summarize(recs, n=5)
    assert s["per_problem"][0]["majority_votes"] == 3
    assert s["metrics"]["maj@5"]["value"] == 1.0
    assert s["metrics"]["mean@5"]["value"] == pytest.approx(0.6)
