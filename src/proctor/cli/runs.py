"""Commands on run directories already written: ``proctor merge | status | export | log | push | regrade``.

The work itself is in ``proctor.runs`` (merge.py, shards.py, load.py, tracking.py, hub.py, regrade.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from proctor.cli.console import console, fail, out
from proctor.terminal import printable


def merge_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a run directory written by `proctor eval --shard I/K`")],
) -> None:
    """Check the K shards of a run and merge them into RUN_DIR/samples.jsonl + summary.json."""
    from proctor.cli.eval import send_to_trackers
    from proctor.report import table as summary_table
    from proctor.runs import read_config
    from proctor.runs.merge import merge_run

    try:
        result = merge_run(run_dir)
    except (ValueError, FileNotFoundError) as e:
        fail(str(e))
    console.print(
        f"merged {result.shards} shards: {result.records} records in {result.wall_s:.1f}s", highlight=False
    )
    out.print(summary_table(result.summary, title=str(run_dir)))
    send_to_trackers(run_dir, read_config(run_dir).get("tracking", {}))


def status_cmd(run_dir: Annotated[Path, typer.Argument(help="a run directory")]) -> None:
    """Progress of a run: records per shard (done / running / stopped / missing), or of the whole run."""
    from proctor.runs.shards import run_status

    try:
        status = run_status(run_dir)
    except (ValueError, FileNotFoundError) as e:  # a bad line: its file and line number
        fail(str(e))
    k, shards, total, merged = status.k, status.shards, status.total, status.merged
    if not shards:
        state = "complete" if merged else "partial"
        out.print(f"{run_dir}: {status.done}/{total} records, {state}", highlight=False)
        return
    t = Table(title=f"{run_dir} · K={k}" + (" · merged" if merged else ""))
    for col in ("shard", "state", "records", "errored"):
        t.add_column(col, justify="right" if col in {"records", "errored"} else "left")
    for s in shards:
        t.add_row(f"{s.shard.index}/{s.shard.count}", s.state, str(s.records), str(s.errored))
    out.print(t)
    records = sum(s.records for s in shards)
    left = [f"{s.shard.index}/{k}" for s in shards if s.state != "done"]
    out.print(
        f"{records}/{total} records; "
        + (
            f"unfinished: {', '.join(left)}"
            if left
            else "merged"
            if merged
            else f"every shard done: proctor merge {run_dir}"
        ),
        highlight=False,
    )


def export_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a run directory (one process, sharded or merged)")],
    format: Annotated[str, typer.Option("--format", "-f", help="parquet | csv | jsonl")] = "parquet",
    output: Annotated[
        str | None,
        typer.Option(
            "--output", "-o", help="file or fsspec URL (s3://...) \\[default: RUN_DIR/table.FORMAT]"
        ),
    ] = None,
    transcripts: Annotated[
        bool, typer.Option(help="add the transcript columns (messages, turns, info) as JSON text")
    ] = False,
) -> None:
    """Write a run's per-sample table (one row per sample) for pandas, spreadsheets or a warehouse."""
    from proctor.runs.load import export_run

    try:
        path = export_run(run_dir, format, output, transcripts)
    except (ValueError, FileNotFoundError) as e:
        fail(str(e))
    except ImportError as e:  # fsspec's "Install s3fs to access S3" and the like
        fail(f"--output {output}: {e}")
    console.print(f"wrote {path}", highlight=False)


def log_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a finished run directory (one process or merged)")],
    to: Annotated[list[str], typer.Option(help="wandb and/or mlflow (repeat, or comma-separated)")],
    project: Annotated[str, typer.Option(help="W&B project / MLflow experiment")] = "proctor",
    mlflow_uri: Annotated[
        str | None, typer.Option(help="MLflow tracking URI \\[default: MLFLOW_TRACKING_URI]")
    ] = None,
    transcripts: Annotated[
        bool, typer.Option(help="add the transcript columns (messages, turns, info) to the table")
    ] = False,
) -> None:
    """Log a finished run (config, summary, per-sample table) to Weights & Biases and/or MLflow.

    W&B reads WANDB_API_KEY / WANDB_MODE (offline: `wandb sync` later) / WANDB_DIR; MLflow its URI."""
    from proctor.runs.tracking import TrackingError, log_run, split_names

    try:
        where = log_run(run_dir, split_names(to), project, mlflow_uri, transcripts)
    except TrackingError as e:
        fail(str(e), 1)
    except (ValueError, FileNotFoundError) as e:
        fail(str(e))
    for name, place in where.items():
        console.print(f"logged to {name}: {place}", highlight=False, soft_wrap=True)


def push_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a finished run directory (one process or merged)")],
    repo: Annotated[str, typer.Argument(help="Hugging Face dataset repo, e.g. you/aime-evals")],
    private: Annotated[bool, typer.Option(help="create the repo private")] = False,
    path_in_repo: Annotated[str | None, typer.Option(help="folder in the repo \\[default: its root]")] = None,
    with_shards: Annotated[
        bool, typer.Option(help="also send the shard folders (shards/<i>-of-<K>/, no lock files)")
    ] = False,
) -> None:
    """Upload a finished run directory to the Hugging Face Hub as a dataset repo (token: HF_TOKEN)."""
    from proctor.runs.hub import files_to_push, push_run
    from proctor.runs.tracking import TrackingError

    try:
        url = push_run(run_dir, repo, private=private, path_in_repo=path_in_repo, with_shards=with_shards)
    except TrackingError as e:
        fail(str(e), 1)
    except (ValueError, FileNotFoundError) as e:
        fail(str(e))
    sent = files_to_push(run_dir, with_shards)
    console.print(f"pushed {len(sent)} files ({', '.join(sent)}) to {repo}: {url}", highlight=False)


def _grader_options(pairs: list[str]) -> dict[str, object]:
    from proctor.config import parse_value

    opts: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"{pair!r}: expected KEY=VALUE, e.g. --grader-option threshold=0.7")
        opts[key.strip()] = parse_value(value.strip())
    return opts


def regrade_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a run directory written by `proctor eval`")],
    grader: Annotated[
        str | None, typer.Option(help="grader name (math, integer, number, mcq, judge) or module:function")
    ] = None,
    grader_option: Annotated[
        list[str] | None, typer.Option(help="grader option KEY=VALUE, repeatable (e.g. threshold=0.7)")
    ] = None,
    output: Annotated[
        Path | None, typer.Option(help="new run directory [default: RUN_DIR--regrade-GRADER beside it]")
    ] = None,
    concurrency: Annotated[int, typer.Option(min=1, help="grades in flight (judge calls)")] = 8,
    force: Annotated[
        bool, typer.Option("--force", help="regrade even if the grader cannot read the run's gold answers")
    ] = False,
) -> None:
    """Grade a saved run again without calling the model; writes a new run directory, prints the flips."""
    from proctor.runs.regrade import regrade

    opts = _grader_options(grader_option or []) if grader_option else None
    try:
        result = regrade(run_dir, grader, opts, output, concurrency, force=force)
    except (ValueError, FileNotFoundError) as e:
        fail(str(e))
    typer.echo(printable(result.report()))  # problem ids come from the data
