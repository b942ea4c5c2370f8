"""Paired comparison: power on a true +10-point difference, size on identical models, alignment, config diffs."""

from __future__ import annotations

import numpy as np
import pytest

from proctor.metrics import (
    ProblemMismatch,
    config_differences,
    mcnemar_pvalue,
    paired_compare,
    paired_difference,
    sign_flip_pvalue,
)
from proctor.metrics.simulate import difficulties, simulate_records

FAST = {"resamples": 400, "permutations": 2000}


def test_detects_a_true_ten_point_difference_on_500_problems():
    p = difficulties(500, 0.4, seed=1)
    better = np.clip(p + 0.10, 0, 1)  # +10 points on every problem that has room (~ +10 overall)
    a = simulate_records(p, n=4, seed=11, max_tokens=10_000)
    b = simulate_records(better, n=4, seed=12, max_tokens=10_000)
    res = paired_compare(a, b, 4, 4, seed=0)
    m = res["metrics"]["mean@N"]
    assert res["problems"] == 500
    assert m["p_value"] < 0.001 and m["test"] == "sign-flip"
    assert 0.06 < m["diff"] < 0.14 and m["ci"][0] > 0.03


def test_identical_models_false_positive_rate_near_alpha_and_interval_agrees_with_p():
    """Identical models, different seeds, 30 problems, 200 simulated pairs: about 5% rejections."""
    rejections, disagreements, reps = 0, 0, 200
    for rep in range(reps):
        p = difficulties(30, 0.3, seed=1000 + rep)
        a = simulate_records(p, n=4, seed=2 * rep)
        b = simulate_records(p, n=4, seed=2 * rep + 1)
        m = paired_compare(a, b, 4, 4, seed=rep, permutations=2000)["metrics"]["mean@N"]
        rejected = m["p_value"] < 0.05
        rejections += rejected
        disagreements += rejected == (m["ci"][0] <= 0 <= m["ci"][1])
    assert 0.02 <= rejections / reps <= 0.09, rejections / reps
    assert disagreements == 0


def test_six_problem_comparison_interval_agrees_with_its_p_and_warns():
    # the case from the field: mean@N -37.5 pt on 6 problems; the bootstrap said [-58.3, -20.8] beside p = 0.066
    a = np.array([1.0, 0.75, 1.0, 0.5, 0.75, 0.5])
    b = a - np.array([0.5, 0.25, 0.75, 0.0, 0.5, 0.25])
    res = paired_difference(a, b)
    assert res["diff"] == pytest.approx(-0.375)
    assert res["test"].startswith("exact")  # 2^6 sign vectors, all enumerated
    assert (res["p_value"] < 0.05) == (not res["ci"][0] <= 0 <= res["ci"][1])
    assert res["p_value"] >= res["min_p"] == pytest.approx(2 / 64)
    table = simulate_records(np.full(6, 0.5), 4, 1)
    out = paired_compare(table, simulate_records(np.full(6, 0.5), 4, 2), 4, 4)
    assert any("only 6 shared problem" in w for w in out["warnings"])


def test_size_and_power_over_many_simulated_pairs():
    """False positive rate near 5% under the null, power near 1 for +10 points on 500 problems."""
    rng = np.random.default_rng(0)
    null_rejections = 0
    for rep in range(200):
        p = rng.beta(0.6, 1.4, size=30)
        d = rng.binomial(4, p) / 4 - rng.binomial(4, p) / 4
        null_rejections += sign_flip_pvalue(d, permutations=1000, seed=rep) < 0.05
    assert 0.01 <= null_rejections / 200 <= 0.09
    power = 0
    for rep in range(20):
        p = rng.beta(0.8, 1.2, size=500)
        d = rng.binomial(4, np.clip(p + 0.1, 0, 1)) / 4 - rng.binomial(4, p) / 4
        power += sign_flip_pvalue(d, permutations=1000, seed=rep) < 0.05
    assert power >= 19


def test_one_sample_per_problem_is_mcnemars_test():
    p = difficulties(200, 0.5, seed=3)
    a = simulate_records(p, n=1, seed=1, max_tokens=10_000)
    b = simulate_records(np.clip(p + 0.1, 0, 1), n=1, seed=2, max_tokens=10_000)
    res = paired_compare(a, b, 1, 1)
    assert set(res["metrics"]) == {"mean@N", "maj@1"}
    m = res["metrics"]["mean@N"]
    assert m["test"] == "McNemar"
    ca = np.array([r.correct for r in a])
    cb = np.array([r.correct for r in b])
    exact = mcnemar_pvalue(ca, cb)
    assert 0.001 < exact < 0.5  # a case where the p-value is not at a floor
    assert m["p_value"] == pytest.approx(exact, abs=0.01)  # Monte Carlo of the same exact test


def test_mcnemar_counts_only_discordant_problems():
    assert mcnemar_pvalue(np.array([1, 1, 0, 0]), np.array([1, 1, 0, 0])) == 1.0
    # 10 discordant all in B's favour: 2 * 0.5**10
    a = np.zeros(15, bool)
    b = np.array([True] * 10 + [False] * 5)
    assert mcnemar_pvalue(a, b) == pytest.approx(2 * 0.5**10)


def test_pass_at_k_differences_for_shared_k():
    p = difficulties(40, 0.3, seed=4)
    res = paired_compare(simulate_records(p, 8, 1), simulate_records(p, 4, 2), 8, 4, **FAST)
    # every k both report (pass@4: B's pass@N, an unbiased estimate of the same pass@4 as A's);
    # pass@8 (A only) and maj@8 vs maj@4 are never one row, and each skip says why
    assert list(res["metrics"]) == ["mean@N", "pass@2", "pass@4"]
    assert "reported by run A only (run B has N=4" in res["skipped"]["pass@8"]
    assert "maj@8 and maj@4 are different metrics" in res["skipped"]["maj"]
    res = paired_compare(simulate_records(p, 4, 1), simulate_records(p, 4, 2), 4, 4, **FAST)
    assert list(res["metrics"]) == ["mean@N", "pass@2", "pass@4", "maj@4"]


def test_different_problem_sets_are_refused_unless_intersect():
    a = simulate_records(np.full(10, 0.5), 2, 1)
    b = simulate_records(np.full(12, 0.5), 2, 2)
    with pytest.raises(ProblemMismatch, match=r"run B has 2 problem\(s\).*p10.*--intersect"):
        paired_compare(a, b, 2, 2)
    assert paired_compare(a, b, 2, 2, intersect=True, **FAST)["problems"] == 10


def test_config_differences_name_every_unfair_difference_but_not_the_model():
    a = {
        "model": {"ref": "llamacpp:a"},
        "sampling": {"temperature": 0.2, "n": 4},
        "run": {"seed": 0, "output": "x"},
    }
    b = {
        "model": {"ref": "llamacpp:b"},
        "sampling": {"temperature": 1.0, "n": 4},
        "run": {"seed": 1, "output": "y"},
    }
    b["grader"] = {"version": "2"}
    a["resolved"] = {"model": {"sha256": "aa"}, "dataset": {"fingerprint": "f1"}}
    b["resolved"] = {"model": {"sha256": "bb"}, "dataset": {"fingerprint": "f2"}}
    b["runner"] = {"concurrency": 16}
    b["tracking"] = {"to": ["wandb"], "push_to_hub": "me/evals"}
    warnings = config_differences([a, b], ["A", "B"])
    assert len(warnings) == 4  # not model.*, resolved.model.*, run.output, runner.concurrency, tracking.*
    assert any(w.startswith("resolved.dataset.fingerprint differs (A: 'f1', B: 'f2')") for w in warnings)
    assert any(w.startswith("sampling.temperature differs (A: 0.2, B: 1.0)") for w in warnings)
    assert any(w.startswith("run.seed") for w in warnings)
    assert any(w.startswith("grader.version differs (A: '<unset>', B: '2')") for w in warnings)
