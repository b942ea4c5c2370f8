"""``summarize``: the run-level metrics written to ``summary.json`` (JSON-ready, with intervals).

Conventions (``docs/metrics.md`` explains them):

- Every rate is a mean over problems of a per-problem value, so each problem weighs the same
  whatever its number of samples. With equal N per problem this equals the mean over samples.
- Errored samples (``error`` set: no model response to grade; the runner reruns them on resume)
  are left out of every metric and counted apart. A problem whose samples all errored has no
  value and is listed in ``counts.problems_without_samples``.
- Duplicate records of one (problem, sample) pair keep one: a finished record wins over an
  errored one, otherwise the later one wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from proctor.envs.base import Trajectory
from proctor.metrics.bootstrap import CONFIDENCE, RESAMPLES, mean_ci
from proctor.metrics.estimators import Equivalence, k_values, pass_at_k_array
from proctor.metrics.health import health_block
from proctor.metrics.robustness import G_PASS_THRESHOLDS, g_pass_columns, pass_hat_k_array
from proctor.metrics.spill import Spill
from proctor.metrics.table import (
    ProblemTable,
    SpilledRecords,
    SpilledSamples,
    aggregate,
    spilled_problem_table,
)

SCHEMA = 1
RATES = ("format_rate", "truncation_rate", "no_answer_rate", "grader_timeout_rate", "loop_rate")


def metric_columns(table: ProblemTable, n: int) -> tuple[list[str], np.ndarray]:
    """Names and per-problem values (problems x metrics, NaN = undefined) of the headline metrics."""
    names: list[str] = [f"mean@{n}"]
    with np.errstate(invalid="ignore", divide="ignore"):
        cols = [table.correct / table.n]
        for k in k_values(n):
            names.append(f"pass@{k}")
            cols.append(pass_at_k_array(table.n, table.correct, k))
        names.append(f"maj@{n}")
        maj = np.array([float(v.correct) for v in table.votes])
        cols.append(np.where((table.n > 0) & (table.maj_undefined is None), maj, np.nan))
        loops = table.loops if table.loops is not None else np.full(len(table.ids), np.nan)
        for name, count in zip(
            RATES, (table.formatted, table.truncated, table.no_answer, table.timeouts, loops), strict=True
        ):
            names.append(name)
            cols.append(count / table.n)
        _robustness_columns(table, n, names, cols)
    values = np.stack(cols, axis=1) if table.ids else np.zeros((0, len(names)))
    values[table.n == 0] = np.nan
    return names, values


def _robustness_columns(table: ProblemTable, n: int, names: list[str], cols: list[np.ndarray]) -> None:
    """pass^k, G-Pass@k_τ and mG-Pass@k (:mod:`proctor.metrics.robustness`) for each k > 1 the run
    reports (at k = 1 the first two are mean@N, and mG-Pass@1 is an empty sum)."""
    ks = [k for k in k_values(n) if k > 1]
    for k in ks:
        names.append(f"pass^{k}")
        cols.append(pass_hat_k_array(table.n, table.correct, k))
    mg = []
    for k in ks:
        g, mg_k = g_pass_columns(table.n, table.correct, k, G_PASS_THRESHOLDS)
        for i, tau in enumerate(G_PASS_THRESHOLDS):
            names.append(f"G-Pass@{k}_{tau}")
            cols.append(g[:, i])
        mg.append(mg_k)
    for k, col in zip(ks, mg, strict=True):
        names.append(f"mG-Pass@{k}")
        cols.append(col)


def _k_of(name: str) -> int:
    """The k of ``pass@k``, ``pass^k``, ``G-Pass@k_τ``, ``mG-Pass@k``."""
    return int(re.split(r"[@^_]", name)[1])


def rate_caps(names: list[str], table: ProblemTable, values: np.ndarray) -> np.ndarray:
    """The trials each headline rate rests on (see :mod:`proctor.metrics.proportion`): samples over
    the problems where it is defined, divided by k for pass@k; problems for maj@N (one vote each)."""
    caps = np.full(len(names), np.nan)
    n = table.n.astype(np.float64)
    for j, name in enumerate(names):
        defined = ~np.isnan(values[:, j])
        if name.startswith("maj@"):
            caps[j] = float(defined.sum())
        elif name.startswith("pass@"):
            caps[j] = float(n[defined].sum()) / int(name.split("@")[1])
        elif name.startswith(("pass^", "G-Pass@", "mG-Pass@")):  # averages over k-subsets, as pass@k
            caps[j] = float(n[defined].sum()) / _k_of(name)
        else:  # mean@N and the per-sample rates
            caps[j] = float(n[defined].sum())
    return caps


def summarize(
    records: Iterable[Trajectory | Mapping[str, Any]],
    n: int,
    seed: int = 0,
    equivalent: Equivalence | None = None,
    resamples: int = RESAMPLES,
    spill: Spill | None = None,
) -> dict:
    """Run-level metrics with 95% bootstrap intervals over problems; JSON-ready.

    ``n`` is the number of samples per problem the run asked for. ``equivalent`` decides whether
    two extracted answers are the same for maj@N (default: the ``same_answer`` of the grader named
    on the records, see :mod:`proctor.metrics.answers`; maj@N is undefined for a grader without
    one). ``seed`` seeds the bootstrap. ``spill`` is a scratch database the caller already holds
    (its ``samples`` table is this summary's); by default one is made and removed here.
    """
    if n < 1:
        raise ValueError(f"n (samples per problem) must be >= 1, got {n}")
    if spill is None:
        with Spill() as own:
            return summarize(records, n, seed, equivalent, resamples, own)
    table = spilled_problem_table(records, spill, equivalent)
    return summarize_table(table, n, seed=seed, resamples=resamples)


def summarize_spilled(
    spilled: SpilledRecords,
    n: int,
    seed: int = 0,
    equivalent: Equivalence | None = None,
    resamples: int = RESAMPLES,
) -> dict:
    """:func:`summarize` of the records already fed to ``spilled`` (read while its spill is open)."""
    if n < 1:
        raise ValueError(f"n (samples per problem) must be >= 1, got {n}")
    return summarize_table(aggregate(spilled, equivalent), n, seed=seed, resamples=resamples)


def summarize_table(table: ProblemTable, n: int, seed: int = 0, resamples: int = RESAMPLES) -> dict:
    """:func:`summarize` from an already aggregated :class:`ProblemTable`."""
    names, values = metric_columns(table, n)
    caps = np.append(rate_caps(names, table, values), np.nan)  # tokens: bootstrap
    names.append("completion_tokens")
    values = np.concatenate([values, table.tokens_mean[:, None]], axis=1)
    stats = mean_ci(values, resamples=resamples, seed=seed, rate_caps=caps)
    metrics = dict(zip(names[:-1], stats[:-1], strict=True))
    if table.maj_undefined:
        metrics[f"maj@{n}"]["undefined"] = table.maj_undefined
    blocks = _sample_blocks(table.samples)
    value = {name: entry["value"] for name, entry in metrics.items()}
    summary: dict[str, Any] = {
        "schema": SCHEMA,
        "n": n,
        # headline: plain values under N-agnostic names (the first-cut summary's keys) for scripts
        "problems": len(table.ids),
        "samples": int(table.n.sum()),
        "mean@n": value[f"mean@{n}"],
        "pass@n": value[f"pass@{n}"],
        "maj@n": value[f"maj@{n}"],
        "format_rate": value["format_rate"],
        "truncation_rate": value["truncation_rate"],
        "mean_completion_tokens": stats[-1]["value"],
        "counts": _counts(table, n),
        "weighting": "per_problem",
        "intervals": {"rates": "wilson_effective_n", "other": "bootstrap", "confidence": CONFIDENCE},
        "bootstrap": {"unit": "problem", "resamples": resamples, "seed": seed, "confidence": CONFIDENCE},
        "metrics": metrics,
        "tokens": {
            "completion": {**stats[-1], **blocks["completion"]},
            "prompt": blocks["prompt"],
        },
        "latency_s": blocks["latency_s"],
        "stop_reasons": _stop_shares(table),
        "per_problem": _per_problem(table),
    }
    if "tools" in blocks:
        summary["tools"] = blocks["tools"]
    health = health_block(metrics, summary["stop_reasons"])
    if health:
        summary["health"] = health
    return summary


def _counts(table: ProblemTable, n: int) -> dict[str, Any]:
    """The summary's ``counts``: problems, samples, errored and duplicate records, N per problem."""
    finished = table.n[table.n > 0]
    return {
        "problems": len(table.ids),
        "problems_with_samples": int(np.sum(table.n > 0)),
        "problems_without_samples": [pid for pid, m in zip(table.ids, table.n, strict=True) if m == 0],
        "samples": int(table.n.sum()),
        "errored": int(table.errored.sum()),
        "records": table.records,
        "duplicates": table.duplicates,
        "samples_per_problem": {
            "min": int(finished.min()) if finished.size else 0,
            "max": int(finished.max()) if finished.size else 0,
        },
        "unequal_n": bool(finished.size and (finished.min() != n or finished.max() != n)),
    }


def _stop_shares(table: ProblemTable) -> dict[str, float]:
    """Each stop reason's share of the records (errored ones included), by reason."""
    total_records = sum(table.stop_reasons.values())
    return {reason: count / total_records for reason, count in sorted(table.stop_reasons.items())}


def _per_problem(table: ProblemTable) -> list[dict[str, Any]]:
    return [
        {
            "problem_id": pid,
            "samples": int(table.n[i]),
            "correct": int(table.correct[i]),
            "formatted": int(table.formatted[i]),
            "truncated": int(table.truncated[i]),
            "no_answer": int(table.no_answer[i]),
            "errored": int(table.errored[i]),
            "majority": table.votes[i].answer,
            "majority_votes": table.votes[i].votes,
            "majority_correct": table.votes[i].correct,
            "loops": int(table.loops[i]) if table.loops is not None else None,
        }
        for i, pid in enumerate(table.ids)
    ]


def _sample_blocks(s: Mapping[str, np.ndarray]) -> dict[str, dict]:
    """The summary's blocks over samples; reads each column of ``s`` once and holds one at a time.
    A spilled table's columns are loaded on access, fresh each time: their percentiles are then
    taken in place (sums and means first, in the samples' order)."""
    fresh = isinstance(s, SpilledSamples)
    x = s["completion_tokens"]
    total = int(x.sum())
    p50, p95 = _percentiles(x, fresh)
    completion = {"p50": p50, "p95": p95, "total": total}
    del x  # before the next column is loaded
    x = s["prompt_tokens"]
    # every call's prompt, summed per sample (a multi-turn sample pays its context each turn)
    prompt = {"mean": _mean(x), "total": int(x.sum())}
    del x
    x = s["latency_s"]
    # per sample: how long it waited for its model calls. No total: samples of one n > 1 request
    # (or one batched engine call) share that request's time, and concurrent requests overlap.
    mean = _mean(x)
    p50, p95 = _percentiles(x, fresh)
    latency = {"per": "sample", "mean": mean, "p50": p50, "p95": p95}
    blocks = {"completion": completion, "prompt": prompt, "latency_s": latency}
    del x
    x = s["tool_calls"]
    if x.size and x.sum() > 0:
        calls = float(x.sum())
        mean_calls, with_calls = _mean(x), float(np.mean(x > 0))
        del x
        errors, timeouts = float(s["tool_errors"].sum()), float(s["tool_timeouts"].sum())
        blocks["tools"] = {
            "mean_tool_calls": mean_calls,
            "mean_turns": _mean(s["turns"]),
            "samples_with_tool_calls": with_calls,
            "tool_calls": int(calls),
            "tool_success_rate": float(calls - errors - timeouts) / calls,
            "tool_error_rate": errors / calls,
            "tool_timeout_rate": timeouts / calls,
        }
    return blocks


def _mean(x: np.ndarray) -> float | None:
    return float(np.mean(x)) if x.size else None


def _percentiles(x: np.ndarray, in_place: bool) -> tuple[float | None, float | None]:
    """p50 and p95 (``in_place``: ``x`` may be reordered instead of copied)."""
    if not x.size:
        return None, None
    p50, p95 = np.quantile(x, [0.5, 0.95], overwrite_input=in_place).tolist()
    return p50, p95
