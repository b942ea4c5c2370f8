"""The A/B view's figures: ``proctor compare``'s own path (load, align, restrict, pairwise:
``proctor.report.compare``) on two runs, plus each shared problem's outcome in A and in B.

A problem's outcome is its share of correct samples in each run: B *won* it when B's share is
higher, *lost* it when lower; otherwise *both* solved it (equal, above zero) or *neither* did.
With one sample per problem these are exactly the discordant and concordant pairs McNemar's test
counts. The one-file HTML report of the same two runs is ``proctor report``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from proctor.metrics import ProblemMismatch, align
from proctor.report.compare import comparison_json, pairwise, report_comparisons, restrict, run_warnings
from proctor.report.runs import RunView, load_runs

SEED = 0  # proctor compare's default --seed


def _outcome(a: float, b: float) -> str:
    if b > a:
        return "won"
    if b < a:
        return "lost"
    return "both" if a > 0 else "neither"


def compare_runs(a: Path, b: Path, names: tuple[str, str]) -> dict[str, Any]:
    """What ``proctor compare A B --json`` writes (runs, problems, comparisons, warnings), with
    ``outcomes``: per shared problem, the correct and finished samples in A and B and the outcome."""
    views = load_runs([a, b], seed=SEED)
    try:
        ids = align([v.table for v in views], [v.label for v in views], intersect=False)
        intersected = False
    except ProblemMismatch:
        ids = align([v.table for v in views], [v.label for v in views], intersect=True)
        intersected = True
    warnings = run_warnings(views, ["A", "B"])
    if intersected:
        warnings.append(f"the runs cover different problems: compared on the {len(ids)} they share")
    views = [restrict(v, ids, SEED) for v in views]
    results = pairwise(views, ids, SEED)
    out = comparison_json(views, ids, results, warnings)
    rows = []
    where = [v.table.index() for v in views]
    for pid in ids:
        ka, kb = (int(v.table.correct[w[pid]]) for v, w in zip(views, where, strict=True))
        na, nb = (int(v.table.n[w[pid]]) for v, w in zip(views, where, strict=True))
        rows.append(
            {
                "problem_id": pid,
                "a": [ka, na],
                "b": [kb, nb],
                "outcome": _outcome(ka / na if na else 0.0, kb / nb if nb else 0.0),
            }
        )
    out["outcomes"] = rows
    out["names"] = list(names)
    out["tally"] = {k: sum(r["outcome"] == k for r in rows) for k in ("won", "lost", "both", "neither")}
    return out


def export_html(a: Path, b: Path) -> str:
    """The one-file HTML report of the two runs (``proctor report A B``)."""
    from proctor.report.html import build_html

    views: list[RunView] = load_runs([a, b], seed=SEED)
    comparisons, warnings = report_comparisons(views, SEED)
    return build_html(views, comparisons, warnings, None)
