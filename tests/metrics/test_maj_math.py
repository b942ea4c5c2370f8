"""maj@N groups equivalent answers with the run's grader's equivalence (here the math grader)."""

from __future__ import annotations

import builtins

import pytest

from proctor import grading
from proctor.envs.base import Trajectory
from proctor.metrics import majority_vote, summarize
from proctor.metrics.estimators import default_equivalence


def test_half_written_three_ways_is_one_vote():
    answers = [(0, "\\frac12", True), (1, "7", False), (2, "0.5", True), (3, "7", False), (4, "1/2", True)]
    vote = majority_vote(answers, grading.is_equivalent)
    assert vote.votes == 3 and vote.classes == 2 and vote.correct and vote.answer == "\\frac12"


def test_summarize_uses_the_math_equivalence_of_a_math_run():
    recs = [
        Trajectory(
            problem_id="p", sample_index=i, seed=i, extracted=a, correct=ok, formatted=True, grader="math"
        )
        for i, (a, ok) in enumerate(
            [("7", False), ("\\frac{1}{2}", True), ("0.5", True), ("7", False), ("1/2", True)]
        )
    ]
    s = summarize(recs, n=5)
    assert s["per_problem"][0]["majority_votes"] == 3
    assert s["metrics"]["maj@5"]["value"] == 1.0
    assert s["metrics"]["mean@5"]["value"] == pytest.approx(0.6)


def test_default_equivalence_fails_loudly_when_the_grader_cannot_be_imported(monkeypatch):
    real_import = builtins.__import__

    def broken(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "proctor.grading" and "is_equivalent" in (fromlist or ()):
            raise ImportError("simulated: proctor.grading is broken")
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", broken)
    with pytest.raises(ImportError, match="simulated"):
        default_equivalence()
