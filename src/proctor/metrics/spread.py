"""How much a metric moves between repeated runs of the same problems (a sweep cell's ``--repeats``).

:func:`spread_across_runs` takes one value per run — the runs' mean@N, their summaries, or their
:class:`~proctor.metrics.table.ProblemTable` — and reports the spread as NeMo-Skills does for its
``pass@1[avg-of-k]`` (docs/evaluation, "Variance analysis"): ``std_dev_across_runs`` is the sample
standard deviation (ddof = 1) of the per-run values, ``std_err_across_runs`` is
``std_dev_across_runs / sqrt(R)`` for R runs. From tables it also gives NeMo-Skills'
``avg_sample_std_dev``: per problem, the sample standard deviation of its per-run solve rates
(correct / finished samples of that run), averaged over problems.

This is the noise of the run, the problems held fixed; the intervals in ``summary.json`` are over
problems (which problems the benchmark happened to contain), a different question.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from proctor.metrics.table import ProblemTable


def _run_value(run: Any, metric: str | None) -> float:
    if isinstance(run, ProblemTable):
        if metric is not None:
            raise ValueError("from ProblemTables only mean@N is read; pass summaries for another metric")
        defined = run.n > 0
        if not defined.any():
            raise ValueError("a run has no finished sample: it has no mean@N")
        return float(np.mean(run.correct[defined] / run.n[defined]))
    if isinstance(run, Mapping):
        value = (
            run.get("mean@n") if metric is None else (run.get("metrics", {}).get(metric) or {}).get("value")
        )
        if value is None:
            raise ValueError(f"a run summary has no value for {metric or 'mean@n'}")
        return float(value)
    value = float(run)
    if math.isnan(value):
        raise ValueError("a run's value is NaN")
    return value


def spread_across_runs(runs: Sequence[Any], metric: str | None = None) -> dict[str, Any]:
    """The spread of one metric over R repeated runs of the same problems; JSON-ready.

    ``runs``: the per-run values (floats, e.g. each run's mean@N), the runs' summaries (dicts as
    ``summarize`` returns: their ``mean@n``, or ``metrics[metric]["value"]`` when ``metric`` is
    given), or their ProblemTables (mean@N, over the problems with a finished sample, as the
    summary computes it; the tables must cover the same problems). Returns ``runs`` (R), ``mean``,
    ``std_dev_across_runs`` (ddof = 1), ``std_err_across_runs`` (std / sqrt(R)), ``min``, ``max``,
    and from tables ``avg_sample_std_dev``. One run has no spread: the standard deviation and error
    are None.
    """
    if not len(runs):
        raise ValueError("spread_across_runs needs at least one run")
    values = np.array([_run_value(run, metric) for run in runs], dtype=np.float64)
    r = len(values)
    std = float(np.std(values, ddof=1)) if r > 1 else None
    out: dict[str, Any] = {
        "runs": r,
        "mean": float(np.mean(values)),
        "std_dev_across_runs": std,
        "std_err_across_runs": std / math.sqrt(r) if std is not None else None,
        "min": float(values.min()),
        "max": float(values.max()),
    }
    if all(isinstance(run, ProblemTable) for run in runs):
        out["avg_sample_std_dev"] = _avg_problem_std(list(runs))
    return out


def _avg_problem_std(tables: list[ProblemTable]) -> float | None:
    """NeMo-Skills' ``avg_sample_std_dev``: each problem's per-run solve rates, their sample standard
    deviation, averaged over the problems that have a finished sample in every run."""
    ids = tables[0].ids
    for t in tables[1:]:
        if t.ids != ids:
            missing = sorted(set(ids) ^ set(t.ids))[:5]
            raise ValueError(
                f"the runs do not cover the same problems (e.g. {missing}); spread across runs "
                "compares repeated runs of the same problems"
            )
    if len(tables) < 2:
        return None
    n = np.stack([t.n for t in tables])  # runs x problems
    correct = np.stack([t.correct for t in tables])
    every = (n > 0).all(axis=0)
    if not every.any():
        return None
    rates = correct[:, every] / n[:, every]
    return float(np.mean(np.std(rates, axis=0, ddof=1)))
