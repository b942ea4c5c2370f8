"""The summary's new metrics: pass^k, G-Pass@k_τ, mG-Pass@k, loop_rate and the health block."""

from __future__ import annotations

import json

import numpy as np
import pytest

from proctor.envs.base import Trajectory, Turn
from proctor.metrics import (
    G_PASS_THRESHOLDS,
    g_pass_at_k,
    mg_pass_at_k,
    pass_hat_k,
    problem_table,
    summarize,
    summarize_table,
)
from proctor.metrics.estimators import exact_match
from proctor.metrics.health import HEALTH_THRESHOLDS
from proctor.metrics.run_summary import summarize_run_records
from proctor.metrics.simulate import simulate_records
from proctor.metrics.summary import metric_columns, rate_caps

LOOP = "Let me check once more. " + "the answer is 5. " * 40
OLD_KEYS = [  # the summary's metrics before these, in their order
    "mean@8",
    "pass@1",
    "pass@2",
    "pass@4",
    "pass@8",
    "maj@8",
    "format_rate",
    "truncation_rate",
    "no_answer_rate",
    "grader_timeout_rate",
]


def test_new_metrics_come_after_the_old_ones_and_equal_the_per_problem_means():
    recs = simulate_records(np.linspace(0.05, 0.95, 25), n=8, seed=3, max_tokens=300)
    s = summarize(recs, n=8, equivalent=exact_match)
    json.dumps(s)
    names = list(s["metrics"])
    assert names[: len(OLD_KEYS)] == OLD_KEYS
    ks = [2, 4, 8]
    assert names[len(OLD_KEYS) :] == [
        "loop_rate",
        *[f"pass^{k}" for k in ks],
        *[f"G-Pass@{k}_{tau}" for k in ks for tau in G_PASS_THRESHOLDS],
        *[f"mG-Pass@{k}" for k in ks],
    ]
    by: dict[str, list[bool]] = {}
    for r in recs:
        by.setdefault(r.problem_id, []).append(r.correct)
    m = s["metrics"]
    for k in ks:
        assert m[f"pass^{k}"]["value"] == pytest.approx(
            np.mean([pass_hat_k(8, sum(v), k) for v in by.values()])
        )
        assert m[f"mG-Pass@{k}"]["value"] == pytest.approx(
            np.mean([mg_pass_at_k(8, sum(v), k) for v in by.values()])
        )
        for tau in G_PASS_THRESHOLDS:
            want = np.mean([g_pass_at_k(8, sum(v), k, tau) for v in by.values()])
            assert m[f"G-Pass@{k}_{tau}"]["value"] == pytest.approx(want)
        assert m[f"G-Pass@{k}_1.0"]["value"] == pytest.approx(m[f"pass^{k}"]["value"])
        # stricter thresholds pass less often; pass^k <= mean@N <= pass@k
        g = [m[f"G-Pass@{k}_{tau}"]["value"] for tau in G_PASS_THRESHOLDS]
        assert g == sorted(g, reverse=True)
        assert m[f"pass^{k}"]["value"] <= m["mean@8"]["value"] <= m[f"pass@{k}"]["value"]
    for name, entry in m.items():
        assert entry["ci"][0] <= entry["value"] <= entry["ci"][1], name
    assert m["loop_rate"]["value"] == 0.0


def test_rate_caps_of_the_new_metrics_are_samples_over_k():
    recs = simulate_records(np.linspace(0.1, 0.9, 10), n=8, seed=1)
    table = problem_table(recs, exact_match)
    names, values = metric_columns(table, 8)
    caps = dict(zip(names, rate_caps(names, table, values), strict=True))
    assert caps["loop_rate"] == 80
    assert caps["pass^4"] == caps["G-Pass@4_0.25"] == caps["mG-Pass@4"] == caps["pass@4"] == 20
    assert caps["G-Pass@8_0.75"] == 10


def _rec(pid: str, i: int, text: str, stop: str = "stop", **kw) -> Trajectory:
    return Trajectory(
        problem_id=pid,
        sample_index=i,
        seed=i,
        final_text=text,
        stop_reason=stop,
        extracted="5",
        correct=True,
        formatted=True,
        **kw,
    )


def test_loops_are_counted_per_problem_and_rated_with_an_interval():
    recs = [
        _rec("p1", 0, LOOP, "length"),
        _rec("p1", 1, "\\boxed{5}"),
        _rec("p2", 0, "\\boxed{5}"),
        _rec("p2", 1, "\\boxed{5}"),
        # the loop is in the thinking; the answer is short
        _rec(
            "p3",
            0,
            "",
            "truncated_in_thinking",
            turns=[Turn(text="", finish_reason="length", reasoning=LOOP)],
        ),
        _rec("p3", 1, "\\boxed{5}"),
        _rec("p4", 0, LOOP, "length", error="boom"),  # errored: not counted
        _rec("p4", 1, "\\boxed{5}"),
    ]
    s = summarize(recs, n=2, resamples=100)
    loops = {row["problem_id"]: row["loops"] for row in s["per_problem"]}
    assert loops == {"p1": 1, "p2": 0, "p3": 1, "p4": 0}
    rate = s["metrics"]["loop_rate"]
    assert rate["value"] == pytest.approx((0.5 + 0 + 0.5 + 0) / 4)
    assert rate["ci"][0] < rate["value"] < rate["ci"][1]
    assert problem_table(recs).loops.tolist() == [1, 0, 1, 0]
    # records as samples.jsonl dicts give the same
    dicts = [r.model_dump() for r in recs]
    assert summarize(dicts, n=2, resamples=100)["per_problem"] == s["per_problem"]
    assert summarize_run_records(iter(dicts), n=2)["metrics"]["loop_rate"]["value"] == rate["value"]


def test_health_warns_about_truncation_and_loops_with_their_fixes():
    recs = [
        _rec(f"p{i}", 0, LOOP if i < 3 else "\\boxed{5}", "length" if i < 4 else "stop") for i in range(10)
    ]
    s = summarize(recs, n=1, resamples=100)
    health = s["health"]
    assert list(s)[-1] == "health" and health["thresholds"] == HEALTH_THRESHOLDS
    by = {w["metric"]: w for w in health["warnings"]}
    assert list(by) == ["truncation_rate", "loop_rate"]
    assert by["truncation_rate"]["value"] == pytest.approx(0.4) and by["loop_rate"]["value"] == pytest.approx(
        0.3
    )
    assert "--max-tokens" in by["truncation_rate"]["fix"] and "loop_rate" in by["truncation_rate"]["fix"]
    assert "temperature" in by["loop_rate"]["fix"] and "max_thinking_tokens" in by["loop_rate"]["fix"]
    assert "40.0% of samples" in by["truncation_rate"]["warning"]
    json.dumps(health)


def test_health_names_the_thinking_budget_when_the_thinking_ran_out():
    recs = [_rec(f"p{i}", 0, "", "truncated_in_thinking" if i < 2 else "stop") for i in range(10)]
    recs = [r.model_copy(update={"finish_reason": "length"}) if i < 2 else r for i, r in enumerate(recs)]
    (warning,) = summarize(recs, n=1, resamples=100)["health"]["warnings"]
    assert (
        warning["metric"] == "truncation_rate"
        and "20% of records ran out inside the thinking" in warning["fix"]
    )


def test_no_health_block_below_the_thresholds():
    recs = [_rec(f"p{i}", 0, "\\boxed{5}", "length" if i == 0 else "stop") for i in range(11)]
    s = summarize(recs, n=1, resamples=100)
    assert s["metrics"]["truncation_rate"]["value"] == pytest.approx(1 / 11) and "health" not in s


def test_a_table_without_loop_counts_has_an_undefined_loop_rate():
    table = problem_table([_rec("p1", 0, LOOP), _rec("p2", 0, "x")])
    table.loops = None  # a table built before loops were counted
    s = summarize_table(table, n=1, resamples=50)
    assert s["metrics"]["loop_rate"]["value"] is None
    assert [row["loops"] for row in s["per_problem"]] == [None, None]
