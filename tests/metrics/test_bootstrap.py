"""Bootstrap intervals over problems: reproducible, and covering the true accuracy about 95% of the time."""

from __future__ import annotations

import numpy as np
import pytest

from proctor.metrics import bootstrap_means, interval, mean_ci, standard_error
from proctor.metrics.simulate import simulate_records
from proctor.metrics.summary import metric_columns, problem_table


def test_same_seed_same_interval_other_seed_other_interval():
    v = np.random.default_rng(1).random(40)
    assert mean_ci(v, seed=3) == mean_ci(v, seed=3)
    assert mean_ci(v, seed=3)[0]["ci"] != mean_ci(v, seed=4)[0]["ci"]


def test_bootstrap_keeps_problems_together_and_skips_undefined_cells():
    values = np.array([[1.0, np.nan], [0.0, 1.0], [0.5, 0.0]])
    boot = bootstrap_means(values, resamples=500, seed=0)
    assert boot.shape == (500, 2)
    assert set(np.unique(boot[:, 0] * 6).round(6)) <= set(range(7))  # means of 3 draws from {0, .5, 1}
    # column 2 averages only the problems where it is defined
    assert np.nanmax(boot[:, 1]) <= 1.0 and np.nanmin(boot[:, 1]) >= 0.0
    assert mean_ci(values)[1]["problems"] == 2
    assert mean_ci(values)[1]["value"] == pytest.approx(0.5)


def test_standard_error_is_sd_over_sqrt_problems():
    v = np.array([0.0, 1.0, 1.0, 0.0, 1.0])
    assert standard_error(v)[0] == pytest.approx(np.std(v, ddof=1) / np.sqrt(5))


def test_interval_coverage_near_95_percent_on_simulated_runs():
    """Problems drawn from a population with known mean solve rate: how often does the CI cover it?"""
    true_acc, problems, n, reps = 0.4, 60, 4, 300
    rng = np.random.default_rng(12345)
    covered = 0
    for rep in range(reps):
        p = rng.beta(true_acc * 2, (1 - true_acc) * 2, size=problems)
        correct = rng.binomial(n, p)
        lo, hi = interval(bootstrap_means(correct / n, resamples=1000, seed=rep))
        covered += int(lo[0] <= true_acc <= hi[0])
    coverage = covered / reps
    assert 0.91 <= coverage <= 0.98, coverage


def test_summary_interval_of_a_simulated_run_contains_its_true_accuracy():
    p = np.full(200, 0.3)
    table = problem_table(simulate_records(p, n=4, seed=5, max_tokens=10_000))
    names, values = metric_columns(table, 4)
    stats = mean_ci(values, seed=0)
    mean = dict(zip(names, stats, strict=True))["mean@4"]
    assert mean["ci"][0] <= 0.3 <= mean["ci"][1]
    assert mean["ci"][1] - mean["ci"][0] < 0.1
