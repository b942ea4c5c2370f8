"""summarize: counts, metrics consistent with the records, unequal N, errored samples, tools, speed shape."""

from __future__ import annotations

import json

import numpy as np
import pytest

from proctor.envs.base import Trajectory
from proctor.metrics import problem_table, summarize
from proctor.metrics.estimators import exact_match
from proctor.metrics.simulate import simulate_records


def rec(pid: str, i: int, correct: bool, **kw) -> Trajectory:
    kw.setdefault("extracted", "42" if correct else "7")
    return Trajectory(problem_id=pid, sample_index=i, seed=i, correct=correct, formatted=True, **kw)


def test_metrics_agree_with_the_records():
    recs = simulate_records(np.linspace(0.05, 0.95, 25), n=8, seed=3, max_tokens=300)
    s = summarize(recs, n=8, equivalent=exact_match)
    json.dumps(s)  # JSON-ready
    m = s["metrics"]
    assert s["counts"] == {
        "problems": 25,
        "problems_with_samples": 25,
        "problems_without_samples": [],
        "samples": 200,
        "errored": 0,
        "records": 200,
        "duplicates": 0,
        "samples_per_problem": {"min": 8, "max": 8},
        "unequal_n": False,
    }
    assert m["mean@8"]["value"] == pytest.approx(np.mean([r.correct for r in recs]))
    assert m["pass@1"]["value"] == pytest.approx(m["mean@8"]["value"])
    by = {}
    for r in recs:
        by.setdefault(r.problem_id, []).append(r.correct)
    assert m["pass@8"]["value"] == pytest.approx(np.mean([any(v) for v in by.values()]))
    assert list(k for k in m if k.startswith("pass@")) == ["pass@1", "pass@2", "pass@4", "pass@8"]
    assert m["truncation_rate"]["value"] == pytest.approx(np.mean([r.stop_reason == "length" for r in recs]))
    assert m["no_answer_rate"]["value"] == pytest.approx(np.mean([r.extracted is None for r in recs]))
    assert m["format_rate"]["value"] == pytest.approx(np.mean([r.formatted for r in recs]))
    tokens = [r.completion_tokens for r in recs]
    assert s["tokens"]["completion"]["value"] == pytest.approx(np.mean(tokens))
    assert s["tokens"]["completion"]["p95"] == pytest.approx(np.quantile(tokens, 0.95))
    assert s["latency_s"]["mean"] == pytest.approx(np.mean([r.latency_s for r in recs]))
    assert "total" not in s["latency_s"]  # a sum of shared, overlapping waits means nothing
    assert sum(s["stop_reasons"].values()) == pytest.approx(1.0)
    for name, entry in m.items():
        assert entry["ci"][0] <= entry["value"] <= entry["ci"][1], name
    assert "tools" not in s
    # headline: plain values under N-agnostic names, equal to the full entries
    assert s["mean@n"] == m["mean@8"]["value"] and s["pass@n"] == m["pass@8"]["value"]
    assert s["maj@n"] == m["maj@8"]["value"] and s["format_rate"] == m["format_rate"]["value"]
    assert (s["problems"], s["samples"]) == (25, 200)
    assert s["mean_completion_tokens"] == s["tokens"]["completion"]["value"]
    assert sum(p["correct"] for p in s["per_problem"]) == sum(r.correct for r in recs)


def test_majority_vote_in_summary():
    recs = [
        rec("a", 0, False),
        rec("a", 1, True),
        rec("a", 2, True),
        rec("b", 0, False),
        rec("b", 1, True, extracted="42"),
    ]
    recs.append(rec("b", 2, False, extracted="7"))
    s = summarize(recs, n=3, equivalent=exact_match)
    assert s["metrics"]["maj@3"]["value"] == pytest.approx(0.5)  # a: 42 wins 2-1; b: 7 wins 2-1
    assert [p["majority"] for p in s["per_problem"]] == ["42", "7"]


def test_unequal_n_is_flagged_and_weighted_per_problem():
    # problem a: 1/1 correct; problem b: 1 of 4 correct -> per problem (1 + .25)/2, not 2/5
    recs = [rec("a", 0, True)] + [rec("b", i, i == 0) for i in range(4)]
    s = summarize(recs, n=4)
    assert s["counts"]["unequal_n"] is True
    assert s["counts"]["samples_per_problem"] == {"min": 1, "max": 4}
    assert s["metrics"]["mean@4"]["value"] == pytest.approx(0.625)
    # pass@4 is defined only where a problem has 4 samples
    assert s["metrics"]["pass@4"]["problems"] == 1 and s["metrics"]["pass@4"]["value"] == 1.0


def test_errored_samples_are_left_out_and_counted():
    recs = [rec("a", 0, True), rec("a", 1, False, error="backend died", stop_reason="error")]
    recs += [rec("b", 0, False, error="boom", stop_reason="error")]
    s = summarize(recs, n=2)
    assert s["counts"]["errored"] == 2 and s["counts"]["samples"] == 1
    assert s["counts"]["problems_without_samples"] == ["b"]
    assert s["metrics"]["mean@2"]["value"] == 1.0 and s["metrics"]["mean@2"]["problems"] == 1
    assert s["stop_reasons"]["error"] == pytest.approx(2 / 3)


def test_a_rerun_replaces_its_errored_record():
    recs = [
        rec("a", 0, False, error="timeout", stop_reason="error"),
        rec("a", 0, True),
        rec("a", 0, False, error="late"),
    ]
    s = summarize(recs, n=1)
    assert s["counts"]["duplicates"] == 2 and s["counts"]["errored"] == 0
    assert s["metrics"]["mean@1"]["value"] == 1.0


def test_tool_metrics_appear_when_tools_were_called():
    recs = [rec("a", 0, True, tool_calls=4, tool_errors=1, tool_timeouts=1), rec("a", 1, False, tool_calls=0)]
    s = summarize(recs, n=2)
    assert s["tools"]["mean_tool_calls"] == 2.0
    assert s["tools"]["tool_error_rate"] == 0.25 and s["tools"]["tool_timeout_rate"] == 0.25
    assert s["tools"]["samples_with_tool_calls"] == 0.5


def test_grader_timeouts_are_kept_apart():
    recs = [rec("a", 0, False, grade_status="timeout"), rec("a", 1, True, grade_status="ok")]
    assert summarize(recs, n=2)["metrics"]["grader_timeout_rate"]["value"] == 0.5


def test_summary_is_reproducible_and_accepts_dicts():
    recs = simulate_records(np.full(30, 0.5), n=2, seed=0)
    a = summarize(recs, n=2, seed=7)
    b = summarize([r.model_dump() for r in recs], n=2, seed=7)
    assert a == b
    other = summarize(recs, n=2, seed=8)
    assert other["tokens"]["completion"]["ci"] != a["tokens"]["completion"]["ci"]  # continuous: seed shows
    assert other["tokens"]["completion"]["value"] == a["tokens"]["completion"]["value"]


def test_bad_n_is_a_clear_error():
    with pytest.raises(ValueError, match="n .*must be >= 1"):
        summarize([], n=0)


def test_empty_run():
    s = summarize([], n=4)
    assert s["counts"]["problems"] == 0 and s["metrics"]["mean@4"]["value"] is None


def test_equivalence_is_asked_once_per_pair_of_answers():
    calls = []

    def same(a: str, b: str) -> bool:
        calls.append((a, b))
        return {a, b} == {"0.5", "1/2"}

    recs = []
    for pid in ("a", "b", "c"):
        recs += [rec(pid, 0, True, extracted="0.5"), rec(pid, 1, True, extracted="1/2"), rec(pid, 2, False)]
    s = summarize(recs, n=3, equivalent=same)
    assert [p["majority_votes"] for p in s["per_problem"]] == [2, 2, 2]
    assert len(calls) == len(set(calls)) == 2  # ("0.5", "1/2") and ("0.5", "7"), whatever the problem count


def test_a_duplicate_keeps_its_pairs_first_place_and_any_sample_index_works():
    """problem_table keeps compact columns, one row per pair in first-seen order; a winning duplicate
    overwrites its row in place (the order decides maj@N's ties and float sums)."""
    recs = [
        rec("b", 0, False, extracted="3"),
        rec("a", 2**40, True, extracted="5"),  # a sample index past 32 bits
        rec("a", -1, False, extracted="6"),
        rec("b", 0, True, extracted="4"),  # the later record of b#0 wins, in b#0's place
        rec("a", 2**40, False, error="late"),  # an errored rerun never beats a finished record
    ]
    t = problem_table(recs)
    assert t.ids == ["a", "b"] and t.records == 5 and t.duplicates == 2
    assert t.correct.tolist() == [1, 1] and t.n.tolist() == [2, 1] and t.errored.tolist() == [0, 0]
    assert t.votes[1].answer == "4"


def test_a_sample_cut_inside_its_thinking_counts_as_truncated_by_the_one_rule():
    """The grader is told a sample cut in its thinking was truncated; the truncation rate and its
    health warning count it too (one rule: ``envs.base.is_truncated``)."""
    from proctor.envs.grading import truncated_of

    recs = [rec("a", i, False, extracted=None, stop_reason="truncated_in_thinking") for i in range(4)]
    assert all(truncated_of(r) for r in recs)
    s = summarize(recs, n=4, equivalent=exact_match)
    assert s["metrics"]["truncation_rate"]["value"] == 1.0
    assert [w["metric"] for w in s["health"]["warnings"]] == ["truncation_rate"]
