"""``proctor merge | status`` and the ``--shard`` glue of ``proctor eval``.

Mounted by the main CLI; the work itself is in ``runs/shards.py`` and ``runs/merge.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console(stderr=True)
out = Console()


def _error(message: str, code: int = 2) -> None:
    console.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def start_shard(cfg: Any, output: Path | None, shard: str) -> tuple[Any, Path, dict]:
    from proctor.runner import start_shard
    from proctor.runs.shards import Shard

    return start_shard(cfg, output, Shard.parse(shard))


def resume_shard(run_dir: Path, shard: str) -> tuple[Any, Path, dict]:
    from proctor.runner import resume_shard
    from proctor.runs.shards import Shard

    return resume_shard(run_dir, Shard.parse(shard))


def shard_finished(shard_dir: Path, result: Any, fail: Callable[[str, int], None]) -> None:
    """What ``proctor eval --shard`` prints at the end (a shard has no summary of its own)."""
    root = shard_dir.parent.parent
    name = shard_dir.name.replace("-of-", "/")
    if result.errored:
        fail(
            f"{result.errored} samples of shard {name} errored (see {shard_dir}/eval.log); rerun them with: "
            f"proctor eval --resume {root} --shard {name}",
            1,
        )
    console.print(f"shard {name} done; when every shard is: [bold]proctor merge {root}[/]", highlight=False)


def merge_cmd(
    run_dir: Annotated[Path, typer.Argument(help="a run directory written by `proctor eval --shard I/K`")],
) -> None:
    """Check the K shards of a run and merge them into RUN_DIR/samples.jsonl + summary.json."""
    from proctor.report import table as summary_table
    from proctor.runs.merge import merge_run

    try:
        result = merge_run(run_dir)
    except (ValueError, FileNotFoundError) as e:
        _error(str(e))
    console.print(
        f"merged {result.shards} shards: {result.records} records in {result.wall_s:.1f}s", highlight=False
    )
    out.print(summary_table(result.summary, title=str(run_dir)))
    from proctor.runs import read_config
    from proctor.runs.publish import send_results
    from proctor.runs.tracking import TrackingError

    try:
        for line in send_results(run_dir, read_config(run_dir).get("tracking", {})):
            console.print(line, highlight=False, soft_wrap=True)
    except TrackingError as e:
        _error(f"the run is complete, but {e}", 4)


def status_cmd(run_dir: Annotated[Path, typer.Argument(help="a run directory")]) -> None:
    """Progress of a run: records per shard (done / running / stopped / missing), or of the whole run."""
    from proctor.runs import SAMPLES, SUMMARY, read_config
    from proctor.runs.samples import iter_dicts
    from proctor.runs.shards import shard_status

    try:
        config = read_config(run_dir)
        k, shards = shard_status(run_dir)
        done = 0 if shards else sum(1 for r in iter_dicts(run_dir / SAMPLES) if r.get("error") is None)
    except (ValueError, FileNotFoundError) as e:  # a bad line: its file and line number
        _error(str(e))
    total = int(config["resolved"]["dataset"]["problems"]) * int(config["sampling"]["n"])
    merged = (run_dir / SUMMARY).is_file()
    if not shards:
        state = "complete" if merged else "partial"
        out.print(f"{run_dir}: {done}/{total} records, {state}", highlight=False)
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


def _check_eval_args(ctx: typer.Context) -> None:
    """The eval arguments must parse as ``proctor eval`` arguments (typos caught before any job runs).
    ``proctor eval`` is read off the root command (proctor.cli's app), which imports this module."""
    import click

    command = ctx.find_root().command.commands["eval"]  # type: ignore[attr-defined]
    args = ctx.args
    try:
        command.make_context("proctor eval", list(args), resilient_parsing=False)
    except click.exceptions.Exit:
        pass
    except click.UsageError as e:
        _error(f"eval arguments: {e.format_message()}")


def slurm_cmd(
    ctx: typer.Context,
    run_dir: Annotated[Path, typer.Argument(help="the run directory, on storage every node sees")],
    shards: Annotated[int, typer.Option(min=1, help="K: the array has tasks 0..K-1, one shard each")],
    sbatch_args: Annotated[
        str | None,
        typer.Option(help="extra #SBATCH lines for the shards, e.g. '--partition=gpu --time=4:00:00'"),
    ] = None,
    merge_sbatch_args: Annotated[
        str | None, typer.Option(help="extra #SBATCH lines for the merge job")
    ] = None,
    submit: Annotated[
        bool, typer.Option(help="submit both jobs with sbatch (merge after the array succeeds)")
    ] = False,
) -> None:
    """Write (and with --submit submit) a Slurm array job of K shards plus a merge job.

    Everything after `--` is passed to `proctor eval`:
    proctor slurm RUN --shards 8 --sbatch-args "--gres=gpu:1" -- aime24 -n 64 --model vllm:/ckpt
    """
    from proctor.scale.slurm import submit as sbatch_submit
    from proctor.scale.slurm import write_scripts

    _check_eval_args(ctx)
    try:
        scripts = write_scripts(run_dir, ctx.args, shards, sbatch_args, merge_sbatch_args)
        console.print(f"wrote {scripts.shards} and {scripts.merge}", highlight=False)
        if submit:
            array, merge = sbatch_submit(scripts)
            console.print(
                f"submitted array job {array} ({shards} shards) and merge job {merge}", highlight=False
            )
        else:
            console.print(
                f"submit: jid=$(sbatch --parsable {scripts.shards}) && "
                f"sbatch --dependency=afterok:$jid {scripts.merge}",
                highlight=False,
            )
    except ValueError as e:
        _error(str(e))


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
        _error(str(e))
    except ImportError as e:  # fsspec's "Install s3fs to access S3" and the like
        _error(f"--output {output}: {e}")
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
        _error(str(e), 1)
    except (ValueError, FileNotFoundError) as e:
        _error(str(e))
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
        _error(str(e), 1)
    except (ValueError, FileNotFoundError) as e:
        _error(str(e))
    sent = files_to_push(run_dir, with_shards)
    console.print(f"pushed {len(sent)} files ({', '.join(sent)}) to {repo}: {url}", highlight=False)


def launch_cmd(
    ctx: typer.Context,
    run_dir: Annotated[
        Path, typer.Argument(help="the run directory (shared storage for a multi-node Ray cluster)")
    ],
    shards: Annotated[int, typer.Option(min=1, help="K shards")],
    executor: Annotated[str, typer.Option(help="local (K processes here) | ray (K Ray tasks)")] = "local",
    ray_address: Annotated[
        str | None,
        typer.Option(help="Ray cluster address, e.g. auto or ray://head:10001 [default: a local Ray]"),
    ] = None,
    max_retries: Annotated[int, typer.Option(min=0, help="Ray retries of a failed shard task")] = 3,
    cpus_per_shard: Annotated[float, typer.Option(help="Ray num_cpus of a shard task")] = 1,
    gpus_per_shard: Annotated[float, typer.Option(help="Ray num_gpus of a shard task")] = 0,
) -> None:
    """Run the K shards of a run (here, or as Ray tasks) and merge them. Eval arguments after `--`:
    proctor launch RUN --shards 4 --executor ray --ray-address auto -- aime24 -n 64 --model vllm:/ckpt
    """
    from proctor.scale.launch import EXECUTORS, run_local, run_ray

    if executor not in EXECUTORS:
        _error(f"--executor {executor!r}: choose one of {', '.join(EXECUTORS)}")
    _check_eval_args(ctx)
    try:
        if executor == "ray":
            run_ray(ctx.args, run_dir, shards, ray_address, max_retries, cpus_per_shard, gpus_per_shard)
        else:
            run_local(ctx.args, run_dir, shards)
    except ValueError as e:
        _error(str(e), 1)
    merge_cmd(run_dir)
