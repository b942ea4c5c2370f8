"""What ``proctor compare`` and ``proctor report`` compute from loaded runs: the runs restricted to
shared problems, the pairwise paired comparisons, and the warnings that make a comparison unfair.

The commands (``proctor.cli.report``) load the runs, call these and print or write the result.
"""

from __future__ import annotations

import itertools
from typing import Any

from proctor.metrics import (
    ProblemMismatch,
    align,
    config_differences,
    paired_compare,
    problem_table,
    summarize_table,
)
from proctor.metrics.bootstrap import RESAMPLES
from proctor.metrics.run_summary import summary_blocks
from proctor.report.runs import RunView

Comparison = tuple[RunView, RunView, dict]


def restrict(view: RunView, ids: list[str], seed: int = 0, resamples: int = RESAMPLES) -> RunView:
    """The same run limited to the problems ``ids`` (its table and summary recomputed)."""
    keep = set(ids)
    records = [r for r in view.records if r.problem_id in keep]
    table = problem_table(records)
    return RunView(
        path=view.path,
        label=view.label,
        config=view.config,
        records=records,
        table=table,
        n=view.n,
        summary=summarize_table(table, view.n, seed=seed, resamples=resamples) | summary_blocks(records),
        complete=view.complete,
    )


def partial_runs(views: list[RunView]) -> list[str]:
    """One line per run that is not complete: how far it got and how to finish it."""
    from proctor.runs.shards import shard_dirs

    def fix(v: RunView) -> str:
        if not (v.path / "samples.jsonl").is_file() and shard_dirs(v.path):  # read from its shards
            return f"a sharded run not merged: `proctor merge {v.path}` once every shard is done"
        return f"`proctor eval --resume {v.path}` finishes it"

    return [
        f"{v.label}: partial run, {v.progress()} ({v.path} has no summary.json: still running, or "
        f"stopped; {fix(v)})"
        for v in views
        if not v.complete
    ]


def run_warnings(views: list[RunView], names: list[str] | None = None) -> list[str]:
    """Configuration differences (other than the model) and partial runs: what makes a comparison unfair.

    ``names`` name the runs in the config differences (default: their labels; compare uses A, B, ...).
    """
    out = partial_runs(views)
    for v in views:
        counts = v.summary["counts"]
        if counts["unequal_n"]:
            spp = counts["samples_per_problem"]
            out.append(
                f"{v.label}: unequal samples per problem ({spp['min']}-{spp['max']}, N={v.n}); "
                "each problem weighs the same, pass@k skips problems with fewer than k samples"
            )
        if counts["errored"]:
            out.append(
                f"{v.label}: {counts['errored']} errored sample(s) left out; proctor eval --resume reruns them"
            )
    if len(views) > 1:
        out += [
            "config " + w
            for w in config_differences([v.config for v in views], names or [v.label for v in views])
        ]
    return out


def pairwise(views: list[RunView], ids: list[str], seed: int) -> list[Comparison]:
    return [
        (a, b, paired_compare(a.table, b.table, a.n, b.n, problems=ids, seed=seed))
        for a, b in itertools.combinations(views, 2)
    ]


def changed_problems(a: RunView, b: RunView, ids: list[str]) -> list[dict[str, Any]]:
    """The problems of ``ids`` whose accuracy differs between ``a`` and ``b`` (share of finished
    samples correct; with one sample per problem: the ones that flipped), the largest change first,
    then in problem order: ``{"id", "a", "b"}`` with each run's ``correct/finished``."""
    ia, ib = a.table.index(), b.table.index()
    found = []
    for order, pid in enumerate(ids):
        (ca, na), (cb, nb) = _rate(a.table, ia[pid]), _rate(b.table, ib[pid])
        if ca * nb != cb * na:  # ca / na != cb / nb, exactly
            found.append((-abs(cb / nb - ca / na), order, {"id": pid, "a": f"{ca}/{na}", "b": f"{cb}/{nb}"}))
    return [entry for *_, entry in sorted(found, key=lambda f: f[:2])]


def _rate(table: Any, row: int) -> tuple[int, int]:
    return int(table.correct[row]), max(int(table.n[row]), 1)


def report_comparisons(views: list[RunView], seed: int) -> tuple[list[Comparison], list[str]]:
    """The paired comparisons of a report and its warnings: runs on different problem sets are
    compared on the problems they all share (none shared: no comparison), with a warning saying so."""
    warnings = run_warnings(views)
    if len(views) < 2:
        return [], warnings
    tables, labels = [v.table for v in views], [v.label for v in views]
    try:
        ids = align(tables, labels, intersect=False)
    except ProblemMismatch as e:
        try:
            ids = align(tables, labels, intersect=True)
        except ProblemMismatch:
            ids = []
        what = str(e).split(". Compare them")[0]
        warnings.append(f"{what}. The paired comparisons use the {len(ids)} problems all runs share.")
    return (pairwise(views, ids, seed) if ids else []), warnings


def comparison_json(
    views: list[RunView], ids: list[str], results: list[Comparison], warnings: list[str]
) -> dict[str, Any]:
    """What ``proctor compare --json`` writes."""
    return {
        "runs": [{"label": v.label, "path": str(v.path), "summary": v.summary} for v in views],
        "problems": ids,
        "comparisons": [
            {"a": a.label, "b": b.label, **res, "changed": changed_problems(a, b, ids)}
            for a, b, res in results
        ],
        "warnings": warnings,
    }
