"""Bootstrap intervals over problems: reproducible, and covering the true accuracy about 95% of the time."""

from __future__ import annotations

import numpy as np
import pytest

from proctor.metrics import bootstrap_means, interval, mean_ci, standard_error, summarize
from proctor.metrics.simulate import simulate_records
from proctor.metrics.summary import metric_columns
from proctor.metrics.table import problem_table


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


@pytest.mark.parametrize("n", [1, 4])
@pytest.mark.parametrize("true_acc", [0.03, 0.4, 0.97])
def test_rate_interval_keeps_its_coverage_near_0_and_100_percent(true_acc, n):
    """30 problems from a population with known mean solve rate; seeded; the summary's own interval."""
    problems, reps = 30, 300
    rng = np.random.default_rng(int(true_acc * 100) * 10 + n)
    covered = 0
    for rep in range(reps):
        p = rng.beta(true_acc * 2, (1 - true_acc) * 2, size=problems)
        values = (rng.binomial(n, p) / n)[:, None]
        (entry,) = mean_ci(values, resamples=20, seed=rep, rate_caps=np.array([problems * n]))
        covered += int(entry["ci"][0] <= true_acc <= entry["ci"][1])
    assert 0.90 <= covered / reps <= 0.99, covered / reps


def test_all_wrong_on_30_problems_does_not_collapse_to_zero_width():
    recs = simulate_records(np.zeros(30), n=1, seed=1, max_tokens=10_000)
    s = summarize(recs, n=1)
    lo, hi = s["metrics"]["mean@1"]["ci"]
    assert lo == 0.0 and hi == pytest.approx(0.1135, abs=1e-3)  # Wilson: z²/(30 + z²)
    lo, hi = summarize(simulate_records(np.ones(30), n=1, seed=1, max_tokens=10_000), n=1)["metrics"][
        "maj@1"
    ]["ci"]
    assert hi == 1.0 and lo == pytest.approx(1 - 0.1135, abs=1e-3)


def test_weights_drawn_a_few_rows_at_a_time_are_the_draws_of_one_call():
    """resample_weights fills a chunk from several smaller draws (little memory beside the chunk);
    the weights must be exactly those of drawing the whole chunk at once, or every interval of a
    run with many problems would move."""
    from proctor.metrics.bootstrap import _DRAW_CELLS, resample_weights

    p, resamples = 3001, 300
    assert _DRAW_CELLS // p < resamples  # the chunk is filled in several draws
    got = np.concatenate(list(resample_weights(p, resamples, np.random.default_rng(5))))
    idx = np.random.default_rng(5).integers(0, p, size=(resamples, p), dtype=np.int64)
    expected = np.stack([np.bincount(row, minlength=p) for row in idx]).astype(np.float64)
    assert got.shape == (resamples, p) and np.array_equal(got, expected)


def test_intervals_do_not_depend_on_how_many_weights_are_held_at_once(monkeypatch):
    """The weights chunk is capped (flat memory for many problems). The cap changes only how BLAS
    blocks the product, which can move a resample's mean by an ulp (as BLAS's thread count does),
    never more."""
    import proctor.metrics.bootstrap as bootstrap

    values = np.random.default_rng(3).random((700, 3))
    values[::7, 1] = np.nan
    whole = bootstrap_means(values, resamples=400, seed=2)
    monkeypatch.setattr(bootstrap, "_WEIGHT_CELLS", 700 * 3 + 5)  # 3 resamples a chunk
    chunked = bootstrap_means(values, resamples=400, seed=2)
    assert np.allclose(chunked, whole, rtol=1e-13, atol=0) and not np.isnan(whole).any()
