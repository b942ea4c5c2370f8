"""Paired comparison of runs on the same problems, and the configuration differences that make it unfair.

Two runs are compared problem by problem: for each metric the per-problem difference (B - A) is
averaged over the shared problems. The 95% interval comes from the paired bootstrap (the same
resampled problems for both runs); the p-value from a sign-flip permutation test over problems,
or the exact McNemar test when both runs have one sample per problem.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from proctor.envs.base import Trajectory
from proctor.metrics.bootstrap import (
    PERMUTATIONS,
    RESAMPLES,
    bootstrap_means,
    interval,
    mcnemar_pvalue,
    sign_flip_pvalues,
    standard_error,
)
from proctor.metrics.estimators import Equivalence, k_values
from proctor.metrics.summary import ProblemTable, metric_columns, problem_table

# Config keys that differ between runs without making a comparison unfair.
_IGNORED_PREFIXES = ("model.", "resolved.model.", "runner.concurrency", "runner.max_retries")
_IGNORED_LEAVES = {"id", "run_id", "created", "created_at", "started", "started_at", "finished", "output", "dir", "path", "timestamp", "host", "hostname"}  # fmt: skip


class ProblemMismatch(ValueError):
    """Runs cover different problems and ``intersect`` was not asked for."""


def align(tables: list[ProblemTable], names: list[str], intersect: bool = False) -> list[str]:
    """The problem ids every run shares (each with at least one finished sample), in the first run's order.

    Raises :class:`ProblemMismatch` naming what differs unless ``intersect`` is true.
    """
    sets = [{pid for pid, m in zip(t.ids, t.n, strict=True) if m > 0} for t in tables]
    common = set.intersection(*sets) if sets else set()
    if not intersect:
        problems = []
        for name, s in zip(names, sets, strict=True):
            extra = sorted(s - common)
            if extra:
                problems.append(
                    f"{name} has {len(extra)} problem(s) the others lack (e.g. {', '.join(extra[:5])})"
                )
        if problems:
            raise ProblemMismatch(
                "the runs cover different problems: "
                + "; ".join(problems)
                + ". Compare them on their shared problems with --intersect (intersect=True)."
            )
    if not common:
        raise ProblemMismatch("the runs share no problem with a finished sample; nothing to compare")
    return [pid for pid in tables[0].ids if pid in common]


def _rows(table: ProblemTable, ids: list[str], column: np.ndarray) -> np.ndarray:
    where = table.index()
    return column[np.array([where[pid] for pid in ids], dtype=np.int64)]


def _subset(
    names: list[str], values: np.ndarray, table: ProblemTable, ids: list[str]
) -> dict[str, np.ndarray]:
    where = table.index()
    rows = np.array([where[pid] for pid in ids], dtype=np.int64)
    return {name: values[rows, j] for j, name in enumerate(names)}


def paired_difference(
    a: np.ndarray,
    b: np.ndarray,
    *,
    one_sample: bool = False,
    resamples: int = RESAMPLES,
    permutations: int = PERMUTATIONS,
    seed: int = 0,
) -> dict | list[dict]:
    """Difference B - A of per-problem values on the same problems: estimate, 95% CI, SE, p-value.

    ``a`` and ``b`` are aligned per problem (NaN: undefined there, that problem is skipped). 2-D
    inputs (problems x metrics) give one result per column, all from the same resamples and flips.
    """
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    single = a.ndim == 1
    a2, b2 = (a[:, None], b[:, None]) if single else (a, b)
    d = b2 - a2
    defined = ~np.isnan(d)
    boot = bootstrap_means(d, resamples=resamples, seed=seed)
    lo, hi = interval(boot) if d.shape[0] else (np.full(d.shape[1], np.nan),) * 2
    se = standard_error(d)
    pvalues = sign_flip_pvalues(d, permutations=permutations, seed=seed) if not one_sample else None
    out = []
    for j in range(d.shape[1]):
        m = defined[:, j]
        count = int(m.sum())
        if one_sample:
            p, test = mcnemar_pvalue(a2[m, j] > 0.5, b2[m, j] > 0.5), "mcnemar"
        else:
            p, test = float(pvalues[j]), "permutation"
        out.append(
            {
                "a": float(a2[m, j].mean()) if count else None,
                "b": float(b2[m, j].mean()) if count else None,
                "diff": float(d[m, j].mean()) if count else None,
                "ci": [float(lo[j]), float(hi[j])] if count else [None, None],
                "se": float(se[j]) if count > 1 else None,
                "p_value": p if count else None,
                "test": test,
                "problems": count,
            }
        )
    return out[0] if single else out


def paired_compare(
    run_a: Iterable[Trajectory | Mapping[str, Any]] | ProblemTable,
    run_b: Iterable[Trajectory | Mapping[str, Any]] | ProblemTable,
    n_a: int | None = None,
    n_b: int | None = None,
    *,
    intersect: bool = False,
    equivalent: Equivalence | None = None,
    seed: int = 0,
    resamples: int = RESAMPLES,
    permutations: int = PERMUTATIONS,
    problems: list[str] | None = None,
) -> dict:
    """Compare run B with run A problem by problem (B - A) on mean@N, pass@k (k > 1) and maj@N.

    ``run_a``/``run_b`` are loaded runs (``.records`` + ``.config``), records, or :class:`ProblemTable`. ``n_a``/``n_b`` are the samples per
    problem each run asked for (default: the most any problem has). pass@k is compared for every k
    both runs report. ``problems`` fixes the shared problem ids (else aligned by :func:`align`).
    """
    ta, n_a = _as_table(run_a, n_a, equivalent)
    tb, n_b = _as_table(run_b, n_b, equivalent)
    ids = problems if problems is not None else align([ta, tb], ["run A", "run B"], intersect)
    names_a, va = metric_columns(ta, n_a)
    names_b, vb = metric_columns(tb, n_b)
    a = _subset(names_a, va, ta, ids)
    b = _subset(names_b, vb, tb, ids)
    pairs = [(f"mean@{n_a}", f"mean@{n_b}", "mean@N")]
    pairs += [
        (f"pass@{k}", f"pass@{k}", f"pass@{k}") for k in k_values(min(n_a, n_b)) if 1 < k < min(n_a, n_b)
    ]
    if n_a == n_b and n_a > 1:
        pairs.append((f"pass@{n_a}", f"pass@{n_b}", f"pass@{n_a}"))
    pairs.append((f"maj@{n_a}", f"maj@{n_b}", "maj@N"))
    one = n_a == 1 and n_b == 1 and all(np.all(_rows(t, ids, t.n) == 1) for t in (ta, tb))
    results = paired_difference(
        np.stack([a[ka] for ka, _, _ in pairs], axis=1),
        np.stack([b[kb] for _, kb, _ in pairs], axis=1),
        one_sample=one,
        resamples=resamples,
        permutations=permutations,
        seed=seed,
    )
    metrics = {label: res for (_, _, label), res in zip(pairs, results, strict=True)}
    return {"problems": len(ids), "n_a": n_a, "n_b": n_b, "metrics": metrics}


def _as_table(run: Any, n: int | None, equivalent: Equivalence | None) -> tuple[ProblemTable, int]:
    if hasattr(run, "records") and hasattr(run, "config"):  # a loaded run directory
        n = n or int(run.config.get("sampling", {}).get("n", 0)) or None
        run = run.records
    table = run if isinstance(run, ProblemTable) else problem_table(run, equivalent)
    return table, n or int(table.n.max(initial=1))


def flatten(config: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"a": {"b": 1}}`` -> ``{"a.b": 1}``."""
    out: dict[str, Any] = {}
    for key, value in config.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


def config_differences(configs: list[Mapping[str, Any]], names: list[str]) -> list[str]:
    """One warning per config key (other than the model and run bookkeeping) whose value differs."""
    flat = [flatten(c) for c in configs]
    keys = sorted(set().union(*flat)) if flat else []
    warnings = []
    for key in keys:
        if key.startswith(_IGNORED_PREFIXES) or key.rsplit(".", 1)[-1] in _IGNORED_LEAVES:
            continue
        values = [f.get(key, "<unset>") for f in flat]
        if any(v != values[0] for v in values[1:]):
            shown = ", ".join(f"{name}: {v!r}" for name, v in zip(names, values, strict=True))
            warnings.append(f"{key} differs ({shown})")
    return warnings
