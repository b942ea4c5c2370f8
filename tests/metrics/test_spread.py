"""Spread across repeated runs: NeMo-Skills' std_dev_across_runs and std_err_across_runs."""

from __future__ import annotations

import math

import numpy as np
import pytest

from proctor.metrics import problem_table, spread_across_runs, summarize


def test_hand_computed_values():
    # mean 0.5; deviations -0.1, 0, 0.1: sum of squares 0.02 over R - 1 = 2 gives variance 0.01
    s = spread_across_runs([0.4, 0.5, 0.6])
    assert s["runs"] == 3 and s["mean"] == pytest.approx(0.5)
    assert s["std_dev_across_runs"] == pytest.approx(0.1)
    assert s["std_err_across_runs"] == pytest.approx(0.1 / math.sqrt(3))
    assert (s["min"], s["max"]) == (0.4, 0.6)
    assert "avg_sample_std_dev" not in s  # only from tables


@pytest.mark.parametrize("seed", range(5))
def test_agrees_with_numpy(seed):
    values = np.random.default_rng(seed).random(2 + seed)
    s = spread_across_runs(list(values))
    assert s["std_dev_across_runs"] == pytest.approx(np.std(values, ddof=1))
    assert s["std_err_across_runs"] == pytest.approx(np.std(values, ddof=1) / np.sqrt(len(values)))
    assert s["mean"] == pytest.approx(values.mean())
    assert (s["min"], s["max"]) == (values.min(), values.max())


def test_one_run_has_no_spread_and_none_is_refused():
    s = spread_across_runs([0.7])
    assert s["std_dev_across_runs"] is None and s["std_err_across_runs"] is None and s["mean"] == 0.7
    with pytest.raises(ValueError, match="at least one run"):
        spread_across_runs([])
    with pytest.raises(ValueError, match="NaN"):
        spread_across_runs([0.5, float("nan")])


def _records(correct: dict[str, list[bool]]) -> list[dict]:
    return [
        {"problem_id": pid, "sample_index": i, "seed": 0, "correct": ok, "extracted": "1"}
        for pid, oks in correct.items()
        for i, ok in enumerate(oks)
    ]


RUNS = [  # three repeated runs of 2 problems x N = 2
    {"p1": [True, True], "p2": [False, False]},  # mean@2 0.5
    {"p1": [True, False], "p2": [False, False]},  # 0.25
    {"p1": [True, True], "p2": [True, True]},  # 1.0
]


def test_from_tables_and_from_summaries():
    tables = [problem_table(_records(r)) for r in RUNS]
    s = spread_across_runs(tables)
    assert s["mean"] == pytest.approx((0.5 + 0.25 + 1.0) / 3)
    assert s["std_dev_across_runs"] == pytest.approx(np.std([0.5, 0.25, 1.0], ddof=1))
    assert (s["min"], s["max"]) == (0.25, 1.0)
    # per problem: p1's rates 1, 0.5, 1 (sd 0.2887), p2's 0, 0, 1 (sd 0.5774); their mean
    want = (np.std([1, 0.5, 1], ddof=1) + np.std([0, 0, 1], ddof=1)) / 2
    assert s["avg_sample_std_dev"] == pytest.approx(want)
    summaries = [summarize(_records(r), n=2, resamples=50) for r in RUNS]
    from_summaries = spread_across_runs(summaries)
    assert from_summaries["std_dev_across_runs"] == pytest.approx(s["std_dev_across_runs"])
    # another metric of the summaries: pass@2 is 0.5, 0.5, 1.0
    assert spread_across_runs(summaries, metric="pass@2")["mean"] == pytest.approx(2 / 3)


def test_tables_of_other_problems_are_refused():
    a = problem_table(_records(RUNS[0]))
    b = problem_table(_records({"p1": [True, True], "p3": [True, False]}))
    with pytest.raises(ValueError, match="same problems"):
        spread_across_runs([a, b])
    with pytest.raises(ValueError, match="no value for pass@9"):
        spread_across_runs([summarize(_records(RUNS[0]), n=2, resamples=50)], metric="pass@9")
