"""``proctor compare`` and ``proctor report``: typer commands mounted by the main CLI.

Mount with ``app.command("compare")(compare)`` and ``app.command("report")(report)`` from this module.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

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
from proctor.report.runs import RunView, load_runs, ordered
from proctor.report.tables import compare_table, legend, run_letters, runs_table
from proctor.runs import RunDirError

app = typer.Typer(help="Compare runs and write visual reports.", no_args_is_help=True)


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


def pairwise(views: list[RunView], ids: list[str], seed: int) -> list[tuple[RunView, RunView, dict]]:
    return [
        (a, b, paired_compare(a.table, b.table, a.n, b.n, problems=ids, seed=seed))
        for a, b in itertools.combinations(views, 2)
    ]


def _load(runs: list[Path], seed: int) -> list[RunView]:
    try:
        return ordered(load_runs(runs, seed=seed))
    except RunDirError as e:
        raise typer.BadParameter(str(e), param_hint="RUNS") from e


def compare(
    runs: list[Path] = typer.Argument(..., help="two or more run directories (runs/<...>/<id>)"),
    intersect: bool = typer.Option(
        False,
        "--intersect",
        help="compare on the problems every run shares instead of refusing different sets",
    ),
    seed: int = typer.Option(0, "--seed", help="seed of the bootstrap and permutation resampling"),
    json_out: Path | None = typer.Option(
        None, "--json", help="also write the comparison as JSON to this file"
    ),
) -> None:
    """Per-run metrics with 95% intervals, and for each pair the paired difference with its p-value.

    Problems are aligned by id; runs are named A, B, ... with a legend. Differences: p-value from a
    paired sign-flip test over problems (McNemar's test on one sample per problem) and the 95%
    interval that inverts the same test, so the two agree; fewer than 20 problems give a warning.
    """
    if len(runs) < 2:
        raise typer.BadParameter("compare needs at least two run directories", param_hint="RUNS")
    console = Console(emoji=False)  # labels hold colons (m:b), never emoji codes
    views = _load(runs, seed)
    try:
        ids = align([v.table for v in views], [v.label for v in views], intersect=intersect)
    except ProblemMismatch as e:
        console.print(f"[red]error:[/red] {escape(str(e))}", highlight=False)
        for line in partial_runs(views):
            console.print(f"  {escape(line)}", highlight=False)
        raise typer.Exit(2) from e
    letters = dict(zip((v.label for v in views), run_letters(len(views)), strict=True))
    # of the runs as they are, before restricting to shared problems
    warnings = run_warnings(views, [letters[v.label] for v in views])
    views = [restrict(v, ids, seed) for v in views]
    console.print(legend([v.label for v in views], [str(v.path) for v in views]))
    console.print(runs_table([v.label for v in views], [v.summary for v in views]))
    results = pairwise(views, ids, seed)
    for a, b, res in results:
        console.print(compare_table(res, letters[a.label], letters[b.label]))
    for w in warnings:
        console.print(f"[yellow]warning:[/yellow] {escape(w)}", highlight=False)
    if intersect:
        console.print(f"compared on the {len(ids)} problems all runs share", highlight=False)
    if json_out:
        payload = {
            "runs": [{"label": v.label, "path": str(v.path), "summary": v.summary} for v in views],
            "problems": ids,
            "comparisons": [{"a": a.label, "b": b.label, **res} for a, b, res in results],
            "warnings": warnings,
        }
        json_out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")


def report(
    runs: list[Path] = typer.Argument(..., help="one or more run directories"),
    output: Path = typer.Option(Path("report.html"), "-o", "--output", help="HTML file to write"),
    transcripts: int | None = typer.Option(
        None, "--transcripts", min=0, help="at most this many transcripts per problem and run (default: all)"
    ),
    seed: int = typer.Option(0, "--seed", help="seed of the bootstrap and permutation resampling"),
) -> None:
    """A self-contained HTML report (opens offline): metrics with intervals, plots, per-problem table, transcripts."""
    from proctor.report.html import build_html, write_report  # matplotlib: only when a report is made

    console = Console(emoji=False)  # labels hold colons (m:b), never emoji codes
    views = _load(runs, seed)
    warnings = run_warnings(views)
    comparisons: list[tuple[RunView, RunView, dict]] = []
    if len(views) > 1:
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
        if ids:
            comparisons = pairwise(views, ids, seed)
    path = write_report(output, build_html(views, comparisons, warnings, transcripts))
    console.print(f"wrote {path} ({path.stat().st_size / 1e6:.1f} MB, {len(views)} run(s))", highlight=False)


app.command("compare")(compare)
app.command("report")(report)
