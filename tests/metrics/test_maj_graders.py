"""maj@N uses the equivalence of the grader that graded the run; without one it is undefined."""

from __future__ import annotations

import pytest

from proctor.envs.base import Trajectory
from proctor.metrics import summarize
from proctor.metrics.answers import answer_equivalence


def recs(grader: str, answers: list[tuple[str, bool]], status: str = "ok") -> list[Trajectory]:
    return [
        Trajectory(
            problem_id="p",
            sample_index=i,
            seed=i,
            extracted=a,
            correct=ok,
            formatted=True,
            grader=grader,
            grade_status=status,
        )
        for i, (a, ok) in enumerate(answers)
    ]


def test_integer_run_votes_by_number_not_by_the_math_rules():
    # "0042", "42" and "42.0" are one number; the math rules agree, but "x" vs "X" for mcq below do not
    s = summarize(
        recs("integer", [("7", False), ("0042", True), ("42", True), ("7", False), ("42.0", True)]), n=5
    )
    assert s["per_problem"][0]["majority_votes"] == 3 and s["metrics"]["maj@5"]["value"] == 1.0


def test_mcq_run_votes_by_letter():
    s = summarize(recs("mcq", [("(B)", True), ("A", False), ("B) 12", True), ("A", False), ("b", True)]), n=5)
    assert s["per_problem"][0]["majority_votes"] == 3 and s["metrics"]["maj@5"]["value"] == 1.0


def test_math_run_class_with_a_timed_out_earliest_member_is_correct():
    rs = recs("math", [("1/2", False), ("0.5", True), ("0.5", True)])
    rs[0] = rs[0].model_copy(update={"grade_status": "timeout"})
    s = summarize(rs, n=3)
    assert s["per_problem"][0]["majority_votes"] == 3
    assert s["metrics"]["maj@3"]["value"] == 1.0


def test_judge_run_has_no_maj_and_says_why():
    s = summarize(recs("judge", [("10/10", True), ("0/10", False), ("0/10", False)]), n=3)
    entry = s["metrics"]["maj@3"]
    assert entry["value"] is None and s["maj@n"] is None
    assert "judge" in entry["undefined"]
    assert s["metrics"]["mean@3"]["value"] == pytest.approx(1 / 3)


def test_custom_grader_without_an_equivalence_has_no_maj(tmp_path, monkeypatch):
    (tmp_path / "mygrader_mod.py").write_text(
        "def plain(response, answer):\n    return response.strip() == answer\n\n"
        "def voting(response, answer):\n    return response.strip() == answer\n\n"
        "voting.same_answer = lambda a, b: a.lower() == b.lower()\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert answer_equivalence(["mygrader_mod:plain"]).same is None
    assert "same_answer" in answer_equivalence(["mygrader_mod:plain"]).reason
    s = summarize(recs("mygrader_mod:voting", [("Yes", True), ("no", False), ("yes", True)]), n=3)
    assert s["per_problem"][0]["majority_votes"] == 2 and s["metrics"]["maj@3"]["value"] == 1.0


def test_records_of_several_graders_have_no_maj():
    rs = recs("math", [("1", True)]) + [
        r.model_copy(update={"sample_index": 1, "grader": "integer"}) for r in recs("math", [("1", True)])
    ]
    assert summarize(rs, n=2)["metrics"]["maj@2"]["value"] is None
