"""``proctor compare`` and ``proctor report``: load runs, compare them (``proctor.report.compare``),
print the tables or write the HTML report."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

from proctor.cli.console import fail
from proctor.metrics import ProblemMismatch, align
from proctor.report.compare import (
    changed_problems,
    comparison_json,
    pairwise,
    partial_runs,
    report_comparisons,
    restrict,
    run_warnings,
)
from proctor.report.curves import build_curves, curves_json, not_plotted
from proctor.report.runs import RunView, load_runs, ordered
from proctor.report.sets import RunSet, is_set_dir, load_set
from proctor.report.tables import (
    compare_table,
    curve_metrics_table,
    curve_table,
    legend,
    run_letters,
    runs_table,
    unplotted_table,
)
from proctor.runs import RunDirError
from proctor.terminal import printable

FLIPPED_HELP = (
    "write the ids of the problems whose accuracy changed to this file, one per line "
    "(rerun just those: proctor eval ... --problems @FILE)"
)
LABEL_HELP = "name of a run, once per run in the order given (default: what differs between the runs)"


def _load(runs: list[Path], seed: int, labels: list[str] | None = None) -> list[RunView]:
    try:
        return ordered(load_runs(runs, seed=seed, labels=labels or None))
    except RunDirError as e:
        raise typer.BadParameter(str(e), param_hint="RUNS") from e


def _set(runs: list[Path], seed: int) -> RunSet | None:
    """The set directory when the one argument is one (it holds a manifest.json), else None."""
    sets = [r for r in runs if is_set_dir(r)]
    if sets and len(runs) > 1:
        raise typer.BadParameter(
            f"{sets[0]} is a set directory (it holds manifest.json): pass it alone", param_hint="RUNS"
        )
    if not sets:
        return None
    try:
        return load_set(runs[0], seed=seed)
    except RunDirError as e:
        raise typer.BadParameter(str(e), param_hint="RUNS") from e


def _compare_set(runset: RunSet, seed: int, json_out: Path | None) -> None:
    """``proctor compare SET_DIR``: one table per learning curve, then the cells not plotted."""
    console = Console(emoji=False)
    curves = build_curves(runset, seed)
    if not curves:
        console.print(f"{runset.path}: no done cell to plot", highlight=False)
    for curve in curves:
        console.print(curve_table(curve))
        console.print(curve_metrics_table(curve))
    rows = not_plotted(runset)
    if rows:
        console.print(unplotted_table(rows))
    if json_out:
        payload = curves_json(runset, curves)
        json_out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")


def compare_cmd(
    runs: list[Path] = typer.Argument(
        ..., help="two or more run directories (runs/<...>/<id>), or one set directory (proctor sweep)"
    ),
    intersect: bool = typer.Option(
        False,
        "--intersect",
        help="compare on the problems every run shares instead of refusing different sets",
    ),
    seed: int = typer.Option(0, "--seed", help="seed of the bootstrap and permutation resampling"),
    json_out: Path | None = typer.Option(
        None, "--json", help="also write the comparison as JSON to this file"
    ),
    label: list[str] | None = typer.Option(None, "--label", help=LABEL_HELP),
    flipped_out: Path | None = typer.Option(None, "--flipped-out", help=FLIPPED_HELP),
) -> None:
    """Per-run metrics with 95% intervals, and for each pair the paired difference with its p-value.

    Problems are aligned by id; runs are named A, B, ... with a legend. Differences: p-value from a
    paired sign-flip test over problems (McNemar's test on one sample per problem) and the 95%
    interval that inverts the same test, so the two agree; fewer than 20 problems give a warning.
    A set directory (its manifest.json) gives its learning curves: a table per benchmark and mode,
    the checkpoints in step order, each compared with the base and the previous checkpoint.
    """
    runset = _set(runs, seed)
    if runset is not None:
        return _compare_set(runset, seed, json_out)
    if len(runs) < 2:
        raise typer.BadParameter("compare needs at least two run directories", param_hint="RUNS")
    console = Console(emoji=False)  # labels hold colons (m:b), never emoji codes
    views = _load(runs, seed, label)
    ids = _aligned(console, views, intersect)
    letters = dict(zip((v.label for v in views), run_letters(len(views)), strict=True))
    # of the runs as they are, before restricting to shared problems
    warnings = run_warnings(views, [letters[v.label] for v in views])
    views = [restrict(v, ids, seed) for v in views]
    console.print(  # labels, paths and model names come from the runs' configs: data
        legend(
            [printable(v.label, one_line=True) for v in views],
            [printable(v.path, one_line=True) for v in views],
            [printable(v.model, one_line=True) for v in views],
        )
    )
    console.print(runs_table([v.label for v in views], [v.summary for v in views]))
    results = pairwise(views, ids, seed)
    changed = print_pairs(console, results, ids, letters)
    for w in warnings:
        console.print(f"[yellow]warning:[/yellow] {escape(printable(w))}", highlight=False)
    if intersect:
        console.print(f"compared on the {len(ids)} problems all runs share", highlight=False)
    if json_out:
        payload = comparison_json(views, ids, results, warnings)
        json_out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    if flipped_out:
        write_ids(flipped_out, changed, [str(v.path) for v in views])
        note = f"{len(changed)} changed problem id(s) written to {flipped_out}; rerun them with --problems @"
        console.print(escape(note + str(flipped_out)), highlight=False)


def _aligned(console: Console, views: list, intersect: bool) -> list[str]:
    """The problem ids the runs are compared on, or exit 2 naming the runs that differ."""
    try:
        return align([v.table for v in views], [v.label for v in views], intersect=intersect)
    except ProblemMismatch as e:
        console.print(f"[red]error:[/red] {escape(printable(e))}", highlight=False)
        for line in partial_runs(views):
            console.print(f"  {escape(printable(line))}", highlight=False)
        raise typer.Exit(2) from e


def print_pairs(console: Console, results: list, ids: list[str], letters: dict[str, str]) -> list[str]:
    """Each pair's comparison table and the problems that changed; returns every pair's changed ids
    in order of first appearance (what --flipped-out writes)."""
    changed: dict[str, None] = {}
    for a, b, res in results:
        console.print(compare_table(res, letters[a.label], letters[b.label]))
        moved = changed_problems(a, b, ids)
        changed.update(dict.fromkeys(c["id"] for c in moved))
        console.print(escape(changed_line(moved, letters[a.label], letters[b.label])), highlight=False)
    return list(changed)


SHOWN_CHANGES = 20


def changed_line(moved: list[dict], a: str, b: str) -> str:
    """``problems changed A -> B (k): id a->b, ...`` (the largest changes first, at most SHOWN_CHANGES)."""
    if not moved:
        return f"problems changed {a} -> {b}: none"
    shown = ", ".join(f"{c['id']} {c['a']}->{c['b']}" for c in moved[:SHOWN_CHANGES])
    more = (
        f", ... (+{len(moved) - SHOWN_CHANGES}; all in --json / --flipped-out)"
        if len(moved) > SHOWN_CHANGES
        else ""
    )
    return f"problems changed {a} -> {b} ({len(moved)}, correct/samples): {shown}{more}"


def write_ids(path: Path, ids: list[str], runs: list[str]) -> None:
    """The id file ``--problems @FILE`` reads: a comment naming the runs, then one id per line."""
    try:
        path.write_text(
            f"# problems whose accuracy changed between {' and '.join(runs)}\n"
            + "".join(f"{pid}\n" for pid in ids),
            encoding="utf-8",
        )
    except OSError as e:
        raise typer.BadParameter(f"cannot write {path}: {e.strerror or e}", param_hint="--flipped-out") from e


def report_cmd(
    runs: list[Path] = typer.Argument(..., help="one or more run directories, or one set directory"),
    output: Path = typer.Option(Path("report.html"), "-o", "--output", help="HTML file to write"),
    transcripts: int | None = typer.Option(
        None, "--transcripts", min=0, help="at most this many transcripts per problem and run (default: all)"
    ),
    seed: int = typer.Option(0, "--seed", help="seed of the bootstrap and permutation resampling"),
    label: list[str] | None = typer.Option(None, "--label", help=LABEL_HELP),
) -> None:
    """A self-contained HTML report (opens offline): metrics with intervals, plots, per-problem table, transcripts.

    A set directory (proctor sweep; its manifest.json) gives its learning curves instead.
    """
    try:  # matplotlib (the report extra): only when a report is made
        from proctor.report.html import build_html, write_report
    except ImportError as e:
        if "proctor[report]" not in str(e):
            raise
        fail(str(e))

    console = Console(emoji=False)  # labels hold colons (m:b), never emoji codes
    runset = _set(runs, seed)
    if runset is not None:
        from proctor.report.curves_html import build_set_html

        path = write_report(output, build_set_html(runset, build_curves(runset, seed)))
        console.print(f"wrote {path} ({len(runset.cells)} cell(s) of {runset.path})", highlight=False)
        return
    views = _load(runs, seed, label)
    comparisons, warnings = report_comparisons(views, seed)
    path = write_report(output, build_html(views, comparisons, warnings, transcripts))
    console.print(f"wrote {path} ({path.stat().st_size / 1e6:.1f} MB, {len(views)} run(s))", highlight=False)
