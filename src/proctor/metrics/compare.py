"""Paired comparison of runs on the same problems.

Two runs are compared problem by problem: for each metric the per-problem difference (B - A) is
averaged over the shared problems. The p-value comes from a paired sign-flip permutation test over
problems (McNemar's exact test when the values are 0/1), and the 95% interval inverts that same test,
so the two always agree; fewer than ``MIN_PROBLEMS`` shared problems give a warning. The
configuration differences that make a comparison unfair are ``proctor.config.config_differences``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from proctor.envs.base import Trajectory
from proctor.metrics.bootstrap import RESAMPLES, standard_error
from proctor.metrics.estimators import Equivalence, k_values
from proctor.metrics.permutation import CONFIDENCE, PERMUTATIONS, sign_flip_tests
from proctor.metrics.summary import metric_columns
from proctor.metrics.table import ProblemTable, problem_table

MIN_PROBLEMS = 20  # below this a comparison warns: its interval is wide and its p-value coarse


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
                + ". Compare them on their shared problems with --intersect."
            )
    if not common:
        raise ProblemMismatch("the runs share no problem with a finished sample; nothing to compare")
    return [pid for pid in tables[0].ids if pid in common]


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
    permutations: int = PERMUTATIONS,
    seed: int = 0,
    confidence: float = CONFIDENCE,
) -> dict | list[dict]:
    """Difference B - A of per-problem rates on the same problems: estimate, CI, SE, p-value.

    ``a`` and ``b`` are aligned per problem (NaN: undefined there, that problem is skipped). The
    p-value is the paired sign-flip test and the interval inverts that same test
    (:mod:`proctor.metrics.permutation`), so the interval excludes 0 exactly when p < 1 - confidence.
    2-D inputs (problems x metrics) give one result per column, all from the same sign flips.
    """
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    single = a.ndim == 1
    a2, b2 = (a[:, None], b[:, None]) if single else (a, b)
    d = b2 - a2
    defined = ~np.isnan(d)
    se = standard_error(d)
    tests = sign_flip_tests(d, permutations=permutations, seed=seed, confidence=confidence)
    out = []
    for j, t in enumerate(tests):
        m = defined[:, j]
        count = int(m.sum())
        binary = count > 0 and bool(np.all(np.isin(d[m, j], (-1.0, 0.0, 1.0))))
        out.append(
            {
                "a": float(a2[m, j].mean()) if count else None,
                "b": float(b2[m, j].mean()) if count else None,
                "diff": float(d[m, j].mean()) if count else None,
                "ci": list(t.ci) if count else [None, None],
                "se": float(se[j]) if count > 1 else None,
                "p_value": t.p_value if count else None,
                # on 0/1 values per problem the sign-flip test is McNemar's exact test
                "test": ("exact " if t.exact else "") + ("McNemar" if binary else "sign-flip"),
                "exact": t.exact,
                "min_p": t.min_p,
                "problems": count,
            }
        )
    return out[0] if single else out


def small_sample_warning(problems: int, min_p: float | None = None) -> str | None:
    """A warning when a comparison rests on fewer than ``MIN_PROBLEMS`` problems."""
    if problems >= MIN_PROBLEMS:
        return None
    floor = f"; the smallest p-value the test can give is {min_p:.3g}" if min_p is not None else ""
    return (
        f"only {problems} shared problem(s) (fewer than {MIN_PROBLEMS}): the difference is very uncertain, "
        f"its interval wide{floor}. Compare on more problems before drawing a conclusion"
    )


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
    problem each run asked for (default: the most any problem has). mean@N of both runs estimates
    pass@1, so it is compared whatever the Ns (row ``mean@N``). pass@k is compared for every k both runs report. maj@N is compared only when both
    runs have the same N and a defined maj@N (maj@8 and maj@4 are different metrics); otherwise
    ``skipped`` says why. ``problems`` fixes the shared problem ids (else aligned by :func:`align`).
    ``resamples`` is kept for callers; the interval now inverts the sign-flip test.
    """
    del resamples
    ta, n_a = _as_table(run_a, n_a, equivalent)
    tb, n_b = _as_table(run_b, n_b, equivalent)
    ids = problems if problems is not None else align([ta, tb], ["run A", "run B"], intersect)
    names_a, va = metric_columns(ta, n_a)
    names_b, vb = metric_columns(tb, n_b)
    a = _subset(names_a, va, ta, ids)
    b = _subset(names_b, vb, tb, ids)
    pairs, skipped = _compared_metrics(ta, tb, n_a, n_b)
    results = paired_difference(
        np.stack([a[ka] for ka, _, _ in pairs], axis=1),
        np.stack([b[kb] for _, kb, _ in pairs], axis=1),
        permutations=permutations,
        seed=seed,
    )
    metrics = {label: res for (_, _, label), res in zip(pairs, results, strict=True)}
    warning = small_sample_warning(len(ids), results[0]["min_p"] if results else None)
    return {
        "problems": len(ids),
        "n_a": n_a,
        "n_b": n_b,
        "metrics": metrics,
        "skipped": skipped,
        "warnings": [warning] if warning else [],
    }


def _compared_metrics(
    ta: ProblemTable, tb: ProblemTable, n_a: int, n_b: int
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The metrics both runs report, as (name in A, name in B, row label), and why the others are not
    compared: mean@N always, pass@k for every k > 1 both report, maj@N when both have one N and a
    defined maj@N."""
    pairs = [(f"mean@{n_a}", f"mean@{n_b}", "mean@N")]
    ks_a, ks_b = set(k_values(n_a)), set(k_values(n_b))
    pairs += [(f"pass@{k}", f"pass@{k}", f"pass@{k}") for k in sorted(ks_a & ks_b) if k > 1]
    skipped: dict[str, str] = {}
    for k in sorted((ks_a ^ ks_b) - {1}):
        only, other, other_n = ("run A", "run B", n_b) if k in ks_a else ("run B", "run A", n_a)
        skipped[f"pass@{k}"] = (
            f"reported by {only} only ({other} has N={other_n}, too few samples or not one of its k); "
            "not compared"
        )
    undefined = ta.maj_undefined or tb.maj_undefined
    if n_a != n_b:
        skipped["maj"] = f"maj@{n_a} and maj@{n_b} are different metrics (the runs' N differ); not compared"
    elif undefined:
        skipped[f"maj@{n_a}"] = f"undefined: {undefined}"
    else:
        pairs.append((f"maj@{n_a}", f"maj@{n_b}", f"maj@{n_a}"))
    return pairs, skipped


def _as_table(run: Any, n: int | None, equivalent: Equivalence | None) -> tuple[ProblemTable, int]:
    if hasattr(run, "records") and hasattr(run, "config"):  # a loaded run directory
        n = n or int(run.config.get("sampling", {}).get("n", 0)) or None
        run = run.records
    table = run if isinstance(run, ProblemTable) else problem_table(run, equivalent)
    return table, n or int(table.n.max(initial=1))
